// The bcrypt work of src/auth/passwords.ts, off the event loop: one message in ({ id, op, args }),
// one out ({ id, value } or { id, error }). Plain JavaScript, so it loads without type stripping.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', ({ id, op, args }) => {
  try {
    const value = op === 'hash' ? bcrypt.hashSync(args[0], args[1]) : bcrypt.compareSync(args[0], args[1]);
    parentPort.postMessage({ id, value });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

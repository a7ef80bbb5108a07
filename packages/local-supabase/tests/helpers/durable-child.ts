// A local-supabase process for the durability test: starts on a data dir, then writes batches
// as fast as it can, printing each committed batch id. The test SIGKILLs it mid-burst.
import { start } from '../../src/index.ts';

const [dataDir, projectRoot] = process.argv.slice(2);
const server = await start({ port: 0, outboxPort: 0, dataDir, projectRoot, quiet: true, schedulerIntervalMs: 0 });
process.stdout.write(`${JSON.stringify({ url: server.url, serviceRole: server.keys.serviceRole })}\n`);

for (let batch = 1; ; batch++) {
  await server.db.transaction(async (tx) => {
    await tx.query('insert into public.burst_batches (id, rows) values ($1, 10)', [batch]);
    await tx.query(
      `insert into public.burst (batch_id, n, payload)
       select $1, g, repeat(md5(g::text), 20) from generate_series(1, 10) g`,
      [batch],
    );
  });
  process.stdout.write(`committed ${batch}\n`);
  // PGlite settles in microtasks: yield so the HTTP server gets its turn.
  await new Promise((resolve) => setImmediate(resolve));
}

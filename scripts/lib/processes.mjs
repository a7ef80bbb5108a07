// Child processes of npm start / npm run dev, each in its own process group so that stopping
// takes its whole tree (turbo and the rspack servers it starts) and nothing is left behind.
import { spawn } from 'node:child_process';

export function processGroup(root) {
  const children = new Set();

  function run(command, args, options = {}) {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
      // its own group: Ctrl+C reaches us, and we end the whole tree below it
      detached: true,
      ...options,
    });
    children.add(child);
    child.on('exit', () => children.delete(child));
    return child;
  }

  function signalTree(child, signal) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      try {
        child.kill(signal);
      } catch {
        // already gone
      }
    }
  }

  /** SIGTERM to every tree, SIGKILL to what is still there after `graceMs`. */
  async function stopAll(graceMs = 1000) {
    const running = [...children].filter((c) => c.exitCode === null && c.signalCode === null);
    const exited = running.map((c) => new Promise((resolve) => c.once('exit', resolve)));
    for (const c of running) signalTree(c, 'SIGTERM');
    const late = setTimeout(() => {
      for (const c of running) signalTree(c, 'SIGKILL');
    }, graceMs);
    await Promise.all(exited);
    clearTimeout(late);
  }

  /** Immediate SIGKILL to every tree (a second Ctrl+C, or the deadline passed). */
  function killAll() {
    for (const c of children) signalTree(c, 'SIGKILL');
  }

  return { run, stopAll, killAll };
}

export function finished(child) {
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${child.spawnargs.join(' ')} exited with ${code}`)),
    ),
  );
}

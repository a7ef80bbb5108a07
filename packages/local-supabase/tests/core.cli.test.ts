import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeProjectRoot, startOnDataDir } from './helpers/server.ts';

const BIN = new URL('../bin/local-supabase.mjs', import.meta.url).pathname;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function run(args: string[]) {
  const child = spawn(process.execPath, [BIN, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_URL: '' },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exit };
}

describe('npx local-supabase', () => {
  it('starts, prints the URLs and keys, serves, and stops cleanly on SIGTERM', async () => {
    const projectRoot = makeProjectRoot(['create table public.notes (id int primary key);']);
    dirs.push(projectRoot);
    const p = run(['start', '--port', '0', '--outbox-port', '0', '--project-root', projectRoot]);
    try {
      while (!/Secret key: /.test(p.output())) {
        if (p.child.exitCode !== null) throw new Error(p.output());
        await new Promise((r) => setTimeout(r, 50));
      }
      const text = p.output();
      expect(text).toContain(
        'anon key: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
          'eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.' +
          'CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
      );
      expect(text).toContain(`Database: PGlite in ${join(projectRoot, '.data', 'local-supabase')}`);
      const url = /API URL: (\S+)/.exec(text)![1];
      const outbox = /Outbox URL: (\S+)/.exec(text)![1];
      expect(await (await fetch(`${url}/_local/health`)).json()).toEqual({ status: 'ok', database: 'pglite' });
      expect(await (await fetch(`${outbox}/api/messages`)).json()).toEqual([]);
      p.child.kill('SIGTERM');
      expect(await p.exit).toBe(0);
      expect(p.output()).toContain('local-supabase: SIGTERM, stopping...');
    } finally {
      p.child.kill('SIGKILL');
    }
  });

  it('explains bad arguments', async () => {
    const p = run(['start', '--port', 'abc']);
    expect(await p.exit).toBe(2);
    expect(p.output()).toContain('local-supabase: --port must be a port number, got "abc"');
    const q = run(['deploy']);
    expect(await q.exit).toBe(2);
    expect(q.output()).toContain('local-supabase: unknown command "deploy"');
  });

  it('refuses a data directory another server is using', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ls-lock-'));
    const projectRoot = makeProjectRoot([]);
    dirs.push(dataDir, projectRoot);
    const first = await startOnDataDir(dataDir, projectRoot);
    try {
      await expect(startOnDataDir(dataDir, projectRoot)).rejects.toThrow(
        `The data directory ${dataDir} is already in use by a local-supabase in this process. Stop it first.`,
      );
    } finally {
      await first.stop();
    }
    const again = await startOnDataDir(dataDir, projectRoot);
    await again.stop();
  });
});

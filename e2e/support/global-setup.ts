import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with `npm start`
import { runtimeConfig, serveSite } from '../../scripts/lib/site.mjs';
// @ts-expect-error plain ESM helper shared with `npm start`
import { startBackend } from '../../scripts/lib/backend.mjs';

/** The backend and the six static servers over the built dist/ folders (`npm test` builds them first). */
export default async function globalSetup(_config: FullConfig) {
  // E2E_NO_BACKEND=1: platform-only runs (the shell and remotes need no data)
  // one address signs in hundreds of accounts here: GoTrue's per-address limits would stop the run
  // (each account's failed-attempt limit still holds; tests/accounts-login.spec.ts meets it)
  const backend = process.env.E2E_NO_BACKEND
    ? null
    : await startBackend({ quiet: true, authRateLimits: { perIp: false } });
  // every page runs under the production CSP; a violation anywhere fails the run (at its end, listed)
  const violations: string[] = [];
  const site = await serveSite({
    config: runtimeConfig({ testHooks: true }),
    onCspViolation: (report: Record<string, unknown>) => {
      const line =
        `CSP violation: ${report['effective-directive'] ?? report['violated-directive']} blocked ` +
        `${report['blocked-uri'] || 'inline'} on ${report['document-uri']}` +
        (report['source-file'] ? ` (${report['source-file']}:${report['line-number']})` : '');
      violations.push(line);
      console.error(line);
    },
  });

  const socketPath = path.join(os.tmpdir(), `brf-e2e-control-${process.pid}.sock`);
  fs.rmSync(socketPath, { force: true });
  const control = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    const [, command, app] = url.pathname.split('/');
    try {
      if (command === 'monitoring-logs') {
        // what the backend stored from the browser's monitoring client (a private table)
        const { rows } = await backend.db.query(
          `select level, message, context, session_id, url from private.monitoring_logs
           where message like $1 order by received_at`,
          [`%${url.searchParams.get('contains') ?? ''}%`],
        );
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
        return;
      }
      if (command === 'stop') await site.stopApp(app);
      else if (command === 'start') await site.startApp(app, url.searchParams.get('root') ?? undefined);
      else throw new Error(`unknown command ${command}`);
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => control.listen(socketPath, resolve));
  process.env.BRF_E2E_CONTROL = socketPath;
  process.env.BRF_E2E_BACKEND = backend ? backend.url : '';

  return async () => {
    await new Promise((resolve) => control.close(resolve));
    fs.rmSync(socketPath, { force: true });
    await site.stop();
    await backend?.stop();
    if (violations.length) throw new Error(`${violations.length} CSP violation(s):\n${violations.join('\n')}`);
  };
}

// Edge Functions as this host serves them: the project's supabase/functions/<name>/handler.ts at
// /functions/v1/<name>/*, and the monitoring function also at the site's /api/monitoring/*.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.ts';

// A handler that answers with what it was given.
const ECHO = `export default async function handler(req, env) {
  const body = await req.text();
  return Response.json(
    { method: req.method, path: new URL(req.url).pathname, type: req.headers.get('content-type'), body,
      supabaseUrl: env.SUPABASE_URL },
    { status: 202, headers: { 'x-echo': 'yes' } },
  );
}
`;

describe('Edge Functions', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  const post = (path: string, body: string) =>
    fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });

  it('answers 404 at /api/monitoring when the project has no monitoring function', async () => {
    const res = await post('/api/monitoring/log', '{}');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Function monitoring not found' });
  });

  it("serves the project's monitoring function at /api/monitoring/* and /functions/v1/monitoring/*", async () => {
    const fresh = await startTestServer();
    // before the first request, which loads the handler
    const dir = join(fresh.projectRoot, 'supabase', 'functions', 'monitoring');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'handler.ts'), ECHO);
    try {
      for (const path of ['/api/monitoring/log', '/functions/v1/monitoring/metric']) {
        const res = await fetch(`${fresh.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          body: '{"a":1}',
        });
        expect(res.status).toBe(202);
        expect(res.headers.get('x-echo')).toBe('yes');
        expect(await res.json()).toEqual({
          method: 'POST',
          path,
          type: 'text/plain;charset=UTF-8',
          body: '{"a":1}',
          supabaseUrl: fresh.url,
        });
      }
    } finally {
      await fresh.stop();
    }
  });
});

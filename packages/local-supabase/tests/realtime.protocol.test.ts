// The Phoenix protocol at the frame level with a raw websocket: heartbeat, vsn 1.0.0 objects,
// malformed frames, bad tokens, leave, and the latency helper the benchmark uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signJwt } from '../src/jwt.ts';
import { measureDeliveryLatency } from '../src/realtime/index.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.stop();
});

/** A socket that queues incoming frames; next() takes the next one matching. */
async function open(query: string) {
  const ws = new WebSocket(`${t.url.replace(/^http/, 'ws')}/realtime/v1/websocket?${query}`);
  const frames: unknown[] = [];
  const waiters: { pred: (f: any) => boolean; resolve: (f: any) => void }[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString());
    const w = waiters.find((x) => x.pred(frame));
    if (w) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(frame);
    } else {
      frames.push(frame);
    }
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    ws,
    send: (frame: unknown) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next(pred: (f: any) => boolean = () => true): Promise<any> {
      const i = frames.findIndex(pred);
      if (i >= 0) return Promise.resolve(frames.splice(i, 1)[0]);
      return new Promise((resolve) => waiters.push({ pred, resolve }));
    },
    close: () => ws.close(),
  };
}

describe('realtime protocol', () => {
  it('answers heartbeats (vsn 2.0.0 arrays)', async () => {
    const s = await open(`apikey=${t.keys.anon}&vsn=2.0.0`);
    s.send([null, '7', 'phoenix', 'heartbeat', {}]);
    expect(await s.next()).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    s.close();
  });

  it('speaks vsn 1.0.0 objects', async () => {
    const s = await open(`apikey=${t.keys.anon}&vsn=1.0.0`);
    s.send({
      topic: 'realtime:room',
      event: 'phx_join',
      payload: {
        config: { postgres_changes: [{ event: '*', schema: 'public', table: 'todos', filter: 'done=eq.true' }] },
      },
      ref: '1',
      join_ref: '1',
    });
    const reply = await s.next((f) => f.event === 'phx_reply');
    expect(reply).toMatchObject({ topic: 'realtime:room', ref: '1', join_ref: '1', payload: { status: 'ok' } });
    expect(reply.payload.response.postgres_changes).toEqual([
      { id: expect.any(Number), event: '*', schema: 'public', table: 'todos', filter: 'done=eq.true' },
    ]);
    expect(await s.next((f) => f.event === 'system')).toMatchObject({
      payload: { channel: 'room', extension: 'postgres_changes', message: 'Subscribed to PostgreSQL', status: 'ok' },
    });
    s.close();
  });

  it('ignores malformed frames, answers ones with a ref, and keeps the socket', async () => {
    const s = await open(`apikey=${t.keys.anon}&vsn=2.0.0`);
    s.send('not json');
    s.send('{"an":"object"}');
    s.send(['1', '2', 'realtime:x', 'phx_join', 'payload must be an object']);
    expect(await s.next()).toEqual([
      '1',
      '2',
      'realtime:x',
      'phx_reply',
      { status: 'error', response: { reason: 'malformed message' } },
    ]);
    s.send([
      '1',
      '3',
      'realtime:x',
      'phx_join',
      { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'todos', filter: 'title=zz.1' }] } },
    ]);
    expect(await s.next()).toEqual([
      '1',
      '3',
      'realtime:x',
      'phx_reply',
      {
        status: 'error',
        response: { reason: 'Error parsing `filter` params: invalid filter "title=zz.1": unknown operator "zz"' },
      },
    ]);
    s.send([null, '4', 'realtime:never-joined', 'access_token', { access_token: 'x' }]);
    expect(await s.next()).toEqual([
      null,
      '4',
      'realtime:never-joined',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    s.send([null, '5', 'phoenix', 'heartbeat', {}]);
    expect(await s.next()).toEqual([null, '5', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    s.close();
  });

  it('refuses an invalid token on join, and closes a channel given an invalid access_token', async () => {
    const s = await open(`apikey=${t.keys.anon}&vsn=2.0.0`);
    s.send(['1', '1', 'realtime:a', 'phx_join', { config: {}, access_token: 'not-a-jwt' }]);
    const refused = await s.next();
    expect(refused.slice(0, 4)).toEqual(['1', '1', 'realtime:a', 'phx_reply']);
    expect(refused[4].status).toBe('error');
    expect(refused[4].response.reason).toMatch(/^Invalid token: /);

    const good = await signJwt(
      { role: 'authenticated', aud: 'authenticated', sub: crypto.randomUUID() },
      t.keys.jwtSecret,
      3600,
    );
    s.send(['2', '2', 'realtime:b', 'phx_join', { config: {}, access_token: good }]);
    expect(await s.next()).toEqual([
      '2',
      '2',
      'realtime:b',
      'phx_reply',
      { status: 'ok', response: { postgres_changes: [] } },
    ]);
    const forged = await signJwt(
      { role: 'authenticated', sub: crypto.randomUUID() },
      'another-secret-another-secret-another-secret',
      3600,
    );
    s.send(['2', '3', 'realtime:b', 'access_token', { access_token: forged }]);
    const error = await s.next();
    expect(error.slice(0, 4)).toEqual(['2', '3', 'realtime:b', 'phx_reply']);
    expect(error[4]).toEqual({
      status: 'error',
      response: { reason: 'Invalid token: invalid JWT: signature is invalid' },
    });
    expect(await s.next((f) => f[3] === 'phx_close')).toEqual(['2', null, 'realtime:b', 'phx_close', {}]);
    s.send(['2', '4', 'realtime:b', 'access_token', { access_token: good }]);
    expect((await s.next((f) => f[1] === '4'))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    s.close();
  });

  it('closes a channel when its token expires', async () => {
    const s = await open(`apikey=${t.keys.anon}&vsn=2.0.0`);
    const shortLived = await signJwt(
      { role: 'authenticated', aud: 'authenticated', sub: crypto.randomUUID() },
      t.keys.jwtSecret,
      2,
    );
    s.send(['1', '1', 'realtime:short', 'phx_join', { config: {}, access_token: shortLived }]);
    expect((await s.next())[4].status).toBe('ok');
    expect(await s.next((f) => f[3] === 'system')).toEqual([
      null,
      null,
      'realtime:short',
      'system',
      {
        channel: 'short',
        extension: 'system',
        message: 'Token has expired 0 seconds ago',
        status: 'error',
      },
    ]);
    expect(await s.next((f) => f[3] === 'phx_close')).toEqual(['1', null, 'realtime:short', 'phx_close', {}]);
    s.close();
  });

  it('leaves a channel with a reply and phx_close', async () => {
    const s = await open(`apikey=${t.keys.anon}&vsn=2.0.0`);
    s.send(['1', '1', 'realtime:c', 'phx_join', { config: {} }]);
    await s.next();
    s.send(['1', '2', 'realtime:c', 'phx_leave', {}]);
    expect(await s.next()).toEqual(['1', '2', 'realtime:c', 'phx_reply', { status: 'ok', response: {} }]);
    expect(await s.next()).toEqual(['1', '2', 'realtime:c', 'phx_close', {}]);
    s.close();
  });

  it('refuses a connection without a valid API key', async () => {
    await expect(open('vsn=2.0.0')).rejects.toThrow(/403/);
    await expect(open('apikey=nonsense&vsn=2.0.0')).rejects.toThrow(/403/);
  });
});

describe('publication changes at runtime', () => {
  it('captures a table added to supabase_realtime after start', async () => {
    await t.db.exec(`
      create table public.late (id bigint generated by default as identity primary key, note text);
      grant all on public.late to anon, authenticated, service_role;
      alter publication supabase_realtime add table public.late;
    `);
    const s = await open(`apikey=${t.keys.serviceRole}&vsn=2.0.0`);
    s.send([
      '1',
      '1',
      'realtime:late',
      'phx_join',
      { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'late' }] } },
    ]);
    const reply = await s.next((f) => f[3] === 'phx_reply');
    expect(reply[4].status).toBe('ok');
    await t.db.query(`insert into public.late (note) values ('arrived')`);
    const change = await s.next((f) => f[3] === 'postgres_changes');
    expect(change[4]).toMatchObject({
      ids: [reply[4].response.postgres_changes[0].id],
      data: { schema: 'public', table: 'late', type: 'INSERT', record: { id: 1, note: 'arrived' }, errors: null },
    });
    expect(change[4].data.columns).toEqual([
      { name: 'id', type: 'int8' },
      { name: 'note', type: 'text' },
    ]);
    s.close();
  });
});

describe('column privileges', () => {
  it('sends only the columns the subscriber may select', async () => {
    await t.db.exec(`
      create table public.cols (id bigint generated by default as identity primary key, visible text, hidden text);
      revoke all on public.cols from anon, authenticated;
      grant select (id, visible) on public.cols to authenticated;
      alter publication supabase_realtime add table public.cols;
    `);
    const token = await signJwt(
      { role: 'authenticated', aud: 'authenticated', sub: crypto.randomUUID() },
      t.keys.jwtSecret,
      3600,
    );
    const s = await open(`apikey=${t.keys.anon}&vsn=2.0.0`);
    s.send([
      '1',
      '1',
      'realtime:cols',
      'phx_join',
      { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'cols' }] }, access_token: token },
    ]);
    expect((await s.next((f) => f[3] === 'phx_reply'))[4].status).toBe('ok');
    await t.db.query(`insert into public.cols (visible, hidden) values ('shown', 'secret')`);
    const change = await s.next((f) => f[3] === 'postgres_changes');
    expect(change[4].data.record).toEqual({ id: 1, visible: 'shown' });
    expect(change[4].data.columns).toEqual([
      { name: 'id', type: 'int8' },
      { name: 'visible', type: 'text' },
    ]);
    s.close();
  });
});

describe('measureDeliveryLatency', () => {
  it('measures commit-to-callback latency through a real client', async () => {
    const report = await measureDeliveryLatency(t.server, { samples: 5 });
    expect(report.samples).toHaveLength(5);
    expect(report.p50).toBeGreaterThan(0);
    expect(report.p95).toBeGreaterThanOrEqual(report.p50);
  });
});

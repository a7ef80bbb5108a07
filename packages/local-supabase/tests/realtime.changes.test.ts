// postgres_changes through two real supabase-js clients: rows arrive at other subscribers only
// when their RLS lets them see the row, filters are honoured, access_token updates take effect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  createClient,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { signJwt } from '../src/jwt.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const SCHEMA = readFileSync(new URL('./helpers/realtime-schema.sql', import.meta.url), 'utf8');

type Row = {
  id: number;
  room: string;
  body: string;
  private: boolean;
  sender_id: string;
  tags: string[];
  meta: unknown;
};
type Change = RealtimePostgresChangesPayload<Row>;

let t: TestServer;
const users: Record<string, { id: string; token: string }> = {};
const clients: SupabaseClient[] = [];

async function user(name: string) {
  const { id } = await t.createUser(`${name}@example.com`, 'correct-horse-battery-staple');
  const token = await signJwt(
    { role: 'authenticated', aud: 'authenticated', sub: id, email: `${name}@example.com` },
    t.keys.jwtSecret,
    3600,
  );
  users[name] = { id, token };
}

/**
 * A client whose REST and realtime calls carry `token()` (the anon key when it gives null).
 * supabase-js re-reads its access token after every join, so the token comes from the
 * `accessToken` option rather than from a one-off realtime.setAuth().
 */
async function clientFor(token?: string | (() => string | null)): Promise<SupabaseClient> {
  const current = typeof token === 'function' ? token : () => token ?? null;
  const c = createClient(t.url, t.keys.anon, {
    auth: { persistSession: false, autoRefreshToken: false },
    accessToken: async () => current(),
  });
  // The client reads the token asynchronously; a join sent before that would go out as anon.
  await c.realtime.setAuth();
  clients.push(c);
  return c;
}

/** Subscribes and resolves once the server confirmed the postgres_changes bindings. */
function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
}

/** Collects changes; `until` resolves when one satisfies the predicate. */
function collector() {
  const seen: Change[] = [];
  const waiters: { pred: (c: Change) => boolean; resolve: (c: Change) => void }[] = [];
  return {
    seen,
    push(c: Change) {
      seen.push(c);
      for (const w of [...waiters])
        if (w.pred(c)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(c);
        }
    },
    until(pred: (c: Change) => boolean): Promise<Change> {
      const hit = seen.find(pred);
      if (hit) return Promise.resolve(hit);
      return new Promise((resolve) => waiters.push({ pred, resolve }));
    },
  };
}

async function post(name: string, room: string, body: string, isPrivate = false): Promise<Row> {
  const writer = await clientFor(users[name].token);
  const { data, error } = await writer
    .from('messages')
    .insert({ room, body, private: isPrivate, tags: ['a', 'b'], meta: { n: 1 } })
    .select()
    .single();
  expect(error).toBeNull();
  return data as Row;
}

beforeAll(async () => {
  t = await startTestServer({ migrationsSql: [SCHEMA] });
  for (const name of ['alice', 'bob', 'carol']) await user(name);
});

afterAll(async () => {
  for (const c of clients) await c.removeAllChannels();
  await t?.stop();
});

describe('postgres_changes', () => {
  it('delivers a row inserted by one client to the other, and never a row the other may not see', async () => {
    const got = collector();
    const bob = await clientFor(users.bob.token);
    await subscribed(
      bob
        .channel('room-all')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (p) => got.push(p as Change)),
    );
    const secret = await post('alice', 'r1', 'only for alice', true);
    const open = await post('alice', 'r1', 'hello bob');
    const change = await got.until((c) => (c.new as Row).id === open.id);
    expect(change).toMatchObject({
      schema: 'public',
      table: 'messages',
      eventType: 'INSERT',
      errors: null,
      old: {},
      new: {
        id: open.id,
        room: 'r1',
        body: 'hello bob',
        private: false,
        sender_id: users.alice.id,
        tags: ['a', 'b'],
        meta: { n: 1 },
      },
    });
    expect(change.commit_timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Changes are delivered in commit order, so the private row would have come first.
    expect(got.seen.map((c) => (c.new as Row).id)).toEqual([open.id]);
    expect(got.seen.some((c) => (c.new as Row).id === secret.id)).toBe(false);
  });

  it('checks each subscriber under its own claims; one failing check hides the row from no one else', async () => {
    const seen = { alice: collector(), bob: collector(), carol: collector(), broken: collector() };
    // a signed token whose sub is no uuid: auth.uid() raises inside the policy for this caller only
    const brokenToken = await signJwt(
      { role: 'authenticated', aud: 'authenticated', sub: 'not-a-uuid' },
      t.keys.jwtSecret,
      3600,
    );
    const tokens = { alice: users.alice.token, bob: users.bob.token, carol: users.carol.token, broken: brokenToken };
    for (const [name, token] of Object.entries(tokens) as [keyof typeof seen, string][]) {
      const c = await clientFor(token);
      await subscribed(
        c
          .channel(`many-${name}`)
          .on(
            'postgres_changes',
            { event: 'INSERT', schema: 'public', table: 'messages', filter: 'room=eq.r-many' },
            (p) => seen[name].push(p as Change),
          ),
      );
    }
    const secret = await post('alice', 'r-many', 'alice only', true);
    const open = await post('alice', 'r-many', 'for everyone signed in');
    for (const name of ['alice', 'bob', 'carol'] as const) await seen[name].until((c) => (c.new as Row).id === open.id);
    await seen.alice.until((c) => (c.new as Row).id === secret.id);
    expect(seen.alice.seen.map((c) => (c.new as Row).id)).toEqual([secret.id, open.id]);
    expect(seen.bob.seen.map((c) => (c.new as Row).id)).toEqual([open.id]);
    expect(seen.carol.seen.map((c) => (c.new as Row).id)).toEqual([open.id]);
    expect(seen.broken.seen.some((c) => (c.new as Row).id === secret.id)).toBe(false);
  });

  it('honours an eq filter', async () => {
    const got = collector();
    await subscribed(
      (await clientFor(users.bob.token))
        .channel('room-r2')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'messages', filter: 'room=eq.r2' }, (p) =>
          got.push(p as Change),
        ),
    );
    await post('alice', 'r3', 'not for r2');
    const inR2 = await post('alice', 'r2', 'for r2');
    await got.until((c) => (c.new as Row).id === inR2.id);
    expect(got.seen.map((c) => (c.new as Row).body)).toEqual(['for r2']);
  });

  it('honours in and neq filters', async () => {
    const got = collector();
    await subscribed(
      (await clientFor(users.bob.token))
        .channel('room-in')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'messages', filter: 'room=in.(r5,r6)' },
          (p) => got.push(p as Change),
        )
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'messages', filter: 'body=neq.skip' },
          (p) => got.push(p as Change),
        ),
    );
    await post('alice', 'r4', 'skip');
    const last = await post('alice', 'r6', 'in r6');
    await got.until((c) => (c.new as Row).id === last.id);
    // one row, matched by both bindings: the client calls each binding's callback
    expect(got.seen.map((c) => (c.new as Row).body)).toEqual(['in r6', 'in r6']);
  });

  it('sends UPDATE with the new row and DELETE with the primary key only (RLS table)', async () => {
    const got = collector();
    await subscribed(
      (await clientFor(users.alice.token))
        .channel('own-edits')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages' }, (p) => got.push(p as Change))
        .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'messages' }, (p) => got.push(p as Change)),
    );
    const row = await post('alice', 'r7', 'draft');
    const alice = await clientFor(users.alice.token);
    expect((await alice.from('messages').update({ body: 'final' }).eq('id', row.id)).error).toBeNull();
    // Visibility is checked against the row as it is at delivery, so let the UPDATE arrive first.
    await got.until((c) => c.eventType === 'UPDATE');
    expect((await alice.from('messages').delete().eq('id', row.id)).error).toBeNull();
    const deleted = await got.until((c) => c.eventType === 'DELETE');
    expect(got.seen.map((c) => c.eventType)).toEqual(['UPDATE', 'DELETE']);
    expect(got.seen[0]).toMatchObject({ new: { id: row.id, body: 'final' }, old: { id: row.id } });
    expect(deleted.old).toEqual({ id: row.id });
    expect(deleted.new).toEqual({});
  });

  it('applies an access_token update: anon sees nothing, the signed-in user sees the row', async () => {
    const got = collector();
    const witness = collector();
    let carolToken: string | null = null;
    const carol = await clientFor(() => carolToken);
    await subscribed(
      carol
        .channel('carol')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (p) => got.push(p as Change)),
    );
    await subscribed(
      (await clientFor(users.alice.token))
        .channel('witness')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: 'room=eq.r8' }, (p) =>
          witness.push(p as Change),
        ),
    );
    const before = await post('alice', 'r8', 'while carol is anon');
    // One change is decided for every subscriber at once: once the witness has it, carol's
    // (anonymous) subscription has had its chance too.
    await witness.until((c) => (c.new as Row).id === before.id);
    carolToken = users.carol.token;
    await carol.realtime.setAuth();
    // Frames on one socket are handled in order: once this join is answered, the token is in use.
    await subscribed(carol.channel('carol-sync'));
    const after = await post('alice', 'r8', 'after carol signed in');
    await got.until((c) => (c.new as Row).id === after.id);
    expect(got.seen.map((c) => (c.new as Row).id)).toEqual([after.id]);
    expect(before.id).toBeLessThan(after.id);
  });

  it('works with the vsn 1.0.0 serializer too', async () => {
    const got = collector();
    const c = createClient(t.url, t.keys.anon, {
      auth: { persistSession: false, autoRefreshToken: false },
      accessToken: async () => users.bob.token,
      realtime: { vsn: '1.0.0' },
    });
    clients.push(c);
    await c.realtime.setAuth();
    await subscribed(
      c
        .channel('v1')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: 'room=eq.v1' }, (p) =>
          got.push(p as Change),
        ),
    );
    const row = await post('alice', 'v1', 'over vsn 1.0.0');
    expect((await got.until((ch) => (ch.new as Row).id === row.id)).new).toMatchObject({ body: 'over vsn 1.0.0' });
  });

  it('refuses a subscription to a table that does not exist', async () => {
    const channel = (await clientFor(users.bob.token))
      .channel('missing')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'nope' }, () => undefined);
    await expect(subscribed(channel)).rejects.toThrow(/Unable to subscribe to changes with given parameters/);
  });
});

describe('broadcast', () => {
  it('relays a broadcast from one client to the others on the same topic', async () => {
    const received: unknown[] = [];
    let arrived!: () => void;
    const done = new Promise<void>((resolve) => (arrived = resolve));
    await subscribed(
      (await clientFor(users.bob.token)).channel('lobby').on('broadcast', { event: 'ping' }, (msg) => {
        received.push(msg);
        arrived();
      }),
    );
    const sender = await subscribed((await clientFor(users.alice.token)).channel('lobby'));
    expect(await sender.send({ type: 'broadcast', event: 'ping', payload: { hello: 'bob' } })).toBe('ok');
    await done;
    expect(received).toEqual([{ type: 'broadcast', event: 'ping', payload: { hello: 'bob' } }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestServer, TestUser } from './helpers/server.ts';
import { restFetch, startRestServer } from './helpers/rest-fixtures.ts';

describe('rest: row-level security and roles', () => {
  let t: TestServer;
  let alice: { client: SupabaseClient; user: TestUser; accessToken: string };
  let bob: { client: SupabaseClient; user: TestUser; accessToken: string };
  beforeAll(async () => {
    t = await startRestServer();
    alice = await t.signedInClient('alice@example.com');
    bob = await t.signedInClient('bob@example.com');
    await alice.client.from('todos').insert([{ title: 'alice 1' }, { title: 'alice 2' }]);
    await bob.client.from('todos').insert({ title: 'bob 1' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('a user sees only their own rows, in selects and counts', async () => {
    const mine = await alice.client.from('todos').select('title, user_id').order('id');
    expect(mine.data).toEqual([
      { title: 'alice 1', user_id: alice.user.id },
      { title: 'alice 2', user_id: alice.user.id },
    ]);
    const count = await bob.client.from('todos').select('*', { count: 'exact', head: true });
    expect(count.count).toBe(1);
    expect((await alice.client.rpc('my_todo_count')).data).toBe(2);
    expect((await alice.client.rpc('whoami')).data).toEqual({
      role: 'authenticated',
      sub: alice.user.id,
      method: 'POST',
    });
  });

  it('anon sees no rows and may not insert: 401 with the RLS message', async () => {
    const anon = t.anonClient();
    expect((await anon.from('todos').select()).data).toEqual([]);
    const insert = await anon.from('todos').insert({ title: 'anon', user_id: alice.user.id });
    expect(insert.status).toBe(401);
    expect(insert.error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'new row violates row-level security policy for table "todos"',
    });
  });

  it('a user may not write rows for someone else (403) nor change or delete their rows', async () => {
    const forged = await alice.client.from('todos').insert({ title: 'forged', user_id: bob.user.id });
    expect(forged.status).toBe(403);
    expect(forged.error?.message).toBe('new row violates row-level security policy for table "todos"');
    const update = await alice.client.from('todos').update({ title: 'hijacked' }).eq('title', 'bob 1').select();
    expect(update).toMatchObject({ data: [], status: 200 });
    const del = await alice.client.from('todos').delete().eq('title', 'bob 1');
    expect(del.status).toBe(204);
    const bobs = await bob.client.from('todos').select('title');
    expect(bobs.data).toEqual([{ title: 'bob 1' }]);
  });

  it('insert().select() returns the row when the SELECT policy allows it', async () => {
    const { data, status } = await alice.client
      .from('todos')
      .insert({ title: 'alice 3' })
      .select('title, done')
      .single();
    expect(status).toBe(201);
    expect(data).toEqual({ title: 'alice 3', done: false });
    await alice.client.from('todos').delete().eq('title', 'alice 3');
  });

  it('the service role bypasses RLS', async () => {
    const all = await t.serviceClient().from('todos').select('title').order('id');
    expect(all.data).toEqual([{ title: 'alice 1' }, { title: 'alice 2' }, { title: 'bob 1' }]);
    const viaSecretKey = await restFetch(t, '/todos?select=title&order=id', { key: t.keys.secret });
    expect((viaSecretKey.json as unknown[]).length).toBe(3);
  });

  it('a table without grants is 401 for anon and 403 for a signed-in user', async () => {
    const anon = await t.anonClient().from('secrets').select();
    expect(anon.status).toBe(401);
    expect(anon.error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied for table secrets',
    });
    const raw = await restFetch(t, '/secrets');
    expect(raw.headers.get('www-authenticate')).toBe('Bearer');
    const user = await alice.client.from('secrets').select();
    expect(user.status).toBe(403);
    expect((await t.serviceClient().from('secrets').select()).data).toEqual([]);
  });

  it('the publishable key acts as anon', async () => {
    const res = await restFetch(t, '/todos', { key: t.keys.publishable });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });
});

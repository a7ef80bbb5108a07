// A user's access token names its session (session_id). Once the session has ended (signed out,
// or the user deleted) the data APIs refuse the token at once, as GoTrue refuses it on /user,
// instead of until it expires: REST (tables and RPC) and storage answer 401, realtime delivers
// nothing more to a channel joined with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from './helpers/server.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const ENDED = 'Session from session_id claim in JWT does not exist';

const STORAGE_SQL = `
create policy "notes: a user's own folder" on storage.objects for all to authenticated
  using (bucket_id = 'notes' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'notes' and (storage.foldername(name))[1] = (select auth.uid())::text);
create function public.my_todo_total() returns bigint language sql stable as $$ select count(*) from public.todos $$;
`;

describe('auth: a token whose session has ended reads and writes nothing', { timeout: 90_000 }, () => {
  let t: TestServer;
  const signIn = async (email: string, password: string) => {
    const sb = createClient(t.url, t.keys.anon, clientOptions);
    const { data, error } = await sb.auth.signInWithPassword({ email, password });
    if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
    return { sb, token: data.session.access_token };
  };

  beforeAll(async () => {
    t = await startTestServer({ migrationsSql: [STORAGE_SQL] });
    const bucket = await t.serviceClient().storage.createBucket('notes', { public: false });
    if (bucket.error) throw bucket.error;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('a signed-out session: its token is refused by tables and functions, the other session goes on', async () => {
    const user = await t.createUser('ut@example.com', 'ut-password');
    const leaving = await signIn('ut@example.com', 'ut-password');
    const staying = await signIn('ut@example.com', 'ut-password');
    const asLeaving = t.client(leaving.token);
    expect((await asLeaving.from('todos').insert({ title: 'Före utloggning', user_id: user.id })).error).toBeNull();
    expect((await asLeaving.from('todos').select('title')).data).toEqual([{ title: 'Före utloggning' }]);

    expect((await leaving.sb.auth.signOut({ scope: 'local' })).error).toBeNull();

    const read = await asLeaving.from('todos').select('title');
    expect({ status: read.status, code: read.error?.code, message: read.error?.message, data: read.data }).toEqual({
      status: 401,
      code: 'PT401',
      message: ENDED,
      data: null,
    });
    const write = await asLeaving.from('todos').insert({ title: 'Efter utloggning', user_id: user.id });
    expect({ status: write.status, message: write.error?.message }).toEqual({ status: 401, message: ENDED });
    const rpc = await asLeaving.rpc('my_todo_total');
    expect({ status: rpc.status, message: rpc.error?.message }).toEqual({ status: 401, message: ENDED });

    expect((await t.client(staying.token).from('todos').select('title')).data).toEqual([{ title: 'Före utloggning' }]);
  });

  it("a deleted user's token is refused at once by REST and storage", async () => {
    const user = await t.createUser('borta@example.com', 'borta-password');
    const { token } = await signIn('borta@example.com', 'borta-password');
    const asUser = t.client(token);
    const file = () => new Blob(['anteckning'], { type: 'text/plain' });
    expect((await asUser.from('todos').insert({ title: 'Min anteckning', user_id: user.id })).error).toBeNull();
    expect((await asUser.storage.from('notes').upload(`${user.id}/a.txt`, file())).error).toBeNull();
    expect((await asUser.storage.from('notes').download(`${user.id}/a.txt`)).error).toBeNull();

    expect((await t.serviceClient().auth.admin.deleteUser(user.id)).error).toBeNull();

    const read = await asUser.from('todos').select('title');
    expect({ status: read.status, message: read.error?.message }).toEqual({ status: 401, message: ENDED });
    const upload = await asUser.storage.from('notes').upload(`${user.id}/b.txt`, file());
    expect(upload.error?.message).toBe(ENDED);
    const list = await asUser.storage.from('notes').list(user.id);
    expect(list.error?.message).toBe(ENDED);
  });

  it("realtime: a channel joined with a signed-out session's token receives no more rows", async () => {
    const user = await t.createUser('kanal@example.com', 'kanal-password');
    const staying = await signIn('kanal@example.com', 'kanal-password');
    const leaving = await signIn('kanal@example.com', 'kanal-password');
    const listen = async (token: string) => {
      const titles: string[] = [];
      const client: SupabaseClient = createClient(t.url, t.keys.anon, {
        ...clientOptions,
        accessToken: async () => token,
      });
      await client.realtime.setAuth();
      const channel = client
        .channel(`todos-${Math.random()}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'todos' }, (change) =>
          titles.push((change.new as { title: string }).title),
        );
      await new Promise<RealtimeChannel>((resolve, reject) =>
        channel.subscribe((status, err) =>
          status === 'SUBSCRIBED' ? resolve(channel) : status === 'CHANNEL_ERROR' ? reject(err) : undefined,
        ),
      );
      return { titles, client };
    };
    const insert = async (title: string) => {
      const { error } = await t.serviceClient().from('todos').insert({ title, user_id: user.id });
      expect(error).toBeNull();
    };
    const until = async (titles: string[], title: string) => {
      while (!titles.includes(title)) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const kept = await listen(staying.token);
    const ended = await listen(leaving.token);
    await insert('Första');
    await until(kept.titles, 'Första');
    await until(ended.titles, 'Första');

    expect((await leaving.sb.auth.signOut({ scope: 'local' })).error).toBeNull();
    await insert('Andra');
    await insert('Tredje');
    // changes go out in commit order: once the live session has the third row, the second was decided for both
    await until(kept.titles, 'Tredje');
    expect(kept.titles).toEqual(['Första', 'Andra', 'Tredje']);
    expect(ended.titles).toEqual(['Första']);
    for (const { client } of [kept, ended]) await client.removeAllChannels();
  });

  it('a token without a session (minted by hand, as hosted PostgREST accepts it) is not asked for one', async () => {
    const user = await t.createUser('utan@example.com', 'utan-password');
    const { signJwt } = await import('../src/jwt.ts');
    const token = await signJwt(
      { role: 'authenticated', aud: 'authenticated', sub: user.id, email: user.email },
      t.keys.jwtSecret,
      3600,
    );
    expect((await t.client(token).from('todos').select('title')).error).toBeNull();
  });
});

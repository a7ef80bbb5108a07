import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from './helpers/server.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

// The pattern Supabase projects use: a profile row created by a trigger on auth.users.
const PROFILES = `
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  display_name text
);
alter table public.profiles enable row level security;
create policy "own profile" on public.profiles for select to authenticated using (id = (select auth.uid()));

create function public.handle_new_user() returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if new.email like 'reject%' then
    raise exception 'rejected by trigger';
  end if;
  insert into public.profiles (id, email, display_name)
  values (new.id, new.email, new.raw_user_meta_data ->> 'display_name');
  return new;
end
$$;
create trigger on_auth_user_created after insert on auth.users for each row execute function public.handle_new_user();
`;

// bcrypt and a cold PGlite are slow on a loaded 2-core CI box; no test asserts a duration
describe('auth: triggers on auth.users fire as on hosted', { timeout: 90_000 }, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ migrationsSql: [PROFILES] });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('creates the profile row in the same transaction as the sign-up, visible to the user through REST', async () => {
    const sb = createClient(t.url, t.keys.anon, clientOptions);
    const { data, error } = await sb.auth.signUp({
      email: 'profile@example.com',
      password: 'profile-password',
      options: { data: { display_name: 'Pro' } },
    });
    expect(error).toBeNull();
    const rows = await t.db.query<{ id: string; email: string; display_name: string }>(
      'select id, email, display_name from public.profiles',
    );
    expect(rows.rows).toEqual([{ id: data.user?.id, email: 'profile@example.com', display_name: 'Pro' }]);
  });

  it("answers a failing trigger with GoTrue's database error and keeps nothing", async () => {
    const sb = createClient(t.url, t.keys.anon, clientOptions);
    const { data, error } = await sb.auth.signUp({ email: 'reject@example.com', password: 'reject-password' });
    expect(data.user).toBeNull();
    expect({ status: error?.status, message: error?.message }).toEqual({
      status: 500,
      message: 'Database error saving new user',
    });
    const users = await t.db.query(`select 1 from auth.users where email = 'reject@example.com'`);
    expect(users.rows).toEqual([]);
    expect(await t.ctx.outbox.list('reject@example.com')).toEqual([]);

    const admin = await t
      .serviceClient()
      .auth.admin.createUser({ email: 'reject2@example.com', password: 'reject-password' });
    expect({ name: admin.error?.name, status: admin.error?.status, message: admin.error?.message }).toEqual({
      name: 'AuthRetryableFetchError',
      status: 500,
      message: 'Database error creating new user',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.ts';

describe('bootstrap: the Supabase objects migrations rely on', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('creates the API roles, service_role with BYPASSRLS', async () => {
    const r = await t.db.query<{ rolname: string; rolbypassrls: boolean; rolcanlogin: boolean }>(
      `select rolname, rolbypassrls, rolcanlogin from pg_roles
       where rolname in ('anon', 'authenticated', 'service_role', 'authenticator', 'supabase_admin') order by rolname`,
    );
    expect(r.rows).toEqual([
      { rolname: 'anon', rolbypassrls: false, rolcanlogin: false },
      { rolname: 'authenticated', rolbypassrls: false, rolcanlogin: false },
      { rolname: 'authenticator', rolbypassrls: false, rolcanlogin: true },
      { rolname: 'service_role', rolbypassrls: true, rolcanlogin: false },
      { rolname: 'supabase_admin', rolbypassrls: false, rolcanlogin: false },
    ]);
  });

  it('creates the schemas and the auth and storage tables with RLS on', async () => {
    const schemas = await t.db.query<{ nspname: string }>(
      `select nspname from pg_namespace
       where nspname in ('auth','storage','extensions','realtime','graphql_public','supabase_migrations','_local')
       order by 1`,
    );
    expect(schemas.rows.map((r) => r.nspname)).toEqual([
      '_local',
      'auth',
      'extensions',
      'graphql_public',
      'realtime',
      'storage',
      'supabase_migrations',
    ]);
    const rls = await t.db.query<{ name: string; relrowsecurity: boolean }>(
      `select n.nspname || '.' || c.relname as name, c.relrowsecurity
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where (n.nspname, c.relname) in (('auth','users'),('auth','sessions'),('auth','refresh_tokens'),
         ('auth','identities'),
         ('auth','mfa_factors'),('auth','mfa_challenges'),('auth','mfa_amr_claims'),('auth','one_time_tokens'),
         ('storage','buckets'),('storage','objects')) order by 1`,
    );
    expect(rls.rows).toHaveLength(10);
    expect(rls.rows.every((r) => r.relrowsecurity)).toBe(true);
    const cols = await t.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'auth' and table_name = 'users' order by ordinal_position`,
    );
    expect(cols.rows.map((c) => c.column_name)).toEqual(
      expect.arrayContaining([
        'id',
        'aud',
        'role',
        'email',
        'encrypted_password',
        'email_confirmed_at',
        'raw_app_meta_data',
        'raw_user_meta_data',
        'phone',
        'confirmed_at',
        'banned_until',
        'is_sso_user',
        'deleted_at',
        'is_anonymous',
      ]),
    );
  });

  it('auth.uid(), role(), email() and jwt() read the request claims as hosted', async () => {
    const none = await t.db.query(`select auth.uid() as uid, auth.role() as role, auth.jwt() as jwt`);
    expect(none.rows[0]).toEqual({ uid: null, role: null, jwt: null });
    const sub = '5b2f3a30-0c4c-4f43-9c0e-3f7b1d8b6a11';
    const r = await t.db.asRole({ role: 'authenticated', sub, email: 'ada@example.com', aal: 'aal2' }, (tx) =>
      tx.query(
        `select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'aal' as aal,
           current_user as who`,
      ),
    );
    expect(r.rows[0]).toEqual({
      uid: sub,
      role: 'authenticated',
      email: 'ada@example.com',
      aal: 'aal2',
      who: 'authenticated',
    });
    const after = await t.db.query(`select current_user as who, current_setting('request.jwt.claims', true) as claims`);
    expect(after.rows[0]).toEqual({ who: 'postgres', claims: '' });
  });

  it('resets role and claims after a failed request transaction', async () => {
    await expect(
      t.db.asRole({ role: 'anon' }, async (tx) => {
        await tx.query('select 1');
        throw new Error('handler failed');
      }),
    ).rejects.toThrow('handler failed');
    const after = await t.db.query(`select current_user as who`);
    expect(after.rows[0]).toEqual({ who: 'postgres' });
  });

  it('applies RLS to tables created by migrations (default privileges), service_role bypasses it', async () => {
    const owner = await t.createUser('owner@example.com', 'password-1');
    const other = await t.createUser('other@example.com', 'password-2');
    await t.db.query(`insert into public.todos (user_id, title) values ($1, 'mine'), ($2, 'theirs')`, [
      owner.id,
      other.id,
    ]);
    const mine = await t.db.asRole({ role: 'authenticated', sub: owner.id }, (tx) =>
      tx.query(`select title from public.todos`),
    );
    expect(mine.rows).toEqual([{ title: 'mine' }]);
    const anon = await t.db.asRole({ role: 'anon' }, (tx) => tx.query(`select title from public.todos`));
    expect(anon.rows).toEqual([]);
    const service = await t.db.asRole({ role: 'service_role' }, (tx) =>
      tx.query(`select title from public.todos order by title`),
    );
    expect(service.rows).toEqual([{ title: 'mine' }, { title: 'theirs' }]);
    await expect(
      t.db.asRole({ role: 'authenticated', sub: owner.id }, (tx) =>
        tx.query(`insert into public.todos (user_id, title) values ($1, 'forged')`, [other.id]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('has the storage helpers and the realtime publication', async () => {
    const r = await t.db.query(
      `select storage.foldername('a/b/c.png') as folders, storage.filename('a/b/c.png') as file,
         storage.extension('a/b/c.png') as ext`,
    );
    expect(r.rows[0]).toEqual({ folders: ['a', 'b'], file: 'c.png', ext: 'png' });
    const op = await t.db.transaction(async (tx) => {
      await tx.query(`select set_config('storage.operation', 'storage.object.upload', true)`);
      return tx.query(`select storage.operation() as op`);
    });
    expect(op.rows[0]).toEqual({ op: 'storage.object.upload' });
    const pub = await t.db.query<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by tablename`,
    );
    expect(pub.rows.map((p) => p.tablename)).toEqual(['authors', 'books', 'todos']);
  });

  it('refuses direct deletes from storage tables as hosted does', async () => {
    await t.db.query(`insert into storage.buckets (id, name) values ('b1', 'b1')`);
    await expect(t.db.query(`delete from storage.buckets where id = 'b1'`)).rejects.toMatchObject({
      code: '42501',
      message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
    });
    await t.db.transaction(async (tx) => {
      await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
      await tx.query(`delete from storage.buckets where id = 'b1'`);
    });
    expect((await t.db.query(`select id from storage.buckets where id = 'b1'`)).rows).toEqual([]);
  });

  it('has pgcrypto and uuid-ossp in the extensions schema', async () => {
    const r = await t.db.query<{ extname: string; nspname: string }>(
      `select e.extname, n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
       where e.extname in ('pgcrypto', 'uuid-ossp') order by 1`,
    );
    expect(r.rows).toEqual([
      { extname: 'pgcrypto', nspname: 'extensions' },
      { extname: 'uuid-ossp', nspname: 'extensions' },
    ]);
    const u = await t.db.query<{ ok: boolean }>(
      `select extensions.uuid_generate_v4() is not null as ok, length(extensions.gen_salt('bf')) > 0 as salt`,
    );
    expect(u.rows[0]).toEqual({ ok: true, salt: true });
  });
});

// The security conditions Supabase's database linter (splinter) checks, asserted on the migrated
// schema in our own words: RLS everywhere, no SECURITY DEFINER views, fixed search_path, no
// auth.users exposure, no SECURITY DEFINER function in the API for anon or signed-in users, no
// listing of public buckets, no policy on user_metadata, no always-true write policy. Plus the
// trigger-only helpers of issue 10, which signed-in users may not execute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/types.ts';
import { openTestDatabase } from './helpers/database.ts';
import { attemptAs } from './helpers/sql-attempt.ts';
import { insertAuthUsers, type Users } from './helpers/world.ts';

let db: Database;
let users: Users;
beforeAll(async () => {
  db = await openTestDatabase();
  users = await insertAuthUsers(db);
});
afterAll(async () => db?.close());

const OUR_SCHEMAS = `('public', 'private')`;
const names = async (sql: string) => (await db.query<{ name: string }>(sql)).rows.map((r) => r.name).sort();

describe('security lints (splinter conditions)', () => {
  it('row security is enabled on every table of public and private (0013, 0007)', async () => {
    expect(
      await names(`select n.nspname || '.' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ${OUR_SCHEMAS} and c.relkind in ('r', 'p') and not c.relrowsecurity`),
    ).toEqual([]);
  });

  it('every view in public runs as the caller, never as its owner (0010)', async () => {
    expect(
      await names(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'v'
        and not coalesce(
          c.reloptions @> array['security_invoker=true'] or c.reloptions @> array['security_invoker=on'], false)`),
    ).toEqual([]);
  });

  it('no materialized view or foreign table in the API (0016, 0017)', async () => {
    expect(
      await names(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('m', 'f')`),
    ).toEqual([]);
  });

  it('every function of ours has a fixed search_path (0011)', async () => {
    expect(
      await names(`select n.nspname || '.' || p.proname as name
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      left join pg_depend d on d.objid = p.oid and d.deptype = 'e'
      where n.nspname in ${OUR_SCHEMAS} and d.objid is null
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`),
    ).toEqual([]);
  });

  it('no view in public exposes auth.users (0002)', async () => {
    expect(
      await names(`select distinct v.relname as name from pg_depend d
      join pg_rewrite r on r.oid = d.objid join pg_class v on v.oid = r.ev_class
      join pg_namespace n on n.oid = v.relnamespace
      where d.refobjid = 'auth.users'::regclass and n.nspname = 'public' and v.relkind in ('v', 'm')`),
    ).toEqual([]);
  });

  it('no SECURITY DEFINER function in public is executable by anon or authenticated (0028, 0029)', async () => {
    expect(
      await names(`select p.proname || ' by ' || r.rolname as name
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      cross join (values ('anon'), ('authenticated')) as r(rolname)
      left join pg_depend d on d.objid = p.oid and d.deptype = 'e'
      where n.nspname = 'public' and p.prosecdef and d.objid is null
        and has_function_privilege(r.rolname, p.oid, 'execute')`),
    ).toEqual([]);
  });

  it('no public bucket has a broad SELECT policy that lets clients list it (0025)', async () => {
    expect(
      await names(`select b.id || ': ' || p.policyname as name from storage.buckets b
      join pg_policies p on p.schemaname = 'storage' and p.tablename = 'objects'
        and p.cmd in ('SELECT', 'ALL') and p.permissive = 'PERMISSIVE'
      where b.public and (p.qual is null or lower(replace(p.qual, ' ', '')) in ('true', '(true)')
        or p.qual ~* ('^\\s*\\(*\\s*bucket_id\\s*=\\s*''' || b.id || '''(::text)?\\s*\\)*\\s*$'))`),
    ).toEqual([]);
  });

  it('no policy reads user_metadata, which users write themselves (0015)', async () => {
    expect(
      await names(`select schemaname || '.' || tablename || ': ' || policyname as name from pg_policies
      where coalesce(qual, '') || coalesce(with_check, '') ~ 'user_metadata'`),
    ).toEqual([]);
  });

  it('no write policy is always true (0024)', async () => {
    expect(
      await names(`select tablename || ': ' || policyname as name from pg_policies
      where schemaname = 'public' and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
        and (lower(replace(coalesce(qual, ''), ' ', '')) in ('true', '(true)')
          or lower(replace(coalesce(with_check, ''), ' ', '')) in ('true', '(true)'))`),
    ).toEqual([]);
  });

  it('anon reaches only the categories and the status helper', async () => {
    expect(
      await names(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'p') and has_table_privilege('anon', c.oid, 'select')`),
    ).toEqual(['service_categories']);
  });
});

describe('trigger-only helpers (issue 10)', () => {
  it('signed-in users cannot execute the SECURITY DEFINER helpers that only triggers and jobs use', async () => {
    const helpers = [
      'private.notify(uuid, uuid, uuid, text, text)',
      'private.follow_project(uuid, uuid)',
      'private.refresh_provider_rating(uuid)',
      'private.project_title(uuid)',
      'private.project_owner_user_id(uuid)',
      'private.send_deadline_notifications()',
      'private.soft_delete_project(uuid)',
      'private.close_past_deadline_projects()',
      'private.purge_expired_projects()',
      'private.wants_notification(uuid, text)',
    ];
    const { rows } = await db.query<{ helper: string; anon: boolean; authenticated: boolean }>(
      `select h as helper, has_function_privilege('anon', h, 'execute') as anon,
         has_function_privilege('authenticated', h, 'execute') as authenticated
       from unnest($1::text[]) h`,
      [helpers],
    );
    expect(rows.filter((r) => r.anon || r.authenticated).map((r) => r.helper)).toEqual([]);
  });

  it("no helper a signed-in user may execute returns another user's e-mail", async () => {
    const { rows } = await db.query<{ args: string }>(
      `select pg_get_function_result(p.oid) as args from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'private' and p.proname = 'sender_identity'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].args).not.toMatch(/email/);
    const attempt = await attemptAs(db, users, 'quotedProvider', (tx) =>
      tx.query(`select private.notify(gen_random_uuid(), null, null, 'new_message', 'forged')`),
    );
    expect(attempt).toMatchObject({ ok: false, code: '42501' });
  });
});

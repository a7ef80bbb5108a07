// pg_cron calls send-mail and sweep-files through private.invoke_edge_function, with the URL and
// key the deployment stores in Vault. Here, without pg_cron and pg_net, nothing is scheduled and
// the call does nothing; with pg_net and Vault (stand-ins, rolled back) it posts to the function.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_STUBS } from '../../packages/local-supabase/src/bootstrap/stubs.sql.ts';
import type { Database, Sql } from '../../packages/local-supabase/src/types.ts';
import { openTestDatabase } from './helpers/database.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => db?.close());

const invoke = async (sql: Sql, name: string) =>
  (await sql.query<{ request: string | null }>('select private.invoke_edge_function($1) as request', [name])).rows[0]
    ?.request;

class RolledBack extends Error {}

/** Runs `fn` in a transaction that is always rolled back. */
async function rolledBack(fn: (tx: Sql) => Promise<void>): Promise<void> {
  await expect(
    db.transaction(async (tx) => {
      await fn(tx);
      throw new RolledBack();
    }),
  ).rejects.toBeInstanceOf(RolledBack);
}

describe('Edge Functions on a schedule', () => {
  it('without pg_cron and pg_net nothing is scheduled and a call does nothing', async () => {
    const { rows } = await db.query<{ cron: string | null }>(`select to_regclass('cron.job')::text as cron`);
    expect(rows[0]?.cron).toBeNull();
    expect(await invoke(db, 'send-mail')).toBeNull();
  });

  it('no API role may call it', async () => {
    const { rows } = await db.query<{ role: string }>(
      `select r as role from unnest(array['anon', 'authenticated', 'service_role']) r
       where has_function_privilege(r, 'private.invoke_edge_function(text)', 'execute')`,
    );
    expect(rows).toEqual([]);
  });

  it('with pg_net it posts to the function with the service-role key once Vault holds both', async () => {
    await rolledBack(async (tx) => {
      await tx.exec(EXTENSION_STUBS.supabase_vault!);
      await tx.exec(`
        create schema if not exists net;
        create table net.sent (url text, headers jsonb);
        create or replace function net.http_post(url text, body jsonb default '{}'::jsonb,
          params jsonb default '{}'::jsonb, headers jsonb default '{}'::jsonb,
          timeout_milliseconds integer default 5000)
          returns bigint language sql as $$ insert into net.sent values (url, headers); select 7::bigint $$;`);
      expect(await invoke(tx, 'send-mail')).toBeNull();
      await tx.query(`select vault.create_secret('https://abcdefghijklmnopqrst.supabase.co/', 'project_url')`);
      expect(await invoke(tx, 'send-mail')).toBeNull();
      await tx.query(`select vault.create_secret('service-key', 'service_role_key')`);
      expect(String(await invoke(tx, 'sweep-files'))).toBe('7');
      const sent = await tx.query<{ url: string; headers: Record<string, string> }>('select * from net.sent');
      expect(sent.rows).toEqual([
        {
          url: 'https://abcdefghijklmnopqrst.supabase.co/functions/v1/sweep-files',
          headers: { 'Content-Type': 'application/json', Authorization: 'Bearer service-key' },
        },
      ]);
      await expect(invoke(tx, '../auth/v1/admin')).rejects.toThrow('Not an Edge Function name');
    });
  });
});

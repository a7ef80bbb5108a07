// The event triggers hosted Supabase installs (extensions.pgrst_ddl_watch / pgrst_drop_watch):
// every DDL statement sends `NOTIFY pgrst, 'reload schema'`, so the schema cache follows
// tables, columns and functions created after start-up. Ours also count DDL in
// `_local.meta.ddl_generation`, so a schema cache saved at one generation is known good later.
import type { Sql } from '../../types.ts';

const WATCHES = ['pgrst_ddl_watch', 'pgrst_drop_watch', 'local_ddl_generation', 'local_drop_generation'];

const WATCH_SQL = `
create or replace function extensions.pgrst_ddl_watch() returns event_trigger language plpgsql as $$
begin
  perform pg_notify('pgrst', 'reload schema');
end $$;
create or replace function extensions.pgrst_drop_watch() returns event_trigger language plpgsql as $$
begin
  perform pg_notify('pgrst', 'reload schema');
end $$;
-- read-only transactions can only touch temporary objects, which no schema cache holds
create or replace function _local.bump_ddl_generation() returns event_trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
begin
  if current_setting('transaction_read_only') = 'on' then
    return;
  end if;
  insert into _local.meta (key, value) values ('ddl_generation', '1')
  on conflict (key) do update set value = (_local.meta.value::bigint + 1)::text, updated_at = now();
end $$;
drop event trigger if exists pgrst_ddl_watch;
drop event trigger if exists pgrst_drop_watch;
drop event trigger if exists local_ddl_generation;
drop event trigger if exists local_drop_generation;
create event trigger pgrst_ddl_watch on ddl_command_end execute procedure extensions.pgrst_ddl_watch();
create event trigger pgrst_drop_watch on sql_drop execute procedure extensions.pgrst_drop_watch();
create event trigger local_ddl_generation on ddl_command_end execute procedure _local.bump_ddl_generation();
create event trigger local_drop_generation on sql_drop execute procedure _local.bump_ddl_generation();`;

/** Installs the watch once; without the rights to (a non-superuser DATABASE_URL) misses still reload. */
export async function ensureDdlWatch(db: Sql): Promise<void> {
  const present = await db.query<{ n: number }>(
    `select count(*)::int as n from pg_event_trigger where evtname = any($1::text[]) and evtenabled <> 'D'`,
    [`{${WATCHES.join(',')}}`],
  );
  if (present.rows[0].n === WATCHES.length) return;
  const schemas = await db.query<{ n: number }>(
    `select count(*)::int as n from pg_namespace where nspname in ('extensions', '_local')`,
  );
  if (schemas.rows[0].n < 2) return;
  await db.exec(WATCH_SQL);
}

/**
 * The DDL generation, when the full watch is in place (else null: nothing can vouch for a saved
 * schema cache). Read before the catalog, so a cache saved with it is never newer than it says.
 */
export async function ddlGeneration(db: Sql): Promise<string | null> {
  const r = await db.query<{ generation: string | null; watches: number }>(
    `select (select value from _local.meta where key = 'ddl_generation') as generation,
            (select count(*)::int from pg_event_trigger
             where evtname = any($1::text[]) and evtenabled <> 'D') as watches`,
    [`{${WATCHES.join(',')}}`],
  );
  const row = r.rows[0];
  return row.watches === WATCHES.length ? `g${row.generation ?? 0}` : null;
}

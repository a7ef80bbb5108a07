// The event triggers hosted Supabase installs (extensions.pgrst_ddl_watch / pgrst_drop_watch):
// every DDL statement sends `NOTIFY pgrst, 'reload schema'`, so the schema cache follows
// tables, columns and functions created after start-up.
import type { Sql } from '../../types.ts';

const WATCH_SQL = `
create or replace function extensions.pgrst_ddl_watch() returns event_trigger language plpgsql as $$
begin
  perform pg_notify('pgrst', 'reload schema');
end $$;
create or replace function extensions.pgrst_drop_watch() returns event_trigger language plpgsql as $$
begin
  perform pg_notify('pgrst', 'reload schema');
end $$;
create event trigger pgrst_ddl_watch on ddl_command_end execute procedure extensions.pgrst_ddl_watch();
create event trigger pgrst_drop_watch on sql_drop execute procedure extensions.pgrst_drop_watch();`;

/** Installs the watch once; without the rights to (a non-superuser DATABASE_URL) misses still reload. */
export async function ensureDdlWatch(db: Sql): Promise<void> {
  const present = await db.query<{ n: number }>(
    `select count(*)::int as n from pg_event_trigger where evtname in ('pgrst_ddl_watch', 'pgrst_drop_watch')`,
  );
  if (present.rows[0].n === 2) return;
  const schema = await db.query(`select 1 from pg_namespace where nspname = 'extensions'`);
  if (schema.rows.length === 0) return;
  await db.exec(WATCH_SQL);
}

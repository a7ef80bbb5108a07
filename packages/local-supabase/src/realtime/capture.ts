// Change capture without logical replication (PGlite has none): a row trigger on every table in
// the supabase_realtime publication writes the change to a private queue and NOTIFYs the queue
// id only (NOTIFY payloads are limited to 8000 bytes). The trigger skips tables nobody listens
// to, so writes cost nothing extra until a client subscribes.
import { createHash } from 'node:crypto';
import type { Database } from '../types.ts';

export const CHANGES_CHANNEL = '_realtime_changes';

const INSTALL_SQL = `
create schema if not exists _realtime;
revoke all on schema _realtime from public;

create table if not exists _realtime.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  committed_at timestamptz not null default clock_timestamp()
);

create table if not exists _realtime.listened (
  schema_name text not null,
  table_name text not null,
  primary key (schema_name, table_name)
);

create or replace function _realtime.capture() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  change_id bigint;
begin
  if not exists (
    select 1 from _realtime.listened l
    where l.schema_name in (tg_table_schema, '*') and l.table_name in (tg_table_name, '*')
  ) then
    return null;
  end if;
  insert into _realtime.changes (schema_name, table_name, type, record, old_record)
  values (
    tg_table_schema, tg_table_name, tg_op,
    case when tg_op = 'DELETE' then null else to_jsonb(new) end,
    case when tg_op = 'INSERT' then null else to_jsonb(old) end
  )
  returning id into change_id;
  perform pg_notify('${CHANGES_CHANNEL}', change_id::text);
  return null;
end
$$;

-- Another connection may be syncing the same table at the same moment (the event trigger inside a
-- migration's transaction, the periodic re-sync): both then pass the not-exists check, so
-- creating and dropping must tolerate the other having done it first.
create or replace function _realtime.sync_triggers() returns void
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  t record;
begin
  for t in
    select p.schemaname, p.tablename
    from pg_publication_tables p
    where p.pubname = 'supabase_realtime' and p.schemaname not in ('_realtime', 'pg_catalog', 'information_schema')
      and not exists (
        select 1 from pg_trigger tr
        join pg_class c on c.oid = tr.tgrelid
        join pg_namespace n on n.oid = c.relnamespace
        where tr.tgname = '_realtime_capture' and n.nspname = p.schemaname and c.relname = p.tablename
      )
  loop
    execute format(
      'create or replace trigger _realtime_capture after insert or update or delete on %I.%I'
        || ' for each row execute function _realtime.capture()',
      t.schemaname, t.tablename);
  end loop;
  for t in
    select n.nspname as schemaname, c.relname as tablename
    from pg_trigger tr
    join pg_class c on c.oid = tr.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where tr.tgname = '_realtime_capture'
      and not exists (
        select 1 from pg_publication_tables p
        where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname
      )
  loop
    execute format('drop trigger if exists _realtime_capture on %I.%I', t.schemaname, t.tablename);
  end loop;
end
$$;
`;

const EVENT_TRIGGER_SQL = `
create or replace function _realtime.on_ddl() returns event_trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
begin
  perform _realtime.sync_triggers();
end
$$;
drop event trigger if exists _realtime_publication_changed;
create event trigger _realtime_publication_changed on ddl_command_end
  when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'CREATE TABLE')
  execute function _realtime.on_ddl();
`;

const CAPTURE_VERSION = createHash('sha256')
  .update(INSTALL_SQL + EVENT_TRIGGER_SQL)
  .digest('hex')
  .slice(0, 16);

/**
 * Installs the queue, the trigger function and the sync function, then syncs. Returns whether
 * an event trigger keeps the triggers in step with the publication (it needs a superuser); if
 * not, the caller re-syncs periodically.
 */
export async function installCapture(db: Database): Promise<boolean> {
  // Installed by an earlier start with this very SQL and its event trigger: the trigger has kept
  // the capture triggers in step since, so a warm start runs no DDL.
  const installed = await db
    .query<{ value: string }>(
      `select value from _local.meta where key = 'realtime_capture'
       and exists (select 1 from pg_event_trigger where evtname = '_realtime_publication_changed')
       and to_regclass('_realtime.changes') is not null and to_regclass('_realtime.listened') is not null`,
    )
    .catch(() => ({ rows: [] as { value: string }[] }));
  if (installed.rows[0]?.value === CAPTURE_VERSION) {
    await db.exec('delete from _realtime.listened; delete from _realtime.changes;');
    return true;
  }
  await db.exec(INSTALL_SQL);
  // A new process starts with no listeners and nothing worth delivering.
  await db.exec('delete from _realtime.listened; delete from _realtime.changes;');
  let eventTrigger = true;
  try {
    await db.exec(EVENT_TRIGGER_SQL);
  } catch {
    eventTrigger = false;
  }
  await syncTriggers(db);
  if (eventTrigger) {
    await db
      .query(
        `insert into _local.meta (key, value) values ('realtime_capture', $1)
         on conflict (key) do update set value = excluded.value, updated_at = now()`,
        [CAPTURE_VERSION],
      )
      .catch(() => undefined);
  }
  return eventTrigger;
}

export async function syncTriggers(db: Database): Promise<void> {
  await db.query('select _realtime.sync_triggers()');
}

export async function setListened(db: Database, schema: string, table: string, on: boolean): Promise<void> {
  if (on) {
    await db.query('insert into _realtime.listened (schema_name, table_name) values ($1, $2) on conflict do nothing', [
      schema,
      table,
    ]);
  } else {
    await db.query('delete from _realtime.listened where schema_name = $1 and table_name = $2', [schema, table]);
  }
}

export interface CapturedChange {
  id: number;
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: string;
}

/** Takes every queued change out of the queue, oldest first. */
export async function takeChanges(db: Database): Promise<CapturedChange[]> {
  const { rows } = await db.query<CapturedChange>(
    `delete from _realtime.changes
     returning id::int8 as id, schema_name as schema, table_name as "table", type, record, old_record,
       to_char(committed_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) })).sort((a, b) => a.id - b.id);
}

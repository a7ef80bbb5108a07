// Stand-ins for Supabase extensions the database lacks, so migrations that call them still apply.
// They accept the calls and do nothing; start-up logs a notice naming the extension.
export const EXTENSION_STUBS: Record<string, string> = {
  pg_cron: `
    create schema if not exists cron;
    create table if not exists cron.job (jobid bigserial primary key, schedule text not null, command text not null,
      jobname text unique, active boolean not null default true);
    create or replace function cron.schedule(job_name text, schedule text, command text)
      returns bigint language sql as $$
      insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
      on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command returning jobid $$;
    create or replace function cron.schedule(schedule text, command text) returns bigint language sql as $$
      insert into cron.job (schedule, command) values (schedule, command) returning jobid $$;
    create or replace function cron.unschedule(job_name text) returns boolean language sql as $$
      with d as (delete from cron.job where jobname = job_name returning 1) select exists (select 1 from d) $$;
    create or replace function cron.unschedule(job_id bigint) returns boolean language sql as $$
      with d as (delete from cron.job where jobid = job_id returning 1) select exists (select 1 from d) $$;
  `,
  pg_net: `
    create schema if not exists net;
    create sequence if not exists net.request_id_seq;
    create or replace function net.http_post(url text, body jsonb default '{}'::jsonb, params jsonb default '{}'::jsonb,
      headers jsonb default '{"Content-Type": "application/json"}'::jsonb, timeout_milliseconds integer default 5000)
      returns bigint language sql as $$ select nextval('net.request_id_seq') $$;
    create or replace function net.http_get(url text, params jsonb default '{}'::jsonb,
      headers jsonb default '{}'::jsonb, timeout_milliseconds integer default 5000)
      returns bigint language sql as $$ select nextval('net.request_id_seq') $$;
    create or replace function net.http_delete(url text, params jsonb default '{}'::jsonb,
      headers jsonb default '{}'::jsonb, timeout_milliseconds integer default 5000)
      returns bigint language sql as $$ select nextval('net.request_id_seq') $$;
  `,
  supabase_vault: `
    create schema if not exists vault;
    create table if not exists vault.secrets (id uuid primary key default gen_random_uuid(), name text unique,
      description text not null default '', secret text not null, key_id uuid, nonce bytea,
      created_at timestamptz not null default now(), updated_at timestamptz not null default now());
    create or replace view vault.decrypted_secrets as select *, secret as decrypted_secret from vault.secrets;
    create or replace function vault.create_secret(new_secret text, new_name text default null,
      new_description text default '', new_key_id uuid default null) returns uuid language sql as $$
      insert into vault.secrets (secret, name, description, key_id)
      values (new_secret, new_name, coalesce(new_description, ''), new_key_id)
      returning id $$;
    create or replace function vault.update_secret(secret_id uuid, new_secret text default null,
      new_name text default null, new_description text default null, new_key_id uuid default null)
      returns void language sql as $$
      update vault.secrets set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
        description = coalesce(new_description, description), updated_at = now() where id = secret_id $$;
  `,
};

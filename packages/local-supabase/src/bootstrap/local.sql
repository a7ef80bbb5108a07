-- local-supabase's own tables, in the private _local schema so they persist with the data dir.
create table if not exists _local.outbox (
  id uuid primary key default gen_random_uuid(),
  "to" text not null,
  subject text not null,
  kind text not null,
  html text not null,
  text text not null,
  link text not null,
  token_hash text not null,
  otp text not null,
  created_at timestamptz not null default now()
);
create index if not exists outbox_to_idx on _local.outbox (lower("to"), created_at desc);
-- mail posted to the outbox's e-mail API (POST /api/messages): its headers, and the sender's
-- idempotency key, so a retried send is stored once
alter table _local.outbox add column if not exists headers jsonb not null default '{}'::jsonb;
alter table _local.outbox add column if not exists idempotency_key text;
create unique index if not exists outbox_idempotency_key_idx on _local.outbox (idempotency_key);

-- monitoring moved to the project's Edge Function and private.monitoring_* (a migration); data
-- directories from before keep no copy of it
drop table if exists _local.monitoring_logs, _local.monitoring_metrics;

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

create table if not exists _local.monitoring_logs (
  id bigserial primary key,
  level text not null,
  message text not null,
  context jsonb,
  session_id text not null,
  client_timestamp timestamptz not null,
  url text,
  user_agent text,
  received_at timestamptz not null default now()
);
create index if not exists monitoring_logs_received_idx on _local.monitoring_logs (received_at desc);

create table if not exists _local.monitoring_metrics (
  id bigserial primary key,
  name text not null,
  value double precision not null,
  unit text,
  session_id text not null,
  client_timestamp timestamptz not null,
  tags jsonb,
  received_at timestamptz not null default now()
);
create index if not exists monitoring_metrics_name_idx on _local.monitoring_metrics (name, received_at desc);

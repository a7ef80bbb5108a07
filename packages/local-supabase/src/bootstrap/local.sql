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

-- GoTrue's session check for the data APIs (REST, storage, realtime's deliveries): a user's access
-- token names its session (session_id); once the session row is gone (signed out, or the user
-- deleted) or past its not_after, the token is refused at once, as GoTrue refuses it on /user.
-- Hosted PostgREST checks only the signature and the expiry (docs/deploy.md). Called first in the
-- statement that sets a request's role, and by a realtime batch after another caller's role.
create or replace function _local.require_session(p_session_id text, p_user_id text) returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if p_session_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception 'Session from session_id claim in JWT does not exist' using errcode = 'PT401';
  end if;
  if not exists (
    select 1 from auth.sessions s
    where s.id = p_session_id::uuid and s.user_id::text = p_user_id
      and (s.not_after is null or s.not_after > now())
  ) then
    raise exception 'Session from session_id claim in JWT does not exist' using errcode = 'PT401';
  end if;
end;
$$;
revoke all on function _local.require_session(text, text) from public;
grant usage on schema _local to anon, authenticated, service_role;
grant execute on function _local.require_session(text, text) to anon, authenticated, service_role;

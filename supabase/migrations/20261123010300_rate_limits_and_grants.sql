-- Abuse limits, enforced where no client can skip them: per user, at most 20 messages and 10 quote
-- writes (insert, the provider's edits, withdrawals) in any minute. The first write over the
-- limit is refused with SQLSTATE PT429 (PostgREST answers HTTP 429); nothing before it is lost,
-- and a refused or failed write does not count.

create table private.rate_limit_events (
  user_id uuid not null references auth.users (id) on delete cascade,
  action text not null,
  at timestamptz not null default now()
);
create index rate_limit_events_user_action_at_idx on private.rate_limit_events (user_id, action, at);
alter table private.rate_limit_events enable row level security;

create function private.take_rate_token(p_action text, p_limit integer, p_message text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := (select auth.uid());
  v_recent integer;
begin
  if v_user is null then
    return;
  end if;
  -- one writer per user and action at a time, so concurrent requests cannot both pass the count
  perform pg_advisory_xact_lock(hashtext('rate_limit:' || p_action || ':' || v_user::text));
  delete from private.rate_limit_events
  where user_id = v_user and action = p_action and at <= now() - interval '1 minute';
  select count(*) into v_recent from private.rate_limit_events
  where user_id = v_user and action = p_action and at > now() - interval '1 minute';
  if v_recent >= p_limit then
    raise exception '%', p_message using errcode = 'PT429';
  end if;
  insert into private.rate_limit_events (user_id, action) values (v_user, p_action);
end;
$$;

create function private.limit_message_rate() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user() then
    perform private.take_rate_token('message', 20,
      'You are sending messages too quickly: at most 20 messages a minute. Please wait a moment and try again.');
  end if;
  return new;
end;
$$;

create trigger project_messages_rate_limit before insert on public.project_messages
  for each row execute function private.limit_message_rate();

-- The owner marking quotes viewed or starred is reading, not quoting: it does not count.
create function private.limit_quote_rate() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user() and (tg_op <> 'UPDATE' or not private.is_project_owner(old.project_id)) then
    perform private.take_rate_token('quote_write', 10,
      'You are changing quotes too quickly: at most 10 quote changes a minute. Please wait a moment and try again.');
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;

create trigger quotes_rate_limit before insert or update or delete on public.quotes
  for each row execute function private.limit_quote_rate();

-- ---------------------------------------------------------------------------------------------
-- Grants. Signed-in users execute only the private helpers their own statements need: the ones
-- row policies call, and the ones SECURITY INVOKER triggers and RPCs call. Trigger-only
-- SECURITY DEFINER helpers (notify, follow, rating, audit, ...) are for the database alone.

revoke all on all functions in schema private from public, anon, authenticated;
grant execute on all functions in schema private to service_role;
grant execute on function
  -- row policies
  private.has_admin_role(), private.is_aal2(), private.is_admin(), private.current_brf_id(),
  private.current_provider_id(), private.is_project_owner(uuid), private.project_accepts_quotes(uuid),
  private.can_read_quote(uuid), private.can_edit_quote(uuid), private.can_see_award(uuid),
  private.can_review(uuid, uuid, uuid), private.storage_owner_id(text, text), private.uuid_or_null(text),
  private.is_own_logo(text), private.is_image(text, jsonb), private.project_visible(uuid), private.has_profile(),
  private.can_read_project_details(uuid),
  -- SECURITY INVOKER triggers and RPCs
  private.is_api_user(), private.swedish_date(timestamptz), private.user_has_other_profile(uuid, text),
  private.categories_exist(uuid[]), private.project_is_full(uuid), private.sender_identity(uuid),
  private.message_project(uuid), private.has_active_quote(uuid, uuid), private.project_status(uuid),
  private.provider_serves_project(uuid, uuid), private.project_has_quotes(uuid), private.take_rate_token(text, integer, text),
  private.award_project(uuid, uuid), private.cancel_project(uuid), private.delete_project(uuid)
to authenticated;

revoke all on function public.effective_project_status(text, timestamptz), public.close_past_deadline_projects(),
  public.purge_expired_projects(), public.cancel_project(uuid), public.delete_project(uuid),
  public.set_project_categories(uuid, uuid[]) from public, anon, authenticated;
grant execute on function public.effective_project_status(text, timestamptz) to anon, authenticated, service_role;
grant execute on function public.cancel_project(uuid), public.delete_project(uuid),
  public.set_project_categories(uuid, uuid[]) to authenticated, service_role;
grant execute on function public.close_past_deadline_projects(), public.purge_expired_projects() to service_role;

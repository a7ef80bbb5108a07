-- Abuse limits, enforced where no client can skip them (SQLSTATE PT429, HTTP 429): messages
-- and quote writes per user a minute, projects per BRF an hour. A refused write does not count.
create function private.take_rate_token(p_subject uuid, p_action text, p_limit integer, p_window interval, p_message text)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_recent integer;
begin
  if p_subject is null then
    return;
  end if;
  -- one writer per subject and action at a time, so concurrent requests cannot both pass the count
  perform pg_advisory_xact_lock(hashtext('rate_limit:' || p_action || ':' || p_subject::text));
  delete from private.rate_limit_events
  where subject_id = p_subject and action = p_action and at <= now() - p_window;
  select count(*) into v_recent from private.rate_limit_events
  where subject_id = p_subject and action = p_action and at > now() - p_window;
  if v_recent >= p_limit then
    raise exception '%', p_message using errcode = 'PT429';
  end if;
  insert into private.rate_limit_events (subject_id, action) values (p_subject, p_action);
end;
$$;

create index rate_limit_events_user_action_at_idx on private.rate_limit_events (subject_id, action, at);

create function private.take_rate_token(p_action text, p_limit integer, p_message text) returns void
language sql security definer set search_path = '' as $$
  select private.take_rate_token((select auth.uid()), p_action, p_limit, interval '1 minute', p_message)
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

create function private.limit_project_rate() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user() then
    perform private.take_rate_token(new.brf_id, 'project_create', 20, interval '1 hour',
      'You are creating projects too quickly: at most 20 projects an hour. Please wait a while and try again.');
  end if;
  return new;
end;
$$;

create trigger projects_rate_limit before insert on public.projects
  for each row execute function private.limit_project_rate();

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.take_rate_token(p_subject uuid, p_action text, p_limit integer,
    p_window interval, p_message text),
  private.take_rate_token(p_action text, p_limit integer, p_message text) from public;
grant execute on function private.take_rate_token(p_subject uuid, p_action text, p_limit integer,
    p_window interval, p_message text),
  private.take_rate_token(p_action text, p_limit integer, p_message text) to authenticated, service_role;
revoke all on function private.limit_message_rate(), private.limit_quote_rate() from public;
grant execute on function private.limit_message_rate(), private.limit_quote_rate() to service_role;

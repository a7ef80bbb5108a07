-- Abuse limit on projects: at most 20 created per BRF in any hour (SQLSTATE PT429, as the
-- message and quote limits). The limit belongs to the BRF, not to one of its users, so the
-- events are keyed by a subject: a user for the per-user limits, a BRF here.

alter table private.rate_limit_events drop constraint rate_limit_events_user_id_fkey;
alter table private.rate_limit_events rename column user_id to subject_id;

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

create or replace function private.take_rate_token(p_action text, p_limit integer, p_message text) returns void
language sql security definer set search_path = '' as $$
  select private.take_rate_token((select auth.uid()), p_action, p_limit, interval '1 minute', p_message)
$$;

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

revoke all on function private.take_rate_token(uuid, text, integer, interval, text) from public, anon;
grant execute on function private.take_rate_token(uuid, text, integer, interval, text) to authenticated, service_role;

-- The browser's monitoring entries (spec/accounts.md, Monitoring): logs and metrics, posted to the
-- monitoring Edge Function, which validates them and stores them through the two functions below
-- with the service role. No API role reads or writes the tables; analytics is kept 2 years by
-- received_at (the retention job). A browser session may store at most 120 entries a minute, a
-- client address 600.

-- The rate limit's numbers live here only. Logs and metrics count together; a refused entry does
-- not count. One writer per session at a time, so concurrent posts cannot both pass the count.
create function private.take_monitoring_slot(p_session_id text) returns void
language plpgsql set search_path = '' as $$
declare
  c_limit constant integer := 120;
  c_window constant interval := interval '1 minute';
  v_recent bigint;
begin
  perform pg_advisory_xact_lock(hashtext('monitoring:' || p_session_id));
  select (select count(*) from private.monitoring_logs
          where session_id = p_session_id and received_at > now() - c_window)
       + (select count(*) from private.monitoring_metrics
          where session_id = p_session_id and received_at > now() - c_window)
    into v_recent;
  if v_recent >= c_limit then
    raise exception 'Too many monitoring entries from this session: at most % a minute.', c_limit
      using errcode = 'PT429';
  end if;
end;
$$;

-- Per client address too (decision 0028): the session id is the caller's choice, the address is
-- the gateway's. The counter keeps a hash of the address, not the address (gone within a day:
-- take_rate_token and apply_retention remove older events); entries keep none.
create function private.take_monitoring_address_slot(p_client_address text) returns void
language plpgsql set search_path = '' as $$
begin
  if coalesce(p_client_address, '') = '' then
    return;
  end if;
  perform private.take_rate_token(md5('monitoring_address:' || lower(p_client_address))::uuid, 'monitoring_address',
    600, interval '1 minute', 'Too many monitoring entries from this address: at most 600 a minute.');
end;
$$;

create function public.record_monitoring_log(
  p_level text,
  p_message text,
  p_context jsonb,
  p_session_id text,
  p_client_timestamp timestamptz,
  p_url text,
  p_user_agent text,
  p_client_address text default null
) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform private.take_monitoring_slot(p_session_id);
  perform private.take_monitoring_address_slot(p_client_address);
  insert into private.monitoring_logs (level, message, context, session_id, client_timestamp, url, user_agent)
  values (p_level, p_message, p_context, p_session_id, p_client_timestamp, p_url, p_user_agent);
end;
$$;

create function public.record_monitoring_metric(
  p_name text,
  p_value double precision,
  p_unit text,
  p_session_id text,
  p_client_timestamp timestamptz,
  p_tags jsonb,
  p_client_address text default null
) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform private.take_monitoring_slot(p_session_id);
  perform private.take_monitoring_address_slot(p_client_address);
  insert into private.monitoring_metrics (name, value, unit, session_id, client_timestamp, tags)
  values (p_name, p_value, p_unit, p_session_id, p_client_timestamp, p_tags);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.take_monitoring_slot(p_session_id text) from public;
revoke all on function private.take_monitoring_address_slot(p_client_address text) from public, anon, authenticated;
revoke all on function
  public.record_monitoring_log(p_level text, p_message text, p_context jsonb, p_session_id text,
    p_client_timestamp timestamptz, p_url text, p_user_agent text, p_client_address text),
  public.record_monitoring_metric(p_name text, p_value double precision, p_unit text, p_session_id text,
    p_client_timestamp timestamptz, p_tags jsonb, p_client_address text)
  from public, anon, authenticated;
grant execute on function
  public.record_monitoring_log(p_level text, p_message text, p_context jsonb, p_session_id text,
    p_client_timestamp timestamptz, p_url text, p_user_agent text, p_client_address text),
  public.record_monitoring_metric(p_name text, p_value double precision, p_unit text, p_session_id text,
    p_client_timestamp timestamptz, p_tags jsonb, p_client_address text)
  to service_role;

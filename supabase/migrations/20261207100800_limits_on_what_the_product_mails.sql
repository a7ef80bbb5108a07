-- Limits on what the product mails and on what a caller may name itself (decision 0028). A hosted
-- e-mail service holds a sender to volumes and to recipients it has not heard from, so the product
-- does the same where a person chooses whom it mails: invitations per organisation an hour and a
-- day, invitations to one address a day, requests to join per account a day. The monitoring
-- function's entries are limited per client address as well as per session (the session id is the
-- caller's choice, the address is the gateway's). And one profile per organisation number however
-- the number is written: the constraint compares the number Bolagsverket issued, not its spelling.
-- Each limit answers PT429 with the product's words, counted in private.rate_limit_events (the
-- abuse limits' table, kept a day by apply_retention); a refused write does not count.

-- ---------------------------------------------------------------------------------------------
-- Invitations: counted per organisation and per organisation and address, whoever of its people
-- sends them. A trigger, so whatever invite_member becomes, no invitation row escapes the count.

create function private.limit_invitation_rate() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_organization uuid := coalesce(new.brf_id, new.provider_id);
begin
  -- the service role's fixtures and tools are not a person mailing others
  if (select auth.uid()) is null then
    return new;
  end if;
  perform private.take_rate_token(md5('invitation_address:' || v_organization::text || ':' || new.email)::uuid,
    'invitation_address', 3, interval '1 day',
    'This address has already been invited 3 times today: at most 3 invitations a day to one address. '
      || 'Please try again tomorrow.');
  perform private.take_rate_token(v_organization, 'invitation_hour', 10, interval '1 hour',
    'You are sending invitations too quickly: at most 10 invitations an hour. Please wait a while and try again.');
  perform private.take_rate_token(v_organization, 'invitation_day', 20, interval '1 day',
    'Your organization has sent as many invitations as it may today: at most 20 invitations a day. '
      || 'Please try again tomorrow.');
  return new;
end;
$$;

create trigger organization_invitations_rate_limit before insert on public.organization_invitations
  for each row execute function private.limit_invitation_rate();

-- Requests to join: each one mails an organisation's chair or admins. Asking one organisation
-- twice in a day is refused before this (request_membership's own words).
create function private.limit_membership_request_rate() returns trigger
language plpgsql set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    return new;
  end if;
  perform private.take_rate_token(new.user_id, 'membership_request', 3, interval '1 day',
    'You are asking to join too many organizations: at most 3 requests a day. Please try again tomorrow.');
  return new;
end;
$$;

create trigger membership_requests_rate_limit before insert on private.membership_requests
  for each row execute function private.limit_membership_request_rate();

-- ---------------------------------------------------------------------------------------------
-- Monitoring: per client address too. The counter keeps a hash of the address, not the address
-- (gone within a day: take_rate_token and apply_retention remove older events); entries keep none.

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

drop function public.record_monitoring_log(p_level text, p_message text, p_context jsonb, p_session_id text,
  p_client_timestamp timestamptz, p_url text, p_user_agent text);
drop function public.record_monitoring_metric(p_name text, p_value double precision, p_unit text, p_session_id text,
  p_client_timestamp timestamptz, p_tags jsonb);

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
-- One profile per organisation number and type (decision 0005), in the unique indexes themselves.
-- The key was the number's ASCII digits, so the same organisation could be registered again as
-- '16556677-8899' (the twelve-digit form with the century prefix 16, as Skatteverket writes it),
-- 'SE556677889901' (its VAT number) or in full-width digits. The key is now the ten digits
-- Bolagsverket issued; every caller of the key (the guard, request_membership) follows.
create or replace function private.organization_number_key(p_number text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select case
    when upper(n.text) ~ '^\s*SE' and d.digits ~ '^[0-9]{10}01$' then left(d.digits, 10)
    when d.digits ~ '^(16|19|20)[0-9]{10}$' then right(d.digits, 10)
    else d.digits
  end
  from (select normalize(p_number, nfkc) as text) n,
    lateral (select regexp_replace(n.text, '[^0-9]', '', 'g') as digits) d
$$;

-- the indexes hold keys of the old function: built again with the new one (a number registered
-- twice before this stops the migration here, naming the index, for a person to resolve)
reindex index public.brf_profiles_organization_number_key;
reindex index public.service_provider_profiles_organization_number_key;

-- ---------------------------------------------------------------------------------------------
-- Who may call what
revoke all on function private.limit_invitation_rate(), private.limit_membership_request_rate(),
  private.take_monitoring_address_slot(p_client_address text) from public, anon, authenticated;
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

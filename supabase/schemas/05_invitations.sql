-- Joining an organisation. The chair of a BRF (and members the chair allows) or a provider's
-- admin invites by e-mail; the invitee follows the link, signs in or registers with that address,
-- and joins with the role it was offered. An invitation lasts 7 days and can be withdrawn; its
-- mail goes through the mail queue (15_mail_outbox.sql).
--
-- Asking to join an organisation that is already registered: registering an organisation number
-- that exists offers, instead of a second profile, to ask its chair (a company: its admins) for
-- an invitation: they are told in the app and by e-mail, with the person's name and address, and
-- invite from their profile page as usual. One request per person and organisation a day; nobody
-- who already belongs to an organisation asks.

-- ---------------------------------------------------------------------------------------------
-- Inviting: the mail names who invited (decision 0027)

-- Who invited, as the invitee knows them: the name, else the address.
create function private.inviter_name(p_user_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select coalesce(private.person_name(u.id), u.email::text) from auth.users u where u.id = p_user_id
$$;

create function private.invite_member(p_email text, p_role text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v record;
  v_email text := lower(trim(coalesce(p_email, '')));
  v_token text := encode(extensions.gen_random_bytes(24), 'hex');
  v_invitation public.organization_invitations;
  v_language text := coalesce((select u.raw_user_meta_data ->> 'language' from auth.users u
    where u.id = (select auth.uid())), 'sv');
begin
  select * into v from private.my_membership();
  if v.organization_id is null or not v.may_invite then
    raise exception 'Only the chair can invite members.' using errcode = '42501';
  end if;
  if v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(v_email) > 254 then
    raise exception 'Please enter a valid email address' using errcode = '22023';
  end if;
  if (v.organization_type = 'brf' and coalesce(p_role, '') not in ('member', 'deputy', 'observer'))
     or (v.organization_type = 'service_provider' and coalesce(p_role, '') not in ('admin', 'member')) then
    raise exception 'Choose a role for the new member.' using errcode = '22023';
  end if;
  if exists (
    select 1 from auth.users u
    where lower(u.email) = v_email
      and (exists (select 1 from public.brf_members m where m.user_id = u.id)
        or exists (select 1 from public.provider_members m where m.user_id = u.id))
  ) then
    raise exception 'This person already belongs to an organization.' using errcode = '23505';
  end if;
  -- a new invitation to the same address replaces the open one
  update public.organization_invitations i set withdrawn_at = now()
  where coalesce(i.brf_id, i.provider_id) = v.organization_id and i.email = v_email
    and i.accepted_at is null and i.withdrawn_at is null;
  insert into public.organization_invitations (brf_id, provider_id, email, role, invited_by, token_hash)
  values (
    case when v.organization_type = 'brf' then v.organization_id end,
    case when v.organization_type = 'service_provider' then v.organization_id end,
    v_email, p_role, (select auth.uid()), encode(extensions.digest(v_token, 'sha256'), 'hex'))
  returning * into v_invitation;
  insert into private.mail_outbox (email, kind, params)
  values (v_email, 'invitation', jsonb_strip_nulls(jsonb_build_object(
    'organization', private.organization_name(v.organization_type, v.organization_id),
    'organization_type', v.organization_type, 'role', p_role, 'token', v_token,
    'expires_at', v_invitation.expires_at, 'language', v_language,
    'inviter', private.inviter_name(v_invitation.invited_by))));
  perform pg_notify('mail_outbox', '');
  return v_invitation.id;
end;
$$;

create function private.withdraw_invitation(p_invitation_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v record;
begin
  select * into v from private.my_membership();
  update public.organization_invitations i set withdrawn_at = now()
  where i.id = p_invitation_id and coalesce(i.brf_id, i.provider_id) = v.organization_id and v.may_invite
    and i.accepted_at is null and i.withdrawn_at is null;
  if not found then
    raise exception 'Invitation not found.' using errcode = 'P0002';
  end if;
end;
$$;

-- What the link's page shows: the organisation, the role, the address it was sent to, who
-- invited, and whether it can still be used. Without a session, only an invitation that can
-- still be used is described: the token is the link's secret, and the address is the reader's own.
create function private.invitation_preview(p_token text)
returns table (organization_name text, organization_type text, role text, email text, expires_at timestamptz,
  state text, invited_by_name text)
language sql stable security definer set search_path = '' as $$
  select x.organization_name, x.organization_type, x.role, x.email, x.expires_at, x.state, x.invited_by_name
  from (
    select private.organization_name(case when i.brf_id is not null then 'brf' else 'service_provider' end,
        coalesce(i.brf_id, i.provider_id)) as organization_name,
      case when i.brf_id is not null then 'brf' else 'service_provider' end as organization_type, i.role, i.email,
      i.expires_at,
      case
        when i.accepted_at is not null then 'accepted'
        when i.withdrawn_at is not null then 'withdrawn'
        when i.expires_at < now() then 'expired'
        else 'open'
      end as state,
      private.inviter_name(i.invited_by) as invited_by_name
    from public.organization_invitations i
    where i.token_hash = encode(extensions.digest(coalesce(p_token, ''), 'sha256'), 'hex')
  ) x
  where (select auth.uid()) is not null or x.state = 'open'
$$;

create function private.accept_invitation(p_token text)
returns table (organization_type text, organization_id uuid, role text)
language plpgsql security definer set search_path = '' as $$
declare
  v_invitation public.organization_invitations;
  v_email text := lower((select u.email from auth.users u where u.id = (select auth.uid())));
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to accept the invitation.' using errcode = '42501';
  end if;
  select * into v_invitation from public.organization_invitations i
  where i.token_hash = encode(extensions.digest(coalesce(p_token, ''), 'sha256'), 'hex')
  for update;
  if not found or v_invitation.withdrawn_at is not null then
    raise exception 'This invitation is not valid.' using errcode = 'P0002';
  end if;
  if v_invitation.accepted_at is not null then
    raise exception 'This invitation has already been used.' using errcode = '23505';
  end if;
  if v_invitation.expires_at < now() then
    raise exception 'This invitation has expired. Ask for a new one.' using errcode = '22023';
  end if;
  if v_email is distinct from v_invitation.email then
    raise exception 'This invitation was sent to another e-mail address.' using errcode = '42501';
  end if;
  if exists (select 1 from public.brf_members m where m.user_id = (select auth.uid()))
     or exists (select 1 from public.provider_members m where m.user_id = (select auth.uid())) then
    raise exception 'This person already belongs to an organization.' using errcode = '23505';
  end if;
  if v_invitation.brf_id is not null then
    insert into public.brf_members (brf_id, user_id, role) values (v_invitation.brf_id, (select auth.uid()), v_invitation.role);
  else
    insert into public.provider_members (provider_id, user_id, role)
    values (v_invitation.provider_id, (select auth.uid()), v_invitation.role);
  end if;
  update public.organization_invitations set accepted_at = now(), accepted_by = (select auth.uid())
  where id = v_invitation.id;
  return query select case when v_invitation.brf_id is not null then 'brf' else 'service_provider' end,
    coalesce(v_invitation.brf_id, v_invitation.provider_id), v_invitation.role;
end;
$$;

-- The public faces (invoker: each checks its caller inside).
create function public.invite_member(p_email text, p_role text) returns uuid
language sql security invoker set search_path = '' as $$ select private.invite_member(p_email, p_role) $$;
create function public.withdraw_invitation(p_invitation_id uuid) returns void
language sql security invoker set search_path = '' as $$ select private.withdraw_invitation(p_invitation_id) $$;
create function public.invitation_preview(p_token text)
returns table (organization_name text, organization_type text, role text, email text, expires_at timestamptz,
  state text, invited_by_name text)
language sql stable security invoker set search_path = '' as $$ select * from private.invitation_preview(p_token) $$;
create function public.accept_invitation(p_token text)
returns table (organization_type text, organization_id uuid, role text)
language sql security invoker set search_path = '' as $$ select * from private.accept_invitation(p_token) $$;

-- Members see their organisation's open invitations; the page of the link asks the preview.
create policy "Members read their organisation's invitations" on public.organization_invitations
  for select to authenticated using (
    coalesce(brf_id, provider_id) in ((select private.current_brf_id()), (select private.current_provider_id())));

-- ---------------------------------------------------------------------------------------------
-- Asking to join: returns the organisation's name. Refuses an unknown number with the
-- registration's own words.
create function private.request_membership(p_organization_type text, p_organization_number text)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := (select auth.uid());
  v_email text;
  v_name text;
  v_org_id uuid;
  v_org_name text;
begin
  if v_user is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if exists (select 1 from public.brf_members m where m.user_id = v_user)
     or exists (select 1 from public.provider_members m where m.user_id = v_user) then
    raise exception 'This user already belongs to an organization.' using errcode = '23505';
  end if;
  if p_organization_type = 'brf' then
    select b.id, b.organization_name into v_org_id, v_org_name from public.brf_profiles b
      where private.organization_number_key(b.organization_number) = private.organization_number_key(p_organization_number);
  elsif p_organization_type = 'service_provider' then
    select s.id, s.organization_name into v_org_id, v_org_name from public.service_provider_profiles s
      where private.organization_number_key(s.organization_number) = private.organization_number_key(p_organization_number);
  end if;
  if v_org_id is null then
    raise exception 'No organization with this organization number is registered.' using errcode = 'P0002';
  end if;
  if exists (select 1 from private.membership_requests r where r.user_id = v_user and r.organization_id = v_org_id
      and r.created_at > now() - interval '1 day') then
    raise exception 'You have already asked this organization today. Its chair has been told.' using errcode = '23505';
  end if;
  insert into private.membership_requests (user_id, organization_type, organization_id)
  values (v_user, p_organization_type, v_org_id);
  select u.email into v_email from auth.users u where u.id = v_user;
  v_name := coalesce(private.person_name(v_user), v_email);
  insert into public.notifications (user_id, project_id, type, message, params)
  select runner.user_id, null, 'membership_requested',
    format('%s (%s) asks to join %s. Invite them from your profile page.', v_name, v_email, v_org_name),
    jsonb_build_object('author', v_name, 'email', v_email, 'organization', v_org_name)
  from (
    select m.user_id from public.brf_members m where m.brf_id = v_org_id and m.role = 'chair'
    union
    select m.user_id from public.provider_members m where m.provider_id = v_org_id and m.role = 'admin'
  ) runner;
  return v_org_name;
end;
$$;

create function public.request_membership(p_organization_type text, p_organization_number text) returns text
language sql security invoker set search_path = '' as $$
  select private.request_membership(p_organization_type, p_organization_number)
$$;

-- ---------------------------------------------------------------------------------------------
-- Limits on what the product mails (decision 0028): a hosted e-mail service holds a sender to
-- volumes and to recipients it has not heard from, so where a person chooses whom the product
-- mails it counts: invitations per organisation an hour and a day, invitations to one address a
-- day, requests to join per account a day. Each limit answers PT429 with the product's words,
-- counted in private.rate_limit_events (19_rate_limits.sql); a refused write does not count.

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
-- Who may call and read what
revoke all on function private.invite_member(p_email text, p_role text),
  private.withdraw_invitation(p_invitation_id uuid), private.accept_invitation(p_token text),
  private.request_membership(p_organization_type text, p_organization_number text) from public;
grant execute on function private.invite_member(p_email text, p_role text),
  private.withdraw_invitation(p_invitation_id uuid), private.accept_invitation(p_token text),
  private.request_membership(p_organization_type text, p_organization_number text)
  to authenticated, service_role;
revoke all on function public.invite_member(p_email text, p_role text),
  public.withdraw_invitation(p_invitation_id uuid), public.accept_invitation(p_token text),
  public.request_membership(p_organization_type text, p_organization_number text) from public;
grant execute on function public.invite_member(p_email text, p_role text),
  public.withdraw_invitation(p_invitation_id uuid), public.accept_invitation(p_token text),
  public.request_membership(p_organization_type text, p_organization_number text) to authenticated;
grant select on table public.organization_invitations to authenticated;
revoke all on function private.inviter_name(p_user_id uuid), private.invitation_preview(p_token text) from public;
grant execute on function private.inviter_name(p_user_id uuid) to service_role;
-- the link's page, signed in or not: anon reaches this one function of the private schema
grant usage on schema private to anon;
grant execute on function private.invitation_preview(p_token text) to anon, authenticated, service_role;
revoke all on function public.invitation_preview(p_token text) from public;
grant execute on function public.invitation_preview(p_token text) to anon, authenticated;
revoke all on function private.limit_invitation_rate(), private.limit_membership_request_rate()
  from public, anon, authenticated;

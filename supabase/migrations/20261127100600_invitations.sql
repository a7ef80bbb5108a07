-- Invitations and the running of an organisation's membership (issue 29). The chair of a BRF
-- (and members the chair allows) or a provider's admin invites by e-mail; the invitee follows
-- the link, signs in or registers with that address, and joins with the role it was offered. An
-- invitation lasts 7 days and can be withdrawn. A member can leave, the chair can change roles,
-- remove a member and hand the chair over: a BRF always has exactly one chair, a company at
-- least one admin.

alter table public.brf_members add column may_invite boolean not null default false;

create table public.organization_invitations (
  id uuid primary key default gen_random_uuid(),
  brf_id uuid references public.brf_profiles (id) on delete cascade,
  provider_id uuid references public.service_provider_profiles (id) on delete cascade,
  email text not null check (email = lower(email) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  role text not null,
  invited_by uuid references auth.users (id) on delete set null,
  -- sha-256 of the token in the link; the token itself is only in the mail
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  withdrawn_at timestamptz,
  constraint organization_invitations_one_organisation check ((brf_id is null) <> (provider_id is null)),
  constraint organization_invitations_role check (
    (brf_id is not null and role in ('member', 'deputy', 'observer'))
    or (provider_id is not null and role in ('admin', 'member')))
);
create index organization_invitations_brf_idx on public.organization_invitations (brf_id) where brf_id is not null;
create index organization_invitations_provider_idx on public.organization_invitations (provider_id)
  where provider_id is not null;
-- one open invitation per address and organisation
create unique index organization_invitations_open_idx on public.organization_invitations
  (coalesce(brf_id, provider_id), email) where accepted_at is null and withdrawn_at is null;
alter table public.organization_invitations enable row level security;

-- Invitation mail goes through the mail queue too, to an address that may have no account yet.
alter table private.mail_outbox alter column user_id drop not null;
alter table private.mail_outbox add column email text;
alter table private.mail_outbox drop constraint mail_outbox_kind_check;
alter table private.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('notification', 'digest', 'invitation'));
alter table private.mail_outbox add constraint mail_outbox_recipient check (user_id is not null or email is not null);

-- ---------------------------------------------------------------------------------------------
-- Who runs the membership

-- The caller's organisation, its kind and its role there.
create function private.my_membership(out organization_type text, out organization_id uuid, out role text,
  out may_invite boolean)
language sql stable security definer set search_path = '' as $$
  select 'brf', m.brf_id, m.role, m.role = 'chair' or m.may_invite
    from public.brf_members m where m.user_id = (select auth.uid())
  union all
  select 'service_provider', m.provider_id, m.role, m.role = 'admin'
    from public.provider_members m where m.user_id = (select auth.uid())
  limit 1
$$;

create function private.require_runs_membership(out organization_type text, out organization_id uuid,
  out role text, out may_invite boolean)
language plpgsql stable security definer set search_path = '' as $$
begin
  select * into organization_type, organization_id, role, may_invite from private.my_membership();
  if organization_id is null or role not in ('chair', 'admin') then
    raise exception 'Only the chair can do this.' using errcode = '42501';
  end if;
end;
$$;

create function private.organization_name(p_type text, p_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select case p_type
    when 'brf' then (select b.organization_name from public.brf_profiles b where b.id = p_id)
    else (select s.organization_name from public.service_provider_profiles s where s.id = p_id)
  end
$$;

-- ---------------------------------------------------------------------------------------------
-- Inviting

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
  values (v_email, 'invitation', jsonb_build_object(
    'organization', private.organization_name(v.organization_type, v.organization_id),
    'organization_type', v.organization_type, 'role', p_role, 'token', v_token,
    'expires_at', v_invitation.expires_at, 'language', v_language));
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

-- What the link's page shows before the invitee signs in: the organisation, the role, the
-- address it was sent to, and whether it can still be used.
create function private.invitation_preview(p_token text)
returns table (organization_name text, organization_type text, role text, email text, expires_at timestamptz,
  state text)
language sql stable security definer set search_path = '' as $$
  select private.organization_name(case when i.brf_id is not null then 'brf' else 'service_provider' end,
      coalesce(i.brf_id, i.provider_id)),
    case when i.brf_id is not null then 'brf' else 'service_provider' end, i.role, i.email, i.expires_at,
    case
      when i.accepted_at is not null then 'accepted'
      when i.withdrawn_at is not null then 'withdrawn'
      when i.expires_at < now() then 'expired'
      else 'open'
    end
  from public.organization_invitations i
  where i.token_hash = encode(extensions.digest(coalesce(p_token, ''), 'sha256'), 'hex')
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

-- ---------------------------------------------------------------------------------------------
-- Running the membership

create function private.set_member_role(p_user_id uuid, p_role text, p_may_invite boolean) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v record;
begin
  select * into v from private.require_runs_membership();
  if p_user_id = (select auth.uid()) then
    raise exception 'Hand the chair over to change your own role.' using errcode = '22023';
  end if;
  if v.organization_type = 'brf' then
    if coalesce(p_role, '') not in ('member', 'deputy', 'observer') then
      raise exception 'Choose a role for the new member.' using errcode = '22023';
    end if;
    update public.brf_members m set role = p_role, may_invite = coalesce(p_may_invite, false)
    where m.brf_id = v.organization_id and m.user_id = p_user_id;
  else
    if coalesce(p_role, '') not in ('admin', 'member') then
      raise exception 'Choose a role for the new member.' using errcode = '22023';
    end if;
    update public.provider_members m set role = p_role
    where m.provider_id = v.organization_id and m.user_id = p_user_id;
  end if;
  if not found then
    raise exception 'Member not found.' using errcode = 'P0002';
  end if;
end;
$$;

create function private.remove_member(p_user_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v record;
begin
  select * into v from private.require_runs_membership();
  if p_user_id = (select auth.uid()) then
    raise exception 'Hand the chair over before you leave.' using errcode = '22023';
  end if;
  delete from public.brf_members m where m.brf_id = v.organization_id and m.user_id = p_user_id;
  if not found then
    delete from public.provider_members m where m.provider_id = v.organization_id and m.user_id = p_user_id;
  end if;
  if not found then
    raise exception 'Member not found.' using errcode = 'P0002';
  end if;
end;
$$;

create function private.hand_over_chair(p_user_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v record;
begin
  select * into v from private.require_runs_membership();
  if v.organization_type <> 'brf' then
    raise exception 'Only a BRF has a chair.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.brf_members m where m.brf_id = v.organization_id and m.user_id = p_user_id)
     or p_user_id = (select auth.uid()) then
    raise exception 'Member not found.' using errcode = 'P0002';
  end if;
  -- the one-chair index holds at every statement: step down first
  update public.brf_members m set role = 'member'
  where m.brf_id = v.organization_id and m.user_id = (select auth.uid());
  update public.brf_members m set role = 'chair', may_invite = true
  where m.brf_id = v.organization_id and m.user_id = p_user_id;
end;
$$;

create function private.leave_organization() returns void
language plpgsql security definer set search_path = '' as $$
declare
  v record;
begin
  select * into v from private.my_membership();
  if v.organization_id is null then
    raise exception 'Member not found.' using errcode = 'P0002';
  end if;
  if v.role = 'chair' then
    raise exception 'Hand the chair over before you leave.' using errcode = '22023';
  end if;
  if v.role = 'admin' and not exists (select 1 from public.provider_members m
      where m.provider_id = v.organization_id and m.role = 'admin' and m.user_id <> (select auth.uid())) then
    raise exception 'Make another member an admin before you leave.' using errcode = '22023';
  end if;
  delete from public.brf_members m where m.user_id = (select auth.uid());
  delete from public.provider_members m where m.user_id = (select auth.uid());
end;
$$;

-- The public faces (invoker: each checks its caller inside).
create function public.invite_member(p_email text, p_role text) returns uuid
language sql security invoker set search_path = '' as $$ select private.invite_member(p_email, p_role) $$;
create function public.withdraw_invitation(p_invitation_id uuid) returns void
language sql security invoker set search_path = '' as $$ select private.withdraw_invitation(p_invitation_id) $$;
create function public.invitation_preview(p_token text)
returns table (organization_name text, organization_type text, role text, email text, expires_at timestamptz,
  state text)
language sql stable security invoker set search_path = '' as $$ select * from private.invitation_preview(p_token) $$;
create function public.accept_invitation(p_token text)
returns table (organization_type text, organization_id uuid, role text)
language sql security invoker set search_path = '' as $$ select * from private.accept_invitation(p_token) $$;
create function public.set_member_role(p_user_id uuid, p_role text, p_may_invite boolean default false) returns void
language sql security invoker set search_path = '' as $$ select private.set_member_role(p_user_id, p_role, p_may_invite) $$;
create function public.remove_member(p_user_id uuid) returns void
language sql security invoker set search_path = '' as $$ select private.remove_member(p_user_id) $$;
create function public.hand_over_chair(p_user_id uuid) returns void
language sql security invoker set search_path = '' as $$ select private.hand_over_chair(p_user_id) $$;
create function public.leave_organization() returns void
language sql security invoker set search_path = '' as $$ select private.leave_organization() $$;

-- Members see their organisation's open invitations; the page of the link asks the preview.
create policy "Members read their organisation's invitations" on public.organization_invitations
  for select to authenticated using (
    coalesce(brf_id, provider_id) in ((select private.current_brf_id()), (select private.current_provider_id())));

-- The members list names people: their names and e-mail, for the other members only.
create function private.organization_people()
returns table (user_id uuid, role text, may_invite boolean, first_name text, last_name text, email text,
  joined_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select m.user_id, m.role, m.may_invite, u.raw_user_meta_data ->> 'first_name', u.raw_user_meta_data ->> 'last_name',
    u.email::text, m.joined_at
  from public.brf_members m join auth.users u on u.id = m.user_id
  where m.brf_id = private.current_brf_id()
  union all
  select m.user_id, m.role, m.role = 'admin', u.raw_user_meta_data ->> 'first_name', u.raw_user_meta_data ->> 'last_name',
    u.email::text, m.joined_at
  from public.provider_members m join auth.users u on u.id = m.user_id
  where m.provider_id = private.current_provider_id()
  order by 7
$$;

create function public.organization_people()
returns table (user_id uuid, role text, may_invite boolean, first_name text, last_name text, email text,
  joined_at timestamptz)
language sql stable security invoker set search_path = '' as $$ select * from private.organization_people() $$;

-- ---------------------------------------------------------------------------------------------
-- The sender's claim, now with invitations (an address and the inviter's language, no user).

create or replace function public.claim_mail(p_limit integer default 20)
returns table (id uuid, kind text, attempts integer, email text, language text, type text, project_id uuid,
  params jsonb, message text, items jsonb, created_at timestamptz, unsubscribe_token text)
language plpgsql security definer set search_path = '' as $$
begin
  perform private.gather_mail_digests(now());
  -- what the user turned off since it was queued is not sent
  update private.mail_outbox o set status = 'skipped', locked_until = null
  where o.status = 'pending' and o.next_attempt_at <= now() and o.kind = 'notification'
    and private.email_delivery(o.user_id, o.type) is null;
  update private.mail_outbox o set status = 'skipped', locked_until = null
  where o.status = 'pending' and o.kind = 'digest'
    and not coalesce((select n.email_notifications from public.notification_preferences n where n.user_id = o.user_id), true);

  return query
  with claimed as (
    update private.mail_outbox o
    set status = 'sending', attempts = o.attempts + 1, locked_until = now() + interval '2 minutes'
    where o.id in (
      select c.id from private.mail_outbox c
      where (c.status = 'pending' and c.next_attempt_at <= now()) or (c.status = 'sending' and c.locked_until < now())
      order by c.next_attempt_at
      limit greatest(1, least(p_limit, 100))
      for update skip locked
    )
    returning o.*
  )
  select c.id, c.kind, c.attempts, coalesce(u.email::text, c.email),
    coalesce(u.raw_user_meta_data ->> 'language', c.params ->> 'language', 'sv'), c.type,
    c.project_id, c.params, c.message, c.items, c.created_at,
    case when c.user_id is not null
      then private.unsubscribe_token(c.user_id, coalesce(c.type, 'all'), now() + interval '60 days') end
  from claimed c left join auth.users u on u.id = c.user_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.my_membership(), private.require_runs_membership(),
  private.organization_name(p_type text, p_id uuid), private.invite_member(p_email text, p_role text),
  private.withdraw_invitation(p_invitation_id uuid), private.invitation_preview(p_token text),
  private.accept_invitation(p_token text), private.set_member_role(p_user_id uuid, p_role text, p_may_invite boolean),
  private.remove_member(p_user_id uuid), private.hand_over_chair(p_user_id uuid), private.leave_organization(),
  private.organization_people() from public;
grant execute on function private.my_membership(), private.require_runs_membership(),
  private.organization_name(p_type text, p_id uuid), private.invite_member(p_email text, p_role text),
  private.withdraw_invitation(p_invitation_id uuid), private.invitation_preview(p_token text),
  private.accept_invitation(p_token text), private.set_member_role(p_user_id uuid, p_role text, p_may_invite boolean),
  private.remove_member(p_user_id uuid), private.hand_over_chair(p_user_id uuid), private.leave_organization(),
  private.organization_people() to authenticated, service_role;
revoke all on function public.invite_member(p_email text, p_role text),
  public.withdraw_invitation(p_invitation_id uuid), public.invitation_preview(p_token text),
  public.accept_invitation(p_token text), public.set_member_role(p_user_id uuid, p_role text, p_may_invite boolean),
  public.remove_member(p_user_id uuid), public.hand_over_chair(p_user_id uuid), public.leave_organization(),
  public.organization_people() from public, anon;
grant execute on function public.invite_member(p_email text, p_role text),
  public.withdraw_invitation(p_invitation_id uuid), public.invitation_preview(p_token text),
  public.accept_invitation(p_token text), public.set_member_role(p_user_id uuid, p_role text, p_may_invite boolean),
  public.remove_member(p_user_id uuid), public.hand_over_chair(p_user_id uuid), public.leave_organization(),
  public.organization_people() to authenticated;
grant select on table public.organization_invitations to authenticated;

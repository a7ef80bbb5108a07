-- An organisation's members (decision 0017): a BRF is a board and a provider is a company, and
-- every rule the specs give "the owner" or "the provider" holds for its members whose role allows
-- it (private.may, 02_helpers.sql). BRF roles: chair ('ordförande', one per BRF), member
-- ('ledamot'), deputy ('suppleant'), observer ('observatör': a property manager, consultant or
-- auditor). Provider roles: admin, member. A user belongs to one organisation; registering one
-- makes the registrant its chair or admin. The chair (a company: its admins) runs the
-- membership: changes roles, removes a member and hands the chair over, and a member can leave;
-- a BRF always has exactly one chair, a company at least one admin. Joining is by invitation
-- (05_invitations.sql).

-- One organisation per user, across both kinds.
create function private.guard_membership() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (tg_table_name = 'brf_members'
      and exists (select 1 from public.provider_members m where m.user_id = new.user_id))
    or (tg_table_name = 'provider_members'
      and exists (select 1 from public.brf_members m where m.user_id = new.user_id)) then
    raise exception 'This user already belongs to an organization.' using errcode = '23505';
  end if;
  return new;
end;
$$;

create trigger brf_members_guard before insert or update of user_id on public.brf_members
  for each row execute function private.guard_membership();
create trigger provider_members_guard before insert or update of user_id on public.provider_members
  for each row execute function private.guard_membership();

-- Registering an organisation makes its registrant the chair (BRF) or admin (provider).
create function private.on_profile_created() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_table_name = 'brf_profiles' then
    insert into public.brf_members (brf_id, user_id, role) values (new.id, new.user_id, 'chair');
  else
    insert into public.provider_members (provider_id, user_id, role) values (new.id, new.user_id, 'admin');
  end if;
  return null;
end;
$$;

create trigger brf_profiles_first_member after insert on public.brf_profiles
  for each row execute function private.on_profile_created();
create trigger service_provider_profiles_first_member after insert on public.service_provider_profiles
  for each row execute function private.on_profile_created();

-- Members see who else is in their organisation; changes go through the membership RPCs.
create policy "Members read their BRF's members" on public.brf_members
  for select to authenticated using (brf_id = (select private.current_brf_id()) or (select private.is_admin()));
create policy "Members read their company's members" on public.provider_members
  for select to authenticated using (provider_id = (select private.current_provider_id()) or (select private.is_admin()));

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
create function public.organization_people()
returns table (user_id uuid, role text, may_invite boolean, first_name text, last_name text, email text,
  joined_at timestamptz)
language sql stable security invoker set search_path = '' as $$ select * from private.organization_people() $$;
create function public.set_member_role(p_user_id uuid, p_role text, p_may_invite boolean default false) returns void
language sql security invoker set search_path = '' as $$ select private.set_member_role(p_user_id, p_role, p_may_invite) $$;
create function public.remove_member(p_user_id uuid) returns void
language sql security invoker set search_path = '' as $$ select private.remove_member(p_user_id) $$;
create function public.hand_over_chair(p_user_id uuid) returns void
language sql security invoker set search_path = '' as $$ select private.hand_over_chair(p_user_id) $$;
create function public.leave_organization() returns void
language sql security invoker set search_path = '' as $$ select private.leave_organization() $$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.guard_membership(), private.on_profile_created() from public;
grant execute on function private.guard_membership(), private.on_profile_created() to service_role;
revoke all on function private.my_membership(), private.require_runs_membership(),
  private.organization_name(p_type text, p_id uuid), private.organization_people(),
  private.set_member_role(p_user_id uuid, p_role text, p_may_invite boolean),
  private.remove_member(p_user_id uuid), private.hand_over_chair(p_user_id uuid), private.leave_organization()
  from public;
grant execute on function private.my_membership(), private.require_runs_membership(),
  private.organization_name(p_type text, p_id uuid), private.organization_people(),
  private.set_member_role(p_user_id uuid, p_role text, p_may_invite boolean),
  private.remove_member(p_user_id uuid), private.hand_over_chair(p_user_id uuid), private.leave_organization()
  to authenticated, service_role;
revoke all on function public.organization_people(),
  public.set_member_role(p_user_id uuid, p_role text, p_may_invite boolean),
  public.remove_member(p_user_id uuid), public.hand_over_chair(p_user_id uuid), public.leave_organization()
  from public;
grant execute on function public.organization_people(),
  public.set_member_role(p_user_id uuid, p_role text, p_may_invite boolean),
  public.remove_member(p_user_id uuid), public.hand_over_chair(p_user_id uuid), public.leave_organization()
  to authenticated;
grant select on table public.provider_members to authenticated;
grant select on table public.brf_members to authenticated;

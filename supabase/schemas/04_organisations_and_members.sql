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
-- Removal, leaving and the account's deletion all end in the membership row going: whatever RPC
-- does it, the organisation's profile is handed on in the same transaction (decision 0029;
-- private.hand_profile_on in 21_users_own_their_data.sql).
create function private.on_member_left() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_table_name = 'brf_members' then
    perform private.hand_profile_on('brf', old.brf_id, old.user_id);
  else
    perform private.hand_profile_on('service_provider', old.provider_id, old.user_id);
  end if;
  return null;
end;
$$;

create trigger brf_members_hand_profile_on after delete on public.brf_members
  for each row execute function private.on_member_left();
create trigger provider_members_hand_profile_on after delete on public.provider_members
  for each row execute function private.on_member_left();

-- ---------------------------------------------------------------------------------------------
-- The board's own log (decision 0031): every change of a board's membership and role is recorded
-- (who, when, by whom, invited by whom), told to every member, and entered in the log of each
-- project the board has not decided yet; so are the changes of how it awards (10_awarding.sql).

create policy "A board's members and admins read its log" on public.board_events
  for select to authenticated using (brf_id = (select private.current_brf_id()) or (select private.is_admin()));

-- Writes a board event, tells every member but the one who made it, and enters it in the log of
-- each project the board has not decided.
create function private.record_board_event(p_brf_id uuid, p_kind text, p_person uuid, p_role text,
  p_previous_role text, p_invited_by uuid, p_details jsonb) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_event public.board_events;
  v_sentence text;
  v_person text := private.person_name(p_person);
  v_actor text := private.person_name((select auth.uid()));
  v_invited_by text := coalesce(private.person_name(p_invited_by),
    (select u.email from auth.users u where u.id = p_invited_by));
begin
  insert into public.board_events (brf_id, kind, person_id, role, previous_role, invited_by, details, actor_id)
  values (p_brf_id, p_kind, p_person, p_role, p_previous_role, p_invited_by, coalesce(p_details, '{}'::jsonb),
    (select auth.uid()))
  returning * into v_event;
  v_sentence := case p_kind
    when 'joined' then format('%s joined the board as %s.', coalesce(v_person, 'A new member'), p_role)
    when 'role_changed' then format('%s is now %s on the board (was %s).', coalesce(v_person, 'A member'),
      p_role, p_previous_role)
    when 'left' then format('%s left the board.', coalesce(v_person, 'A member'))
    when 'removed' then format('%s was removed from the board.', coalesce(v_person, 'A member'))
    when 'rule_change_proposed' then format('%s proposes changing how the board awards. Confirm or withdraw it.',
      coalesce(v_actor, 'A board member'))
    when 'rule_changed' then 'How the board awards has changed.'
    else 'A proposed change of how the board awards was withdrawn.' end;
  -- members a seed or an import puts on a board have nobody to tell yet
  if p_kind = 'joined' and (select auth.uid()) is null then
    return;
  end if;
  insert into public.notifications (user_id, type, message, params)
  select m.user_id, 'board_changed', v_sentence,
    jsonb_build_object('kind', p_kind, 'person', coalesce(v_person, ''), 'role', coalesce(p_role, ''),
      'previous_role', coalesce(p_previous_role, ''), 'author', coalesce(v_actor, ''),
      'invited_by', coalesce(v_invited_by, '')) || coalesce(p_details, '{}'::jsonb)
  from public.brf_members m
  where m.brf_id = p_brf_id and m.user_id is distinct from (select auth.uid());
  if p_kind in ('joined', 'role_changed', 'left', 'removed') then
    insert into public.project_activity (project_id, actor_id, actor_name, action, details, created_at)
    select p.id, v_event.actor_id, v_actor, 'board_changed',
      jsonb_build_object('change', p_kind, 'person', v_person, 'role', p_role,
        'previous_role', p_previous_role, 'invited_by', v_invited_by),
      v_event.created_at
    from public.projects p
    where p.brf_id = p_brf_id and p.deleted_at is null and p.status in ('open', 'closed')
      and not exists (select 1 from public.project_awards a where a.project_id = p.id);
  end if;
end;
$$;

create function private.on_board_membership() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    perform private.record_board_event(new.brf_id, 'joined', new.user_id, new.role, null,
      -- the invitation being accepted (marked accepted after this row is written)
      (select i.invited_by from public.organization_invitations i
        where i.brf_id = new.brf_id and i.withdrawn_at is null
          and i.email = lower((select x.email from auth.users x where x.id = new.user_id))
        order by i.created_at desc limit 1), null);
    return new;
  elsif tg_op = 'UPDATE' then
    if new.role is distinct from old.role then
      perform private.record_board_event(new.brf_id, 'role_changed', new.user_id, new.role, old.role, null, null);
    end if;
    return new;
  end if;
  -- a board deleted with its profile has nobody left to tell; a membership that goes with its
  -- deleted account names nobody
  if exists (select 1 from public.brf_profiles b where b.id = old.brf_id) then
    perform private.record_board_event(old.brf_id,
      case when old.user_id = (select auth.uid()) then 'left' else 'removed' end,
      (select u.id from auth.users u where u.id = old.user_id), old.role, null, null, null);
  end if;
  return old;
end;
$$;

create trigger brf_members_recorded after insert or update of role or delete on public.brf_members
  for each row execute function private.on_board_membership();

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
revoke all on function private.on_member_left() from public, anon, authenticated;
revoke all on function private.record_board_event(p_brf_id uuid, p_kind text, p_person uuid, p_role text,
    p_previous_role text, p_invited_by uuid, p_details jsonb), private.on_board_membership() from public;
grant execute on function private.record_board_event(p_brf_id uuid, p_kind text, p_person uuid, p_role text,
    p_previous_role text, p_invited_by uuid, p_details jsonb), private.on_board_membership() to service_role;
grant select on table public.board_events to authenticated;

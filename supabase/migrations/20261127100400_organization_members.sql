-- A BRF is a board and a provider is a company (issue 29): an organisation has members with
-- roles, and every rule the specs give "the owner" or "the provider" holds for its members
-- whose role allows it. BRF roles: chair ('ordförande', one per BRF), member ('ledamot'), deputy
-- ('suppleant'), observer ('observatör': a property manager, consultant or auditor). Provider
-- roles: admin, member. A user belongs to one organisation. The registrant of an existing
-- profile becomes its chair or admin, so single-user organisations keep working unchanged.
--
-- What a BRF member may do on its projects (private.may):
--   manage, award   chair, member
--   star            chair, member, deputy
--   read_quotes     every role

create table public.brf_members (
  brf_id uuid not null references public.brf_profiles (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('chair', 'member', 'deputy', 'observer')),
  joined_at timestamptz not null default now(),
  primary key (brf_id, user_id),
  constraint brf_members_one_organisation unique (user_id)
);
create unique index brf_members_one_chair on public.brf_members (brf_id) where role = 'chair';
alter table public.brf_members enable row level security;

create table public.provider_members (
  provider_id uuid not null references public.service_provider_profiles (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('admin', 'member')),
  joined_at timestamptz not null default now(),
  primary key (provider_id, user_id),
  constraint provider_members_one_organisation unique (user_id)
);
alter table public.provider_members enable row level security;

insert into public.brf_members (brf_id, user_id, role, joined_at)
select b.id, b.user_id, 'chair', b.created_at from public.brf_profiles b
on conflict do nothing;
insert into public.provider_members (provider_id, user_id, role, joined_at)
select s.id, s.user_id, 'admin', s.created_at from public.service_provider_profiles s
on conflict do nothing;

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

-- ---------------------------------------------------------------------------------------------
-- Who the caller is, and what it may do: the helpers every policy and RPC asks.

-- The caller's BRF, whatever the role (what it reads).
create or replace function private.current_brf_id() returns uuid
language sql stable security definer set search_path = '' as $$
  select m.brf_id from public.brf_members m where m.user_id = (select auth.uid())
$$;

-- The caller's BRF when its role acts for the board (chair, member): what it changes.
create function private.acting_brf_id() returns uuid
language sql stable security definer set search_path = '' as $$
  select m.brf_id from public.brf_members m
  where m.user_id = (select auth.uid()) and m.role in ('chair', 'member')
$$;

create or replace function private.current_provider_id() returns uuid
language sql stable security definer set search_path = '' as $$
  select m.provider_id from public.provider_members m where m.user_id = (select auth.uid())
$$;

create or replace function private.has_profile() returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin()
    or exists (select 1 from public.brf_members m where m.user_id = (select auth.uid()))
    or exists (select 1 from public.provider_members m where m.user_id = (select auth.uid()))
$$;

-- A user who belongs to another organisation (of either kind; its own registered one aside)
-- registers none.
create or replace function private.user_has_other_profile(p_user_id uuid, p_table text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
      select 1 from public.brf_members m join public.brf_profiles b on b.id = m.brf_id
      where m.user_id = p_user_id and (p_table <> 'brf_profiles' or b.user_id <> p_user_id))
    or exists (
      select 1 from public.provider_members m join public.service_provider_profiles s on s.id = m.provider_id
      where m.user_id = p_user_id and (p_table = 'brf_profiles' or s.user_id <> p_user_id))
$$;

-- The caller's role on a project's board (null: not a member of its BRF).
create function private.project_role(p_project_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select m.role from public.projects p join public.brf_members m on m.brf_id = p.brf_id
  where p.id = p_project_id and m.user_id = (select auth.uid())
$$;

-- What this user may do on this project: the one answer every policy and RPC uses.
create function private.may(p_project_id uuid, p_action text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    case p_action
      when 'read_quotes' then private.project_role(p_project_id) is not null
      when 'star' then private.project_role(p_project_id) in ('chair', 'member', 'deputy')
      when 'manage' then private.project_role(p_project_id) in ('chair', 'member')
      when 'award' then private.project_role(p_project_id) in ('chair', 'member')
    end, false)
$$;

create or replace function private.is_project_owner(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.may(p_project_id, 'manage') and private.project_visible(p_project_id)
$$;

-- The board members a notification meant for "the owner" reaches: those who act on it.
create function private.project_board(p_project_id uuid) returns setof uuid
language sql stable security definer set search_path = '' as $$
  select m.user_id from public.projects p join public.brf_members m on m.brf_id = p.brf_id
  where p.id = p_project_id and m.role in ('chair', 'member')
$$;

-- Everyone of a provider company: its quotes are the company's.
create function private.provider_people(p_provider_id uuid) returns setof uuid
language sql stable security definer set search_path = '' as $$
  select m.user_id from public.provider_members m where m.provider_id = p_provider_id
$$;

-- The chair: the one user the spec's "project's BRF user" names (a single-user BRF's user).
create or replace function private.project_owner_user_id(p_project_id uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select m.user_id from public.projects p join public.brf_members m on m.brf_id = p.brf_id
  where p.id = p_project_id and m.role = 'chair'
$$;

create or replace function private.is_own_quote(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q join public.provider_members m on m.provider_id = q.service_provider_id
    where q.id = p_quote_id and m.user_id = (select auth.uid())
  )
$$;

create or replace function private.can_read_quote(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or exists (
    select 1 from public.quotes q join public.projects p on p.id = q.project_id
    where q.id = p_quote_id and p.deleted_at is null
      and (q.service_provider_id = private.current_provider_id() or private.may(q.project_id, 'read_quotes'))
  )
$$;

create or replace function private.can_edit_quote(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q join public.projects p on p.id = q.project_id
    where q.id = p_quote_id and q.service_provider_id = private.current_provider_id() and p.deleted_at is null
      and public.effective_project_status(p.status, p.submission_deadline) = 'open'
  )
$$;

create or replace function private.has_active_quote(p_project_id uuid, p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q join public.provider_members m on m.provider_id = q.service_provider_id
    where q.project_id = p_project_id and m.user_id = p_user_id and q.status in ('submitted', 'accepted')
  )
$$;

create or replace function private.can_see_award(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or exists (
    select 1 from public.projects p left join public.project_awards a on a.project_id = p.id
    where p.id = p_project_id and p.deleted_at is null
      and (p.show_winner_publicly or private.project_role(p.id) is not null
        or a.winning_service_provider_id = private.current_provider_id())
  )
$$;

create or replace function private.can_review(p_project_id uuid, p_brf_id uuid, p_service_provider_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.projects p join public.project_awards a on a.project_id = p.id
    where p.id = p_project_id and p.brf_id = p_brf_id and p_brf_id = private.acting_brf_id() and p.deleted_at is null
      and p.status in ('awarded', 'in_progress', 'completed')
      and a.winning_service_provider_id = p_service_provider_id
  )
$$;

create or replace function private.owns_quote_project(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q
    where q.id = p_quote_id and private.may(q.project_id, 'star') and private.project_visible(q.project_id)
  )
$$;

create or replace function private.received_quote_from(p_service_provider_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q join public.projects p on p.id = q.project_id
    where q.service_provider_id = p_service_provider_id and p.brf_id = private.current_brf_id()
  )
$$;

create or replace function private.sender_identity(p_user_id uuid, out organization_name text, out is_brf boolean)
language sql stable security definer set search_path = '' as $$
  select
    coalesce(
      (select b.organization_name from public.brf_members m join public.brf_profiles b on b.id = m.brf_id
        where m.user_id = p_user_id),
      (select s.organization_name from public.provider_members m
        join public.service_provider_profiles s on s.id = m.provider_id where m.user_id = p_user_id)),
    exists (select 1 from public.brf_members m where m.user_id = p_user_id)
$$;

-- ---------------------------------------------------------------------------------------------
-- Policies that name the user directly: now the organisation's members.

drop policy "Providers, project owners and admins read quotes" on public.quotes;
create policy "Providers, project boards and admins read quotes" on public.quotes
  for select to authenticated using (
    (select private.is_admin())
    or ((service_provider_id = (select private.current_provider_id()) or private.may(project_id, 'read_quotes'))
        and private.project_visible(project_id)));

drop policy "BRFs create their own projects" on public.projects;
create policy "BRF boards create their projects" on public.projects
  for insert to authenticated with check (brf_id = (select private.acting_brf_id()));

drop policy "Owners update their projects" on public.projects;
create policy "BRF boards update their projects" on public.projects
  for update to authenticated
  using (brf_id = (select private.acting_brf_id()) and deleted_at is null)
  with check (brf_id = (select private.acting_brf_id()) and deleted_at is null);

drop policy "Owners delete their projects" on public.projects;
create policy "BRF boards delete their projects" on public.projects
  for delete to authenticated using (brf_id = (select private.acting_brf_id()) and deleted_at is null);

drop policy "Owners update their review" on public.reviews;
create policy "BRF boards update their review" on public.reviews
  for update to authenticated
  using (brf_id = (select private.acting_brf_id()))
  with check (private.can_review(project_id, brf_id, service_provider_id));

drop policy "Owners and admins read BRF profiles" on public.brf_profiles;
-- (the registrant's own row too: its membership is written just after the row, and an insert
-- that returns the row is checked before that)
create policy "Members and admins read BRF profiles" on public.brf_profiles
  for select to authenticated using (
    user_id = (select auth.uid()) or id = (select private.current_brf_id()) or (select private.is_admin()));

drop policy "Owners update their BRF profile" on public.brf_profiles;
create policy "The chair updates the BRF profile" on public.brf_profiles
  for update to authenticated
  using (exists (select 1 from public.brf_members m
    where m.brf_id = brf_profiles.id and m.user_id = (select auth.uid()) and m.role = 'chair'))
  with check (exists (select 1 from public.brf_members m
    where m.brf_id = brf_profiles.id and m.user_id = (select auth.uid()) and m.role = 'chair'));

drop policy "Owners update their provider profile" on public.service_provider_profiles;
create policy "The provider's admins update its profile" on public.service_provider_profiles
  for update to authenticated
  using (exists (select 1 from public.provider_members m
    where m.provider_id = service_provider_profiles.id and m.user_id = (select auth.uid()) and m.role = 'admin'))
  with check (exists (select 1 from public.provider_members m
    where m.provider_id = service_provider_profiles.id and m.user_id = (select auth.uid()) and m.role = 'admin'));

drop policy "Providers, the BRFs they quoted for, and admins read provider profiles" on public.service_provider_profiles;
create policy "Providers' members, the BRFs they quoted for, and admins read provider profiles"
  on public.service_provider_profiles
  for select to authenticated using (
    user_id = (select auth.uid()) or id = (select private.current_provider_id()) or (select private.is_admin())
    or private.received_quote_from(id));

-- Members see who else is in their organisation; changes go through the membership RPCs.
create policy "Members read their BRF's members" on public.brf_members
  for select to authenticated using (brf_id = (select private.current_brf_id()) or (select private.is_admin()));
create policy "Members read their company's members" on public.provider_members
  for select to authenticated using (provider_id = (select private.current_provider_id()) or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.guard_membership(), private.on_profile_created(), private.acting_brf_id(),
  private.project_role(p_project_id uuid), private.may(p_project_id uuid, p_action text),
  private.project_board(p_project_id uuid), private.provider_people(p_provider_id uuid) from public;
grant execute on function private.acting_brf_id(), private.project_role(p_project_id uuid),
  private.may(p_project_id uuid, p_action text) to authenticated, service_role;
grant execute on function private.project_board(p_project_id uuid), private.provider_people(p_provider_id uuid),
  private.guard_membership(), private.on_profile_created() to service_role;
grant select on table public.brf_members, public.provider_members to authenticated;

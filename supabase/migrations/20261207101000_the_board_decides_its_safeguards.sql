-- Two people means two people (decision 0031). Every change of a board's membership and role is
-- recorded (who, when, by whom, invited by whom), told to every member, and entered in the log of
-- each project the board has not decided yet; a member who joined after a proposal was made does
-- not confirm it, and the record keeps when each signer joined the board. The board's safeguards
-- are the board's decision: lowering how it awards needs the second factor where the board asks
-- for it, and a second decider's confirmation where the rule is two. A conflicted member reads no
-- amount of the award it stood aside from.

-- ---------------------------------------------------------------------------------------------
-- The board's own log

create table public.board_events (
  id uuid primary key default gen_random_uuid(),
  brf_id uuid not null references public.brf_profiles (id) on delete cascade,
  kind text not null check (kind in ('joined', 'role_changed', 'left', 'removed', 'rule_change_proposed',
    'rule_changed', 'rule_change_withdrawn')),
  -- people by id only: a name is read as it is now (private.person_name), so a deleted person's
  -- entries name nobody (decision 0020)
  person_id uuid references auth.users (id) on delete set null,
  role text,
  previous_role text,
  invited_by uuid references auth.users (id) on delete set null,
  details jsonb not null default '{}'::jsonb,
  actor_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default clock_timestamp()
);
create index board_events_brf_idx on public.board_events (brf_id, created_at desc);
alter table public.board_events enable row level security;

create policy "A board's members and admins read its log" on public.board_events
  for select to authenticated using (brf_id = (select private.current_brf_id()) or (select private.is_admin()));

alter table public.project_activity drop constraint project_activity_action_check;
alter table public.project_activity add constraint project_activity_action_check check (action in ('created',
  'edited', 'cancelled', 'archived', 'awarded', 'reviewed', 'declared', 'proposed', 'withdrawn', 'confirmed',
  'stood_in', 'board_changed'));

-- The notification a board change sends every member, by e-mail too by default.
do $$
declare
  v_types text[];
begin
  -- every lowercase word of the check but the column and its type: the list in either form
  -- PostgreSQL prints it ('{a,b}'::text[] or ARRAY['a'::text, 'b'::text])
  select array_agg(distinct t.m[1]) into v_types
  from pg_catalog.pg_constraint c
    cross join lateral regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '([a-z][a-z0-9_]*)', 'g') as t(m)
  where c.conname = 'notifications_type_check' and c.conrelid = 'public.notifications'::regclass
    and t.m[1] not in ('type', 'text');
  alter table public.notifications drop constraint notifications_type_check;
  execute format('alter table public.notifications add constraint notifications_type_check check (type = any (%L))',
    array(select distinct x from unnest(v_types || array['board_changed']) x order by x));
end;
$$;
alter table public.notification_preferences
  add column board_changed boolean not null default true,
  add column email_board_changed boolean not null default true;

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
-- Signers who were on the board when it mattered

alter table public.award_proposals
  add column proposed_by_joined_at timestamptz,
  add column closed_by_joined_at timestamptz;

create function private.joined_board_at(p_project_id uuid, p_user_id uuid) returns timestamptz
language sql stable security definer set search_path = '' as $$
  select m.joined_at from public.projects p join public.brf_members m on m.brf_id = p.brf_id
  where p.id = p_project_id and m.user_id = p_user_id
$$;

create function private.stamp_signers() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.proposed_by_joined_at := private.joined_board_at(new.project_id, new.proposed_by);
    new.closed_by_joined_at := private.joined_board_at(new.project_id, new.closed_by);
  elsif new.closed_by is distinct from old.closed_by then
    new.closed_by_joined_at := private.joined_board_at(new.project_id, new.closed_by);
  end if;
  return new;
end;
$$;

create trigger award_proposals_signers before insert or update of closed_by on public.award_proposals
  for each row execute function private.stamp_signers();

-- Confirming: as before, and not by a member who joined the board after the proposal was made
-- (where two must sign, both were on the board when it was proposed).
create or replace function private.confirm_award(p_proposal_id uuid) returns public.project_awards
language plpgsql security definer set search_path = '' as $$
declare
  v_proposal public.award_proposals := private.open_proposal(p_proposal_id);
  v_project public.projects;
  v_quote public.quotes;
  v_alone boolean;
begin
  perform private.require_award_part(v_proposal.project_id);
  v_alone := private.award_signatures(v_proposal.project_id) = 1;
  if not v_alone and v_proposal.proposed_by = (select auth.uid()) then
    raise exception 'You proposed this award: another board member confirms it.' using errcode = '42501';
  end if;
  if not v_alone and private.joined_board_at(v_proposal.project_id, (select auth.uid())) > v_proposal.proposed_at then
    raise exception 'You joined the board after this award was proposed, so you cannot confirm it.'
      using errcode = '42501';
  end if;
  if not v_alone and not exists (select 1 from (select * from private.project_board(v_proposal.project_id)
      union select * from private.stand_ins(v_proposal.project_id)) as deciders(user_id)
      where deciders.user_id = v_proposal.proposed_by) then
    raise exception 'The member who proposed this award is no longer on the board: propose it again.'
      using errcode = '23514';
  end if;
  select * into v_project from public.projects p where p.id = v_proposal.project_id;
  v_quote := private.awardable_quote(v_project, v_proposal.quote_id);
  update public.award_proposals
    set outcome = 'confirmed', closed_by = (select auth.uid()), closed_by_name = private.person_name((select auth.uid())),
      closed_at = now()
    where id = p_proposal_id;
  perform private.log_activity(v_project.id, 'confirmed', jsonb_build_object('proposed_by', v_proposal.proposed_by_name));
  return private.make_award(v_project, v_quote);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The board's safeguards are the board's decision

create table public.award_rule_changes (
  id uuid primary key default gen_random_uuid(),
  brf_id uuid not null references public.brf_profiles (id) on delete cascade,
  award_signatures smallint not null check (award_signatures in (1, 2)),
  award_requires_mfa boolean not null,
  proposed_by uuid references auth.users (id) on delete set null,
  proposed_by_name text,
  proposed_at timestamptz not null default now(),
  outcome text check (outcome in ('confirmed', 'withdrawn')),
  closed_by uuid references auth.users (id) on delete set null,
  closed_by_name text,
  closed_at timestamptz,
  constraint award_rule_changes_closed check ((outcome is null) = (closed_at is null))
);
create unique index award_rule_changes_open_idx on public.award_rule_changes (brf_id) where outcome is null;
alter table public.award_rule_changes enable row level security;
create policy "A board's members and admins read its rule changes" on public.award_rule_changes
  for select to authenticated using (brf_id = (select private.current_brf_id()) or (select private.is_admin()));

-- Whether the change lowers a safeguard: one signature instead of two, or no second factor.
create function private.lowers_award_rule(p_from_signatures integer, p_from_mfa boolean, p_to_signatures integer,
  p_to_mfa boolean) returns boolean
language sql immutable set search_path = '' as $$
  select p_to_signatures < p_from_signatures or (p_from_mfa and not p_to_mfa)
$$;

create function private.board_deciders(p_brf_id uuid) returns integer
language sql stable security definer set search_path = '' as $$
  select count(*)::integer from public.brf_members m where m.brf_id = p_brf_id and m.role in ('chair', 'member')
$$;

-- The rule is not lowered under an open award proposal, without the second factor where the
-- board asks for it, or by one person where two must agree.
create or replace function private.guard_award_rule() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not private.lowers_award_rule(old.award_signatures, old.award_requires_mfa, new.award_signatures,
      new.award_requires_mfa) then
    return new;
  end if;
  if exists (select 1 from public.award_proposals a join public.projects p on p.id = a.project_id
      where p.brf_id = new.id and a.outcome is null) then
    raise exception 'Withdraw the open award proposals before changing how the board awards.' using errcode = '23514';
  end if;
  if old.award_requires_mfa and not private.is_aal2() then
    raise exception 'Your board requires two-factor authentication to award. Sign in with your authentication code first.'
      using errcode = '42501';
  end if;
  if old.award_signatures = 2 and private.board_deciders(new.id) >= 2
     and coalesce(current_setting('brf.award_rule_confirmed', true), '') <> new.id::text then
    raise exception 'Your board awards with two members, so a second member confirms a change that lowers it: propose the change.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

drop trigger brf_profiles_award_rule on public.brf_profiles;
create trigger brf_profiles_award_rule before update of award_signatures, award_requires_mfa on public.brf_profiles
  for each row execute function private.guard_award_rule();

-- Every change of the rule is logged and told.
create function private.on_award_rule_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (new.award_signatures, new.award_requires_mfa) is distinct from (old.award_signatures, old.award_requires_mfa) then
    perform private.record_board_event(new.id, 'rule_changed', null, null, null, null, jsonb_build_object(
      'award_signatures', new.award_signatures, 'award_requires_mfa', new.award_requires_mfa,
      'previous_award_signatures', old.award_signatures, 'previous_award_requires_mfa', old.award_requires_mfa));
  end if;
  return null;
end;
$$;

create trigger brf_profiles_award_rule_changed after update of award_signatures, award_requires_mfa
  on public.brf_profiles for each row execute function private.on_award_rule_changed();

-- The chair proposes a change that lowers the rule; another decider confirms it.
create function private.propose_award_rule_change(p_award_signatures integer, p_award_requires_mfa boolean)
returns public.award_rule_changes
language plpgsql security definer set search_path = '' as $$
declare
  v_board public.brf_profiles;
  v_change public.award_rule_changes;
begin
  select b.* into v_board from public.brf_profiles b join public.brf_members m on m.brf_id = b.id
    where m.user_id = (select auth.uid()) and m.role = 'chair' for update of b;
  if not found then
    raise exception 'Only the chair can change how the board awards.' using errcode = '42501';
  end if;
  if coalesce(p_award_signatures, 0) not in (1, 2) or p_award_requires_mfa is null then
    raise exception 'Choose how the board awards.' using errcode = '22023';
  end if;
  if not private.lowers_award_rule(v_board.award_signatures, v_board.award_requires_mfa, p_award_signatures,
      p_award_requires_mfa) then
    raise exception 'Only a change that lowers how the board awards is proposed; save any other change directly.'
      using errcode = '22023';
  end if;
  if v_board.award_requires_mfa and not private.is_aal2() then
    raise exception 'Your board requires two-factor authentication to award. Sign in with your authentication code first.'
      using errcode = '42501';
  end if;
  if exists (select 1 from public.award_rule_changes c where c.brf_id = v_board.id and c.outcome is null) then
    raise exception 'A change of how the board awards is already proposed.' using errcode = '23505';
  end if;
  insert into public.award_rule_changes (brf_id, award_signatures, award_requires_mfa, proposed_by, proposed_by_name)
  values (v_board.id, p_award_signatures, p_award_requires_mfa, (select auth.uid()),
    private.person_name((select auth.uid())))
  returning * into v_change;
  perform private.record_board_event(v_board.id, 'rule_change_proposed', null, null, null, null,
    jsonb_build_object('award_signatures', p_award_signatures, 'award_requires_mfa', p_award_requires_mfa));
  return v_change;
end;
$$;

create function private.open_award_rule_change(p_change_id uuid) returns public.award_rule_changes
language plpgsql security definer set search_path = '' as $$
declare
  v_change public.award_rule_changes;
begin
  select * into v_change from public.award_rule_changes c
    where c.id = p_change_id and c.brf_id = private.current_brf_id() for update;
  if not found then
    raise exception 'Proposed change not found.' using errcode = 'P0002';
  end if;
  if v_change.outcome is not null then
    raise exception 'This proposed change is no longer open.' using errcode = '23514';
  end if;
  return v_change;
end;
$$;

create function private.confirm_award_rule_change(p_change_id uuid) returns public.brf_profiles
language plpgsql security definer set search_path = '' as $$
declare
  v_change public.award_rule_changes := private.open_award_rule_change(p_change_id);
  v_board public.brf_profiles;
  v_member public.brf_members;
begin
  select * into v_member from public.brf_members m where m.brf_id = v_change.brf_id and m.user_id = (select auth.uid());
  if v_member.role not in ('chair', 'member') then
    raise exception 'Only a board member who decides can confirm the change.' using errcode = '42501';
  end if;
  if v_change.proposed_by = (select auth.uid()) then
    raise exception 'You proposed this change: another board member confirms it.' using errcode = '42501';
  end if;
  if v_member.joined_at > v_change.proposed_at then
    raise exception 'You joined the board after this change was proposed, so you cannot confirm it.'
      using errcode = '42501';
  end if;
  update public.award_rule_changes set outcome = 'confirmed', closed_by = (select auth.uid()),
    closed_by_name = private.person_name((select auth.uid())), closed_at = now()
  where id = v_change.id;
  perform set_config('brf.award_rule_confirmed', v_change.brf_id::text, true);
  update public.brf_profiles b set award_signatures = v_change.award_signatures,
    award_requires_mfa = v_change.award_requires_mfa
  where b.id = v_change.brf_id returning * into v_board;
  perform set_config('brf.award_rule_confirmed', '', true);
  return v_board;
end;
$$;

create function private.withdraw_award_rule_change(p_change_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_change public.award_rule_changes := private.open_award_rule_change(p_change_id);
begin
  if not exists (select 1 from public.brf_members m where m.brf_id = v_change.brf_id
      and m.user_id = (select auth.uid()) and m.role in ('chair', 'member')) then
    raise exception 'Only a board member who decides can withdraw the change.' using errcode = '42501';
  end if;
  update public.award_rule_changes set outcome = 'withdrawn', closed_by = (select auth.uid()),
    closed_by_name = private.person_name((select auth.uid())), closed_at = now()
  where id = v_change.id;
  perform private.record_board_event(v_change.brf_id, 'rule_change_withdrawn', null, null, null, null, null);
end;
$$;

create function public.propose_award_rule_change(p_award_signatures integer, p_award_requires_mfa boolean)
returns public.award_rule_changes
language sql security invoker set search_path = '' as $$
  select * from private.propose_award_rule_change(p_award_signatures, p_award_requires_mfa)
$$;
create function public.confirm_award_rule_change(p_change_id uuid) returns public.brf_profiles
language sql security invoker set search_path = '' as $$
  select * from private.confirm_award_rule_change(p_change_id)
$$;
create function public.withdraw_award_rule_change(p_change_id uuid) returns void
language sql security invoker set search_path = '' as $$
  select private.withdraw_award_rule_change(p_change_id)
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.record_board_event(p_brf_id uuid, p_kind text, p_person uuid, p_role text,
    p_previous_role text, p_invited_by uuid, p_details jsonb),
  private.on_board_membership(), private.joined_board_at(p_project_id uuid, p_user_id uuid), private.stamp_signers(),
  private.lowers_award_rule(p_from_signatures integer, p_from_mfa boolean, p_to_signatures integer, p_to_mfa boolean),
  private.board_deciders(p_brf_id uuid), private.on_award_rule_changed(),
  private.propose_award_rule_change(p_award_signatures integer, p_award_requires_mfa boolean),
  private.open_award_rule_change(p_change_id uuid), private.confirm_award_rule_change(p_change_id uuid),
  private.withdraw_award_rule_change(p_change_id uuid) from public;
grant execute on function private.propose_award_rule_change(p_award_signatures integer, p_award_requires_mfa boolean),
  private.confirm_award_rule_change(p_change_id uuid), private.withdraw_award_rule_change(p_change_id uuid)
  to authenticated, service_role;
grant execute on function private.record_board_event(p_brf_id uuid, p_kind text, p_person uuid, p_role text,
    p_previous_role text, p_invited_by uuid, p_details jsonb),
  private.on_board_membership(), private.joined_board_at(p_project_id uuid, p_user_id uuid), private.stamp_signers(),
  private.lowers_award_rule(p_from_signatures integer, p_from_mfa boolean, p_to_signatures integer, p_to_mfa boolean),
  private.board_deciders(p_brf_id uuid), private.on_award_rule_changed(),
  private.open_award_rule_change(p_change_id uuid) to service_role;
revoke all on function public.propose_award_rule_change(p_award_signatures integer, p_award_requires_mfa boolean),
  public.confirm_award_rule_change(p_change_id uuid), public.withdraw_award_rule_change(p_change_id uuid)
  from public, anon;
grant execute on function public.propose_award_rule_change(p_award_signatures integer, p_award_requires_mfa boolean),
  public.confirm_award_rule_change(p_change_id uuid), public.withdraw_award_rule_change(p_change_id uuid)
  to authenticated;
grant select on table public.board_events, public.award_rule_changes to authenticated;

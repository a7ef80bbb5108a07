-- A board of one is the spec's BRF user (decision 0018). The board's award rule counts the members
-- who decide (chair and ledamöter; deputies and observers do not): with one, that member awards in
-- one step whatever `award_signatures` says, and the reason for the minutes is asked but not
-- required (there are no minutes of a board of one); from two deciders the rule holds as set.
-- When the deciders fall to one while a proposal waits, the one left makes the award.
-- When the rule cannot be met because deciders declared a conflict, a deputy (suppleant) steps in
-- for that project: called in by a decider who takes part, one deputy for each decider who stood
-- aside, logged for the minutes. Sealing is the default only for a board that has two deciders
-- to open the bids to.

-- ---------------------------------------------------------------------------------------------
-- Deputies who step in for one project

create table public.award_stand_ins (
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  member_name text,
  stands_in_for uuid references auth.users (id) on delete set null,
  stands_in_for_name text,
  called_by uuid references auth.users (id) on delete set null,
  called_by_name text,
  called_at timestamptz not null default now(),
  primary key (project_id, user_id)
);
create unique index award_stand_ins_for_idx on public.award_stand_ins (project_id, stands_in_for);
alter table public.award_stand_ins enable row level security;

create policy "The board and admins read who stands in on a project" on public.award_stand_ins
  for select to authenticated using (private.project_role(project_id) is not null or (select private.is_admin()));

alter table public.project_activity drop constraint project_activity_action_check;
alter table public.project_activity add constraint project_activity_action_check check (action in ('created',
  'edited', 'cancelled', 'archived', 'awarded', 'reviewed', 'declared', 'proposed', 'withdrawn', 'confirmed',
  'stood_in'));

-- The deputies standing in on this project now (a deputy who left the board or changed role does not).
create function private.stand_ins(p_project_id uuid) returns setof uuid
language sql stable security definer set search_path = '' as $$
  select s.user_id from public.award_stand_ins s
    join public.projects p on p.id = s.project_id
    join public.brf_members m on m.brf_id = p.brf_id and m.user_id = s.user_id and m.role = 'deputy'
  where s.project_id = p_project_id
$$;

create function private.has_conflict(p_project_id uuid, p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.interest_declarations d where d.project_id = p_project_id
    and d.user_id = p_user_id and cardinality(d.conflict_provider_ids) > 0)
$$;

-- The deciders and deputies who can take part in this project's award: none with a declared conflict.
create function private.award_takers(p_project_id uuid) returns setof uuid
language sql stable security definer set search_path = '' as $$
  select x.user_id from (select * from private.project_board(p_project_id)
    union select * from private.stand_ins(p_project_id)) as x(user_id)
  where not private.has_conflict(p_project_id, x.user_id)
$$;

-- The rule in force on this project: the board's, or one where the board has one decider.
create or replace function private.award_signatures(p_project_id uuid) returns integer
language sql stable security definer set search_path = '' as $$
  select case when (select count(*) from private.project_board(p.id)) <= 1 then 1
    else b.award_signatures::integer end
  from public.projects p join public.brf_profiles b on b.id = p.brf_id
  where p.id = p_project_id
$$;

-- A deputy who stands in awards on that project as a decider does.
create or replace function private.may(p_project_id uuid, p_action text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    case p_action
      when 'read_quotes' then private.project_role(p_project_id) is not null
      when 'star' then private.project_role(p_project_id) in ('chair', 'member', 'deputy')
      when 'manage' then private.project_role(p_project_id) in ('chair', 'member')
      when 'award' then private.project_role(p_project_id) in ('chair', 'member')
        or (select auth.uid()) in (select private.stand_ins(p_project_id))
    end, false)
$$;

-- ---------------------------------------------------------------------------------------------
-- The award by one member

create or replace function private.award_project(p_project_id uuid, p_quote_id uuid, p_reason text)
returns public.project_awards
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects := private.locked_project(p_project_id);
  v_quote public.quotes;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_name text := private.person_name((select auth.uid()));
  v_open public.award_proposals;
begin
  perform private.require_award_part(p_project_id);
  if private.award_signatures(p_project_id) = 2 then
    raise exception 'Your board awards with two members: propose the award and another member confirms it.'
      using errcode = '23514';
  end if;
  v_quote := private.awardable_quote(v_project, p_quote_id);
  select * into v_open from public.award_proposals a
    where a.project_id = p_project_id and a.outcome is null for update;
  -- a proposal for this quote, made while the board was larger, gives its reason
  if v_open.id is not null and v_open.quote_id = v_quote.id then
    v_reason := coalesce(v_reason, v_open.reason);
  end if;
  if v_reason is null and (select count(*) from private.project_board(p_project_id)) > 1 then
    raise exception 'Give the reason for this award.' using errcode = '23514';
  end if;
  if char_length(v_reason) > 2000 then
    raise exception 'The reason can be at most 2000 characters.' using errcode = '23514';
  end if;
  if v_open.id is not null then
    update public.award_proposals
      set outcome = case when quote_id = v_quote.id then 'confirmed' else 'withdrawn' end,
        reason = case when quote_id = v_quote.id then v_reason else reason end,
        closed_by = (select auth.uid()), closed_by_name = v_name, closed_at = now()
      where id = v_open.id;
    perform private.log_activity(p_project_id, case when v_open.quote_id = v_quote.id then 'confirmed'
      else 'withdrawn' end, jsonb_build_object('proposed_by', v_open.proposed_by_name));
  end if;
  if v_open.id is null or v_open.quote_id <> v_quote.id then
    insert into public.award_proposals (project_id, quote_id, reason, proposed_by, proposed_by_name, outcome,
      closed_by, closed_by_name, closed_at)
    values (p_project_id, v_quote.id, v_reason, (select auth.uid()), v_name, 'confirmed', (select auth.uid()),
      v_name, now());
  end if;
  return private.make_award(v_project, v_quote);
end;
$$;

-- A board of one keeps no minutes: its award may carry no reason.
alter table public.award_proposals alter column reason drop not null;

-- Confirming: where the rule in force is one (the board shrank to one decider), the one left
-- confirms even a proposal of its own or of a member who has left.
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

-- Proposing tells the deputies who stand in, too.
create or replace function private.propose_award(p_project_id uuid, p_quote_id uuid, p_reason text)
returns public.award_proposals
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects := private.locked_project(p_project_id);
  v_quote public.quotes;
  v_reason text := btrim(coalesce(p_reason, ''));
  v_proposal public.award_proposals;
  v_provider text;
begin
  perform private.require_award_part(p_project_id);
  if private.award_signatures(p_project_id) = 1 then
    raise exception 'Your board awards with one member: award the quote directly.' using errcode = '23514';
  end if;
  if v_reason = '' then
    raise exception 'Give the reason for this award.' using errcode = '23514';
  end if;
  if char_length(v_reason) > 2000 then
    raise exception 'The reason can be at most 2000 characters.' using errcode = '23514';
  end if;
  v_quote := private.awardable_quote(v_project, p_quote_id);
  if exists (select 1 from public.award_proposals a where a.project_id = p_project_id and a.outcome is null) then
    raise exception 'An award has already been proposed on this project.' using errcode = '23505';
  end if;
  insert into public.award_proposals (project_id, quote_id, reason, proposed_by, proposed_by_name)
  values (p_project_id, v_quote.id, v_reason, (select auth.uid()), private.person_name((select auth.uid())))
  returning * into v_proposal;

  select s.organization_name into v_provider from public.service_provider_profiles s
    where s.id = v_quote.service_provider_id;
  perform private.log_activity(p_project_id, 'proposed', jsonb_build_object('provider', v_provider,
    'reason', v_reason));
  insert into public.notifications (user_id, project_id, quote_id, type, message, params)
  select taker.user_id, p_project_id, v_quote.id, 'award_proposed',
    format('%s proposes awarding "%s". Confirm or withdraw the proposal.',
      coalesce(v_proposal.proposed_by_name, 'A board member'), v_project.title),
    jsonb_build_object('title', v_project.title, 'author', coalesce(v_proposal.proposed_by_name, ''))
  from private.award_takers(p_project_id) as taker(user_id)
  where taker.user_id is distinct from (select auth.uid());
  return v_proposal;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Calling in a deputy

create function private.call_in_deputy(p_project_id uuid, p_deputy_id uuid, p_stands_in_for uuid)
returns public.award_stand_ins
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects := private.locked_project(p_project_id);
  v_row public.award_stand_ins;
begin
  if private.project_role(p_project_id) not in ('chair', 'member')
     or private.has_conflict(p_project_id, (select auth.uid())) then
    raise exception 'Only a board member who takes part in the award can call in a deputy.' using errcode = '42501';
  end if;
  if exists (select 1 from public.project_awards a where a.project_id = p_project_id)
     or v_project.status not in ('open', 'closed') then
    raise exception 'This project has already been awarded.' using errcode = '23514';
  end if;
  if not exists (select 1 from public.brf_members m where m.brf_id = v_project.brf_id and m.user_id = p_deputy_id
      and m.role = 'deputy') or private.has_conflict(p_project_id, p_deputy_id) then
    raise exception 'Choose a deputy of your board without a conflict of interest in this project.'
      using errcode = '22023';
  end if;
  if not exists (select 1 from public.brf_members m where m.brf_id = v_project.brf_id
      and m.user_id = p_stands_in_for and m.role in ('chair', 'member'))
     or not private.has_conflict(p_project_id, p_stands_in_for) then
    raise exception 'A deputy steps in only for a board member who declared a conflict of interest.'
      using errcode = '22023';
  end if;
  insert into public.award_stand_ins (project_id, user_id, member_name, stands_in_for, stands_in_for_name,
    called_by, called_by_name)
  values (p_project_id, p_deputy_id, private.person_name(p_deputy_id), p_stands_in_for,
    private.person_name(p_stands_in_for), (select auth.uid()), private.person_name((select auth.uid())))
  on conflict do nothing
  returning * into v_row;
  if v_row.project_id is null then
    raise exception 'A deputy already stands in for that member on this project.' using errcode = '23505';
  end if;
  perform private.log_activity(p_project_id, 'stood_in', jsonb_build_object('deputy', v_row.member_name,
    'stands_in_for', v_row.stands_in_for_name));
  return v_row;
end;
$$;

create function public.call_in_deputy(p_project_id uuid, p_deputy_id uuid, p_stands_in_for uuid)
returns public.award_stand_ins
language sql security invoker set search_path = '' as $$
  select * from private.call_in_deputy(p_project_id, p_deputy_id, p_stands_in_for)
$$;

-- ---------------------------------------------------------------------------------------------
-- What the page shows about the rule: the rule in force, who can take part, and what resolves a
-- rule that cannot be met (the deciders who stood aside, the deputies who could step in).

drop function public.award_standing(p_project_id uuid);
drop function private.award_standing(p_project_id uuid);

create function private.award_standing(p_project_id uuid,
  out award_signatures integer, out award_requires_mfa boolean, out declarations_required boolean,
  out declared boolean, out declaration_current boolean, out conflicted boolean, out problem text,
  out board_award_signatures integer, out deciders integer, out takers integer,
  out stood_aside jsonb, out stand_ins jsonb, out deputies jsonb, out may_call_in boolean)
language sql stable security definer set search_path = '' as $$
  select private.award_signatures(p.id), b.award_requires_mfa, private.declarations_required(p.id),
    d.id is not null,
    d.id is not null and not exists (select 1 from private.project_bidders(p.id) x
      where not x.service_provider_id = any (d.bidder_ids)),
    coalesce(cardinality(d.conflict_provider_ids) > 0, false),
    private.award_part_problem(p.id),
    b.award_signatures::integer,
    (select count(*)::integer from private.project_board(p.id)),
    (select count(*)::integer from private.award_takers(p.id)),
    coalesce((select jsonb_agg(jsonb_build_object('user_id', m.user_id, 'name', private.person_name(m.user_id))
        order by m.joined_at)
      from public.brf_members m where m.brf_id = p.brf_id and m.role in ('chair', 'member')
        and private.has_conflict(p.id, m.user_id)
        and not exists (select 1 from public.award_stand_ins s where s.project_id = p.id
          and s.stands_in_for = m.user_id and s.user_id in (select private.stand_ins(p.id)))), '[]'::jsonb),
    coalesce((select jsonb_agg(jsonb_build_object('user_id', s.user_id, 'name', s.member_name,
        'stands_in_for', s.stands_in_for_name) order by s.called_at)
      from public.award_stand_ins s where s.project_id = p.id and s.user_id in (select private.stand_ins(p.id))),
      '[]'::jsonb),
    coalesce((select jsonb_agg(jsonb_build_object('user_id', m.user_id, 'name', private.person_name(m.user_id))
        order by m.joined_at)
      from public.brf_members m where m.brf_id = p.brf_id and m.role = 'deputy'
        and not private.has_conflict(p.id, m.user_id)
        and m.user_id not in (select private.stand_ins(p.id))), '[]'::jsonb),
    private.project_role(p.id) in ('chair', 'member') and not private.has_conflict(p.id, (select auth.uid()))
  from public.projects p join public.brf_profiles b on b.id = p.brf_id
    left join public.interest_declarations d on d.project_id = p.id and d.user_id = (select auth.uid())
  where p.id = p_project_id and private.project_role(p.id) is not null and private.project_visible(p.id)
$$;

create function public.award_standing(p_project_id uuid,
  out award_signatures integer, out award_requires_mfa boolean, out declarations_required boolean,
  out declared boolean, out declaration_current boolean, out conflicted boolean, out problem text,
  out board_award_signatures integer, out deciders integer, out takers integer,
  out stood_aside jsonb, out stand_ins jsonb, out deputies jsonb, out may_call_in boolean)
language sql stable security invoker set search_path = '' as $$
  select * from private.award_standing(p_project_id)
$$;

-- ---------------------------------------------------------------------------------------------
-- Sealed by default from 3 max bids, for a board with two deciders or more

create function private.seals_from(p_brf_id uuid) returns integer
language sql stable security definer set search_path = '' as $$
  select case when (select count(*) from public.brf_members m where m.brf_id = p_brf_id
    and m.role in ('chair', 'member')) >= 2 then 3 end
$$;

create or replace function private.default_sealed_bids() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.sealed_bids := coalesce(new.sealed_bids,
    coalesce(new.max_bids, 0) >= coalesce(private.seals_from(new.brf_id), 2147483647));
  return new;
end;
$$;

-- The create form's default: from how many max bids the caller's board seals, or null (never).
create function public.sealed_bids_from() returns integer
language sql stable security invoker set search_path = '' as $$
  select private.seals_from(private.acting_brf_id())
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.stand_ins(p_project_id uuid), private.has_conflict(p_project_id uuid, p_user_id uuid),
  private.award_takers(p_project_id uuid), private.award_standing(p_project_id uuid),
  private.call_in_deputy(p_project_id uuid, p_deputy_id uuid, p_stands_in_for uuid),
  private.seals_from(p_brf_id uuid) from public;
grant execute on function private.award_standing(p_project_id uuid),
  private.call_in_deputy(p_project_id uuid, p_deputy_id uuid, p_stands_in_for uuid),
  private.seals_from(p_brf_id uuid) to authenticated, service_role;
grant execute on function private.stand_ins(p_project_id uuid), private.has_conflict(p_project_id uuid, p_user_id uuid),
  private.award_takers(p_project_id uuid) to service_role;
revoke all on function public.award_standing(p_project_id uuid),
  public.call_in_deputy(p_project_id uuid, p_deputy_id uuid, p_stands_in_for uuid),
  public.sealed_bids_from() from public, anon;
grant execute on function public.award_standing(p_project_id uuid),
  public.call_in_deputy(p_project_id uuid, p_deputy_id uuid, p_stands_in_for uuid),
  public.sealed_bids_from() to authenticated;
grant select on table public.award_stand_ins to authenticated;

-- Awarding: the board picks one quote after the deadline; the winner data is readable by the
-- board, the winner, admins at aal2, and everyone when the board shows it publicly. The award
-- holds every rule the spec gives it (past the deadline, once, never a cancelled or deleted
-- project), and its record is the confirmed proposal: reason, proposer, confirmer.
--
-- The award by two ('två i förening', decision 0018). A BRF's chair sets how many members an
-- award takes, 1 or 2 (brf_profiles.award_signatures). With 2, a member who may award proposes a
-- quote with a reason, another confirms it, and either may withdraw it before then. A member takes
-- part only when cleared: declared without a conflict over every bidder (on a board that declares)
-- and, when the chair requires it, signed in with the second factor.
--
-- A board of one is the spec's BRF user. The rule counts the members who decide (chair and
-- ledamöter; deputies and observers do not): with one, that member awards in one step whatever
-- award_signatures says, and the reason for the minutes is asked but not required (there are no
-- minutes of a board of one); from two deciders the rule holds as set. When the deciders fall to
-- one while a proposal waits, the one left makes the award. When the rule cannot be met because
-- deciders declared a conflict, a deputy (suppleant) steps in for that project: called in by a
-- decider who takes part, one deputy for each decider who stood aside, logged for the minutes.
--
-- Declarations of interest (jäv, LEF 6:10). Once a board has two or more members who decide, each
-- person on it declares before seeing a project's quotes: no conflict, or a conflict with named
-- bidders. A declaration covers the bidders listed when it was made: a quote from a company it
-- does not cover stays hidden until the member declares again. A member with a conflict never sees
-- those companies' quotes (amounts, descriptions, files, the board's list minimum), takes no part
-- in the award and is recorded as having stood aside. Declaring waits for the bids to open (a
-- declaration made while they are sealed would name the bidders); a declared conflict cannot be
-- taken back, holds whatever the board's size, and no declaration changes after the award.

create policy "Winner data for owner, winner, admins, or when public" on public.project_awards
  for select to authenticated using (private.can_see_award(project_id));

-- A member who declared a conflict with the winning company reads neither the award nor the log's
-- entry of it (decision 0031).
create function private.conflicted_with(p_project_id uuid, p_provider_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.interest_declarations d where d.project_id = p_project_id
    and d.user_id = (select auth.uid()) and p_provider_id = any (d.conflict_provider_ids))
$$;

create function private.conflicted_with_winner(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.project_awards a where a.project_id = p_project_id
    and private.conflicted_with(a.project_id, a.winning_service_provider_id))
$$;

create policy "No award read by a member conflicted with its winner" on public.project_awards as restrictive
  for select to authenticated using (not private.conflicted_with(project_id, winning_service_provider_id));

create policy "The board and admins read a project's award proposals" on public.award_proposals
  for select to authenticated using (private.project_role(project_id) is not null or (select private.is_admin()));

create policy "The board and admins read who stands in on a project" on public.award_stand_ins
  for select to authenticated using (private.project_role(project_id) is not null or (select private.is_admin()));

-- The board's safeguards are the board's decision (decision 0031): the rule is not lowered under
-- an open award proposal, without the second factor where the board asks for it, or by one
-- person where two must agree (the chair proposes the change, another decider confirms it).

-- Whether the change lowers a safeguard: one signature instead of two, or no second factor.
create function private.lowers_award_rule(p_from_signatures integer, p_from_mfa boolean, p_to_signatures integer,
  p_to_mfa boolean) returns boolean
language sql immutable set search_path = '' as $$
  select p_to_signatures < p_from_signatures or (p_from_mfa and not p_to_mfa)
$$;

-- The members who decide: the chair and the ledamöter.
create function private.board_deciders(p_brf_id uuid) returns integer
language sql stable security definer set search_path = '' as $$
  select count(*)::integer from public.brf_members m where m.brf_id = p_brf_id and m.role in ('chair', 'member')
$$;

create function private.guard_award_rule() returns trigger
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

create trigger brf_profiles_award_rule before update of award_signatures, award_requires_mfa on public.brf_profiles
  for each row execute function private.guard_award_rule();

-- ---------------------------------------------------------------------------------------------
-- Declarations of interest
create function private.guard_declaration() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (new.bidder_ids, new.conflict_provider_ids, new.declared_at)
      is distinct from (old.bidder_ids, old.conflict_provider_ids, old.declared_at)
    and exists (select 1 from public.project_awards a where a.project_id = old.project_id) then
    raise exception 'Declarations cannot be changed after the award.' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger interest_declarations_fixed_after_award before update on public.interest_declarations
  for each row execute function private.guard_declaration();

create policy "The board and admins read a project's declarations once the bids are open"
  on public.interest_declarations for select to authenticated using (not private.bids_sealed(project_id)
    and (private.project_role(project_id) is not null or (select private.is_admin())));

-- The bidders the board declares over: their names wait for the opening too.
create function private.board_bidders(p_project_id uuid)
returns table (service_provider_id uuid, organization_name text, quoted_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select b.* from private.project_bidders(p_project_id) b
  where not private.bids_sealed(p_project_id)
    and ((private.project_role(p_project_id) is not null and private.project_visible(p_project_id))
      or private.is_admin())
$$;

create function public.project_bidders(p_project_id uuid)
returns table (service_provider_id uuid, organization_name text, quoted_at timestamptz)
language sql stable security invoker set search_path = '' as $$
  select * from private.board_bidders(p_project_id)
$$;

create function private.declare_interest(p_project_id uuid, p_conflict_provider_ids uuid[])
returns public.interest_declarations
language plpgsql security definer set search_path = '' as $$
declare
  v_bidders uuid[];
  v_conflicts uuid[];
  v_names text[];
  v_row public.interest_declarations;
begin
  if private.project_role(p_project_id) is null or not private.project_visible(p_project_id) then
    raise exception 'Project not found.' using errcode = 'P0002';
  end if;
  if private.bids_sealed(p_project_id) then
    raise exception 'Declarations open when the bids open.' using errcode = '23514';
  end if;
  select coalesce(array_agg(b.service_provider_id), '{}') into v_bidders from private.project_bidders(p_project_id) b;
  -- a declared conflict stays: a new declaration can add conflicts, never take one back
  select coalesce(array_agg(distinct c), '{}') into v_conflicts
    from unnest(coalesce(p_conflict_provider_ids, '{}'::uuid[]) || coalesce((select d.conflict_provider_ids
      from public.interest_declarations d where d.project_id = p_project_id and d.user_id = (select auth.uid())),
      '{}'::uuid[])) c
    where c is not null;
  if not v_conflicts <@ v_bidders then
    raise exception 'A conflict can only be declared with a company that has quoted on this project.'
      using errcode = '22023';
  end if;
  select coalesce(array_agg(s.organization_name order by s.id), '{}'),
    coalesce(array_agg(s.id order by s.id), '{}')
    into v_names, v_conflicts
    from public.service_provider_profiles s where s.id = any (v_conflicts);
  insert into public.interest_declarations as d
    (project_id, user_id, member_name, bidder_ids, conflict_provider_ids, conflict_provider_names)
  values (p_project_id, (select auth.uid()), private.person_name((select auth.uid())), v_bidders, v_conflicts,
    v_names)
  on conflict (project_id, user_id) do update
    set bidder_ids = excluded.bidder_ids, conflict_provider_ids = excluded.conflict_provider_ids,
      conflict_provider_names = excluded.conflict_provider_names, member_name = excluded.member_name,
      declared_at = now()
  returning * into v_row;
  perform private.log_activity(p_project_id, 'declared', jsonb_build_object('conflicts', to_jsonb(v_names)));
  return v_row;
end;
$$;

create function public.declare_interest(p_project_id uuid, p_conflict_provider_ids uuid[] default '{}')
returns public.interest_declarations
language sql security invoker set search_path = '' as $$
  select * from private.declare_interest(p_project_id, p_conflict_provider_ids)
$$;

-- ---------------------------------------------------------------------------------------------
-- Who takes part

-- A member who declared a conflict in this project.
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
create function private.award_signatures(p_project_id uuid) returns integer
language sql stable security definer set search_path = '' as $$
  select case when (select count(*) from private.project_board(p.id)) <= 1 then 1
    else b.award_signatures::integer end
  from public.projects p join public.brf_profiles b on b.id = p.brf_id
  where p.id = p_project_id
$$;

-- Why the caller cannot take part in this project's award now, or null when it can: a deputy and an
-- observer are told their own reason, a member with a declared conflict its own.
create function private.award_part_problem(p_project_id uuid) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  v_declaration public.interest_declarations;
begin
  if not private.may(p_project_id, 'award') then
    return case private.project_role(p_project_id)
      when 'deputy' then 'Deputies take part in the award only when called in for a member who stands aside.'
      when 'observer' then 'Observers follow the award but take no part in it.'
      else 'Only the project owner can award this project.'
    end;
  end if;
  select * into v_declaration from public.interest_declarations d
    where d.project_id = p_project_id and d.user_id = (select auth.uid());
  if found and cardinality(v_declaration.conflict_provider_ids) > 0 then
    return 'You declared a conflict of interest in this project, so you take no part in the award.';
  end if;
  if private.declarations_required(p_project_id) then
    if v_declaration.id is null or exists (select 1 from public.quotes q where q.project_id = p_project_id
        and q.status = 'submitted' and not q.service_provider_id = any (v_declaration.bidder_ids)) then
      return 'Declare your interests in this project before you take part in the award.';
    end if;
  end if;
  if not private.is_aal2() and exists (select 1 from public.projects p join public.brf_profiles b on b.id = p.brf_id
      where p.id = p_project_id and b.award_requires_mfa) then
    return 'Your board requires two-factor authentication to award. Sign in with your authentication code first.';
  end if;
  return null;
end;
$$;

create function private.require_award_part(p_project_id uuid) returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  v_problem text := private.award_part_problem(p_project_id);
begin
  if v_problem is not null then
    raise exception '%', v_problem using errcode = '42501';
  end if;
end;
$$;

-- What the browser shows a board member about the award: the same answers the RPCs give.
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


-- The quote to award, or why this project cannot be awarded to it now (the caller holds the
-- project's row lock).
create function private.awardable_quote(p_project public.projects, p_quote_id uuid) returns public.quotes
language plpgsql security definer set search_path = '' as $$
declare
  v_quote public.quotes;
begin
  if p_project.status = 'cancelled' then
    raise exception 'A cancelled project cannot be awarded.' using errcode = '23514';
  end if;
  if p_project.status not in ('open', 'closed')
     or exists (select 1 from public.project_awards a where a.project_id = p_project.id) then
    raise exception 'This project has already been awarded.' using errcode = '23514';
  end if;
  if now() < p_project.submission_deadline then
    raise exception 'You can only award the project after the submission deadline has passed.' using errcode = '23514';
  end if;
  perform 1 from public.quotes q where q.project_id = p_project.id for update;
  select * into v_quote from public.quotes q where q.id = p_quote_id and q.project_id = p_project.id;
  if not found or v_quote.status <> 'submitted' then
    raise exception 'Quote not found for this project.' using errcode = 'P0002';
  end if;
  return v_quote;
end;
$$;

-- Awards the quote: the project, the quotes' statuses, and every person of each bidding company told.
create function private.make_award(p_project public.projects, p_quote public.quotes) returns public.project_awards
language plpgsql security definer set search_path = '' as $$
declare
  v_award public.project_awards;
begin
  update public.projects set status = 'awarded' where id = p_project.id;
  insert into public.project_awards (project_id, winning_service_provider_id, winning_quote_id, winning_budget)
  values (p_project.id, p_quote.service_provider_id, p_quote.id, p_quote.quote_amount)
  returning * into v_award;
  update public.quotes
  set status = case when id = p_quote.id then 'accepted' else 'rejected' end
  where project_id = p_project.id and status = 'submitted';

  insert into public.notifications (user_id, project_id, quote_id, type, message, params)
  select people.user_id, p_project.id, p_quote.id, 'project_awarded',
    format('Congratulations! Your quote for "%s" has been accepted.', p_project.title),
    jsonb_build_object('title', p_project.title, 'outcome', 'won')
  from private.provider_people(p_quote.service_provider_id) as people(user_id);
  insert into public.notifications (user_id, project_id, quote_id, type, message, params)
  select people.user_id, p_project.id, q.id, 'project_awarded',
    format('The project "%s" has been awarded to another provider.', p_project.title),
    jsonb_build_object('title', p_project.title, 'outcome', 'not_awarded')
  from public.quotes q cross join lateral private.provider_people(q.service_provider_id) as people(user_id)
  where q.project_id = p_project.id and q.id <> p_quote.id and q.status = 'rejected';
  return v_award;
end;
$$;

-- The project, locked for the award (a deleted project is not found).
create function private.locked_project(p_project_id uuid) returns public.projects
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects;
begin
  select * into v_project from public.projects p where p.id = p_project_id and p.deleted_at is null for update;
  if not found then
    raise exception 'Project not found.' using errcode = 'P0002';
  end if;
  return v_project;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The award by one member: where the rule in force is one; it closes an open proposal (confirmed
-- when it is for this quote, whose reason it then takes), or records itself as one confirmed.
create function private.award_project(p_project_id uuid, p_quote_id uuid, p_reason text)
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

create function public.award_project(p_project_id uuid, p_quote_id uuid, p_reason text default null)
returns public.project_awards
language sql security invoker set search_path = '' as $$
  select * from private.award_project(p_project_id, p_quote_id, p_reason)
$$;

-- ---------------------------------------------------------------------------------------------
-- Proposing, confirming, withdrawing

-- Proposing tells the members who can confirm, deputies who stand in too (in the app and by
-- e-mail by default): the company and the amount including VAT (the comparable price, decision
-- 0019) for the members who see that company's quote; the others are told that an award waits,
-- not for whom.
create function private.propose_award(p_project_id uuid, p_quote_id uuid, p_reason text)
returns public.award_proposals
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects := private.locked_project(p_project_id);
  v_quote public.quotes;
  v_reason text := btrim(coalesce(p_reason, ''));
  v_proposal public.award_proposals;
  v_provider text;
  v_author text;
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
  v_author := coalesce(v_proposal.proposed_by_name, 'A board member');
  insert into public.notifications (user_id, project_id, quote_id, type, message, params)
  select taker.user_id, p_project_id, v_quote.id, 'award_proposed',
    case when seen then format('%s proposes awarding "%s" to %s for %s kr incl. VAT (%s kr excl.). Confirm or '
        'withdraw the proposal.', v_author, v_project.title, v_provider, private.whole_kronor(v_quote.amount_incl_vat),
        private.whole_kronor(v_quote.amount_incl_vat - v_quote.vat_amount))
      else format('%s proposes awarding "%s". Confirm or withdraw the proposal.', v_author, v_project.title) end,
    case when seen then jsonb_build_object('title', v_project.title, 'author', coalesce(v_proposal.proposed_by_name, ''),
        'provider', v_provider, 'amount_incl_vat', round(v_quote.amount_incl_vat),
        'amount_excl_vat', round(v_quote.amount_incl_vat - v_quote.vat_amount))
      else jsonb_build_object('title', v_project.title, 'author', coalesce(v_proposal.proposed_by_name, '')) end
  from private.award_takers(p_project_id) as taker(user_id)
    cross join lateral (select v_provider is not null
      and private.member_sees_bidder(taker.user_id, p_project_id, v_quote.service_provider_id) as seen) s
  where taker.user_id is distinct from (select auth.uid());
  return v_proposal;
end;
$$;

create function private.open_proposal(p_proposal_id uuid) returns public.award_proposals
language plpgsql security definer set search_path = '' as $$
declare
  v_proposal public.award_proposals;
begin
  select * into v_proposal from public.award_proposals a where a.id = p_proposal_id;
  if not found or private.project_role(v_proposal.project_id) is null then
    raise exception 'Award proposal not found.' using errcode = 'P0002';
  end if;
  perform private.locked_project(v_proposal.project_id);
  select * into v_proposal from public.award_proposals a where a.id = p_proposal_id for update;
  if v_proposal.outcome is not null then
    raise exception 'This award proposal is no longer open.' using errcode = '23514';
  end if;
  return v_proposal;
end;
$$;

-- Signers who were on the board when it mattered (decision 0031): the record keeps when each signer
-- joined the board.
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

-- Confirming: where the rule in force is one (the board shrank to one decider), the one left
-- confirms even a proposal of its own or of a member who has left.
-- A member who joined the board after the proposal was made does not confirm it (where two must
-- sign, both were on the board when it was proposed).
create function private.confirm_award(p_proposal_id uuid) returns public.project_awards
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

-- Withdrawing asks what taking part asks, of the proposer too (its role, the second factor).
create function private.withdraw_award_proposal(p_proposal_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_proposal public.award_proposals := private.open_proposal(p_proposal_id);
begin
  perform private.require_award_part(v_proposal.project_id);
  update public.award_proposals
    set outcome = 'withdrawn', closed_by = (select auth.uid()), closed_by_name = private.person_name((select auth.uid())),
      closed_at = now()
    where id = p_proposal_id;
  perform private.log_activity(v_proposal.project_id, 'withdrawn',
    jsonb_build_object('proposed_by', v_proposal.proposed_by_name));
end;
$$;

create function public.propose_award(p_project_id uuid, p_quote_id uuid, p_reason text)
returns public.award_proposals
language sql security invoker set search_path = '' as $$
  select * from private.propose_award(p_project_id, p_quote_id, p_reason)
$$;

create function public.confirm_award(p_proposal_id uuid) returns public.project_awards
language sql security invoker set search_path = '' as $$
  select * from private.confirm_award(p_proposal_id)
$$;

create function public.withdraw_award_proposal(p_proposal_id uuid) returns void
language sql security invoker set search_path = '' as $$
  select private.withdraw_award_proposal(p_proposal_id)
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
-- Declaring a conflict (decision 0024): earlier scores excluded, one's own open proposal falls,
-- the board told

create function private.on_conflict_declared() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_proposal public.award_proposals;
  v_title text;
begin
  if cardinality(new.conflict_provider_ids) = 0 then
    return null;
  end if;
  update public.quote_scores s set excluded_at = new.declared_at
    from public.quotes q
    where q.id = s.quote_id and q.project_id = new.project_id and s.user_id = new.user_id and s.excluded_at is null;

  select * into v_proposal from public.award_proposals a
    where a.project_id = new.project_id and a.outcome is null and a.proposed_by = new.user_id
    for update;
  if v_proposal.id is null then
    return null;
  end if;
  update public.award_proposals
    set outcome = 'withdrawn', closed_by = new.user_id, closed_by_name = new.member_name, closed_at = now()
    where id = v_proposal.id;
  perform private.log_activity(new.project_id, 'withdrawn',
    jsonb_build_object('proposed_by', v_proposal.proposed_by_name, 'because', 'conflict'));
  v_title := private.project_title(new.project_id);
  insert into public.notifications (user_id, project_id, quote_id, type, message, params)
  select m.user_id, new.project_id, v_proposal.quote_id, 'award_withdrawn',
    format('The award proposed on "%s" has fallen: %s declared a conflict of interest. A member who takes part '
      'may propose again.', v_title, coalesce(v_proposal.proposed_by_name, 'the proposer')),
    jsonb_build_object('title', v_title, 'author', coalesce(v_proposal.proposed_by_name, ''), 'because', 'conflict')
  from public.projects p join public.brf_members m on m.brf_id = p.brf_id
  where p.id = new.project_id and m.user_id is distinct from new.user_id;
  return null;
end;
$$;

create trigger interest_declarations_conflict_stands_aside
  after insert or update of conflict_provider_ids on public.interest_declarations
  for each row execute function private.on_conflict_declared();

-- Every member of the board hears of the award (the member who made it knows); the company and the
-- amount only where the member sees that company's quote. Awards written by the service role (the
-- demo world) tell nobody.
create function private.on_award_made() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_actor uuid := (select auth.uid());
  v_title text := private.project_title(new.project_id);
  v_author text := coalesce(private.person_name(v_actor), '');
  v_provider text;
  v_incl numeric;
  v_excl numeric;
begin
  if v_actor is null then
    return null;
  end if;
  select s.organization_name, q.amount_incl_vat, q.amount_incl_vat - q.vat_amount into v_provider, v_incl, v_excl
    from public.quotes q join public.service_provider_profiles s on s.id = q.service_provider_id
    where q.id = new.winning_quote_id;
  insert into public.notifications (user_id, project_id, quote_id, type, message, params)
  select m.user_id, new.project_id, new.winning_quote_id, 'award_made',
    case when seen then format('"%s" is awarded to %s for %s kr incl. VAT (%s kr excl.). %s confirmed the award.',
        v_title, v_provider, private.whole_kronor(v_incl), private.whole_kronor(v_excl),
        coalesce(nullif(v_author, ''), 'A board member'))
      else format('"%s" is awarded. %s confirmed the award.', v_title, coalesce(nullif(v_author, ''), 'A board member'))
    end,
    case when seen then jsonb_build_object('title', v_title, 'author', v_author, 'provider', v_provider,
        'amount_incl_vat', round(v_incl), 'amount_excl_vat', round(v_excl))
      else jsonb_build_object('title', v_title, 'author', v_author) end
  from public.projects p join public.brf_members m on m.brf_id = p.brf_id
    cross join lateral (select v_provider is not null and v_incl is not null
      and private.member_sees_bidder(m.user_id, new.project_id, new.winning_service_provider_id) as seen) s
  where p.id = new.project_id and m.user_id <> v_actor;
  return null;
end;
$$;

create trigger project_awards_tell_the_board after insert on public.project_awards
  for each row execute function private.on_award_made();

-- ---------------------------------------------------------------------------------------------
-- An award keeps the winning quote's basis and its amount including VAT beside winning_budget
-- (the amount as quoted, the spec's column): every headline number the database hands out is on
-- one VAT basis or carries its basis (decision 0026).

create function private.award_vat_basis() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_quote public.quotes;
begin
  select * into v_quote from public.quotes q where q.id = new.winning_quote_id;
  if found then
    new.winning_price_basis := v_quote.price_basis;
    new.winning_amount_incl_vat := v_quote.amount_incl_vat;
  else
    -- history written without its quote: an amount that states no basis reads as excluding VAT (0019)
    new.winning_price_basis := 'excl_vat';
    new.winning_amount_incl_vat := round(new.winning_budget * 1.25, 2);
  end if;
  return new;
end;
$$;

create trigger project_awards_vat_basis before insert or update of winning_quote_id, winning_budget
  on public.project_awards for each row execute function private.award_vat_basis();

-- ---------------------------------------------------------------------------------------------
-- Changing how the board awards: every change is logged and told; a change that lowers it is
-- proposed by the chair and confirmed by another decider.

create policy "A board's members and admins read its rule changes" on public.award_rule_changes
  for select to authenticated using (brf_id = (select private.current_brf_id()) or (select private.is_admin()));

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
revoke all on function private.award_takers(p_project_id uuid), private.award_signatures(p_project_id uuid),
  private.guard_award_rule(), private.guard_declaration(),
  private.has_conflict(p_project_id uuid, p_user_id uuid), private.award_part_problem(p_project_id uuid),
  private.require_award_part(p_project_id uuid), private.awardable_quote(p_project projects, p_quote_id uuid),
  private.make_award(p_project projects, p_quote quotes), private.locked_project(p_project_id uuid),
  private.open_proposal(p_proposal_id uuid) from public;
grant execute on function private.award_takers(p_project_id uuid),
  private.award_signatures(p_project_id uuid), private.guard_award_rule(), private.guard_declaration(),
  private.has_conflict(p_project_id uuid, p_user_id uuid), private.award_part_problem(p_project_id uuid),
  private.require_award_part(p_project_id uuid), private.awardable_quote(p_project projects, p_quote_id uuid),
  private.make_award(p_project projects, p_quote quotes), private.locked_project(p_project_id uuid),
  private.open_proposal(p_proposal_id uuid) to service_role;
revoke all on function private.board_bidders(p_project_id uuid),
  private.declare_interest(p_project_id uuid, p_conflict_provider_ids uuid[]),
  private.award_standing(p_project_id uuid),
  private.award_project(p_project_id uuid, p_quote_id uuid, p_reason text),
  private.propose_award(p_project_id uuid, p_quote_id uuid, p_reason text),
  private.confirm_award(p_proposal_id uuid), private.withdraw_award_proposal(p_proposal_id uuid),
  private.call_in_deputy(p_project_id uuid, p_deputy_id uuid,
    p_stands_in_for uuid) from public;
grant execute on function private.board_bidders(p_project_id uuid),
  private.declare_interest(p_project_id uuid, p_conflict_provider_ids uuid[]),
  private.award_standing(p_project_id uuid),
  private.award_project(p_project_id uuid, p_quote_id uuid, p_reason text),
  private.propose_award(p_project_id uuid, p_quote_id uuid, p_reason text),
  private.confirm_award(p_proposal_id uuid), private.withdraw_award_proposal(p_proposal_id uuid),
  private.call_in_deputy(p_project_id uuid, p_deputy_id uuid,
    p_stands_in_for uuid) to authenticated, service_role;
revoke all on function public.project_bidders(p_project_id uuid),
  public.declare_interest(p_project_id uuid, p_conflict_provider_ids uuid[]),
  public.award_standing(p_project_id uuid),
  public.award_project(p_project_id uuid, p_quote_id uuid, p_reason text),
  public.propose_award(p_project_id uuid, p_quote_id uuid, p_reason text),
  public.confirm_award(p_proposal_id uuid), public.withdraw_award_proposal(p_proposal_id uuid),
  public.call_in_deputy(p_project_id uuid, p_deputy_id uuid, p_stands_in_for uuid) from public;
grant execute on function public.project_bidders(p_project_id uuid),
  public.declare_interest(p_project_id uuid, p_conflict_provider_ids uuid[]),
  public.award_standing(p_project_id uuid),
  public.award_project(p_project_id uuid, p_quote_id uuid, p_reason text),
  public.propose_award(p_project_id uuid, p_quote_id uuid, p_reason text),
  public.confirm_award(p_proposal_id uuid), public.withdraw_award_proposal(p_proposal_id uuid),
  public.call_in_deputy(p_project_id uuid, p_deputy_id uuid, p_stands_in_for uuid) to authenticated;
grant select on table public.project_awards to authenticated;
grant select on table public.interest_declarations to authenticated;
grant select on table public.award_proposals to authenticated;
grant select on table public.award_stand_ins to authenticated;
revoke all on function private.on_conflict_declared(), private.on_award_made() from public;
grant execute on function private.on_conflict_declared(), private.on_award_made() to service_role;
revoke all on function private.award_vat_basis() from public;
grant execute on function private.award_vat_basis() to service_role;
revoke all on function private.joined_board_at(p_project_id uuid, p_user_id uuid), private.stamp_signers(),
  private.lowers_award_rule(p_from_signatures integer, p_from_mfa boolean, p_to_signatures integer, p_to_mfa boolean),
  private.board_deciders(p_brf_id uuid), private.on_award_rule_changed(),
  private.propose_award_rule_change(p_award_signatures integer, p_award_requires_mfa boolean),
  private.open_award_rule_change(p_change_id uuid), private.confirm_award_rule_change(p_change_id uuid),
  private.withdraw_award_rule_change(p_change_id uuid) from public;
grant execute on function private.propose_award_rule_change(p_award_signatures integer, p_award_requires_mfa boolean),
  private.confirm_award_rule_change(p_change_id uuid), private.withdraw_award_rule_change(p_change_id uuid)
  to authenticated, service_role;
grant execute on function private.joined_board_at(p_project_id uuid, p_user_id uuid), private.stamp_signers(),
  private.lowers_award_rule(p_from_signatures integer, p_from_mfa boolean, p_to_signatures integer, p_to_mfa boolean),
  private.board_deciders(p_brf_id uuid), private.on_award_rule_changed(),
  private.open_award_rule_change(p_change_id uuid) to service_role;
revoke all on function public.propose_award_rule_change(p_award_signatures integer, p_award_requires_mfa boolean),
  public.confirm_award_rule_change(p_change_id uuid), public.withdraw_award_rule_change(p_change_id uuid)
  from public, anon;
grant execute on function public.propose_award_rule_change(p_award_signatures integer, p_award_requires_mfa boolean),
  public.confirm_award_rule_change(p_change_id uuid), public.withdraw_award_rule_change(p_change_id uuid)
  to authenticated;
grant select on table public.award_rule_changes to authenticated;
revoke all on function private.conflicted_with(p_project_id uuid, p_provider_id uuid),
  private.conflicted_with_winner(p_project_id uuid) from public;
grant execute on function private.conflicted_with(p_project_id uuid, p_provider_id uuid),
  private.conflicted_with_winner(p_project_id uuid) to authenticated, service_role;

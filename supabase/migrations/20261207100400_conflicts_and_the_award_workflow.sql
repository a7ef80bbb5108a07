-- A conflicted member takes no part, and the award is a workflow (decision 0024, building on 0018).
-- A member who declares a conflict of interest scores and notes nothing more; scores it gave
-- before are kept for the minutes but marked excluded, so no average counts them; an open
-- proposal of its own falls (withdrawn, logged, the board told). A proposal tells each member who
-- can confirm it what was proposed (company and amount where the member sees the quote); the award
-- tells the whole board. A deputy or an observer is told the real reason it takes no part, and
-- that it does not create projects. A reply from the board stays an answer when its writer later
-- leaves the board, so the to-do does not ask the board again.

-- ---------------------------------------------------------------------------------------------
-- Scores of a member who stands aside

alter table public.quote_scores add column excluded_at timestamptz;
comment on column public.quote_scores.excluded_at is
  'when the member declared a conflict of interest in the project: the score is kept, and counts for nothing';

-- An exclusion (or a name erased) is no new score: the member's own time stays.
create or replace function private.stamp_assessment() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE'
     and (to_jsonb(new) - 'excluded_at' - 'member_name') = (to_jsonb(old) - 'excluded_at' - 'member_name') then
    return new;
  end if;
  new.updated_at := now();
  if tg_table_name = 'quote_scores' then
    new.member_name := private.person_name(new.user_id);
  end if;
  return new;
end;
$$;

-- A member with a declared conflict in the project scores and notes none of its quotes.
create or replace function private.may_assess_quote(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q
    where q.id = p_quote_id and private.may(q.project_id, 'star') and private.project_visible(q.project_id)
      and private.sees_bidder(q.project_id, q.service_provider_id)
      and not private.has_conflict(q.project_id, (select auth.uid()))
  )
$$;

-- An excluded score is part of the record: its member cannot take it back.
drop policy "A member takes back its score" on public.quote_scores;
create policy "A member takes back its score" on public.quote_scores
  for delete to authenticated using (user_id = (select auth.uid()) and excluded_at is null);

-- ---------------------------------------------------------------------------------------------
-- Declaring a conflict: earlier scores excluded, one's own open proposal falls, the board told

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

-- ---------------------------------------------------------------------------------------------
-- Why a member takes no part: a deputy and an observer are told their own reason

create or replace function private.award_part_problem(p_project_id uuid) returns text
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

-- Withdrawing asks what taking part asks, of the proposer too (its role, the second factor).
create or replace function private.withdraw_award_proposal(p_proposal_id uuid) returns void
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

-- ---------------------------------------------------------------------------------------------
-- A proposal tells who can confirm it what was proposed; the award tells the board

alter table public.notifications drop constraint notifications_type_check;
alter table public.notifications add constraint notifications_type_check check (type in ('new_quote',
  'quote_viewed', 'project_awarded', 'deadline_1week', 'deadline_2weeks', 'deadline_1month', 'new_message',
  'project_deleted', 'new_question', 'deadline_changed', 'project_cancelled', 'ready_to_award', 'award_proposed',
  'membership_requested', 'award_made', 'award_withdrawn'));
alter table public.notification_preferences
  add column award_made boolean not null default true,
  add column email_award_made boolean not null default true,
  add column award_withdrawn boolean not null default true,
  add column email_award_withdrawn boolean not null default true;

create or replace function private.email_default(p_type text) returns boolean
language sql immutable set search_path = '' as $$
  select p_type in ('new_quote', 'new_question', 'project_awarded', 'ready_to_award', 'deadline_1week',
    'deadline_2weeks', 'deadline_1month', 'award_proposed', 'membership_requested', 'award_made', 'award_withdrawn')
$$;

-- The company and the amount including VAT (the comparable price, decision 0019), for the members
-- who see that company's quote; the others are told that an award waits, not for whom.
create or replace function private.propose_award(p_project_id uuid, p_quote_id uuid, p_reason text)
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

-- The to-do's proposal to confirm reaches a deputy called in for the project too.
create or replace function private.my_board_todo()
returns table (kind text, project_id uuid, title text, count integer, at timestamptz)
language sql stable security definer set search_path = '' as $$
  select 'confirm_award', p.id, p.title, 1, a.proposed_at
  from public.award_proposals a join public.projects p on p.id = a.project_id
  where a.outcome is null and p.deleted_at is null
    and (p.brf_id = private.acting_brf_id() or (select auth.uid()) in (select private.stand_ins(p.id)))
    and a.proposed_by is distinct from (select auth.uid())
    and not exists (select 1 from public.interest_declarations d where d.project_id = p.id
      and d.user_id = (select auth.uid()) and cardinality(d.conflict_provider_ids) > 0)
  union all
  select 'declare_interest', p.id, p.title, count(*)::integer, max(x.quoted_at)
  from public.projects p cross join lateral private.project_bidders(p.id) x
  where p.brf_id = private.current_brf_id() and p.deleted_at is null
    and not exists (select 1 from public.project_awards w where w.project_id = p.id)
    and private.declarations_required(p.id) and not private.bids_sealed(p.id)
    and not exists (select 1 from public.interest_declarations d where d.project_id = p.id
      and d.user_id = (select auth.uid()) and x.service_provider_id = any (d.bidder_ids))
  group by p.id, p.title
$$;

-- ---------------------------------------------------------------------------------------------
-- Projects are created by the members who act for the board (chair and ledamöter)

create function private.guard_project_creator() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (select auth.uid()) is not null and private.acting_brf_id() is distinct from new.brf_id
     and exists (select 1 from public.brf_members m where m.user_id = (select auth.uid()) and m.brf_id = new.brf_id
       and m.role in ('deputy', 'observer')) then
    raise exception 'Only the chair and the members of the board create projects, not deputies or observers.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger projects_created_by_deciders before insert on public.projects
  for each row execute function private.guard_project_creator();

-- ---------------------------------------------------------------------------------------------
-- A reply from the board stays the board's: written by one of its deciders when it was sent

alter table public.project_messages add column by_board boolean not null default false;
comment on column public.project_messages.by_board is
  'sent by the chair or a member of the project''s board (set by the database when the message is sent)';

create function private.stamp_message_by_board() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.by_board := private.is_board_member(new.project_id, coalesce(new.sender_id, (select auth.uid())));
  return new;
end;
$$;

-- named to run after project_messages_guard, which sets the sender
create trigger project_messages_stamp_board before insert on public.project_messages
  for each row execute function private.stamp_message_by_board();

-- Messages from before: the board's deciders of today, and those who wrote as the board's BRF and
-- are no longer on it.
update public.project_messages m set by_board = true
from public.projects p join public.brf_profiles b on b.id = p.brf_id
where p.id = m.project_id and (private.is_board_member(p.id, m.sender_id)
  or (m.is_brf and m.organization_name = b.organization_name
    and not exists (select 1 from public.brf_members x where x.brf_id = b.id and x.user_id = m.sender_id)));

-- The to-do of *_members_act_for_the_organisation.sql, with a question counted as answered by what
-- the board was when it answered.
create or replace function private.my_todo()
returns table (kind text, project_id uuid, title text, count integer, at timestamptz)
language sql stable security definer set search_path = '' as $$
  with me as (
    select (select auth.uid()) as uid, private.current_brf_id() as brf_id,
      private.current_provider_id() as provider_id
  ),
  own as (
    select p.id, p.title, p.status, p.submission_deadline
    from public.projects p
    where p.brf_id = (select brf_id from me) and p.deleted_at is null
  ),
  quoted as (
    select p.id, p.title, p.status, p.submission_deadline, q.status as quote_status, q.updated_at
    from public.quotes q join public.projects p on p.id = q.project_id
    where q.service_provider_id = (select provider_id from me) and p.deleted_at is null
  )
  select 'unanswered_question', o.id, o.title, count(*)::integer, max(m.created_at)
  from own o join public.project_messages m on m.project_id = o.id and m.parent_message_id is null
  where not (m.by_board or private.is_board_member(o.id, m.sender_id))
    and not exists (select 1 from public.project_messages r where r.parent_message_id = m.id
      and (r.by_board or private.is_board_member(o.id, r.sender_id)))
  group by o.id, o.title
  union all
  select 'ready_to_award', o.id, o.title, count(*)::integer, o.submission_deadline
  from own o join public.quotes q on q.project_id = o.id and q.status = 'submitted'
  where o.status in ('open', 'closed') and o.submission_deadline <= now()
    and not exists (select 1 from public.project_awards a where a.project_id = o.id)
  group by o.id, o.title, o.submission_deadline
  union all
  select 'new_quotes', o.id, o.title, count(*)::integer, max(q.created_at)
  from own o join public.quotes q on q.project_id = o.id and q.status = 'submitted' and not q.is_viewed
  group by o.id, o.title
  union all
  select 'answered_question', p.id, p.title, count(*)::integer, max(r.created_at)
  from public.projects p join public.project_messages r on r.project_id = p.id and r.parent_message_id is not null
    and r.is_brf and r.created_at > now() - interval '7 days'
  where p.deleted_at is null and (r.by_board or private.is_board_member(p.id, r.sender_id))
    and (p.id in (select id from quoted where quote_status in ('submitted', 'accepted'))
      or exists (select 1 from public.project_messages mine where mine.project_id = p.id
        and mine.sender_id = (select uid from me) and (select provider_id from me) is not null))
  group by p.id, p.title
  union all
  select case q.quote_status when 'accepted' then 'won' else 'not_awarded' end, q.id, q.title, 1, a.awarded_at
  from quoted q join public.project_awards a on a.project_id = q.id
  where q.quote_status in ('accepted', 'rejected') and a.awarded_at > now() - interval '14 days'
  union all
  select 'deadline_soon', p.id, p.title, 1, p.submission_deadline
  from public.projects p
  where p.deleted_at is null and p.status = 'open' and (select provider_id from me) is not null
    and p.submission_deadline > now() and p.submission_deadline <= now() + interval '7 days'
    and (p.id in (select id from quoted where quote_status = 'submitted')
      or exists (select 1 from public.project_subscriptions f where f.project_id = p.id
        and f.user_id = (select uid from me) and f.is_subscribed))
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what: the new helpers are trigger-only
revoke all on function private.on_conflict_declared(), private.on_award_made(), private.guard_project_creator(),
  private.stamp_message_by_board() from public;
grant execute on function private.on_conflict_declared(), private.on_award_made(), private.guard_project_creator(),
  private.stamp_message_by_board() to service_role;

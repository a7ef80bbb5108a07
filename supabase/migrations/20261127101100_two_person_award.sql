-- The award by two members (issue 29; 'två i förening'). A BRF's chair sets how many members an
-- award takes, 1 or 2: boards registered from now on start at 2, those from before keep 1. With
-- 2, a member who may award proposes a quote with a reason, another confirms it, and either may
-- withdraw it before then. A member takes part only when cleared: declared without a conflict
-- over every bidder (on a board that declares) and, when the chair requires it, signed in with
-- the second factor. The award itself still holds every rule the spec gives it.

alter table public.brf_profiles
  add column award_signatures smallint not null default 2 check (award_signatures in (1, 2)),
  add column award_requires_mfa boolean not null default false;
update public.brf_profiles set award_signatures = 1;
grant update (award_signatures, award_requires_mfa) on table public.brf_profiles to authenticated;

create table public.award_proposals (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  quote_id uuid not null references public.quotes (id) on delete cascade,
  reason text not null check (char_length(reason) between 1 and 2000 and reason = btrim(reason)),
  proposed_by uuid references auth.users (id) on delete set null,
  proposed_by_name text,
  proposed_at timestamptz not null default now(),
  outcome text check (outcome in ('confirmed', 'withdrawn')),
  closed_by uuid references auth.users (id) on delete set null,
  closed_by_name text,
  closed_at timestamptz,
  constraint award_proposals_closed check ((outcome is null) = (closed_at is null))
);
-- one open proposal per project
create unique index award_proposals_open_idx on public.award_proposals (project_id) where outcome is null;
create index award_proposals_project_idx on public.award_proposals (project_id, proposed_at desc);
alter table public.award_proposals enable row level security;

create policy "The board and admins read a project's award proposals" on public.award_proposals
  for select to authenticated using (private.project_role(project_id) is not null or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Who takes part

-- Why the caller cannot take part in this project's award now, or null when it can.
create function private.award_part_problem(p_project_id uuid) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  v_declaration public.interest_declarations;
begin
  if not private.may(p_project_id, 'award') then
    return 'Only the project owner can award this project.';
  end if;
  if private.declarations_required(p_project_id) then
    select * into v_declaration from public.interest_declarations d
      where d.project_id = p_project_id and d.user_id = (select auth.uid());
    if found and cardinality(v_declaration.conflict_provider_ids) > 0 then
      return 'You declared a conflict of interest in this project, so you take no part in the award.';
    end if;
    if not found or exists (select 1 from public.quotes q where q.project_id = p_project_id
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
  out declared boolean, out declaration_current boolean, out conflicted boolean, out problem text)
language sql stable security definer set search_path = '' as $$
  select b.award_signatures::integer, b.award_requires_mfa, private.declarations_required(p.id),
    d.id is not null,
    d.id is not null and not exists (select 1 from private.project_bidders(p.id) x
      where not x.service_provider_id = any (d.bidder_ids)),
    coalesce(cardinality(d.conflict_provider_ids) > 0, false),
    private.award_part_problem(p.id)
  from public.projects p join public.brf_profiles b on b.id = p.brf_id
    left join public.interest_declarations d on d.project_id = p.id and d.user_id = (select auth.uid())
  where p.id = p_project_id and private.project_role(p.id) is not null and private.project_visible(p.id)
$$;

create function public.award_standing(p_project_id uuid,
  out award_signatures integer, out award_requires_mfa boolean, out declarations_required boolean,
  out declared boolean, out declaration_current boolean, out conflicted boolean, out problem text)
language sql stable security invoker set search_path = '' as $$
  select * from private.award_standing(p_project_id)
$$;

-- ---------------------------------------------------------------------------------------------
-- The award, in parts: whether it can be made, and making it

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

create function private.award_signatures(p_project_id uuid) returns integer
language sql stable security definer set search_path = '' as $$
  select b.award_signatures::integer from public.projects p join public.brf_profiles b on b.id = p.brf_id
  where p.id = p_project_id
$$;

-- The spec's award: one member, where the board's rule is 1.
create or replace function private.award_project(p_project_id uuid, p_quote_id uuid) returns public.project_awards
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects := private.locked_project(p_project_id);
begin
  perform private.require_award_part(p_project_id);
  if private.award_signatures(p_project_id) = 2 then
    raise exception 'Your board awards with two members: propose the award and another member confirms it.'
      using errcode = '23514';
  end if;
  return private.make_award(v_project, private.awardable_quote(v_project, p_quote_id));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Proposing, confirming, withdrawing

create function private.propose_award(p_project_id uuid, p_quote_id uuid, p_reason text)
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
    'amount', v_quote.quote_amount, 'reason', v_reason));
  -- the members who can confirm it
  insert into public.notifications (user_id, project_id, quote_id, type, message, params)
  select board.user_id, p_project_id, v_quote.id, 'award_proposed',
    format('%s proposes awarding "%s". Confirm or withdraw the proposal.',
      coalesce(v_proposal.proposed_by_name, 'A board member'), v_project.title),
    jsonb_build_object('title', v_project.title, 'author', coalesce(v_proposal.proposed_by_name, ''))
  from private.project_board(p_project_id) as board(user_id)
  where board.user_id is distinct from (select auth.uid())
    and not exists (select 1 from public.interest_declarations d where d.project_id = p_project_id
      and d.user_id = board.user_id and cardinality(d.conflict_provider_ids) > 0);
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

create function private.confirm_award(p_proposal_id uuid) returns public.project_awards
language plpgsql security definer set search_path = '' as $$
declare
  v_proposal public.award_proposals := private.open_proposal(p_proposal_id);
  v_project public.projects;
  v_quote public.quotes;
begin
  perform private.require_award_part(v_proposal.project_id);
  if v_proposal.proposed_by = (select auth.uid()) then
    raise exception 'You proposed this award: another board member confirms it.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.projects p join public.brf_members m on m.brf_id = p.brf_id
      where p.id = v_proposal.project_id and m.user_id = v_proposal.proposed_by and m.role in ('chair', 'member')) then
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

create function private.withdraw_award_proposal(p_proposal_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_proposal public.award_proposals := private.open_proposal(p_proposal_id);
begin
  if v_proposal.proposed_by is distinct from (select auth.uid()) then
    perform private.require_award_part(v_proposal.project_id);
  elsif not private.may(v_proposal.project_id, 'award') then
    raise exception 'Only the project owner can award this project.' using errcode = '42501';
  end if;
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

-- The award's entry names the members who stood aside.
create or replace function private.on_award_activity() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(new.project_id, 'awarded', jsonb_build_object(
    'provider', (select s.organization_name from public.service_provider_profiles s
      where s.id = new.winning_service_provider_id),
    'amount', new.winning_budget,
    'stood_aside', coalesce((select jsonb_agg(d.member_name order by d.declared_at) from public.interest_declarations d
      where d.project_id = new.project_id and cardinality(d.conflict_provider_ids) > 0), '[]'::jsonb)));
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Told: the members who can confirm a proposal (in the app and by e-mail by default)

alter table public.notifications drop constraint notifications_type_check;
alter table public.notifications add constraint notifications_type_check check (type in ('new_quote',
  'quote_viewed', 'project_awarded', 'deadline_1week', 'deadline_2weeks', 'deadline_1month', 'new_message',
  'project_deleted', 'new_question', 'deadline_changed', 'project_cancelled', 'ready_to_award', 'award_proposed'));
alter table public.notification_preferences
  add column award_proposed boolean not null default true,
  add column email_award_proposed boolean not null default true;

create or replace function private.email_default(p_type text) returns boolean
language sql immutable set search_path = '' as $$
  select p_type in ('new_quote', 'new_question', 'project_awarded', 'ready_to_award', 'deadline_1week',
    'deadline_2weeks', 'deadline_1month', 'award_proposed')
$$;

-- Any type with an e-mail switch can be unsubscribed from: the link is signed, so the type is ours.
create or replace function public.unsubscribe_email(p_token text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_parts text[] := string_to_array(coalesce(p_token, ''), '.');
  v_user uuid;
  v_type text;
begin
  if cardinality(v_parts) <> 4 or v_parts[1] !~ '^[0-9a-f-]{36}$' or v_parts[3] !~ '^[0-9]{1,12}$'
     or private.unsubscribe_signature(v_parts[1] || '.' || v_parts[2] || '.' || v_parts[3]) <> v_parts[4] then
    raise exception 'This unsubscribe link is not valid.' using errcode = '22023';
  end if;
  if to_timestamp(v_parts[3]::bigint) < now() then
    raise exception 'This unsubscribe link has expired.' using errcode = '22023';
  end if;
  v_user := v_parts[1]::uuid;
  v_type := v_parts[2];
  insert into public.notification_preferences (user_id) values (v_user) on conflict (user_id) do nothing;
  if v_type = 'all' then
    update public.notification_preferences set email_notifications = false, updated_at = now() where user_id = v_user;
  elsif v_type ~ '^[a-z0-9_]+$' and exists (select 1 from information_schema.columns c
      where c.table_schema = 'public' and c.table_name = 'notification_preferences'
        and c.column_name = 'email_' || v_type) then
    execute format('update public.notification_preferences set %I = false, updated_at = now() where user_id = $1',
      'email_' || v_type) using v_user;
  else
    raise exception 'This unsubscribe link is not valid.' using errcode = '22023';
  end if;
  return v_type;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The to-do: a proposal to confirm, quotes waiting for the member's declaration.

create function private.my_board_todo()
returns table (kind text, project_id uuid, title text, count integer, at timestamptz)
language sql stable security definer set search_path = '' as $$
  select 'confirm_award', p.id, p.title, 1, a.proposed_at
  from public.award_proposals a join public.projects p on p.id = a.project_id
  where a.outcome is null and p.deleted_at is null and p.brf_id = private.acting_brf_id()
    and a.proposed_by is distinct from (select auth.uid())
    and not exists (select 1 from public.interest_declarations d where d.project_id = p.id
      and d.user_id = (select auth.uid()) and cardinality(d.conflict_provider_ids) > 0)
  union all
  select 'declare_interest', p.id, p.title, count(*)::integer, max(x.quoted_at)
  from public.projects p cross join lateral private.project_bidders(p.id) x
  where p.brf_id = private.current_brf_id() and p.deleted_at is null
    and not exists (select 1 from public.project_awards w where w.project_id = p.id)
    and private.declarations_required(p.id)
    and not exists (select 1 from public.interest_declarations d where d.project_id = p.id
      and d.user_id = (select auth.uid()) and x.service_provider_id = any (d.bidder_ids))
  group by p.id, p.title
$$;

create or replace function public.my_todo()
returns table (kind text, project_id uuid, title text, count integer, at timestamptz)
language sql stable security invoker set search_path = '' as $$
  select * from private.my_todo()
  union all
  select * from private.my_board_todo()
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.award_part_problem(p_project_id uuid), private.require_award_part(p_project_id uuid),
  private.awardable_quote(p_project public.projects, p_quote_id uuid),
  private.make_award(p_project public.projects, p_quote public.quotes), private.locked_project(p_project_id uuid),
  private.award_signatures(p_project_id uuid),
  private.propose_award(p_project_id uuid, p_quote_id uuid, p_reason text),
  private.open_proposal(p_proposal_id uuid), private.confirm_award(p_proposal_id uuid),
  private.withdraw_award_proposal(p_proposal_id uuid), private.my_board_todo(),
  private.award_standing(p_project_id uuid) from public;
grant execute on function private.propose_award(p_project_id uuid, p_quote_id uuid, p_reason text),
  private.award_standing(p_project_id uuid),
  private.confirm_award(p_proposal_id uuid), private.withdraw_award_proposal(p_proposal_id uuid),
  private.my_board_todo() to authenticated, service_role;
grant execute on function private.award_part_problem(p_project_id uuid), private.require_award_part(p_project_id uuid),
  private.awardable_quote(p_project public.projects, p_quote_id uuid),
  private.make_award(p_project public.projects, p_quote public.quotes), private.locked_project(p_project_id uuid),
  private.award_signatures(p_project_id uuid), private.open_proposal(p_proposal_id uuid) to service_role;
revoke all on function public.award_standing(p_project_id uuid),
  public.propose_award(p_project_id uuid, p_quote_id uuid, p_reason text), public.confirm_award(p_proposal_id uuid),
  public.withdraw_award_proposal(p_proposal_id uuid) from public, anon;
grant execute on function public.award_standing(p_project_id uuid),
  public.propose_award(p_project_id uuid, p_quote_id uuid, p_reason text), public.confirm_award(p_proposal_id uuid),
  public.withdraw_award_proposal(p_proposal_id uuid) to authenticated;
grant select on table public.award_proposals to authenticated;

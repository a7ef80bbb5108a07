-- A decision records its reasons (issue 30). An award by one member now gives its reason as a
-- proposal by two does: the award's record is the confirmed proposal (reason, proposer,
-- confirmer; the same member where the board's rule is 1). A procurement can be cancelled with
-- a reason, also past its deadline while nothing is awarded; its bidders and followers are told
-- why. And a board learns which companies sent sealed bids only when the bids open.

drop function public.award_project(p_project_id uuid, p_quote_id uuid);
drop function private.award_project(p_project_id uuid, p_quote_id uuid);

create function private.award_project(p_project_id uuid, p_quote_id uuid, p_reason text)
returns public.project_awards
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects := private.locked_project(p_project_id);
  v_quote public.quotes;
  v_reason text := btrim(coalesce(p_reason, ''));
  v_name text := private.person_name((select auth.uid()));
begin
  perform private.require_award_part(p_project_id);
  if private.award_signatures(p_project_id) = 2 then
    raise exception 'Your board awards with two members: propose the award and another member confirms it.'
      using errcode = '23514';
  end if;
  v_quote := private.awardable_quote(v_project, p_quote_id);
  if v_reason = '' then
    raise exception 'Give the reason for this award.' using errcode = '23514';
  end if;
  if char_length(v_reason) > 2000 then
    raise exception 'The reason can be at most 2000 characters.' using errcode = '23514';
  end if;
  insert into public.award_proposals (project_id, quote_id, reason, proposed_by, proposed_by_name, outcome,
    closed_by, closed_by_name, closed_at)
  values (p_project_id, v_quote.id, v_reason, (select auth.uid()), v_name, 'confirmed', (select auth.uid()), v_name,
    now());
  return private.make_award(v_project, v_quote);
end;
$$;

create function public.award_project(p_project_id uuid, p_quote_id uuid, p_reason text default null)
returns public.project_awards
language sql security invoker set search_path = '' as $$
  select * from private.award_project(p_project_id, p_quote_id, p_reason)
$$;

-- The award's log entry carries the decision's reason.
create or replace function private.on_award_activity() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(new.project_id, 'awarded', jsonb_build_object(
    'provider', (select s.organization_name from public.service_provider_profiles s
      where s.id = new.winning_service_provider_id),
    'amount', new.winning_budget,
    'reason', (select a.reason from public.award_proposals a
      where a.project_id = new.project_id and a.outcome = 'confirmed'),
    'stood_aside', coalesce((select jsonb_agg(d.member_name order by d.declared_at) from public.interest_declarations d
      where d.project_id = new.project_id and cardinality(d.conflict_provider_ids) > 0), '[]'::jsonb)));
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Cancelling with a reason

alter table public.projects add column cancel_reason text check (char_length(cancel_reason) between 1 and 2000);

drop function public.cancel_project(p_project_id uuid);
drop function private.cancel_project(p_project_id uuid);

create function private.cancel_project(p_project_id uuid, p_reason text) returns public.projects
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects := private.locked_project(p_project_id);
  v_reason text := btrim(coalesce(p_reason, ''));
begin
  if not private.may(p_project_id, 'manage') then
    raise exception 'Only the project owner can cancel this project.' using errcode = '42501';
  end if;
  if public.effective_project_status(v_project.status, v_project.submission_deadline) not in ('open', 'closed')
     or exists (select 1 from public.project_awards a where a.project_id = p_project_id) then
    raise exception 'Only a project that is not awarded can be cancelled.' using errcode = '23514';
  end if;
  if v_reason = '' then
    raise exception 'Give the reason for cancelling.' using errcode = '23514';
  end if;
  if char_length(v_reason) > 2000 then
    raise exception 'The reason can be at most 2000 characters.' using errcode = '23514';
  end if;
  -- an open proposal falls with the procurement
  update public.award_proposals
    set outcome = 'withdrawn', closed_by = (select auth.uid()),
      closed_by_name = private.person_name((select auth.uid())), closed_at = now()
    where project_id = p_project_id and outcome is null;
  update public.projects set status = 'cancelled', cancel_reason = v_reason where id = p_project_id
    returning * into v_project;
  return v_project;
end;
$$;

create function public.cancel_project(p_project_id uuid, p_reason text default null) returns public.projects
language sql security invoker set search_path = '' as $$
  select * from private.cancel_project(p_project_id, p_reason)
$$;

-- The audience is told why; the log keeps the reason.
create or replace function private.on_project_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.deleted_at is not null then
    return null;
  end if;
  if new.submission_deadline is distinct from old.submission_deadline and new.status = 'open' then
    insert into public.notifications (user_id, project_id, type, message, params)
    select a.user_id, new.id, 'deadline_changed',
      format('The submission deadline for "%s" has changed to %s.', new.title,
        to_char(new.submission_deadline at time zone 'Europe/Stockholm', 'YYYY-MM-DD HH24:MI')),
      jsonb_build_object('title', new.title, 'deadline', new.submission_deadline,
        'previous', old.submission_deadline)
    from private.project_audience(new.id) a;
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    insert into public.notifications (user_id, project_id, type, message, params)
    select a.user_id, new.id, 'project_cancelled',
      format('The project "%s" has been cancelled by its owner.', new.title),
      jsonb_strip_nulls(jsonb_build_object('title', new.title, 'reason', new.cancel_reason))
    from private.project_audience(new.id) a;
  end if;
  return null;
end;
$$;

create or replace function private.on_project_activity() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_changed text[];
begin
  if tg_op = 'INSERT' then
    -- when the project says it was created (imported and seeded projects carry their own time)
    perform private.log_activity(new.id, 'created', jsonb_build_object('title', new.title), new.created_at);
    return null;
  end if;
  if new.deleted_at is not null and old.deleted_at is null then
    perform private.log_activity(new.id, 'archived', '{}'::jsonb);
    return null;
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    perform private.log_activity(new.id, 'cancelled', jsonb_strip_nulls(jsonb_build_object('reason', new.cancel_reason)));
  end if;
  v_changed := array_remove(array[
    case when new.title is distinct from old.title then 'title' end,
    case when new.description is distinct from old.description then 'description' end,
    case when new.submission_deadline is distinct from old.submission_deadline then 'submission_deadline' end,
    case when new.max_bids is distinct from old.max_bids then 'max_bids' end,
    case when new.show_winner_publicly is distinct from old.show_winner_publicly then 'show_winner_publicly' end
  ], null);
  if cardinality(v_changed) > 0 then
    perform private.log_activity(new.id, 'edited', jsonb_build_object('fields', to_jsonb(v_changed)));
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Sealed bidders stay unnamed: a board reads a provider's profile once it has an open quote from it.

create or replace function private.received_quote_from(p_service_provider_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q join public.projects p on p.id = q.project_id
    where q.service_provider_id = p_service_provider_id and p.brf_id = private.current_brf_id()
      and not private.bids_sealed(p.id)
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.award_project(p_project_id uuid, p_quote_id uuid, p_reason text),
  private.cancel_project(p_project_id uuid, p_reason text) from public;
grant execute on function private.award_project(p_project_id uuid, p_quote_id uuid, p_reason text),
  private.cancel_project(p_project_id uuid, p_reason text) to authenticated, service_role;
revoke all on function public.award_project(p_project_id uuid, p_quote_id uuid, p_reason text),
  public.cancel_project(p_project_id uuid, p_reason text) from public, anon;
grant execute on function public.award_project(p_project_id uuid, p_quote_id uuid, p_reason text),
  public.cancel_project(p_project_id uuid, p_reason text) to authenticated;

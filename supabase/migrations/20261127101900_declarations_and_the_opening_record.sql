-- What an attacker's review of the board's award found (issue 29 and 30), closed where it lives:
-- a declaration made while the bids are sealed would name the bidders, so declaring waits for the
-- opening; a declared conflict can no longer be taken back, and holds whatever the board's size;
-- the opening record's bids are shown to a member only for the companies its declaration clears,
-- and the proposal's log entry names no amount; the admin audit log names no sealed bidder; and
-- the chair cannot lower the award rule while a proposal waits.

create or replace function private.declare_interest(p_project_id uuid, p_conflict_provider_ids uuid[])
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

create or replace function private.award_part_problem(p_project_id uuid) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  v_declaration public.interest_declarations;
begin
  if not private.may(p_project_id, 'award') then
    return 'Only the project owner can award this project.';
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

create or replace function private.member_sees_bidder(p_user_id uuid, p_project_id uuid, p_provider_id uuid)
returns boolean
language sql stable security definer set search_path = '' as $$
  select not private.bids_sealed(p_project_id)
    -- a declared conflict holds whatever the board's size
    and not exists (select 1 from public.interest_declarations c
      where c.project_id = p_project_id and c.user_id = p_user_id and p_provider_id = any (c.conflict_provider_ids))
    and (not private.declarations_required(p_project_id) or exists (
      select 1 from public.interest_declarations d
      where d.project_id = p_project_id and d.user_id = p_user_id and p_provider_id = any (d.bidder_ids)))
$$;

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

create or replace function private.open_bids(p_project_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects;
begin
  select * into v_project from public.projects p where p.id = p_project_id;
  if not found or not v_project.sealed_bids or now() < v_project.submission_deadline
     or exists (select 1 from public.bid_openings o where o.project_id = p_project_id) then
    return false;
  end if;
  insert into public.bid_openings (project_id, opened_at, bids, withdrawn, checksum)
  select p_project_id, v_project.submission_deadline,
    coalesce((select jsonb_agg(jsonb_build_object('quote_id', q.id, 'service_provider_id', q.service_provider_id,
        'provider', s.organization_name,
        'organization_number', s.organization_number, 'amount', q.quote_amount, 'price_basis', q.price_basis,
        'amount_incl_vat', q.amount_incl_vat, 'valid_until', q.valid_until, 'quoted_at', q.created_at)
      order by q.amount_incl_vat, q.created_at)
      from public.quotes q join public.service_provider_profiles s on s.id = q.service_provider_id
      where q.project_id = p_project_id and q.status <> 'withdrawn'), '[]'::jsonb),
    coalesce((select jsonb_agg(jsonb_build_object('provider', w.organization_name, 'quoted_at', w.quoted_at,
        'withdrawn_at', w.withdrawn_at) order by w.withdrawn_at)
      from public.quote_withdrawals w
      where w.project_id = p_project_id and w.withdrawn_at < v_project.submission_deadline), '[]'::jsonb),
    encode(extensions.digest(convert_to(private.quote_contents(p_project_id)::text, 'UTF8'), 'sha256'), 'hex')
  on conflict (project_id) do nothing;
  return found;
end;
$$;

create or replace function private.bid_opening(p_project_id uuid) returns public.bid_openings
language plpgsql security definer set search_path = '' as $$
declare
  v_opening public.bid_openings;
begin
  if private.project_role(p_project_id) is null and not private.is_admin() then
    return null;
  end if;
  perform private.open_bids(p_project_id);
  select * into v_opening from public.bid_openings o where o.project_id = p_project_id;
  -- a member sees the bids of the companies its declaration clears (the checksum covers them all)
  if found and not private.is_admin() then
    v_opening.bids := coalesce((select jsonb_agg(b order by n) from jsonb_array_elements(v_opening.bids)
        with ordinality as x(b, n)
      where private.sees_bidder(p_project_id, coalesce((b ->> 'service_provider_id')::uuid,
        (select q.service_provider_id from public.quotes q where q.id = (b ->> 'quote_id')::uuid)))), '[]'::jsonb);
  end if;
  if found and private.project_role(p_project_id) is not null and now() < v_opening.opened_at + interval '1 hour' then
    insert into public.bid_opening_attendance (project_id, user_id, member_name, how)
    values (p_project_id, (select auth.uid()), private.person_name((select auth.uid())), 'opened')
    on conflict (project_id, user_id) do nothing;
  end if;
  return v_opening;
end;
$$;

-- The table itself: admins, and members who see every bidder (the RPC shows the others their part).
create function private.sees_all_bidders(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select not exists (select 1 from private.project_bidders(p_project_id) b
    where not private.sees_bidder(p_project_id, b.service_provider_id))
$$;

drop policy "The board and admins read the opening record" on public.bid_openings;
create policy "Admins and cleared board members read the opening record" on public.bid_openings
  for select to authenticated using ((select private.is_admin())
    or (private.project_role(project_id) is not null and private.sees_all_bidders(project_id)));

drop policy "The board and admins read a project's declarations" on public.interest_declarations;
create policy "The board and admins read a project's declarations once the bids are open"
  on public.interest_declarations for select to authenticated using (not private.bids_sealed(project_id)
    and (private.project_role(project_id) is not null or (select private.is_admin())));

-- The audit log's quote entries name the bidding person: not while the bids are sealed.
create policy "No sealed bidder in the audit log" on public.audit_logs as restrictive
  for select to authenticated using (resource_type is distinct from 'quote'
    or not private.bids_sealed(nullif(details ->> 'project_id', '')::uuid));

-- The two-person rule is not switched off under an open proposal.
create function private.guard_award_rule() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.award_signatures < old.award_signatures and exists (select 1 from public.award_proposals a
      join public.projects p on p.id = a.project_id where p.brf_id = new.id and a.outcome is null) then
    raise exception 'Withdraw the open award proposals before changing how the board awards.' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger brf_profiles_award_rule before update of award_signatures on public.brf_profiles
  for each row execute function private.guard_award_rule();

revoke all on function private.sees_all_bidders(p_project_id uuid), private.guard_award_rule() from public;
grant execute on function private.sees_all_bidders(p_project_id uuid) to authenticated, service_role;
grant execute on function private.guard_award_rule() to service_role;

-- Sealed bids and their opening (decision 0019). A board may ask for sealed bids when it creates
-- a project (the default when it takes 3 bids or more and the board has two members who decide;
-- fixed once a quote exists). Until the deadline nobody but the bidding company sees a sealed
-- quote: not its amount, terms, description or files, not even which company sent it; the board
-- sees how many arrived and when. At the deadline the bids open at once for the whole board, and
-- an opening record is written once and never changes: the time, every bid with amount, basis and
-- validity, the quotes withdrawn before the deadline, and a checksum of the quotes' contents. The
-- members present are those who opened the quotes in the first hour, and those the chair ticks.
-- A member sees the opening record's bids only for the companies its declaration clears
-- (10_awarding.sql). The seal itself, as every reader's view of a quote asks it: private.bids_sealed
-- and private.sees_bidder (02_helpers.sql).

-- ---------------------------------------------------------------------------------------------
-- Sealed by default from 3 max bids, for a board with two deciders or more
create function private.seals_from(p_brf_id uuid) returns integer
language sql stable security definer set search_path = '' as $$
  select case when (select count(*) from public.brf_members m where m.brf_id = p_brf_id
    and m.role in ('chair', 'member')) >= 2 then 3 end
$$;

-- The create form's default: from how many max bids the caller's board seals, or null (never).
create function public.sealed_bids_from() returns integer
language sql stable security invoker set search_path = '' as $$
  select private.seals_from(private.acting_brf_id())
$$;

create function private.default_sealed_bids() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.sealed_bids := coalesce(new.sealed_bids,
    coalesce(new.max_bids, 0) >= coalesce(private.seals_from(new.brf_id), 2147483647));
  return new;
end;
$$;

create trigger projects_sealed_default before insert on public.projects
  for each row execute function private.default_sealed_bids();

-- ---------------------------------------------------------------------------------------------
-- What the seal leaves the board: how many quotes arrived and when (also of quotes its
-- declaration does not yet clear).
create function private.quote_receipts(p_project_id uuid) returns table (received_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select q.created_at from public.quotes q
  where q.project_id = p_project_id and q.status <> 'withdrawn'
    and ((private.project_role(p_project_id) is not null and private.project_visible(p_project_id))
      or private.is_admin())
  order by q.created_at
$$;

create function public.quote_receipts(p_project_id uuid) returns table (received_at timestamptz)
language sql stable security invoker set search_path = '' as $$
  select * from private.quote_receipts(p_project_id)
$$;

-- ---------------------------------------------------------------------------------------------
-- Quotes withdrawn before the deadline: the opening lists them.
create function private.record_withdrawal() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- a quote deleted with its project is no withdrawal
  if pg_trigger_depth() = 1 and exists (select 1 from public.projects p where p.id = old.project_id) then
    insert into public.quote_withdrawals (project_id, service_provider_id, organization_name, quoted_at)
    select old.project_id, old.service_provider_id, s.organization_name, old.created_at
    from (select 1) one
      left join public.service_provider_profiles s on s.id = old.service_provider_id;
  end if;
  return old;
end;
$$;

create trigger quotes_withdrawal after delete on public.quotes
  for each row execute function private.record_withdrawal();

create policy "The board and admins read a project's withdrawals once the bids are open"
  on public.quote_withdrawals for select to authenticated using (
    not private.bids_sealed(project_id) and (private.project_role(project_id) is not null
      or (select private.is_admin())));

-- ---------------------------------------------------------------------------------------------
-- The opening record
create function private.guard_bid_opening() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
    return old;
  end if;
  raise exception 'An opening record never changes.' using errcode = '42501';
end;
$$;

create trigger bid_openings_fixed before update or delete on public.bid_openings
  for each row execute function private.guard_bid_opening();

-- The table itself: admins, and members who see every bidder (the RPC shows the others their part).
create policy "Admins and cleared board members read the opening record" on public.bid_openings
  for select to authenticated using ((select private.is_admin())
    or (private.project_role(project_id) is not null and private.sees_all_bidders(project_id)));

create policy "The board and admins read who was present" on public.bid_opening_attendance
  for select to authenticated using (private.project_role(project_id) is not null or (select private.is_admin()));

-- The canonical contents of a project's quotes, which the checksum covers.
create function private.quote_contents(p_project_id uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'quote_id', q.id, 'service_provider_id', q.service_provider_id, 'amount', q.quote_amount,
      'price_basis', q.price_basis, 'valid_until', q.valid_until, 'planned_start', q.planned_start,
      'duration_weeks', q.duration_weeks, 'warranty_years', q.warranty_years, 'payment_plan', q.payment_plan,
      'hourly_rate', q.hourly_rate, 'reservations', q.reservations, 'standard_terms', q.standard_terms,
      'description', q.description, 'created_at', q.created_at, 'updated_at', q.updated_at,
      'files', (select coalesce(jsonb_agg(jsonb_build_object('path', f.storage_path, 'size', f.file_size)
        order by f.storage_path), '[]'::jsonb) from public.quote_attachments f where f.quote_id = q.id))
    order by q.created_at, q.id), '[]'::jsonb)
  from public.quotes q where q.project_id = p_project_id and q.status <> 'withdrawn'
$$;

-- Writes the opening record of a sealed project past its deadline, once; returns whether it did.
create function private.open_bids(p_project_id uuid) returns boolean
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

-- Scheduled every minute: the openings due.
create function public.open_due_bids() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer := 0;
  v_id uuid;
begin
  for v_id in select p.id from public.projects p
      where p.sealed_bids and p.submission_deadline <= now() and p.deleted_at is null
        and not exists (select 1 from public.bid_openings o where o.project_id = p.id) loop
    if private.open_bids(v_id) then
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end;
$$;

-- The board's view of the opening: opens the bids when due (before the job has), records the
-- reader present when it comes within the first hour, and returns the record.
create function private.bid_opening(p_project_id uuid) returns public.bid_openings
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

create function public.bid_opening(p_project_id uuid) returns public.bid_openings
language sql security invoker set search_path = '' as $$
  select * from private.bid_opening(p_project_id)
$$;

-- The chair records members present at the opening (until the award).
create function private.record_opening_attendance(p_project_id uuid, p_user_ids uuid[]) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  if private.project_role(p_project_id) is distinct from 'chair' then
    raise exception 'Only the chair records who was present at the opening.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.bid_openings o where o.project_id = p_project_id) then
    raise exception 'The bids have not been opened yet.' using errcode = '23514';
  end if;
  if exists (select 1 from public.project_awards a where a.project_id = p_project_id) then
    raise exception 'The opening record is closed once the project is awarded.' using errcode = '23514';
  end if;
  insert into public.bid_opening_attendance (project_id, user_id, member_name, how)
  select p_project_id, m.user_id, private.person_name(m.user_id), 'ticked'
  from public.projects p join public.brf_members m on m.brf_id = p.brf_id
  where p.id = p_project_id and m.user_id = any (p_user_ids)
  on conflict (project_id, user_id) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

create function public.record_opening_attendance(p_project_id uuid, p_user_ids uuid[]) returns integer
language sql security invoker set search_path = '' as $$
  select private.record_opening_attendance(p_project_id, p_user_ids)
$$;

-- ---------------------------------------------------------------------------------------------
-- The opening record states the truth (decision 0023): every reader of the record learns how many
-- bids were received at the deadline, and how many of them the reader may not see and why (a
-- member with a declared conflict, or one who has not declared yet, must not read 'no bids had
-- arrived' where bids had).

create function private.bid_opening_counts(p_project_id uuid)
returns table (received integer, hidden_for_conflict integer, hidden_until_declared integer)
language sql stable security definer set search_path = '' as $$
  with opening as (
    select o.bids from public.bid_openings o
    where o.project_id = p_project_id
      and (private.project_role(p_project_id) is not null or private.is_admin())
  ),
  bid as (
    select coalesce((b ->> 'service_provider_id')::uuid,
      (select q.service_provider_id from public.quotes q where q.id = (b ->> 'quote_id')::uuid)) as provider_id
    from opening, jsonb_array_elements(opening.bids) b
  ),
  -- a hidden bid the reader's declaration covers is hidden for its conflict; one it does not
  -- cover (no declaration yet) waits for the reader to declare
  hidden as (
    select bid.provider_id, exists (select 1 from public.interest_declarations d
        where d.project_id = p_project_id and d.user_id = (select auth.uid())
          and bid.provider_id = any (d.bidder_ids)) as conflict
    from bid
    -- an admin reads the whole record
    where not private.is_admin() and not coalesce(private.sees_bidder(p_project_id, bid.provider_id), false)
  )
  select jsonb_array_length(opening.bids),
    (select count(*)::integer from hidden where hidden.conflict),
    (select count(*)::integer from hidden where not hidden.conflict)
  from opening
$$;

create function public.bid_opening_counts(p_project_id uuid)
returns table (received integer, hidden_for_conflict integer, hidden_until_declared integer)
language sql stable security invoker set search_path = '' as $$
  select * from private.bid_opening_counts(p_project_id)
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.seals_from(p_brf_id uuid), private.quote_receipts(p_project_id uuid),
  private.bid_opening(p_project_id uuid),
  private.record_opening_attendance(p_project_id uuid, p_user_ids uuid[]) from public;
grant execute on function private.seals_from(p_brf_id uuid), private.quote_receipts(p_project_id uuid),
  private.bid_opening(p_project_id uuid),
  private.record_opening_attendance(p_project_id uuid, p_user_ids uuid[]) to authenticated, service_role;
revoke all on function public.sealed_bids_from(), public.quote_receipts(p_project_id uuid),
  public.bid_opening(p_project_id uuid),
  public.record_opening_attendance(p_project_id uuid, p_user_ids uuid[]) from public;
grant execute on function public.sealed_bids_from(), public.quote_receipts(p_project_id uuid),
  public.bid_opening(p_project_id uuid),
  public.record_opening_attendance(p_project_id uuid, p_user_ids uuid[]) to authenticated;
revoke all on function private.default_sealed_bids(), private.record_withdrawal(),
  private.guard_bid_opening(), private.quote_contents(p_project_id uuid), private.open_bids(p_project_id uuid)
  from public;
grant execute on function private.default_sealed_bids(), private.record_withdrawal(),
  private.guard_bid_opening(), private.quote_contents(p_project_id uuid), private.open_bids(p_project_id uuid)
  to service_role;
revoke all on function public.open_due_bids() from public;
grant select on table public.quote_withdrawals to authenticated;
grant select on table public.bid_openings to authenticated;
grant select on table public.bid_opening_attendance to authenticated;
revoke all on function private.bid_opening_counts(p_project_id uuid) from public;
grant execute on function private.bid_opening_counts(p_project_id uuid) to authenticated, service_role;
revoke all on function public.bid_opening_counts(p_project_id uuid) from public, anon;
grant execute on function public.bid_opening_counts(p_project_id uuid) to authenticated;

-- The opening record states the truth, and the board's list says what is sealed (decision 0023).
-- The opening record shows a member only the bids its declaration clears (decision 0019), so a
-- member with a declared conflict, or one who has not declared yet, read 'no bids had arrived'
-- where bids had. `bid_opening_counts` gives every reader of the record the number of bids
-- received at the deadline, and how many of them the reader may not see and why. The board's
-- project list counts only the quotes the reader may read, so a sealed project read 'Quotes: 0'
-- under '3 new quotes'; `sealed_quote_counts` gives the board how many sealed quotes arrived
-- (a count names no bidder: the seal's own receipts say as much).

-- ---------------------------------------------------------------------------------------------
-- The opening record's counts

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
-- The board's list: how many sealed quotes each of its projects holds

create function private.sealed_quote_counts(p_project_ids uuid[])
returns table (project_id uuid, received integer)
language plpgsql stable security definer set search_path = '' as $$
begin
  if cardinality(p_project_ids) > 100 then
    raise exception 'p_project_ids may name at most 100 projects.' using errcode = '22023';
  end if;
  return query
    select p.id, (select count(*)::integer from public.quotes q
      where q.project_id = p.id and q.status <> 'withdrawn')
    from public.projects p
    where p.id = any (p_project_ids) and p.deleted_at is null
      and private.bids_sealed(p.id) and private.project_role(p.id) is not null;
end;
$$;

create function public.sealed_quote_counts(p_project_ids uuid[])
returns table (project_id uuid, received integer)
language sql stable security invoker set search_path = '' as $$
  select * from private.sealed_quote_counts(p_project_ids)
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what
revoke all on function private.bid_opening_counts(p_project_id uuid),
  private.sealed_quote_counts(p_project_ids uuid[]) from public;
grant execute on function private.bid_opening_counts(p_project_id uuid),
  private.sealed_quote_counts(p_project_ids uuid[]) to authenticated, service_role;
revoke all on function public.bid_opening_counts(p_project_id uuid),
  public.sealed_quote_counts(p_project_ids uuid[]) from public, anon;
grant execute on function public.bid_opening_counts(p_project_id uuid),
  public.sealed_quote_counts(p_project_ids uuid[]) to authenticated;

-- Quotes: one per provider company and project, only in the provider's categories, before the
-- deadline and within max bids; the board marks them viewed and stars a private shortlist.
--
-- Comparable quotes ('nollställning', decision 0019). Besides the spec's amount and description a
-- quote states its price basis (VAT included or excluded), how long it stays valid, when the work
-- would start and how many weeks it takes, the warranty, the payment plan, the hourly rate for
-- changes and extra work (ÄTA), its reservations, and which standard contract it accepts (AB 04,
-- ABT 06 or neither). The board chooses when creating the project which of these a quote must
-- give; the database refuses a quote without them. Amounts are compared including VAT (25 %),
-- which a BRF pays and cannot deduct. Who reads a sealed quote: 09_sealed_bids.sql.

-- ---------------------------------------------------------------------------------------------
-- Quotes
create function private.project_is_full(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((
    select count(q.id) >= p.max_bids
    from public.projects p left join public.quotes q on q.project_id = p.id
    where p.id = p_project_id and p.max_bids is not null
    group by p.max_bids
  ), false)
$$;

-- quotes without the column: the owner marks them viewed, nothing else
create function private.guard_quote() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if private.is_api_user() then
      if new.status <> 'submitted' then
        raise exception 'A new quote must have status submitted.' using errcode = '23514';
      end if;
      new.is_viewed := false;
      new.viewed_at := null;
      new.created_at := now();
      if private.project_is_full(new.project_id) then
        raise exception 'This project has reached its maximum number of bids.' using errcode = '23514';
      end if;
    end if;
    new.updated_at := new.created_at;
    return new;
  end if;

  new.created_at := old.created_at;
  if private.is_api_user() then
    if private.is_project_owner(old.project_id) then
      if new.quote_amount is distinct from old.quote_amount or new.description is distinct from old.description then
        raise exception 'Project owners may only mark quotes as viewed.' using errcode = '42501';
      end if;
    elsif new.is_viewed is distinct from old.is_viewed or new.viewed_at is distinct from old.viewed_at then
      raise exception 'Only the project owner can mark a quote as viewed.' using errcode = '42501';
    end if;
  end if;
  if new.is_viewed and not old.is_viewed and new.viewed_at is null then
    new.viewed_at := now();
  end if;
  if new.quote_amount is distinct from old.quote_amount or new.description is distinct from old.description then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

create trigger quotes_guard before insert or update on public.quotes
  for each row execute function private.guard_quote();

-- Only on projects in the provider's categories.
create function private.provider_serves_project(p_service_provider_id uuid, p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.service_provider_profiles s
      join public.project_service_categories c on c.service_category_id = any (s.service_categories)
    where s.id = p_service_provider_id and c.project_id = p_project_id
  )
$$;

create function private.guard_quote_category() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user() and not private.provider_serves_project(new.service_provider_id, new.project_id) then
    raise exception 'You can only quote on projects in your service categories.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger quotes_guard_category before insert on public.quotes
  for each row execute function private.guard_quote_category();

-- Viewed is one-way; the moment a quote was first viewed is the database's.
create function private.guard_quote_viewed() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.is_viewed then
    if not new.is_viewed and private.is_api_user() then
      raise exception 'A viewed quote cannot be marked as unviewed.' using errcode = '23514';
    end if;
    new.is_viewed := true;
    new.viewed_at := old.viewed_at;
  elsif not new.is_viewed then
    new.viewed_at := null;
  elsif private.is_api_user() then
    -- the moment it was first viewed is the database's
    new.viewed_at := now();
  end if;
  return new;
end;
$$;

create trigger quotes_guard_viewed before update on public.quotes
  for each row execute function private.guard_quote_viewed();

-- A quote is read by its company, by the project's board once the bids are open and its
-- declaration clears the company, and by admins at aal2 once the bids are open.
create policy "Providers, cleared board members and admins read quotes" on public.quotes
  for select to authenticated using (
    ((select private.is_admin()) and not private.bids_sealed(project_id))
    or ((service_provider_id = (select private.current_provider_id())
        or (private.may(project_id, 'read_quotes') and private.sees_bidder(project_id, service_provider_id)))
      and private.project_visible(project_id)));

create policy "Providers quote on open projects before the deadline" on public.quotes
  for insert to authenticated with check (
    service_provider_id = (select private.current_provider_id()) and private.project_accepts_quotes(project_id));

-- the provider edits amount and description while the project takes quotes; the owner marks
-- viewed and starred (which columns each may touch: private.guard_quote)
create policy "Providers edit open quotes, owners mark them" on public.quotes
  for update to authenticated
  using ((service_provider_id = (select private.current_provider_id()) and private.project_accepts_quotes(project_id))
    or private.is_project_owner(project_id))
  with check ((service_provider_id = (select private.current_provider_id()) and private.project_accepts_quotes(project_id))
    or private.is_project_owner(project_id));

create policy "Providers withdraw their quote before the deadline" on public.quotes
  for delete to authenticated
  using (service_provider_id = (select private.current_provider_id()) and private.project_accepts_quotes(project_id));

-- ---------------------------------------------------------------------------------------------
-- The quote's terms

-- What the project asks of its quotes (read for the quote's writer, who may not read the row).
create function private.quote_request(p_project_id uuid, out required_terms text[], out deadline timestamptz)
language sql stable security definer set search_path = '' as $$
  select p.required_quote_terms, p.submission_deadline from public.projects p where p.id = p_project_id
$$;

-- The terms a quote must give, the validity the terms promise, and who may write them (invoker:
-- the API user is who it is).
create function private.guard_quote_terms() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_request record := private.quote_request(new.project_id);
  v_missing text;
begin
  if tg_op = 'UPDATE' then
    if (new.price_basis, new.valid_until, new.planned_start, new.duration_weeks, new.warranty_years, new.payment_plan,
        new.hourly_rate, new.reservations, new.standard_terms)
      is not distinct from (old.price_basis, old.valid_until, old.planned_start, old.duration_weeks,
        old.warranty_years, old.payment_plan, old.hourly_rate, old.reservations, old.standard_terms) then
      return new;
    end if;
    if private.is_api_user() and new.service_provider_id is distinct from private.current_provider_id() then
      raise exception 'Project owners may only mark quotes as viewed.' using errcode = '42501';
    end if;
    new.updated_at := now();
  end if;
  select t into v_missing from unnest(v_request.required_terms) t
    where (to_jsonb(new) -> t) is null or to_jsonb(new) -> t = 'null'::jsonb
    order by array_position(array['valid_until', 'planned_start', 'duration_weeks', 'warranty_years',
      'payment_plan', 'hourly_rate', 'reservations', 'standard_terms'], t)
    limit 1;
  if v_missing is not null then
    raise exception '%', case v_missing
      when 'valid_until' then 'Valid until is required.'
      when 'planned_start' then 'Planned start is required.'
      when 'duration_weeks' then 'Duration in weeks is required.'
      when 'warranty_years' then 'Warranty in years is required.'
      when 'payment_plan' then 'Payment plan is required.'
      when 'hourly_rate' then 'Hourly rate for changes and extra work is required.'
      when 'reservations' then 'Reservations are required.'
      else 'Standard contract is required.' end using errcode = '23514';
  end if;
  -- the terms make a quote binding until the deadline, so it is valid at least that long
  if new.valid_until is not null and new.valid_until < (v_request.deadline at time zone 'Europe/Stockholm')::date then
    raise exception 'A quote must be valid at least until the submission deadline.' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger quotes_terms before insert or update on public.quotes
  for each row execute function private.guard_quote_terms();

-- ---------------------------------------------------------------------------------------------
-- The board's shortlist: a member who may star (chair, members, deputies) stars the quotes of a
-- visible project whose bidder it sees.
create function private.owns_quote_project(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q
    where q.id = p_quote_id and private.may(q.project_id, 'star') and private.project_visible(q.project_id)
      and private.sees_bidder(q.project_id, q.service_provider_id)
  )
$$;

create function private.stamp_quote_star() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user() then
    new.starred_by := (select auth.uid());
    new.created_at := now();
  end if;
  return new;
end;
$$;

create trigger quote_stars_stamp before insert on public.quote_stars
  for each row execute function private.stamp_quote_star();

create policy "The project owner and admins read stars" on public.quote_stars
  for select to authenticated using (private.owns_quote_project(quote_id) or (select private.is_admin()));

create policy "The project owner stars quotes" on public.quote_stars
  for insert to authenticated with check (private.owns_quote_project(quote_id));

create policy "The project owner removes stars" on public.quote_stars
  for delete to authenticated using (private.owns_quote_project(quote_id));

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.project_is_full(p_project_id uuid),
  private.provider_serves_project(p_service_provider_id uuid, p_project_id uuid),
  private.quote_request(p_project_id uuid), private.guard_quote_terms(),
  private.owns_quote_project(p_quote_id uuid) from public;
grant execute on function private.project_is_full(p_project_id uuid),
  private.provider_serves_project(p_service_provider_id uuid, p_project_id uuid),
  private.quote_request(p_project_id uuid), private.guard_quote_terms(),
  private.owns_quote_project(p_quote_id uuid) to authenticated, service_role;
revoke all on function private.guard_quote(), private.guard_quote_category(), private.guard_quote_viewed()
  from public;
grant execute on function private.guard_quote(), private.guard_quote_category(), private.guard_quote_viewed()
  to service_role;
grant select, delete on table public.quote_stars to authenticated;
grant insert (quote_id) on table public.quote_stars to authenticated;
grant select, insert, delete on table public.quotes to authenticated;
grant update (quote_amount, description, is_viewed, viewed_at, price_basis, valid_until, planned_start,
  duration_weeks, warranty_years, payment_plan, hourly_rate, reservations, standard_terms)
  on table public.quotes to authenticated;

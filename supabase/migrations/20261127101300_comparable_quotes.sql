-- Comparable quotes (issue 30, 'nollställning'). Besides the spec's amount and description a quote
-- states its price basis (VAT included or excluded), how long it stays valid, when the work would
-- start and how many weeks it takes, the warranty, the payment plan, the hourly rate for changes
-- and extra work (ÄTA), its reservations, and which standard contract it accepts (AB 04, ABT 06 or
-- neither). The board chooses when creating the project which of these a quote must give; the
-- database refuses a quote without them. Amounts are compared including VAT (25 %), which a BRF
-- pays and cannot deduct.

alter table public.quotes
  -- quotes from before stated no basis; business-to-business quotes are written excluding VAT
  add column price_basis text not null default 'excl_vat' check (price_basis in ('incl_vat', 'excl_vat')),
  add column valid_until date,
  add column planned_start date,
  add column duration_weeks integer check (duration_weeks between 1 and 520),
  add column warranty_years integer check (warranty_years between 0 and 30),
  add column payment_plan text check (char_length(payment_plan) between 1 and 2000),
  add column hourly_rate numeric(10, 2) check (hourly_rate > 0 and hourly_rate <= 100000),
  add column reservations text check (char_length(reservations) between 1 and 4000),
  add column standard_terms text check (standard_terms in ('ab04', 'abt06', 'none')),
  add column amount_incl_vat numeric(14, 2) generated always as (
    case when price_basis = 'incl_vat' then quote_amount else round(quote_amount * 1.25, 2) end) stored,
  add column vat_amount numeric(14, 2) generated always as (
    case when price_basis = 'incl_vat' then round(quote_amount * 0.2, 2) else round(quote_amount * 0.25, 2) end) stored;

alter table public.projects
  add column required_quote_terms text[] not null default '{}' check (required_quote_terms <@ array['valid_until',
    'planned_start', 'duration_weeks', 'warranty_years', 'payment_plan', 'hourly_rate', 'reservations',
    'standard_terms']);

grant update (price_basis, valid_until, planned_start, duration_weeks, warranty_years, payment_plan, hourly_rate,
  reservations, standard_terms) on table public.quotes to authenticated;

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

-- Required terms are part of the request: fixed once a quote has arrived.
create function private.guard_request_terms() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.required_quote_terms is distinct from old.required_quote_terms
     and exists (select 1 from public.quotes q where q.project_id = new.id) then
    raise exception 'The required quote terms cannot change once a quote has arrived.' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger projects_request_terms before update of required_quote_terms on public.projects
  for each row execute function private.guard_request_terms();

grant update (required_quote_terms) on table public.projects to authenticated;

revoke all on function private.guard_quote_terms(), private.guard_request_terms(),
  private.quote_request(p_project_id uuid) from public;
grant execute on function private.guard_quote_terms(), private.quote_request(p_project_id uuid)
  to authenticated, service_role;
grant execute on function private.guard_request_terms() to service_role;

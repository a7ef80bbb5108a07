-- One VAT basis in every headline number, and the board's own budget (decision 0026).
-- The app states every headline amount (tiles, statistics, the lists, cards, the award's dialogs,
-- the log, notifications) including VAT, the price a BRF pays and cannot deduct (decision 0019),
-- with the amount excluding VAT beside it. So every number the database hands out either is on
-- that basis or carries its basis: the board's list gives its lowest quote including VAT, an award
-- keeps the winning quote's basis and its amount including VAT, the log's award entry and a new
-- quote's notification carry both. The opening record already lists each bid with its basis and
-- its amount including VAT (*_sealed_bids.sql).
-- A project gets an optional budget with its basis, which the board sets at creation and may
-- change until the first quote arrives (after that it is the yardstick the bids were measured
-- against, not one moved to fit them). Only the board (every role) and admins at aal2 read it:
-- a budget shown to bidders anchors their prices. Written only through set_project_budget.

-- ---------------------------------------------------------------------------------------------
-- The board's list: the lowest quote including VAT (the rest as in *_members_act_for_the_organisation.sql)

create or replace function private.project_list_sql(p_status text[], p_deadline_lte date, p_category_ids uuid[], p_q text,
  p_applied text[], p_sort text, p_order text, p_limit integer, p_offset integer) returns text[]
language plpgsql stable security invoker set search_path = '' as $$
declare
  c_open constant text := '(p.status = ''open'' and p.submission_deadline > now())';
  c_status_sql constant jsonb := jsonb_build_object(
    'open', c_open,
    'closed', '(p.status = ''closed'' or (p.status = ''open'' and p.submission_deadline <= now()))',
    'awarded', '(p.status = ''awarded'')',
    'cancelled', '(p.status = ''cancelled'')',
    'in_progress', '(p.status = ''in_progress'')',
    'completed', '(p.status = ''completed'')');
  -- the status sort's order (ascending): open first; closed, awarded and cancelled last
  c_status_rank constant text[] := array['open', 'in_progress', 'completed', 'closed', 'awarded', 'cancelled'];
  c_title_key constant text := 'private.sort_key(p.title) collate "C"';
  v_brf uuid := private.current_brf_id();
  v_provider uuid;
  v_provider_categories uuid[];
  v_dir text := case lower(coalesce(p_order, 'asc')) when 'asc' then 'asc' when 'desc' then 'desc' end;
  v_sort text := coalesce(p_sort, 'deadline');
  v_where text := 'p.deleted_at is null';
  v_from text := 'public.projects p';
  v_quote text := 'null::numeric';
  v_parts text[] := '{}';
  v_order text;
  v_union text;
  v_filtered text;
  s text;
begin
  if v_dir is null then
    raise exception 'p_order must be asc or desc.' using errcode = '22023';
  end if;
  if v_sort not in ('deadline', 'category', 'status', 'quoted_amount', 'title') then
    raise exception 'p_sort must be deadline, category, status, quoted_amount or title.' using errcode = '22023';
  end if;
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception 'p_limit must be between 1 and 100.' using errcode = '22023';
  end if;
  if p_offset is null or p_offset not between 0 and 100000 then
    raise exception 'p_offset must be between 0 and 100000.' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_status) x where x is null or not c_status_sql ? x) then
    raise exception 'p_status may contain open, closed, awarded, cancelled, in_progress and completed.' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_applied) x where x is null or x not in ('applied', 'unapplied')) then
    raise exception 'p_applied may contain applied and unapplied.' using errcode = '22023';
  end if;
  if char_length(p_q) > 200 then
    raise exception 'p_q must be at most 200 characters.' using errcode = '22023';
  end if;

  if v_brf is not null then
    v_where := v_where || format(' and p.brf_id = %L', v_brf);
  elsif private.is_admin() then
    null; -- an admin at aal2: every project
  else
    select sp.id, sp.service_categories into v_provider, v_provider_categories
    from public.service_provider_profiles sp where sp.id = private.current_provider_id();
    if v_provider is null then
      return null; -- neither a BRF nor a provider: nothing to list
    end if;
    -- (no statistics: treated as broad)
    if private.estimated_projects_in_categories(v_provider_categories) < 1000 then
      v_where := v_where || format(' and p.id = any (array(select private.projects_in_categories(%L::uuid[])))', v_provider_categories);
    else
      v_where := v_where || format(' and p.category_ids && %L::uuid[]', v_provider_categories);
    end if;
    if p_applied is not null and not 'unapplied' = any (p_applied) then
      -- only quoted projects: from the provider's own quotes (a few hundred), read once
      v_from := v_from || ' join private.own_quotes() q on q.project_id = p.id';
    else
      v_from := v_from || format(' left join public.quotes q on q.project_id = p.id and q.service_provider_id = %L', v_provider);
    end if;
    v_quote := 'q.quote_amount';
    if p_applied is not null then
      if not 'applied' = any (p_applied) then v_where := v_where || ' and q.id is null'; end if;
      if not 'unapplied' = any (p_applied) then v_where := v_where || ' and q.id is not null'; end if;
    end if;
  end if;

  if p_status is not null then
    v_where := v_where || ' and (false' || coalesce((select string_agg(' or ' || (c_status_sql ->> x), '') from unnest(p_status) x), '') || ')';
  end if;
  if p_deadline_lte is not null then
    -- up to and including that day in Sweden
    v_where := v_where || format(' and p.submission_deadline < %L::timestamptz', (p_deadline_lte + 1)::timestamp at time zone 'Europe/Stockholm');
  end if;
  if cardinality(p_category_ids) > 0 then
    v_where := v_where || format(' and p.category_ids && %L::uuid[]', p_category_ids);
  end if;
  if btrim(coalesce(p_q, '')) <> '' then
    v_where := v_where || format(' and p.id = any (array(select private.projects_matching_text(%L)))',
      '%' || replace(replace(replace(lower(btrim(p_q)), '\', '\\'), '%', '\%'), '_', '\_') || '%');
  end if;

  -- the parts, each "condition | order by"
  if v_sort = 'status' then
    foreach s in array case v_dir when 'asc' then c_status_rank
      else array(select c_status_rank[i] from generate_subscripts(c_status_rank, 1, true) i) end loop
      v_parts := v_parts || ((c_status_sql ->> s) || ' | p.submission_deadline, ' || c_title_key || ', p.id');
    end loop;
  elsif v_sort = 'quoted_amount' and v_provider is not null then
    v_parts := array[
      c_open || ' and q.id is not null | q.quote_amount ' || v_dir || ', ' || c_title_key || ', p.id',
      c_open || ' and q.id is null | ' || c_title_key || ', p.id',
      'not ' || c_open || ' and q.id is not null | q.quote_amount ' || v_dir || ', ' || c_title_key || ', p.id',
      'not ' || c_open || ' and q.id is null | ' || c_title_key || ', p.id'];
  else
    v_order := case v_sort
      when 'deadline' then 'p.submission_deadline ' || v_dir || ', ' || c_title_key || ', p.id'
      -- (a project without categories, which the app never makes, counts as the largest key:
      -- Postgres' default null order, so both directions walk the one index)
      when 'category' then 'p.category_sort_key ' || v_dir || ', ' || c_title_key || ', p.id'
      -- a BRF has no quotes of its own: by title
      else c_title_key || ' ' || v_dir || ', p.id' end;
    v_parts := array[c_open || ' | ' || v_order, 'not ' || c_open || ' | ' || v_order];
  end if;

  -- index order: every part walks its index and stops at offset + limit rows
  select string_agg(format('(select p.id, %s as quote_amount from %s where %s and %s order by %s limit %s)',
      v_quote, v_from, v_where, split_part(v_parts[i], ' | ', 1), split_part(v_parts[i], ' | ', 2), p_limit + p_offset),
    ' union all ' order by i)
  into v_union from generate_subscripts(v_parts, 1) i;
  -- filter first: the matching rows once (by the filters' own indexes), then the parts over them
  select format('with m as materialized (select p.id, p.status, p.submission_deadline, p.title, p.category_sort_key, %s as quote_id, %s as quote_amount from %s where %s) ',
      case when v_provider is null then 'null::uuid' else 'q.id' end, v_quote, v_from, v_where)
    || string_agg(format('(select p.id, p.quote_amount from m p cross join lateral (select p.quote_id as id, p.quote_amount) q where %s order by %s limit %s)',
      split_part(v_parts[i], ' | ', 1), split_part(v_parts[i], ' | ', 2), p_limit + p_offset), ' union all ' order by i)
  into v_filtered from generate_subscripts(v_parts, 1) i;

  return array[format('select count(*) from %s where %s', v_from, v_where)]
    || array(select format($sql$
    select p.id, p.brf_id, b.organization_name, p.title, left(p.description, 201),
      public.effective_project_status(p.status, p.submission_deadline), p.submission_deadline, p.created_at, p.max_bids,
      coalesce((select jsonb_agg(jsonb_build_object('id', sc.id, 'name', sc.name) order by sc.sort_order, sc.name)
        from public.service_categories sc where sc.id = any (p.category_ids)), '[]'::jsonb),
      page.quote_amount,
      %2$s,
      %3$s,
      b.city,
      %6$s,
      %7$s,
      $1::bigint
    from (select u.id, u.quote_amount, row_number() over () as n from (%1$s limit %4$s offset %5$s) u) page
      join public.projects p on p.id = page.id
      left join public.brf_public_profiles b on b.id = p.brf_id
    order by page.n$sql$,
      parts,
      case when v_provider is null then 'null::boolean' else 'page.quote_amount is not null' end,
      case when v_provider is null then 'null::boolean' else format(
        'exists (select 1 from public.project_awards a where a.project_id = p.id and a.winning_service_provider_id = %L)', v_provider) end,
      p_limit, p_offset,
      -- the board's own list: how many quotes each project has and the lowest including VAT (row
      -- security lets only the owner read them; the one quote per provider keeps this small)
      case when v_brf is null then 'null::integer' else '(select count(*)::integer from public.quotes qc where qc.project_id = p.id)' end,
      case when v_brf is null then 'null::numeric' else '(select min(qc.amount_incl_vat) from public.quotes qc where qc.project_id = p.id)' end)
    from unnest(array[v_union, v_filtered]) with ordinality as x(parts, k) order by k);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- An award keeps the winning quote's basis and its amount including VAT beside winning_budget
-- (the amount as quoted, the spec's column)

alter table public.project_awards
  add column winning_price_basis text check (winning_price_basis in ('incl_vat', 'excl_vat')),
  add column winning_amount_incl_vat numeric(14, 2);

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

update public.project_awards a set winning_price_basis = coalesce(q.price_basis, 'excl_vat'),
  winning_amount_incl_vat = coalesce(q.amount_incl_vat, round(a.winning_budget * 1.25, 2))
from public.project_awards x left join public.quotes q on q.id = x.winning_quote_id
where x.project_id = a.project_id;

alter table public.project_awards
  alter column winning_price_basis set not null,
  alter column winning_amount_incl_vat set not null;

-- ---------------------------------------------------------------------------------------------
-- The log's award entry carries the basis of its amount and the amount including VAT

create function private.activity_vat_basis() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_basis jsonb;
begin
  if new.action = 'awarded' and new.details ? 'amount' and not new.details ? 'price_basis' then
    select jsonb_build_object('price_basis', a.winning_price_basis, 'amount_incl_vat', a.winning_amount_incl_vat)
      into v_basis from public.project_awards a where a.project_id = new.project_id;
    new.details := new.details || coalesce(v_basis, '{}'::jsonb);
  end if;
  return new;
end;
$$;

create trigger project_activity_vat_basis before insert on public.project_activity
  for each row execute function private.activity_vat_basis();

update public.project_activity l
  set details = l.details || jsonb_build_object('price_basis', a.winning_price_basis,
    'amount_incl_vat', a.winning_amount_incl_vat)
from public.project_awards a
where a.project_id = l.project_id and l.action = 'awarded' and l.details ? 'amount' and not l.details ? 'price_basis';

-- ---------------------------------------------------------------------------------------------
-- A new quote's notification names the amount including VAT, with the amount excluding VAT.
-- A trigger of its own, named to run before notifications_deliver queues the e-mail, so the
-- facts hold whatever private.on_quote_inserted becomes.

create function private.notification_vat_basis() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_quote public.quotes;
begin
  if new.type = 'new_quote' and new.quote_id is not null and new.params ? 'amount' then
    select * into v_quote from public.quotes q where q.id = new.quote_id;
    if found then
      new.params := new.params || jsonb_build_object('price_basis', v_quote.price_basis,
        'amount_incl_vat', round(v_quote.amount_incl_vat),
        'amount_excl_vat', round(v_quote.amount_incl_vat - v_quote.vat_amount));
      if new.params ? 'provider' then
        new.message := format('You have received a new quote for "%s" from %s: %s kr incl. VAT (%s kr excl.).',
          new.params ->> 'title', new.params ->> 'provider', private.whole_kronor(v_quote.amount_incl_vat),
          private.whole_kronor(v_quote.amount_incl_vat - v_quote.vat_amount));
      end if;
    end if;
  end if;
  return new;
end;
$$;

create trigger notifications_carry_vat_basis before insert on public.notifications
  for each row execute function private.notification_vat_basis();

update public.notifications n
  set params = n.params || jsonb_build_object('price_basis', q.price_basis,
    'amount_incl_vat', round(q.amount_incl_vat), 'amount_excl_vat', round(q.amount_incl_vat - q.vat_amount))
from public.quotes q
where n.type = 'new_quote' and q.id = n.quote_id and n.params ? 'amount' and not n.params ? 'price_basis';

-- ---------------------------------------------------------------------------------------------
-- The board's budget

create table public.project_budgets (
  project_id uuid primary key references public.projects (id) on delete cascade,
  -- the same limits as a quote's amount (spec/projects.md 9: 1 to 9,000,000,000 SEK, step 0.01)
  amount numeric(12, 2) not null check (amount between 1 and 9000000000),
  price_basis text not null check (price_basis in ('incl_vat', 'excl_vat')),
  amount_incl_vat numeric(14, 2) generated always as (
    case when price_basis = 'incl_vat' then amount else round(amount * 1.25, 2) end) stored,
  vat_amount numeric(14, 2) generated always as (
    case when price_basis = 'incl_vat' then round(amount * 0.2, 2) else round(amount * 0.25, 2) end) stored,
  -- who set it (the name is read from the person, so a deleted account leaves none: decision 0020)
  set_by uuid references auth.users (id) on delete set null,
  set_at timestamptz not null default now()
);
create index project_budgets_set_by_idx on public.project_budgets (set_by);
alter table public.project_budgets enable row level security;

create policy "The board and admins read a project's budget" on public.project_budgets
  for select to authenticated using (
    (private.project_role(project_id) is not null and private.project_visible(project_id))
    or (select private.is_admin()));

-- Fixed once a quote has arrived, withdrawn ones included: the board may have read it.
create function private.budget_fixed(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.quotes q where q.project_id = p_project_id)
    or exists (select 1 from public.quote_withdrawals w where w.project_id = p_project_id)
$$;

-- The budget for the board (every role) and admins at aal2: one row, amount null when none is set,
-- with whether the reader may set it now; no row for anyone else.
create function private.project_budget(p_project_id uuid)
returns table (project_id uuid, amount numeric, price_basis text, amount_incl_vat numeric, vat_amount numeric,
  set_by_name text, set_at timestamptz, may_change boolean)
language sql stable security definer set search_path = '' as $$
  select p.id, b.amount, b.price_basis, b.amount_incl_vat, b.vat_amount, private.person_name(b.set_by), b.set_at,
    private.may(p.id, 'manage') and p.deleted_at is null and not private.budget_fixed(p.id)
  from public.projects p left join public.project_budgets b on b.project_id = p.id
  where p.id = p_project_id
    and ((private.project_role(p.id) is not null and p.deleted_at is null) or private.is_admin())
$$;

create function public.project_budget(p_project_id uuid)
returns table (project_id uuid, amount numeric, price_basis text, amount_incl_vat numeric, vat_amount numeric,
  set_by_name text, set_at timestamptz, may_change boolean)
language sql stable security invoker set search_path = '' as $$
  select * from private.project_budget(p_project_id)
$$;

-- Sets (or, with no amount, removes) the budget: the board's chair and members, until the first quote.
create function private.set_project_budget(p_project_id uuid, p_amount numeric, p_price_basis text)
returns setof public.project_budgets
language plpgsql security definer set search_path = '' as $$
begin
  perform private.locked_project(p_project_id);
  if not private.may(p_project_id, 'manage') then
    raise exception 'Only the board''s chair and members can set the budget.' using errcode = '42501';
  end if;
  if private.budget_fixed(p_project_id) then
    raise exception 'The budget cannot change once a quote has arrived.' using errcode = '23514';
  end if;
  if p_amount is null then
    delete from public.project_budgets b where b.project_id = p_project_id;
    return;
  end if;
  if p_price_basis is null or p_price_basis not in ('incl_vat', 'excl_vat') then
    raise exception 'Choose whether the budget includes VAT.' using errcode = '23514';
  end if;
  if p_amount < 1 or p_amount > 9000000000 or p_amount <> round(p_amount, 2) then
    raise exception 'The budget must be between 1 and 9 000 000 000 kr.' using errcode = '23514';
  end if;
  return query
    insert into public.project_budgets as b (project_id, amount, price_basis, set_by, set_at)
    values (p_project_id, p_amount, p_price_basis, (select auth.uid()), now())
    on conflict (project_id) do update
      set amount = excluded.amount, price_basis = excluded.price_basis, set_by = excluded.set_by,
        set_at = excluded.set_at
    returning b.*;
end;
$$;

create function public.set_project_budget(p_project_id uuid, p_amount numeric default null,
  p_price_basis text default null)
returns setof public.project_budgets
language sql security invoker set search_path = '' as $$
  select * from private.set_project_budget(p_project_id, p_amount, p_price_basis)
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what

revoke all on function private.award_vat_basis(), private.activity_vat_basis(), private.notification_vat_basis(),
  private.budget_fixed(p_project_id uuid), private.project_budget(p_project_id uuid),
  private.set_project_budget(p_project_id uuid, p_amount numeric, p_price_basis text) from public;
grant execute on function private.award_vat_basis(), private.activity_vat_basis(), private.notification_vat_basis(),
  private.budget_fixed(p_project_id uuid) to service_role;
grant execute on function private.project_budget(p_project_id uuid),
  private.set_project_budget(p_project_id uuid, p_amount numeric, p_price_basis text) to authenticated, service_role;
revoke all on function public.project_budget(p_project_id uuid),
  public.set_project_budget(p_project_id uuid, p_amount numeric, p_price_basis text) from public, anon;
grant execute on function public.project_budget(p_project_id uuid),
  public.set_project_budget(p_project_id uuid, p_amount numeric, p_price_basis text) to authenticated, service_role;
grant select on table public.project_budgets to authenticated;

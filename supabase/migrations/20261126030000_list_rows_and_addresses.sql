-- What a board and a provider need to see on a list row and a detail header: for whom and where
-- (the BRF's name and city, its public face), and for the board its own quotes at a glance (how
-- many, and the lowest). A project created with an address (the BRF's own, prefilled by the
-- create form and editable) has one from the start, and its viewing dates take it.

-- ---------------------------------------------------------------------------------------------
-- A BRF's public face: its name and city.

alter table public.brf_public_profiles add column city text;
update public.brf_public_profiles bp set city = b.city from public.brf_profiles b where b.id = bp.id;

create or replace function private.sync_brf_public_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.brf_public_profiles (id, user_id, organization_name, city)
  values (new.id, new.user_id, new.organization_name, new.city)
  on conflict (id) do update set organization_name = excluded.organization_name, city = excluded.city;
  return null;
end;
$$;

drop trigger brf_profiles_sync_public on public.brf_profiles;
create trigger brf_profiles_sync_public after insert or update of organization_name, city on public.brf_profiles
  for each row execute function private.sync_brf_public_profile();

create or replace view public.project_details with (security_invoker = true) as
select
  p.id, p.brf_id, p.title, p.description,
  public.effective_project_status(p.status, p.submission_deadline) as status,
  p.submission_deadline, p.max_bids,
  p.show_winner_publicly, p.created_at, p.updated_at,
  a.winning_service_provider_id, a.winning_budget, a.winning_quote_id, a.awarded_at,
  bp.organization_name as brf_organization_name, bp.user_id as brf_user_id,
  p.deleted_at,
  bp.city as brf_city
from public.projects p
  left join public.project_awards a on a.project_id = p.id
  left join public.brf_public_profiles bp on bp.id = p.brf_id;

-- ---------------------------------------------------------------------------------------------
-- The list: the BRF's city on every row; the board's quote count and lowest amount.

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
    from public.service_provider_profiles sp where sp.user_id = (select auth.uid());
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
      -- the board's own list: how many quotes each project has and the lowest (row security lets
      -- only the owner read them; the one quote per provider keeps this small)
      case when v_brf is null then 'null::integer' else '(select count(*)::integer from public.quotes qc where qc.project_id = p.id)' end,
      case when v_brf is null then 'null::numeric' else '(select min(qc.quote_amount) from public.quotes qc where qc.project_id = p.id)' end)
    from unnest(array[v_union, v_filtered]) with ordinality as x(parts, k) order by k);
end;
$$;

drop function public.list_projects(text[], date, uuid[], text, text[], text, text, integer, integer);
create function public.list_projects(
  p_status text[] default null,
  p_deadline_lte date default null,
  p_category_ids uuid[] default null,
  p_q text default null,
  p_applied text[] default null,
  p_sort text default 'deadline',
  p_order text default 'asc',
  p_limit integer default 20,
  p_offset integer default 0
) returns table (
  id uuid,
  brf_id uuid,
  brf_organization_name text,
  title text,
  description text,
  status text,
  submission_deadline timestamptz,
  created_at timestamptz,
  max_bids integer,
  categories jsonb,
  quoted_amount numeric,
  has_quoted boolean,
  awarded_to_me boolean,
  brf_city text,
  quote_count integer,
  lowest_quote_amount numeric,
  total_count bigint
)
language plpgsql stable security invoker set search_path = '' set max_parallel_workers_per_gather = 0 as $$
declare
  v_sql text[] := private.project_list_sql(p_status, p_deadline_lte, p_category_ids, p_q, p_applied, p_sort, p_order, p_limit, p_offset);
  v_total bigint;
begin
  if v_sql is null then
    return;
  end if;
  execute v_sql[1] into v_total;
  return query execute v_sql[private.project_list_strategy(v_total, p_limit + p_offset)] using v_total;
end;
$$;

revoke all on function public.list_projects(text[], date, uuid[], text, text[], text, text, integer, integer) from public, anon;
grant execute on function public.list_projects(text[], date, uuid[], text, text[], text, text, integer, integer)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Creating a project with its address (one transaction, as the rest of create_project): its
-- viewing dates without an address of their own take it.

drop function public.create_project(text, text, timestamptz, uuid[], integer, boolean, jsonb);
create function public.create_project(
  p_title text,
  p_description text,
  p_submission_deadline timestamptz,
  p_category_ids uuid[],
  p_max_bids integer default null,
  p_show_winner_publicly boolean default false,
  p_viewing_dates jsonb default '[]'::jsonb,
  p_address jsonb default null
) returns public.projects
language plpgsql security invoker set search_path = '' as $$
declare
  v_brf_id uuid := private.current_brf_id();
  v_categories uuid[];
  v_project public.projects;
begin
  if v_brf_id is null then
    raise exception 'Only BRF users can create projects.' using errcode = '42501';
  end if;
  select coalesce(array_agg(distinct c), '{}') into v_categories
  from unnest(coalesce(p_category_ids, '{}'::uuid[])) as c where c is not null;
  if cardinality(v_categories) = 0 then
    raise exception 'Select at least one service category' using errcode = '23514';
  end if;
  if exists (
    select 1 from unnest(v_categories) as c(id)
    where not exists (select 1 from public.service_categories s where s.id = c.id and s.is_active)
  ) then
    raise exception 'Unknown service category.' using errcode = '23503';
  end if;
  if p_viewing_dates is not null and jsonb_typeof(p_viewing_dates) <> 'array' then
    raise exception 'p_viewing_dates must be an array.' using errcode = '22023';
  end if;
  if p_address is not null and jsonb_typeof(p_address) <> 'object' then
    raise exception 'p_address must be an object.' using errcode = '22023';
  end if;

  insert into public.projects (brf_id, title, description, submission_deadline, max_bids, show_winner_publicly, status)
  values (v_brf_id, p_title, p_description, p_submission_deadline, p_max_bids, coalesce(p_show_winner_publicly, false), 'open')
  returning * into v_project;

  insert into public.project_service_categories (project_id, service_category_id)
  select v_project.id, c from unnest(v_categories) as c;

  if p_address is not null then
    insert into public.project_addresses (project_id, street, street_number, zip, city, county)
    values (v_project.id, p_address ->> 'street', nullif(p_address ->> 'street_number', ''), nullif(p_address ->> 'zip', ''),
      p_address ->> 'city', 'Sweden');
  end if;

  insert into public.project_viewing_dates (project_id, viewing_date, duration_minutes, comments,
    address_street, address_street_number, address_zip, address_city, address_county)
  select v_project.id, (d ->> 'viewing_date')::timestamptz, coalesce((d ->> 'duration_minutes')::integer, 60),
    d ->> 'comments',
    coalesce(d ->> 'address_street', p_address ->> 'street'),
    coalesce(d ->> 'address_street_number', nullif(p_address ->> 'street_number', '')),
    -- a viewing date's ZIP has a format the project address's does not: copied only when it fits
    coalesce(d ->> 'address_zip', case when p_address ->> 'zip' ~ '^[0-9]{3} ?[0-9]{2}$' then p_address ->> 'zip' end),
    coalesce(d ->> 'address_city', p_address ->> 'city'),
    coalesce(d ->> 'address_county', 'Sweden')
  from jsonb_array_elements(coalesce(p_viewing_dates, '[]'::jsonb)) as d;

  return v_project;
end;
$$;

revoke all on function public.create_project(text, text, timestamptz, uuid[], integer, boolean, jsonb, jsonb) from public, anon;
grant execute on function public.create_project(text, text, timestamptz, uuid[], integer, boolean, jsonb, jsonb) to authenticated;

-- The project list (spec/projects.md 2): filtering, sorting, paging and counting in the database,
-- through indexes, in one call: public.list_projects(...). A BRF's board sees its own projects, a
-- provider company the projects that share a category with it, with its own quote. Soft-deleted
-- projects never appear; statuses are the effective ones (an open project past its deadline is
-- closed). The list keys (category ids, category sort text) are kept on the project row by
-- triggers. docs/benchmarks.md.
create extension if not exists pg_trgm with schema extensions;

-- Swedish order for sorting under any database collation: lower case, and å, ä, ö after z in
-- that order (compared with collate "C"; the brackets '{', '|', '}' follow 'z' in code order).
create function private.sort_key(p_text text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select translate(lower(p_text), 'åäöæøéèêëüáàí', '{|}|}eeeeyaai')
$$;

-- Text search by the trigram index. Row security hides operators that are not leakproof (LIKE
-- is not) behind the policy's own condition, so under it the index could not be used; this
-- helper searches as the owner and returns only ids of projects every signed-in user may read
-- (not deleted); the list then reads those rows under row security. One lower-cased text against
-- a lower-cased pattern: LIKE on it is cheaper than ILIKE on title and description.
create function private.projects_matching_text(p_like_pattern text) returns setof uuid
language sql stable security definer set search_path = '' as $$
  select p.id from public.projects p
  where p.deleted_at is null and lower(p.title || E'\n' || p.description) like p_like_pattern
$$;

-- The same for a provider whose categories hold few projects: the category overlap (not
-- leakproof either) by the GIN index, as the owner, returning visible ids only.
create function private.projects_in_categories(p_category_ids uuid[]) returns setof uuid
language sql stable security definer set search_path = '' as $$
  select p.id from public.projects p where p.deleted_at is null and p.category_ids && p_category_ids
$$;

-- How many projects have any of these categories, from the planner's statistics (their
-- frequencies in projects.category_ids; readable only by the owner under row security): cheap
-- enough to decide per call whether a provider's categories are narrow.
-- A category missing from the most common elements is rarer than all of them: counted as 0.
-- Without statistics (never analysed) the answer is infinite: treated as broad.
create function private.estimated_projects_in_categories(p_category_ids uuid[]) returns real
language sql stable security definer set search_path = '' as $$
  select coalesce((
    select least(1, coalesce((
        select sum(x.f) from unnest(s.most_common_elems::text::uuid[], s.most_common_elem_freqs) as x(e, f)
        where x.e = any (p_category_ids)), 0)) * greatest(c.reltuples, 0)
    from pg_catalog.pg_stats s cross join pg_catalog.pg_class c
    where s.schemaname = 'public' and s.tablename = 'projects' and s.attname = 'category_ids'
      and s.most_common_elems is not null and c.oid = 'public.projects'::regclass), 'Infinity'::real)
$$;

-- The caller's own quotes (a provider's; none for anyone else): what the quotes policy lets it
-- read, without the policy's per-row checks, for the Applied-only list (the list itself drops
-- deleted projects).
create function private.own_quotes() returns table (id uuid, project_id uuid, quote_amount numeric)
language sql stable security definer set search_path = '' rows 100 as $$
  select q.id, q.project_id, q.quote_amount from public.quotes q
  where q.service_provider_id = (select private.current_provider_id())
$$;

-- ---------------------------------------------------------------------------------------------
-- The page's statements: the BRF's city on every row; the board's quote count and lowest amount
-- (including VAT, the basis of every headline number: decision 0026);
-- a provider's list is its company's (the provider found through its members).
create function private.project_list_sql(p_status text[], p_deadline_lte date, p_category_ids uuid[], p_q text,
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

-- Which page statement suits a result of p_total rows: walking an index in sort order finds
-- p_rows matches after about p_rows * table / p_total rows, filtering first costs about p_total;
-- so few matches (a narrow provider, a rare category, a deep page) are filtered first.
create function private.project_list_strategy(p_total bigint, p_rows integer) returns integer
language sql stable set search_path = '' as $$
  select case when p_total::numeric * p_total <= 4::numeric * p_rows
      * greatest((select c.reltuples from pg_catalog.pg_class c where c.oid = 'public.projects'::regclass), p_total, 1)
    then 3 else 2 end
$$;

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

create function private.refresh_project_list_keys(p_project_ids uuid[]) returns void
language sql security definer set search_path = '' as $$
  update public.projects p
  set category_ids = k.ids, category_sort_key = k.sort_key
  from (
    select x.id,
      coalesce(array_agg(sc.id order by sc.sort_order, sc.name) filter (where sc.id is not null), '{}') as ids,
      private.sort_key(string_agg(sc.name, ', ' order by sc.sort_order, sc.name)) as sort_key
    from unnest(p_project_ids) as x(id)
      left join public.project_service_categories c on c.project_id = x.id
      left join public.service_categories sc on sc.id = c.service_category_id
    group by x.id
  ) k
  where p.id = k.id
    and (p.category_ids is distinct from k.ids or p.category_sort_key is distinct from k.sort_key)
$$;

create function private.project_categories_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    perform private.refresh_project_list_keys(array(select distinct project_id from added));
  elsif tg_op = 'DELETE' then
    perform private.refresh_project_list_keys(array(select distinct project_id from removed));
  else
    perform private.refresh_project_list_keys(array(
      select project_id from added union select project_id from removed));
  end if;
  return null;
end;
$$;

create trigger project_service_categories_list_keys_insert after insert on public.project_service_categories
  referencing new table as added for each statement execute function private.project_categories_changed();

create trigger project_service_categories_list_keys_delete after delete on public.project_service_categories
  referencing old table as removed for each statement execute function private.project_categories_changed();

create trigger project_service_categories_list_keys_update after update on public.project_service_categories
  referencing old table as removed new table as added for each statement execute function private.project_categories_changed();

-- a renamed or re-ordered category changes the sort key of every project that has it
create function private.service_categories_renamed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.refresh_project_list_keys(array(
    select distinct c.project_id from public.project_service_categories c
    where c.service_category_id in (
      select n.id from changed_new n join changed_old o on o.id = n.id
      where n.name is distinct from o.name or n.sort_order is distinct from o.sort_order)));
  return null;
end;
$$;

create trigger service_categories_list_keys after update on public.service_categories
  referencing new table as changed_new old table as changed_old
  for each statement execute function private.service_categories_renamed();

create function private.reset_project_list_keys() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.category_ids := '{}';
  new.category_sort_key := null;
  return new;
end;
$$;

create trigger projects_list_keys_reset before insert on public.projects
  for each row execute function private.reset_project_list_keys();

-- ---------------------------------------------------------------------------------------------
-- Indexes, one per list query shape (EXPLAIN in supabase/bench/project-list.ts):
--   provider visibility and the category filter   category_ids && ...      GIN
--   text search                                    lower(title, description) LIKE  GIN trigram
--   sort by deadline                               projects_submission_deadline_idx (exists)
--   sort by title / category                       the two sort keys below
--   sort by status                                 (status, submission_deadline)
--   sort by the provider's quoted amount           quotes (service_provider_id, quote_amount)
--   a BRF's own projects                           projects_brf_id_idx (exists), + deadline
create index projects_category_ids_idx on public.projects using gin (category_ids);

create index projects_search_trgm_idx on public.projects
  using gin ((lower(title || E'\n' || description)) extensions.gin_trgm_ops);

create index projects_title_sort_idx on public.projects ((private.sort_key(title) collate "C"));

create index projects_category_sort_idx on public.projects (category_sort_key);

create index projects_status_deadline_idx on public.projects (status, submission_deadline);

create index projects_brf_deadline_idx on public.projects (brf_id, submission_deadline);

create index quotes_provider_amount_idx on public.quotes (service_provider_id, quote_amount);

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.sort_key(p_text text), private.projects_matching_text(p_like_pattern text),
  private.projects_in_categories(p_category_ids uuid[]),
  private.estimated_projects_in_categories(p_category_ids uuid[]), private.own_quotes(),
  private.project_list_sql(p_status text[], p_deadline_lte date,
    p_category_ids uuid[], p_q text, p_applied text[], p_sort text, p_order text,
    p_limit integer, p_offset integer), private.project_list_strategy(p_total bigint, p_rows integer)
  from public;
grant execute on function private.sort_key(p_text text), private.projects_matching_text(p_like_pattern text),
  private.projects_in_categories(p_category_ids uuid[]),
  private.estimated_projects_in_categories(p_category_ids uuid[]), private.own_quotes(),
  private.project_list_sql(p_status text[], p_deadline_lte date,
    p_category_ids uuid[], p_q text, p_applied text[], p_sort text, p_order text,
    p_limit integer, p_offset integer), private.project_list_strategy(p_total bigint, p_rows integer)
  to authenticated, service_role;
revoke all on function public.list_projects(p_status text[], p_deadline_lte date, p_category_ids uuid[],
    p_q text, p_applied text[], p_sort text, p_order text, p_limit integer,
    p_offset integer) from public;
grant execute on function public.list_projects(p_status text[], p_deadline_lte date, p_category_ids uuid[],
    p_q text, p_applied text[], p_sort text, p_order text, p_limit integer,
    p_offset integer) to authenticated;
revoke all on function private.refresh_project_list_keys(p_project_ids uuid[]),
  private.project_categories_changed(), private.service_categories_renamed(),
  private.reset_project_list_keys() from public;

-- Creating a project names why it is refused (spec/projects.md 8, thrown): a user registered as a
-- BRF without a board of their own is told 'BRF profile not found for the current user.' (P0002);
-- anyone else still 'Only BRF users can create projects.' (42501). create_project as
-- *_request_terms_at_creation.sql defines it, with that one check changed; same signature and grants.

create or replace function public.create_project(
  p_title text,
  p_description text,
  p_submission_deadline timestamptz,
  p_category_ids uuid[],
  p_max_bids integer default null,
  p_show_winner_publicly boolean default false,
  p_viewing_dates jsonb default '[]'::jsonb,
  p_address jsonb default null,
  p_sealed_bids boolean default null,
  p_required_quote_terms text[] default '{}'
) returns public.projects
language plpgsql security invoker set search_path = '' as $$
declare
  v_brf_id uuid := private.current_brf_id();
  v_categories uuid[];
  v_project public.projects;
begin
  if v_brf_id is null then
    -- a user registered as a BRF whose board the database cannot find (registration unfinished,
    -- or removed from the board) is told so; anyone else is not a BRF at all
    if coalesce((select auth.jwt()) -> 'user_metadata' ->> 'organization_type', '') = 'brf' then
      raise exception 'BRF profile not found for the current user.' using errcode = 'P0002';
    end if;
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

  insert into public.projects (brf_id, title, description, submission_deadline, max_bids, show_winner_publicly, status,
    sealed_bids, required_quote_terms)
  values (v_brf_id, p_title, p_description, p_submission_deadline, p_max_bids, coalesce(p_show_winner_publicly, false),
    'open', p_sealed_bids, (select coalesce(array_agg(distinct t order by t), '{}')
      from unnest(coalesce(p_required_quote_terms, '{}'::text[])) t where t is not null))
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

-- Operations whose steps must succeed or fail together.

-- Create a project with its categories and viewing dates in one call. Runs as the caller, so
-- every policy and constraint applies; any failure rolls the whole call back.
-- p_viewing_dates: [{viewing_date, duration_minutes?, comments?, address_street?,
--   address_street_number?, address_zip?, address_city?, address_county?}, ...]
create function public.create_project(
  p_title text,
  p_description text,
  p_submission_deadline timestamptz,
  p_category_ids uuid[],
  p_max_bids integer default null,
  p_show_winner_publicly boolean default false,
  p_viewing_dates jsonb default '[]'::jsonb
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

  insert into public.projects (brf_id, title, description, submission_deadline, max_bids, show_winner_publicly, status)
  values (v_brf_id, p_title, p_description, p_submission_deadline, p_max_bids, coalesce(p_show_winner_publicly, false), 'open')
  returning * into v_project;

  insert into public.project_service_categories (project_id, service_category_id)
  select v_project.id, c from unnest(v_categories) as c;

  insert into public.project_viewing_dates (project_id, viewing_date, duration_minutes, comments,
    address_street, address_street_number, address_zip, address_city, address_county)
  select v_project.id, (d ->> 'viewing_date')::timestamptz, coalesce((d ->> 'duration_minutes')::integer, 60),
    d ->> 'comments', d ->> 'address_street', d ->> 'address_street_number', d ->> 'address_zip',
    d ->> 'address_city', coalesce(d ->> 'address_county', 'Sweden')
  from jsonb_array_elements(coalesce(p_viewing_dates, '[]'::jsonb)) as d;

  return v_project;
end;
$$;

-- Award a project to one of its quotes: only the owner, only after the deadline, only once.
-- The project row is locked, so concurrent attempts serialise and exactly one wins.
create function private.award_project(p_project_id uuid, p_quote_id uuid) returns public.project_awards
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects;
  v_owner uuid;
  v_quote public.quotes;
  v_award public.project_awards;
  v_winner_user uuid;
begin
  select * into v_project from public.projects p where p.id = p_project_id for update;
  if not found then
    raise exception 'Project not found.' using errcode = 'P0002';
  end if;
  select b.user_id into v_owner from public.brf_profiles b where b.id = v_project.brf_id;
  if v_owner is distinct from (select auth.uid()) then
    raise exception 'Only the project owner can award this project.' using errcode = '42501';
  end if;
  if v_project.status not in ('open', 'closed') or exists (select 1 from public.project_awards a where a.project_id = p_project_id) then
    raise exception 'This project has already been awarded.' using errcode = '23514';
  end if;
  if now() < v_project.submission_deadline then
    raise exception 'You can only award the project after the submission deadline has passed.' using errcode = '23514';
  end if;
  perform 1 from public.quotes q where q.project_id = p_project_id for update;
  select * into v_quote from public.quotes q where q.id = p_quote_id and q.project_id = p_project_id;
  if not found or v_quote.status <> 'submitted' then
    raise exception 'Quote not found for this project.' using errcode = 'P0002';
  end if;

  update public.projects set status = 'awarded' where id = p_project_id;
  insert into public.project_awards (project_id, winning_service_provider_id, winning_quote_id, winning_budget)
  values (p_project_id, v_quote.service_provider_id, v_quote.id, v_quote.quote_amount)
  returning * into v_award;
  update public.quotes
  set status = case when id = v_quote.id then 'accepted' else 'rejected' end
  where project_id = p_project_id and status = 'submitted';

  select s.user_id into v_winner_user from public.service_provider_profiles s where s.id = v_quote.service_provider_id;
  perform private.notify(v_winner_user, p_project_id, v_quote.id, 'project_awarded',
    format('Congratulations! Your quote for "%s" has been accepted.', v_project.title));
  insert into public.notifications (user_id, project_id, quote_id, type, message)
  select s.user_id, p_project_id, q.id, 'project_awarded',
    format('The project "%s" has been awarded to another provider.', v_project.title)
  from public.quotes q join public.service_provider_profiles s on s.id = q.service_provider_id
  where q.project_id = p_project_id and q.id <> v_quote.id and q.status = 'rejected';

  return v_award;
end;
$$;

create function public.award_project(p_project_id uuid, p_quote_id uuid) returns public.project_awards
language sql security invoker set search_path = '' as $$
  select * from private.award_project(p_project_id, p_quote_id)
$$;

-- The project as its detail page reads it: winner data only where the caller may see it,
-- and the BRF's public name.
create view public.project_details with (security_invoker = true) as
select
  p.id, p.brf_id, p.title, p.description, p.status, p.submission_deadline, p.max_bids,
  p.show_winner_publicly, p.created_at, p.updated_at,
  a.winning_service_provider_id, a.winning_budget, a.winning_quote_id, a.awarded_at,
  bp.organization_name as brf_organization_name, bp.user_id as brf_user_id
from public.projects p
  left join public.project_awards a on a.project_id = p.id
  left join public.brf_public_profiles bp on bp.id = p.brf_id;

-- The view joins tables, so Postgres cannot write through it; without this trigger a write
-- would fail as an internal error (55000) instead of a plain refusal.
create function private.refuse_view_write() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception '% is read-only', tg_table_name using errcode = '42501';
end;
$$;

create trigger project_details_read_only instead of insert or update or delete on public.project_details
  for each row execute function private.refuse_view_write();

-- The project lifecycle (supabase/README.md, "Project lifecycle"):
--   open -> closed (deadline passed; reads as closed at once, a job stores it) -> awarded
--   open -> cancelled (the owner, before the deadline)
--   deleted: without quotes the row and its files go; with quotes it is soft-deleted
--   (deleted_at) and hidden from everyone but admins, its quotes, award and review kept 7 years.

alter table public.projects add column deleted_at timestamptz;
create index projects_deleted_at_idx on public.projects (deleted_at) where deleted_at is not null;

alter table public.notifications drop constraint notifications_type_check;
alter table public.notifications add constraint notifications_type_check check (type in ('new_quote', 'quote_viewed',
  'project_awarded', 'deadline_1week', 'deadline_2weeks', 'deadline_1month', 'new_message', 'project_deleted'));

-- ---------------------------------------------------------------------------------------------
-- Effective status: a past-deadline open project is closed, whatever the stored column says.

create function public.effective_project_status(p_status text, p_submission_deadline timestamptz) returns text
language sql stable set search_path = '' as $$
  select case when p_status = 'open' and p_submission_deadline <= now() then 'closed' else p_status end
$$;

-- Visible = exists and not soft-deleted.
create function private.project_visible(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.projects p where p.id = p_project_id and p.deleted_at is null)
$$;

-- The caller finished registration (has an organisation profile) or is an admin at aal2.
create function private.has_profile() returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin()
    or exists (select 1 from public.brf_profiles b where b.user_id = (select auth.uid()))
    or exists (select 1 from public.service_provider_profiles s where s.user_id = (select auth.uid()))
$$;

-- Addresses, viewing dates and files of a project: registered users while it is visible; admins always.
create function private.can_read_project_details(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or (private.has_profile() and private.project_visible(p_project_id))
$$;

-- The owner of a visible project (a soft-deleted project has no editor any more).
create or replace function private.is_project_owner(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.projects p join public.brf_profiles b on b.id = p.brf_id
    where p.id = p_project_id and p.deleted_at is null and b.user_id = (select auth.uid())
  )
$$;

-- The effective status, null for a missing or soft-deleted project (follow rules use it).
create or replace function private.project_status(p_project_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select public.effective_project_status(p.status, p.submission_deadline)
  from public.projects p where p.id = p_project_id and p.deleted_at is null
$$;

create or replace function private.project_accepts_quotes(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.projects p
    where p.id = p_project_id and p.deleted_at is null
      and public.effective_project_status(p.status, p.submission_deadline) = 'open'
  )
$$;

create or replace function private.can_edit_quote(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q
      join public.service_provider_profiles s on s.id = q.service_provider_id
      join public.projects p on p.id = q.project_id
    where q.id = p_quote_id and s.user_id = (select auth.uid()) and p.deleted_at is null
      and public.effective_project_status(p.status, p.submission_deadline) = 'open'
  )
$$;

create or replace function private.can_read_quote(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or exists (
    select 1 from public.quotes q
      join public.service_provider_profiles s on s.id = q.service_provider_id
      join public.projects p on p.id = q.project_id
      join public.brf_profiles b on b.id = p.brf_id
    where q.id = p_quote_id and p.deleted_at is null and (select auth.uid()) in (s.user_id, b.user_id)
  )
$$;

-- Winner data (and so the review, which names the winner): owner, winner, admins, or everyone
-- when the owner chose to show it; never for a soft-deleted project except to admins.
create or replace function private.can_see_award(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or exists (
    select 1 from public.projects p
      join public.brf_profiles b on b.id = p.brf_id
      left join public.project_awards a on a.project_id = p.id
      left join public.service_provider_profiles s on s.id = a.winning_service_provider_id
    where p.id = p_project_id and p.deleted_at is null
      and (p.show_winner_publicly or b.user_id = (select auth.uid()) or s.user_id = (select auth.uid()))
  )
$$;

create or replace function private.can_review(p_project_id uuid, p_brf_id uuid, p_service_provider_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.projects p
      join public.brf_profiles b on b.id = p.brf_id
      join public.project_awards a on a.project_id = p.id
    where p.id = p_project_id and p.brf_id = p_brf_id and b.user_id = (select auth.uid()) and p.deleted_at is null
      and p.status in ('awarded', 'in_progress', 'completed')
      and a.winning_service_provider_id = p_service_provider_id
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- Deadline moves: only while open, never once passed (the owner has seen the bids).

create or replace function private.guard_project() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    -- API callers cannot back-date a project; the service role may (seeding history), and the
    -- deadline rule below still holds relative to that creation time.
    if private.is_api_user() then
      new.created_at := now();
      new.deleted_at := null;
      if new.status <> 'open' then
        raise exception 'A new project must be open.' using errcode = '23514';
      end if;
    end if;
    new.updated_at := new.created_at;
    if private.swedish_date(new.submission_deadline) < private.swedish_date(new.created_at) + 7 then
      raise exception 'Submission deadline must be at least 7 days from today.' using errcode = '23514';
    end if;
    return new;
  end if;

  new.created_at := old.created_at;
  new.updated_at := now();
  if new.submission_deadline is distinct from old.submission_deadline and private.is_api_user() then
    if old.submission_deadline <= now() then
      raise exception 'The submission deadline has passed and cannot be changed.' using errcode = '23514';
    end if;
    if old.status <> 'open' then
      raise exception 'The submission deadline can only be changed while the project is open.' using errcode = '23514';
    end if;
    if new.submission_deadline <= now() then
      raise exception 'Submission deadline must be in the future.' using errcode = '23514';
    end if;
    if private.swedish_date(new.submission_deadline) < private.swedish_date(old.created_at) + 7 then
      raise exception 'Submission deadline must be at least 7 days after the project was created.' using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Scheduled jobs (service role; local-supabase runs them with send_deadline_notifications)

create function private.close_past_deadline_projects() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  update public.projects set status = 'closed'
  where status = 'open' and submission_deadline <= now();
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

create function public.close_past_deadline_projects() returns integer
language sql security invoker set search_path = '' as $$
  select private.close_past_deadline_projects()
$$;

-- Soft-deleted projects are kept for the terms' retention (project data 7 years), then removed
-- with everything that hangs on them.
create function private.purge_expired_projects() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  delete from public.projects where deleted_at < now() - interval '7 years';
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

create function public.purge_expired_projects() returns integer
language sql security invoker set search_path = '' as $$
  select private.purge_expired_projects()
$$;

-- ---------------------------------------------------------------------------------------------
-- Cancelling: the owner, while the project is (effectively) open.

create function private.cancel_project(p_project_id uuid) returns public.projects
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects;
begin
  select * into v_project from public.projects p where p.id = p_project_id and p.deleted_at is null for update;
  if not found then
    raise exception 'Project not found.' using errcode = 'P0002';
  end if;
  if private.project_owner_user_id(p_project_id) is distinct from (select auth.uid()) then
    raise exception 'Only the project owner can cancel this project.' using errcode = '42501';
  end if;
  if public.effective_project_status(v_project.status, v_project.submission_deadline) <> 'open' then
    raise exception 'Only an open project can be cancelled.' using errcode = '23514';
  end if;
  update public.projects set status = 'cancelled' where id = p_project_id returning * into v_project;
  return v_project;
end;
$$;

create function public.cancel_project(p_project_id uuid) returns public.projects
language sql security invoker set search_path = '' as $$
  select * from private.cancel_project(p_project_id)
$$;

-- ---------------------------------------------------------------------------------------------
-- Awarding: open past its deadline, or closed; never cancelled or deleted.

create or replace function private.award_project(p_project_id uuid, p_quote_id uuid) returns public.project_awards
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects;
  v_owner uuid;
  v_quote public.quotes;
  v_award public.project_awards;
  v_winner_user uuid;
begin
  select * into v_project from public.projects p where p.id = p_project_id and p.deleted_at is null for update;
  if not found then
    raise exception 'Project not found.' using errcode = 'P0002';
  end if;
  select b.user_id into v_owner from public.brf_profiles b where b.id = v_project.brf_id;
  if v_owner is distinct from (select auth.uid()) then
    raise exception 'Only the project owner can award this project.' using errcode = '42501';
  end if;
  if v_project.status = 'cancelled' then
    raise exception 'A cancelled project cannot be awarded.' using errcode = '23514';
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

-- ---------------------------------------------------------------------------------------------
-- Deleting. Without quotes: the row goes (cascades) and its files with it. With quotes: the
-- project is soft-deleted, the providers who quoted are told, and everything is kept.

create function private.soft_delete_project(p_project_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_title text;
begin
  update public.projects set deleted_at = now() where id = p_project_id and deleted_at is null
  returning title into v_title;
  if not found then
    return;
  end if;
  insert into public.notifications (user_id, type, message)
  select distinct s.user_id, 'project_deleted',
    format('The project "%s" was deleted by its owner. Your quote is kept on record.', v_title)
  from public.quotes q join public.service_provider_profiles s on s.id = q.service_provider_id
  where q.project_id = p_project_id;
end;
$$;

create function private.delete_project(p_project_id uuid) returns text
language plpgsql security definer set search_path = '' as $$
begin
  perform 1 from public.projects p where p.id = p_project_id and p.deleted_at is null for update;
  if not found then
    raise exception 'Project not found.' using errcode = 'P0002';
  end if;
  if private.project_owner_user_id(p_project_id) is distinct from (select auth.uid()) then
    raise exception 'Only project owners can delete projects.' using errcode = '42501';
  end if;
  if exists (select 1 from public.quotes q where q.project_id = p_project_id) then
    perform private.soft_delete_project(p_project_id);
    return 'archived';
  end if;
  delete from public.projects where id = p_project_id;
  return 'deleted';
end;
$$;

-- Returns 'deleted' (gone with its files) or 'archived' (had quotes: hidden, kept 7 years).
create function public.delete_project(p_project_id uuid) returns text
language sql security invoker set search_path = '' as $$
  select private.delete_project(p_project_id)
$$;

-- A plain DELETE by a client on a project with quotes archives it instead (the safe thing);
-- the service role's deletes and cascades are real deletes.
create function private.guard_project_delete() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user() and pg_trigger_depth() = 1
     and private.project_has_quotes(old.id) then
    perform private.delete_project(old.id);
    return null;
  end if;
  return old;
end;
$$;

create function private.project_has_quotes(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.quotes q where q.project_id = p_project_id)
$$;

create trigger projects_guard_delete before delete on public.projects
  for each row execute function private.guard_project_delete();

-- Files go with their project or quote: the metadata rows at once (so nothing is served), as the
-- storage API itself deletes them (storage.allow_delete_query).
create function private.remove_owned_files() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_bucket text := tg_argv[0];
begin
  perform set_config('storage.allow_delete_query', 'true', true);
  delete from storage.objects o
  where o.bucket_id = v_bucket and private.storage_owner_id(o.name, v_bucket) = old.id;
  return null;
end;
$$;

create trigger projects_remove_files after delete on public.projects
  for each row execute function private.remove_owned_files('project-files');
create trigger quotes_remove_files after delete on public.quotes
  for each row execute function private.remove_owned_files('quote-attachments');

-- ---------------------------------------------------------------------------------------------
-- Categories: replaced in one call; a project never ends up with none.

create function public.set_project_categories(p_project_id uuid, p_category_ids uuid[])
returns setof public.project_service_categories
language plpgsql security invoker set search_path = '' as $$
declare
  v_categories uuid[];
begin
  if not private.is_project_owner(p_project_id) then
    raise exception 'Only the project owner can change its service categories.' using errcode = '42501';
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
  insert into public.project_service_categories (project_id, service_category_id)
  select p_project_id, c from unnest(v_categories) as c
  on conflict do nothing;
  delete from public.project_service_categories
  where project_id = p_project_id and service_category_id <> all (v_categories);
  return query select * from public.project_service_categories where project_id = p_project_id;
end;
$$;

create function private.keep_one_category() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from public.projects p where p.id = old.project_id)
     and not exists (select 1 from public.project_service_categories c where c.project_id = old.project_id) then
    raise exception 'A project needs at least one service category.' using errcode = '23514';
  end if;
  return null;
end;
$$;

create trigger project_service_categories_keep_one after delete on public.project_service_categories
  for each row execute function private.keep_one_category();

-- ---------------------------------------------------------------------------------------------
-- The detail view shows the effective status (and, for admins, when a project was deleted).

create or replace view public.project_details with (security_invoker = true) as
select
  p.id, p.brf_id, p.title, p.description,
  public.effective_project_status(p.status, p.submission_deadline) as status,
  p.submission_deadline, p.max_bids,
  p.show_winner_publicly, p.created_at, p.updated_at,
  a.winning_service_provider_id, a.winning_budget, a.winning_quote_id, a.awarded_at,
  bp.organization_name as brf_organization_name, bp.user_id as brf_user_id,
  p.deleted_at
from public.projects p
  left join public.project_awards a on a.project_id = p.id
  left join public.brf_public_profiles bp on bp.id = p.brf_id;

-- Deadline reminders skip soft-deleted projects (and honour preferences through the
-- notifications trigger).
create or replace function private.send_deadline_notifications() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  with due as (
    select p.id as project_id, p.title,
      case
        when p.submission_deadline - now() <= interval '7 days' then 'deadline_1week'
        when p.submission_deadline - now() <= interval '14 days' then 'deadline_2weeks'
        else 'deadline_1month'
      end as type
    from public.projects p
    where p.status = 'open' and p.deleted_at is null and p.submission_deadline > now()
      and p.submission_deadline <= now() + interval '1 month'
  ),
  recipients as (
    select d.project_id, d.title, d.type, b.user_id
      from due d join public.projects p on p.id = d.project_id join public.brf_profiles b on b.id = p.brf_id
    union
    select d.project_id, d.title, d.type, f.user_id
      from due d join public.project_subscriptions f on f.project_id = d.project_id and f.is_subscribed
    union
    select d.project_id, d.title, d.type, s.user_id
      from due d join public.quotes q on q.project_id = d.project_id and q.status in ('submitted', 'accepted')
      join public.service_provider_profiles s on s.id = q.service_provider_id
  ),
  sent as (
    insert into private.deadline_reminders_sent (project_id, user_id, type)
    select r.project_id, r.user_id, r.type from recipients r
    on conflict do nothing
    returning project_id, user_id, type
  ),
  created as (
    insert into public.notifications (user_id, project_id, type, message)
    select s.user_id, s.project_id, s.type,
      format('The submission deadline for "%s" is in %s.', r.title,
        case s.type when 'deadline_1week' then '1 week' when 'deadline_2weeks' then '2 weeks' else '1 month' end)
    from sent s join recipients r on r.project_id = s.project_id and r.user_id = s.user_id and r.type = s.type
    returning 1
  )
  select count(*) into v_count from created;
  return v_count;
end;
$$;

-- Helpers the policies, guards and functions share: who the caller is (admin at aal2, BRF,
-- provider), what state a project is in, and who may read or change a project, quote or award.
-- SECURITY DEFINER where they read rows the caller may not; always an empty search_path.

-- ---------------------------------------------------------------------------------------------
-- Effective status: a past-deadline open project is closed, whatever the stored column says.

create function public.effective_project_status(p_status text, p_submission_deadline timestamptz) returns text
language sql stable set search_path = '' as $$
  select case when p_status = 'open' and p_submission_deadline <= now() then 'closed' else p_status end
$$;

-- The effective status, null for a missing or soft-deleted project (follow rules use it).
create or replace function private.project_status(p_project_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select public.effective_project_status(p.status, p.submission_deadline)
  from public.projects p where p.id = p_project_id and p.deleted_at is null
$$;

-- Helpers the policies and triggers share. They live in the private schema, which the API does
-- not expose, run with an empty search_path and fully qualified names, and the SECURITY DEFINER
-- ones read only what the policy needs to decide (so policies do not recurse through RLS).

-- Admin: the role comes from app_metadata (set only through the auth admin API, never by the
-- user), and the session must have passed the second factor.
create function private.has_admin_role() returns boolean
language sql stable set search_path = '' as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'admin'
$$;

create function private.is_aal2() returns boolean
language sql stable set search_path = '' as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
$$;

create function private.is_admin() returns boolean
language sql stable set search_path = '' as $$
  select private.has_admin_role() and private.is_aal2()
$$;

-- The caller finished registration (has an organisation profile) or is an admin at aal2.
create function private.has_profile() returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin()
    or exists (select 1 from public.brf_profiles b where b.user_id = (select auth.uid()))
    or exists (select 1 from public.service_provider_profiles s where s.user_id = (select auth.uid()))
$$;

-- Visible = exists and not soft-deleted.
create function private.project_visible(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.projects p where p.id = p_project_id and p.deleted_at is null)
$$;

create function private.current_brf_id() returns uuid
language sql stable security definer set search_path = '' as $$
  select b.id from public.brf_profiles b where b.user_id = (select auth.uid())
$$;

create function private.current_provider_id() returns uuid
language sql stable security definer set search_path = '' as $$
  select s.id from public.service_provider_profiles s where s.user_id = (select auth.uid())
$$;

-- The owner of a visible project (a soft-deleted project has no editor any more).
create or replace function private.is_project_owner(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.projects p join public.brf_profiles b on b.id = p.brf_id
    where p.id = p_project_id and p.deleted_at is null and b.user_id = (select auth.uid())
  )
$$;

create function private.project_owner_user_id(p_project_id uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select b.user_id from public.projects p join public.brf_profiles b on b.id = p.brf_id
  where p.id = p_project_id
$$;

create or replace function private.project_accepts_quotes(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.projects p
    where p.id = p_project_id and p.deleted_at is null
      and public.effective_project_status(p.status, p.submission_deadline) = 'open'
  )
$$;

create function private.is_own_quote(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q join public.service_provider_profiles s on s.id = q.service_provider_id
    where q.id = p_quote_id and s.user_id = (select auth.uid())
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

-- A provider with a submitted or accepted quote on the project.
create function private.has_active_quote(p_project_id uuid, p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q join public.service_provider_profiles s on s.id = q.service_provider_id
    where q.project_id = p_project_id and s.user_id = p_user_id and q.status in ('submitted', 'accepted')
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

-- Storage object names start with an id; anything else is simply not a match.
create function private.uuid_or_null(p_text text) returns uuid
language sql immutable set search_path = '' as $$
  select case when p_text ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then p_text::uuid end
$$;

-- True for requests made through the API as a signed-in or anonymous user; false for the
-- service role, migrations and SECURITY DEFINER functions (which run as their owner).
create function private.is_api_user() returns boolean
language sql stable set search_path = '' as $$
  select current_user in ('anon', 'authenticated')
$$;

-- The Swedish calendar day of a moment (deadlines are "at least 7 days from today").
create function private.swedish_date(p_at timestamptz) returns date
language sql stable set search_path = '' as $$
  select (p_at at time zone 'Europe/Stockholm')::date
$$;

create function private.user_has_other_profile(p_user_id uuid, p_table text) returns boolean
language sql stable security definer set search_path = '' as $$
  select case p_table
    when 'brf_profiles' then exists (select 1 from public.service_provider_profiles s where s.user_id = p_user_id)
    else exists (select 1 from public.brf_profiles b where b.user_id = p_user_id)
  end
$$;

create function private.categories_exist(p_ids uuid[]) returns boolean
language sql stable security definer set search_path = '' as $$
  select not exists (
    select 1 from unnest(p_ids) as i(id)
    where not exists (select 1 from public.service_categories c where c.id = i.id)
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

create or replace function private.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  elsif private.is_api_user() then
    new.created_at := now();
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger notification_preferences_touch before insert or update on public.notification_preferences
  for each row execute function private.touch_updated_at();

-- Addresses, viewing dates and files of a project: registered users while it is visible; admins always.
create function private.can_read_project_details(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or (private.has_profile() and private.project_visible(p_project_id))
$$;

create function private.project_has_quotes(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.quotes q where q.project_id = p_project_id)
$$;

-- ---------------------------------------------------------------------------------------------
-- The database sets created_at; clients cannot back- or forward-date rows.

create function private.stamp_created_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  elsif private.is_api_user() then
    new.created_at := now();
  end if;
  return new;
end;
$$;

create trigger project_addresses_stamp before insert or update on public.project_addresses
  for each row execute function private.stamp_created_at();

create trigger project_attachments_stamp before insert or update on public.project_attachments
  for each row execute function private.stamp_created_at();

create trigger project_viewing_dates_stamp before insert or update on public.project_viewing_dates
  for each row execute function private.stamp_created_at();

create trigger project_service_categories_stamp before insert or update on public.project_service_categories
  for each row execute function private.stamp_created_at();

create trigger quote_attachments_stamp before insert or update on public.quote_attachments
  for each row execute function private.stamp_created_at();

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function public.effective_project_status(p_status text,
  p_submission_deadline timestamp with time zone) from public;
grant execute on function public.effective_project_status(p_status text,
  p_submission_deadline timestamp with time zone) to anon, authenticated;
revoke all on function private.project_status(p_project_id uuid), private.has_admin_role(), private.is_aal2(),
  private.is_admin(), private.has_profile(), private.project_visible(p_project_id uuid),
  private.current_brf_id(), private.current_provider_id(), private.is_project_owner(p_project_id uuid),
  private.project_accepts_quotes(p_project_id uuid), private.can_read_quote(p_quote_id uuid),
  private.can_edit_quote(p_quote_id uuid), private.has_active_quote(p_project_id uuid, p_user_id uuid),
  private.can_see_award(p_project_id uuid), private.uuid_or_null(p_text text), private.is_api_user(),
  private.swedish_date(p_at timestamp with time zone), private.user_has_other_profile(p_user_id uuid,
  p_table text), private.categories_exist(p_ids uuid[]), private.can_review(p_project_id uuid, p_brf_id uuid,
  p_service_provider_id uuid), private.can_read_project_details(p_project_id uuid),
  private.project_has_quotes(p_project_id uuid) from public;
grant execute on function private.project_status(p_project_id uuid), private.has_admin_role(),
  private.is_aal2(), private.is_admin(), private.has_profile(), private.project_visible(p_project_id uuid),
  private.current_brf_id(), private.current_provider_id(), private.is_project_owner(p_project_id uuid),
  private.project_accepts_quotes(p_project_id uuid), private.can_read_quote(p_quote_id uuid),
  private.can_edit_quote(p_quote_id uuid), private.has_active_quote(p_project_id uuid, p_user_id uuid),
  private.can_see_award(p_project_id uuid), private.uuid_or_null(p_text text), private.is_api_user(),
  private.swedish_date(p_at timestamp with time zone), private.user_has_other_profile(p_user_id uuid,
  p_table text), private.categories_exist(p_ids uuid[]), private.can_review(p_project_id uuid, p_brf_id uuid,
  p_service_provider_id uuid), private.can_read_project_details(p_project_id uuid),
  private.project_has_quotes(p_project_id uuid) to authenticated, service_role;
revoke all on function private.project_owner_user_id(p_project_id uuid),
  private.is_own_quote(p_quote_id uuid), private.touch_updated_at(), private.stamp_created_at() from public;
grant execute on function private.project_owner_user_id(p_project_id uuid),
  private.is_own_quote(p_quote_id uuid), private.touch_updated_at(),
  private.stamp_created_at() to service_role;

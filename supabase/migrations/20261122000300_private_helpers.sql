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

create function private.current_brf_id() returns uuid
language sql stable security definer set search_path = '' as $$
  select b.id from public.brf_profiles b where b.user_id = (select auth.uid())
$$;

create function private.current_provider_id() returns uuid
language sql stable security definer set search_path = '' as $$
  select s.id from public.service_provider_profiles s where s.user_id = (select auth.uid())
$$;

create function private.is_project_owner(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.projects p join public.brf_profiles b on b.id = p.brf_id
    where p.id = p_project_id and b.user_id = (select auth.uid())
  )
$$;

create function private.project_owner_user_id(p_project_id uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select b.user_id from public.projects p join public.brf_profiles b on b.id = p.brf_id
  where p.id = p_project_id
$$;

-- Quotes may be sent, edited and withdrawn only while the project is open and before its deadline.
create function private.project_accepts_quotes(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.projects p
    where p.id = p_project_id and p.status = 'open' and p.submission_deadline > now()
  )
$$;

create function private.is_own_quote(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q join public.service_provider_profiles s on s.id = q.service_provider_id
    where q.id = p_quote_id and s.user_id = (select auth.uid())
  )
$$;

-- The quote's provider, the project's owner and admins (aal2) see a quote.
create function private.can_read_quote(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or exists (
    select 1 from public.quotes q
      join public.service_provider_profiles s on s.id = q.service_provider_id
      join public.projects p on p.id = q.project_id
      join public.brf_profiles b on b.id = p.brf_id
    where q.id = p_quote_id and (select auth.uid()) in (s.user_id, b.user_id)
  )
$$;

-- The quote's provider while the project still accepts quotes.
create function private.can_edit_quote(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q
      join public.service_provider_profiles s on s.id = q.service_provider_id
      join public.projects p on p.id = q.project_id
    where q.id = p_quote_id and s.user_id = (select auth.uid())
      and p.status = 'open' and p.submission_deadline > now()
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

-- Winner data: the owner, the winner, admins, and everyone when the owner chose to show it.
create function private.can_see_award(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or exists (
    select 1 from public.projects p
      join public.brf_profiles b on b.id = p.brf_id
      left join public.project_awards a on a.project_id = p.id
      left join public.service_provider_profiles s on s.id = a.winning_service_provider_id
    where p.id = p_project_id
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

revoke all on all functions in schema private from public;
grant usage on schema private to authenticated, service_role;
grant execute on all functions in schema private to authenticated, service_role;

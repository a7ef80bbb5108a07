-- Asking to join an organisation that is already registered (issue 29). Registering an
-- organisation number that exists offers, instead of a second profile, to ask its chair (a
-- company: its admins) for an invitation: they are told in the app and by e-mail, with the
-- person's name and address, and invite from their profile page as usual. One request per
-- person and organisation a day; nobody who already belongs to an organisation asks.

create table private.membership_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  organization_type text not null check (organization_type in ('brf', 'service_provider')),
  organization_id uuid not null,
  created_at timestamptz not null default now()
);
create index membership_requests_recent_idx on private.membership_requests (user_id, organization_id, created_at desc);
alter table private.membership_requests enable row level security;

alter table public.notifications drop constraint notifications_type_check;
alter table public.notifications add constraint notifications_type_check check (type in ('new_quote',
  'quote_viewed', 'project_awarded', 'deadline_1week', 'deadline_2weeks', 'deadline_1month', 'new_message',
  'project_deleted', 'new_question', 'deadline_changed', 'project_cancelled', 'ready_to_award', 'award_proposed',
  'membership_requested'));
alter table public.notification_preferences
  add column membership_requested boolean not null default true,
  add column email_membership_requested boolean not null default true;

create or replace function private.email_default(p_type text) returns boolean
language sql immutable set search_path = '' as $$
  select p_type in ('new_quote', 'new_question', 'project_awarded', 'ready_to_award', 'deadline_1week',
    'deadline_2weeks', 'deadline_1month', 'award_proposed', 'membership_requested')
$$;

-- Returns the organisation's name. Refuses an unknown number with the registration's own words.
create function private.request_membership(p_organization_type text, p_organization_number text)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := (select auth.uid());
  v_email text;
  v_name text;
  v_org_id uuid;
  v_org_name text;
begin
  if v_user is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if exists (select 1 from public.brf_members m where m.user_id = v_user)
     or exists (select 1 from public.provider_members m where m.user_id = v_user) then
    raise exception 'This user already belongs to an organization.' using errcode = '23505';
  end if;
  if p_organization_type = 'brf' then
    select b.id, b.organization_name into v_org_id, v_org_name from public.brf_profiles b
      where private.organization_number_key(b.organization_number) = private.organization_number_key(p_organization_number);
  elsif p_organization_type = 'service_provider' then
    select s.id, s.organization_name into v_org_id, v_org_name from public.service_provider_profiles s
      where private.organization_number_key(s.organization_number) = private.organization_number_key(p_organization_number);
  end if;
  if v_org_id is null then
    raise exception 'No organization with this organization number is registered.' using errcode = 'P0002';
  end if;
  if exists (select 1 from private.membership_requests r where r.user_id = v_user and r.organization_id = v_org_id
      and r.created_at > now() - interval '1 day') then
    raise exception 'You have already asked this organization today. Its chair has been told.' using errcode = '23505';
  end if;
  insert into private.membership_requests (user_id, organization_type, organization_id)
  values (v_user, p_organization_type, v_org_id);
  select u.email into v_email from auth.users u where u.id = v_user;
  v_name := coalesce(private.person_name(v_user), v_email);
  insert into public.notifications (user_id, project_id, type, message, params)
  select runner.user_id, null, 'membership_requested',
    format('%s (%s) asks to join %s. Invite them from your profile page.', v_name, v_email, v_org_name),
    jsonb_build_object('author', v_name, 'email', v_email, 'organization', v_org_name)
  from (
    select m.user_id from public.brf_members m where m.brf_id = v_org_id and m.role = 'chair'
    union
    select m.user_id from public.provider_members m where m.provider_id = v_org_id and m.role = 'admin'
  ) runner;
  return v_org_name;
end;
$$;

create function public.request_membership(p_organization_type text, p_organization_number text) returns text
language sql security invoker set search_path = '' as $$
  select private.request_membership(p_organization_type, p_organization_number)
$$;

revoke all on function private.request_membership(p_organization_type text, p_organization_number text) from public;
grant execute on function private.request_membership(p_organization_type text, p_organization_number text)
  to authenticated, service_role;
revoke all on function public.request_membership(p_organization_type text, p_organization_number text)
  from public, anon;
grant execute on function public.request_membership(p_organization_type text, p_organization_number text)
  to authenticated;

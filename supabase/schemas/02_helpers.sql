-- Helpers the policies, guards and functions share: who the caller is (admin at aal2, a member of
-- a BRF or a provider), what state a project is in, what the caller may do on it (private.may),
-- and who may read or change a project, quote or award, sealed bids and declarations included.
-- They live in the private schema, which the API does not expose, run with an empty search_path
-- and fully qualified names, and the SECURITY DEFINER ones read only what the policy needs to
-- decide (so policies do not recurse through RLS).

-- ---------------------------------------------------------------------------------------------
-- Effective status: a past-deadline open project is closed, whatever the stored column says.
create function public.effective_project_status(p_status text, p_submission_deadline timestamptz) returns text
language sql stable set search_path = '' as $$
  select case when p_status = 'open' and p_submission_deadline <= now() then 'closed' else p_status end
$$;

-- The effective status, null for a missing or soft-deleted project (follow rules use it).
create function private.project_status(p_project_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select public.effective_project_status(p.status, p.submission_deadline)
  from public.projects p where p.id = p_project_id and p.deleted_at is null
$$;

-- Visible = exists and not soft-deleted.
create function private.project_visible(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.projects p where p.id = p_project_id and p.deleted_at is null)
$$;

-- ---------------------------------------------------------------------------------------------
-- Who the caller is

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

-- True for requests made through the API as a signed-in or anonymous user; false for the
-- service role, migrations and SECURITY DEFINER functions (which run as their owner).
create function private.is_api_user() returns boolean
language sql stable set search_path = '' as $$
  select current_user in ('anon', 'authenticated')
$$;

-- The caller's BRF, whatever the role (what it reads).
create function private.current_brf_id() returns uuid
language sql stable security definer set search_path = '' as $$
  select m.brf_id from public.brf_members m where m.user_id = (select auth.uid())
$$;

-- The caller's BRF when its role acts for the board (chair, member): what it changes.
create function private.acting_brf_id() returns uuid
language sql stable security definer set search_path = '' as $$
  select m.brf_id from public.brf_members m
  where m.user_id = (select auth.uid()) and m.role in ('chair', 'member')
$$;

create function private.current_provider_id() returns uuid
language sql stable security definer set search_path = '' as $$
  select m.provider_id from public.provider_members m where m.user_id = (select auth.uid())
$$;

-- The caller finished registration (belongs to an organisation) or is an admin at aal2.
create function private.has_profile() returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin()
    or exists (select 1 from public.brf_members m where m.user_id = (select auth.uid()))
    or exists (select 1 from public.provider_members m where m.user_id = (select auth.uid()))
$$;

-- A user who belongs to another organisation (of either kind; its own registered one aside)
-- registers none.
create function private.user_has_other_profile(p_user_id uuid, p_table text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
      select 1 from public.brf_members m join public.brf_profiles b on b.id = m.brf_id
      where m.user_id = p_user_id and (p_table <> 'brf_profiles' or b.user_id <> p_user_id))
    or exists (
      select 1 from public.provider_members m join public.service_provider_profiles s on s.id = m.provider_id
      where m.user_id = p_user_id and (p_table = 'brf_profiles' or s.user_id <> p_user_id))
$$;

-- A person's name as they gave it at registration (null when they gave none): what the
-- minutes, the activity log and the members list show.
create function private.person_name(p_user_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select nullif(trim(coalesce(u.raw_user_meta_data ->> 'first_name', '') || ' '
    || coalesce(u.raw_user_meta_data ->> 'last_name', '')), '')
  from auth.users u where u.id = p_user_id
$$;

-- ---------------------------------------------------------------------------------------------
-- What the caller may do on a project: every rule the specs give "the owner" holds for the
-- members of its board whose role allows it (decision 0017).
--   manage, award   chair, member (and, for award, a deputy standing in on that project)
--   star            chair, member, deputy
--   read_quotes     every role

-- The caller's role on a project's board (null: not a member of its BRF).
create function private.project_role(p_project_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select m.role from public.projects p join public.brf_members m on m.brf_id = p.brf_id
  where p.id = p_project_id and m.user_id = (select auth.uid())
$$;

-- The deputies standing in on this project now (a deputy who left the board or changed role does not).
create function private.stand_ins(p_project_id uuid) returns setof uuid
language sql stable security definer set search_path = '' as $$
  select s.user_id from public.award_stand_ins s
    join public.projects p on p.id = s.project_id
    join public.brf_members m on m.brf_id = p.brf_id and m.user_id = s.user_id and m.role = 'deputy'
  where s.project_id = p_project_id
$$;

-- What this user may do on this project: the one answer every policy and RPC uses. A deputy who
-- stands in awards on that project as a decider does.
create function private.may(p_project_id uuid, p_action text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    case p_action
      when 'read_quotes' then private.project_role(p_project_id) is not null
      when 'star' then private.project_role(p_project_id) in ('chair', 'member', 'deputy')
      when 'manage' then private.project_role(p_project_id) in ('chair', 'member')
      when 'award' then private.project_role(p_project_id) in ('chair', 'member')
        or (select auth.uid()) in (select private.stand_ins(p_project_id))
    end, false)
$$;

-- The owner of a visible project: a member who manages it (a soft-deleted project has no
-- editor any more).
create function private.is_project_owner(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.may(p_project_id, 'manage') and private.project_visible(p_project_id)
$$;

-- The chair: the one user the spec's "project's BRF user" names (a single-user BRF's user).
create function private.project_owner_user_id(p_project_id uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select m.user_id from public.projects p join public.brf_members m on m.brf_id = p.brf_id
  where p.id = p_project_id and m.role = 'chair'
$$;

-- The board members a notification meant for "the owner" reaches: those who act on it.
create function private.project_board(p_project_id uuid) returns setof uuid
language sql stable security definer set search_path = '' as $$
  select m.user_id from public.projects p join public.brf_members m on m.brf_id = p.brf_id
  where p.id = p_project_id and m.role in ('chair', 'member')
$$;

-- Whether a user is one of the board members who act on the project.
create function private.is_board_member(p_project_id uuid, p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from private.project_board(p_project_id) as board(user_id) where board.user_id = p_user_id)
$$;

-- Everyone of a provider company: its quotes are the company's.
create function private.provider_people(p_provider_id uuid) returns setof uuid
language sql stable security definer set search_path = '' as $$
  select m.user_id from public.provider_members m where m.provider_id = p_provider_id
$$;

-- ---------------------------------------------------------------------------------------------
-- Who sees a bidder: the seal (09_sealed_bids.sql) and the declarations of interest
-- (10_awarding.sql). Every reader's view of a quote goes through these answers.

-- A sealed project's bids stay closed until its deadline.
create function private.bids_sealed(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select p.sealed_bids and now() < p.submission_deadline from public.projects p
    where p.id = p_project_id), false)
$$;

-- Declarations are asked once the project's board has two or more members who decide (chair and
-- ledamöter): with one, nobody else could handle the matter a conflicted member stands aside from.
-- Then every role declares, deputies and observers too, before seeing quotes.
create function private.declarations_required(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select count(*) >= 2 from public.projects p join public.brf_members m on m.brf_id = p.brf_id
  where p.id = p_project_id and m.role in ('chair', 'member')
$$;

-- The companies with a quote on the project (withdrawn quotes are no bids), first quote first.
create function private.project_bidders(p_project_id uuid)
returns table (service_provider_id uuid, organization_name text, quoted_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select q.service_provider_id, s.organization_name, min(q.created_at)
  from public.quotes q join public.service_provider_profiles s on s.id = q.service_provider_id
  where q.project_id = p_project_id and q.status <> 'withdrawn'
  group by q.service_provider_id, s.organization_name
  order by min(q.created_at)
$$;

-- Whether this board member may see this company's quotes on the project: once the bids are
-- open, and when its declaration clears the company.
create function private.member_sees_bidder(p_user_id uuid, p_project_id uuid, p_provider_id uuid)
returns boolean
language sql stable security definer set search_path = '' as $$
  select not private.bids_sealed(p_project_id)
    -- a declared conflict holds whatever the board's size
    and not exists (select 1 from public.interest_declarations c
      where c.project_id = p_project_id and c.user_id = p_user_id and p_provider_id = any (c.conflict_provider_ids))
    and (not private.declarations_required(p_project_id) or exists (
      select 1 from public.interest_declarations d
      where d.project_id = p_project_id and d.user_id = p_user_id and p_provider_id = any (d.bidder_ids)))
$$;

create function private.sees_bidder(p_project_id uuid, p_provider_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.member_sees_bidder((select auth.uid()), p_project_id, p_provider_id)
$$;

-- A member who sees every bidder (the opening record's table is read by them and admins; the RPC
-- shows the others their part).
create function private.sees_all_bidders(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select not exists (select 1 from private.project_bidders(p_project_id) b
    where not private.sees_bidder(p_project_id, b.service_provider_id))
$$;

-- ---------------------------------------------------------------------------------------------
-- Quotes, awards and a project's details

create function private.project_accepts_quotes(p_project_id uuid) returns boolean
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
    select 1 from public.quotes q join public.provider_members m on m.provider_id = q.service_provider_id
    where q.id = p_quote_id and m.user_id = (select auth.uid())
  )
$$;

-- A quote is read by its company, by the project's board once it sees the bidder, and by admins
-- at aal2 once the bids are open.
create function private.can_read_quote(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q join public.projects p on p.id = q.project_id
    where q.id = p_quote_id and (
      (private.is_admin() and not private.bids_sealed(q.project_id))
      or (p.deleted_at is null and (q.service_provider_id = private.current_provider_id()
        or (private.may(q.project_id, 'read_quotes') and private.sees_bidder(q.project_id, q.service_provider_id)))))
  )
$$;

create function private.can_edit_quote(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q join public.projects p on p.id = q.project_id
    where q.id = p_quote_id and q.service_provider_id = private.current_provider_id() and p.deleted_at is null
      and public.effective_project_status(p.status, p.submission_deadline) = 'open'
  )
$$;

-- A provider with a submitted or accepted quote on the project.
create function private.has_active_quote(p_project_id uuid, p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q join public.provider_members m on m.provider_id = q.service_provider_id
    where q.project_id = p_project_id and m.user_id = p_user_id and q.status in ('submitted', 'accepted')
  )
$$;

-- Winner data (and so the review, which names the winner): the board, the winner, admins, or
-- everyone when the board chose to show it; never for a soft-deleted project except to admins.
create function private.can_see_award(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or exists (
    select 1 from public.projects p left join public.project_awards a on a.project_id = p.id
    where p.id = p_project_id and p.deleted_at is null
      and (p.show_winner_publicly or private.project_role(p.id) is not null
        or a.winning_service_provider_id = private.current_provider_id())
  )
$$;

create function private.can_review(p_project_id uuid, p_brf_id uuid, p_service_provider_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.projects p join public.project_awards a on a.project_id = p.id
    where p.id = p_project_id and p.brf_id = p_brf_id and p_brf_id = private.acting_brf_id() and p.deleted_at is null
      and p.status in ('awarded', 'in_progress', 'completed')
      and a.winning_service_provider_id = p_service_provider_id
  )
$$;

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
-- Small helpers

-- Storage object names start with an id; anything else is simply not a match.
create function private.uuid_or_null(p_text text) returns uuid
language sql immutable set search_path = '' as $$
  select case when p_text ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then p_text::uuid end
$$;

-- The Swedish calendar day of a moment (deadlines are "at least 7 days from today").
create function private.swedish_date(p_at timestamptz) returns date
language sql stable set search_path = '' as $$
  select (p_at at time zone 'Europe/Stockholm')::date
$$;

create function private.categories_exist(p_ids uuid[]) returns boolean
language sql stable security definer set search_path = '' as $$
  select not exists (
    select 1 from unnest(p_ids) as i(id)
    where not exists (select 1 from public.service_categories c where c.id = i.id)
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- The database sets created_at (and updated_at); clients cannot back- or forward-date rows.
create function private.touch_updated_at() returns trigger
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
revoke all on function private.project_status(p_project_id uuid), private.project_visible(p_project_id uuid),
  private.has_admin_role(), private.is_aal2(), private.is_admin(), private.is_api_user(),
  private.current_brf_id(), private.acting_brf_id(), private.current_provider_id(), private.has_profile(),
  private.user_has_other_profile(p_user_id uuid, p_table text), private.project_role(p_project_id uuid),
  private.may(p_project_id uuid, p_action text), private.is_project_owner(p_project_id uuid),
  private.bids_sealed(p_project_id uuid), private.declarations_required(p_project_id uuid),
  private.member_sees_bidder(p_user_id uuid, p_project_id uuid,
    p_provider_id uuid), private.sees_bidder(p_project_id uuid, p_provider_id uuid),
  private.sees_all_bidders(p_project_id uuid), private.project_accepts_quotes(p_project_id uuid),
  private.can_read_quote(p_quote_id uuid), private.can_edit_quote(p_quote_id uuid),
  private.has_active_quote(p_project_id uuid, p_user_id uuid), private.can_see_award(p_project_id uuid),
  private.can_review(p_project_id uuid, p_brf_id uuid, p_service_provider_id uuid),
  private.can_read_project_details(p_project_id uuid), private.project_has_quotes(p_project_id uuid),
  private.uuid_or_null(p_text text), private.swedish_date(p_at timestamp with time zone),
  private.categories_exist(p_ids uuid[]) from public;
grant execute on function private.project_status(p_project_id uuid),
  private.project_visible(p_project_id uuid), private.has_admin_role(), private.is_aal2(), private.is_admin(),
  private.is_api_user(), private.current_brf_id(), private.acting_brf_id(), private.current_provider_id(),
  private.has_profile(), private.user_has_other_profile(p_user_id uuid, p_table text),
  private.project_role(p_project_id uuid), private.may(p_project_id uuid, p_action text),
  private.is_project_owner(p_project_id uuid), private.bids_sealed(p_project_id uuid),
  private.declarations_required(p_project_id uuid),
  private.member_sees_bidder(p_user_id uuid, p_project_id uuid,
    p_provider_id uuid), private.sees_bidder(p_project_id uuid, p_provider_id uuid),
  private.sees_all_bidders(p_project_id uuid), private.project_accepts_quotes(p_project_id uuid),
  private.can_read_quote(p_quote_id uuid), private.can_edit_quote(p_quote_id uuid),
  private.has_active_quote(p_project_id uuid, p_user_id uuid), private.can_see_award(p_project_id uuid),
  private.can_review(p_project_id uuid, p_brf_id uuid, p_service_provider_id uuid),
  private.can_read_project_details(p_project_id uuid), private.project_has_quotes(p_project_id uuid),
  private.uuid_or_null(p_text text), private.swedish_date(p_at timestamp with time zone),
  private.categories_exist(p_ids uuid[]) to authenticated, service_role;
revoke all on function private.person_name(p_user_id uuid), private.stand_ins(p_project_id uuid),
  private.project_owner_user_id(p_project_id uuid), private.project_board(p_project_id uuid),
  private.is_board_member(p_project_id uuid, p_user_id uuid), private.provider_people(p_provider_id uuid),
  private.project_bidders(p_project_id uuid), private.is_own_quote(p_quote_id uuid),
  private.touch_updated_at(), private.stamp_created_at() from public;
grant execute on function private.person_name(p_user_id uuid), private.stand_ins(p_project_id uuid),
  private.project_owner_user_id(p_project_id uuid), private.project_board(p_project_id uuid),
  private.is_board_member(p_project_id uuid, p_user_id uuid), private.provider_people(p_provider_id uuid),
  private.project_bidders(p_project_id uuid), private.is_own_quote(p_quote_id uuid),
  private.touch_updated_at(), private.stamp_created_at() to service_role;

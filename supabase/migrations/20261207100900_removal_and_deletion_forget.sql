-- Removal and deletion forget what they should (decision 0029). A member who is removed or leaves
-- loses the organisation's private profile and its logo at once: the profile's registrant column
-- (`user_id`, which the read policy also matched) passes to whoever leads the organisation, and a
-- logo a company's profile shows is the company's, changed by its admins whoever uploaded it. A
-- deleted person is forgotten where others keep records: the company's contact details follow the
-- colleague who takes over, an accepted invitation loses the address, the activity log's details
-- and others' notifications (and the mail waiting for them) lose the name. And an access token of
-- a session that has ended (signed out, or the account deleted) writes nothing: local-supabase
-- refuses such a token on every request; on a hosted project the policies below refuse its
-- writes, and its reads end with the short JWT expiry (docs/deploy.md).

-- ---------------------------------------------------------------------------------------------
-- A profile passes on with the people who hold it

-- Whoever leads the organisation once this person has gone: the chair, then a ledamot (a company:
-- an admin), then the longest-serving; never someone who registered another profile.
create function private.next_holder(p_type text, p_id uuid, p_leaver uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select x.user_id
  from (
    select m.user_id, case m.role when 'chair' then 0 when 'member' then 1 else 2 end as rank, m.joined_at
    from public.brf_members m where p_type = 'brf' and m.brf_id = p_id
    union all
    select m.user_id, case m.role when 'admin' then 0 else 1 end, m.joined_at
    from public.provider_members m where p_type = 'service_provider' and m.provider_id = p_id
  ) x
  where x.user_id is distinct from p_leaver
    and not exists (select 1 from public.brf_profiles o where o.user_id = x.user_id)
    and not exists (select 1 from public.service_provider_profiles o where o.user_id = x.user_id)
  order by x.rank, x.joined_at
  limit 1
$$;

-- A person's contact details as their account holds them, each only where the profile's CHECK
-- would take it (a name of 2 to 100 characters, the phone format, an e-mail address).
create function private.contact_of(p_user_id uuid,
  out first_name text, out last_name text, out phone text, out email text)
language sql stable security definer set search_path = '' as $$
  select
    case when char_length(private.trimmed(u.raw_user_meta_data ->> 'first_name')) between 2 and 100
      then private.trimmed(u.raw_user_meta_data ->> 'first_name') end,
    case when char_length(private.trimmed(u.raw_user_meta_data ->> 'last_name')) between 2 and 100
      then private.trimmed(u.raw_user_meta_data ->> 'last_name') end,
    case when (u.raw_user_meta_data ->> 'phone') ~ '^\+?[0-9 ()-]{8,30}$' then u.raw_user_meta_data ->> 'phone' end,
    case when u.email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(u.email) <= 320 then u.email::text end
  from auth.users u where u.id = p_user_id
$$;

-- Whether a profile's contact details are this person's: their address, their name, or their phone.
create function private.contact_names(p_first text, p_last text, p_phone text, p_email text, p_user_id uuid)
returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((
    select lower(p_email) = lower(u.email::text)
      or (lower(private.trimmed(p_first)) = lower(private.trimmed(u.raw_user_meta_data ->> 'first_name'))
        and lower(private.trimmed(p_last)) = lower(private.trimmed(u.raw_user_meta_data ->> 'last_name')))
      or nullif(regexp_replace(p_phone, '[^0-9]', '', 'g'), '')
        = nullif(regexp_replace(u.raw_user_meta_data ->> 'phone', '[^0-9]', '', 'g'), '')
    from auth.users u where u.id = p_user_id), false)
$$;

-- Hands an organisation's profile on from a person who leaves it (removed, left, or deleted). The
-- registrant column passes to the next holder; contact details that were the leaver's become the
-- holder's (the profile's e-mail cannot be changed through the API, so the database must); with
-- nobody left the profile keeps no contact person, and a company no logo.
create function private.hand_profile_on(p_type text, p_id uuid, p_leaver uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_holder uuid;
  v_registrant boolean;
  v_named boolean;
  v_contact record;
begin
  if p_type = 'brf' then
    select b.user_id, b.user_id = p_leaver, private.contact_names(b.contact_person_first_name,
        b.contact_person_last_name, b.phone, b.email, p_leaver)
      into v_holder, v_registrant, v_named
    from public.brf_profiles b where b.id = p_id for update;
  else
    select s.user_id, s.user_id = p_leaver, private.contact_names(s.contact_person_first_name,
        s.contact_person_last_name, s.phone, s.email, p_leaver)
      into v_holder, v_registrant, v_named
    from public.service_provider_profiles s where s.id = p_id for update;
  end if;
  if not found or not (coalesce(v_registrant, false) or v_named) then
    return;
  end if;
  if v_registrant then
    v_holder := private.next_holder(p_type, p_id, p_leaver);
  end if;
  select * into v_contact from private.contact_of(v_holder);
  v_named := v_named or v_holder is null;

  if p_type = 'brf' then
    update public.brf_profiles b set user_id = v_holder,
      contact_person_first_name = case when v_named then v_contact.first_name else b.contact_person_first_name end,
      contact_person_last_name = case when v_named then v_contact.last_name else b.contact_person_last_name end,
      phone = case when v_named then v_contact.phone else b.phone end,
      email = case when v_named then v_contact.email else b.email end
    where b.id = p_id;
    update public.brf_public_profiles p set user_id = v_holder where p.id = p_id;
  else
    -- without a person the logo goes too (the file sweep removes the unreferenced file)
    update public.service_provider_profiles s set user_id = v_holder,
      contact_person_first_name = case when v_named then v_contact.first_name else s.contact_person_first_name end,
      contact_person_last_name = case when v_named then v_contact.last_name else s.contact_person_last_name end,
      phone = case when v_named then v_contact.phone else s.phone end,
      email = case when v_named then v_contact.email else s.email end,
      logo_id = case when v_holder is null then null else s.logo_id end
    where s.id = p_id;
    update public.service_provider_public_profiles p set user_id = v_holder where p.id = p_id;
  end if;
end;
$$;

-- Removal, leaving and the account's deletion all end in the membership row going: whatever RPC
-- does it, the profile is handed on in the same transaction.
create function private.on_member_left() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_table_name = 'brf_members' then
    perform private.hand_profile_on('brf', old.brf_id, old.user_id);
  else
    perform private.hand_profile_on('service_provider', old.provider_id, old.user_id);
  end if;
  return null;
end;
$$;

create trigger brf_members_hand_profile_on after delete on public.brf_members
  for each row execute function private.on_member_left();
create trigger provider_members_hand_profile_on after delete on public.provider_members
  for each row execute function private.on_member_left();

-- Registrants removed before this migration: their profiles pass on now.
do $$
declare
  v record;
begin
  for v in
    select 'brf' as type, b.id, b.user_id from public.brf_profiles b
    where b.user_id is not null
      and not exists (select 1 from public.brf_members m where m.brf_id = b.id and m.user_id = b.user_id)
    union all
    select 'service_provider', s.id, s.user_id from public.service_provider_profiles s
    where s.user_id is not null
      and not exists (select 1 from public.provider_members m where m.provider_id = s.id and m.user_id = s.user_id)
  loop
    perform private.hand_profile_on(v.type, v.id, v.user_id);
  end loop;
end;
$$;

-- Whether anyone belongs to the organisation yet (none: its registrant is still saving it).
create function private.organisation_has_people(p_type text, p_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select case p_type
    when 'brf' then exists (select 1 from public.brf_members m where m.brf_id = p_id)
    else exists (select 1 from public.provider_members m where m.provider_id = p_id)
  end
$$;

-- The private profile is its members' (and admins'). The registrant reads the row only while
-- saving it: an insert that returns the row is checked before its first membership is written.
drop policy "Members and admins read BRF profiles" on public.brf_profiles;
create policy "Members and admins read BRF profiles" on public.brf_profiles
  for select to authenticated using (
    id = (select private.current_brf_id()) or (select private.is_admin())
    or (user_id = (select auth.uid()) and not private.organisation_has_people('brf', id)));

drop policy "Providers' members, the BRFs they quoted for, and admins read provider profiles"
  on public.service_provider_profiles;
create policy "Providers' members, the BRFs they quoted for, and admins read provider profiles"
  on public.service_provider_profiles
  for select to authenticated using (
    id = (select private.current_provider_id()) or (select private.is_admin()) or private.received_quote_from(id)
    or (user_id = (select auth.uid()) and not private.organisation_has_people('service_provider', id)));

-- ---------------------------------------------------------------------------------------------
-- A logo the company's profile shows is the company's. Its file name still carries the uploader's
-- id (spec/accounts.md: logos/{type}/logo_{userId}_{timestamp}.{ext}), so who may change it is
-- decided by the profile that shows it, for every object, those stored before this one too.

create index service_provider_profiles_logo_idx on public.service_provider_profiles (logo_id)
  where logo_id is not null;

-- The company whose profile shows this object of bucket logos (a logo_id with or without 'logos/').
create function private.logo_company(p_name text) returns uuid
language sql stable security definer set search_path = '' as $$
  select s.id from public.service_provider_profiles s where s.logo_id in (p_name, 'logos/' || p_name) limit 1
$$;

-- The uploader a logo's file name carries.
create function private.logo_uploader(p_name text) returns uuid
language sql immutable set search_path = '' as $$
  select private.uuid_or_null(substring((string_to_array(p_name, '/'))[cardinality(string_to_array(p_name, '/'))]
    from '^logo_([0-9a-fA-F-]{36})_'))
$$;

-- Who may change (replace, move, remove) or, through the API, read a logo object: a logo a
-- company's profile shows, that company's admins (change) and people (read), whoever uploaded
-- it; one no profile shows, its uploader and the admins of the uploader's company.
create function private.may_use_logo(p_name text, p_change boolean) returns boolean
language sql stable security definer set search_path = '' as $$
  select (select auth.uid()) is not null and coalesce(
    (select exists (select 1 from public.provider_members m where m.provider_id = c.id
        and m.user_id = (select auth.uid()) and (m.role = 'admin' or not p_change))
      from (select private.logo_company(p_name) as id) c where c.id is not null),
    private.logo_uploader(p_name) = (select auth.uid())
      or exists (select 1 from public.provider_members up
        join public.provider_members me on me.provider_id = up.provider_id
        where up.user_id = private.logo_uploader(p_name) and me.user_id = (select auth.uid()) and me.role = 'admin'),
    false)
$$;

-- An upload that replaces an object (upsert) is checked as an insert of the proposed row first:
-- the company's admins may propose its logo's name, a person otherwise only a name of their own.
drop policy "Users upload their own logo" on storage.objects;
create policy "Users upload their own logo, a company's admins its logo" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'logos' and private.is_image(name, metadata) and case
    when private.logo_company(name) is not null then private.may_use_logo(name, true)
    else private.is_own_logo(name) end);

drop policy "Users replace their own logo" on storage.objects;
create policy "A company's admins replace its logo" on storage.objects
  for update to authenticated
  using (bucket_id = 'logos' and private.may_use_logo(name, true))
  with check (bucket_id = 'logos' and private.may_use_logo(name, true) and private.is_image(name, metadata));

drop policy "Users remove their own logo" on storage.objects;
create policy "A company's admins remove its logo" on storage.objects
  for delete to authenticated using (bucket_id = 'logos' and private.may_use_logo(name, true));

drop policy "Users read their own logo" on storage.objects;
create policy "A company's people read its logo" on storage.objects
  for select to authenticated using (bucket_id = 'logos' and private.may_use_logo(name, false));

-- ---------------------------------------------------------------------------------------------
-- Deleting an account forgets the person in what others keep

-- An accepted invitation is the record of who invited whom, with which role and when: kept, without
-- the address once its person has deleted the account.
alter table public.organization_invitations alter column email drop not null;

-- A JSON object without a person: each string value (or list element) equal to one of p_values
-- becomes null, or its key goes (p_drop). Keys that name organisations and things keep theirs.
create function private.without_person(p_doc jsonb, p_values text[], p_drop boolean) returns jsonb
language sql immutable set search_path = '' as $$
  select case when jsonb_typeof(p_doc) is distinct from 'object' then p_doc else coalesce((
    select jsonb_object_agg(e.key, case
        when e.named then 'null'::jsonb
        when not e.kept and jsonb_typeof(e.value) = 'array' then (
          select coalesce(jsonb_agg(case when jsonb_typeof(x.item) = 'string' and x.item #>> '{}' = any (p_values)
              then 'null'::jsonb else x.item end order by x.n), '[]'::jsonb)
          from jsonb_array_elements(e.value) with ordinality as x(item, n))
        else e.value end)
    from (
      select j.key, j.value, k.kept,
        not k.kept and jsonb_typeof(j.value) = 'string' and j.value #>> '{}' = any (p_values) as named
      from jsonb_each(p_doc) j
        cross join lateral (select j.key = any (array['title', 'provider', 'organization', 'brf', 'winner',
          'conflicts']) as kept) k
    ) e
    where not (p_drop and e.named)), '{}'::jsonb) end
$$;

-- A stored sentence without a person: each of p_values (3 characters or more) becomes 'Deleted user'.
create function private.text_without_person(p_text text, p_values text[]) returns text
language plpgsql immutable set search_path = '' as $$
declare
  v_text text := p_text;
  v_value text;
begin
  for v_value in select x from unnest(p_values) x where char_length(x) >= 3 order by char_length(x) desc loop
    v_text := replace(v_text, v_value, 'Deleted user');
  end loop;
  return v_text;
end;
$$;

-- A digest's notifications ([{type, project_id, params, message, created_at}]) without a person.
create function private.items_without_person(p_items jsonb, p_values text[]) returns jsonb
language sql immutable set search_path = '' as $$
  select case when jsonb_typeof(p_items) is distinct from 'array' then p_items else (
    select coalesce(jsonb_agg(case when jsonb_typeof(i.item) = 'object' then i.item
        || case when i.item ? 'params'
          then jsonb_build_object('params', private.without_person(i.item -> 'params', p_values, true))
          else '{}'::jsonb end
        || case when jsonb_typeof(i.item -> 'message') = 'string'
          then jsonb_build_object('message', private.text_without_person(i.item ->> 'message', p_values))
          else '{}'::jsonb end
        else i.item end order by i.n), '[]'::jsonb)
    from jsonb_array_elements(p_items) with ordinality as i(item, n)) end
$$;

create or replace function private.erase_user(p_user_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_email text;
  v_phone text;
  v_org record;
  v_profile record;
  v_contact_name text;
  v_contact_phone text;
  v_names text[];
  v_values text[];
  v_projects uuid[];
  v_people uuid[];
begin
  select u.email, u.raw_user_meta_data ->> 'phone' into v_email, v_phone from auth.users u
  where u.id = p_user_id for update;
  if not found then
    return;
  end if;
  perform private.erasure_error(private.deletion_blocker(p_user_id));
  select * into v_org from private.user_organisation(p_user_id);

  -- Where others' records may name the person: the projects they took part in and their
  -- organisation's, and the notifications of their organisation's people. By what: every name
  -- they went by here, and the contact details a profile gave for them.
  v_projects := array(
    select a.project_id from public.project_activity a where a.actor_id = p_user_id
    union select d.project_id from public.interest_declarations d where d.user_id = p_user_id
    union select s.project_id from public.award_stand_ins s
      where p_user_id in (s.user_id, s.stands_in_for, s.called_by)
    union select p.project_id from public.award_proposals p where p_user_id in (p.proposed_by, p.closed_by)
    union select p.id from public.projects p
      where v_org.organization_type = 'brf' and p.brf_id = v_org.organization_id);
  v_people := array(
    select m.user_id from public.brf_members m
    where v_org.organization_type = 'brf' and m.brf_id = v_org.organization_id and m.user_id <> p_user_id
    union select m.user_id from public.provider_members m
    where v_org.organization_type = 'service_provider' and m.provider_id = v_org.organization_id
      and m.user_id <> p_user_id);
  -- the organisation's contact, where it gives the person's details
  select concat_ws(' ', private.trimmed(c.first_name), private.trimmed(c.last_name)), c.phone
    into v_contact_name, v_contact_phone
  from (
    select b.contact_person_first_name, b.contact_person_last_name, b.phone, b.email from public.brf_profiles b
    where v_org.organization_type = 'brf' and b.id = v_org.organization_id
    union all
    select s.contact_person_first_name, s.contact_person_last_name, s.phone, s.email
    from public.service_provider_profiles s
    where v_org.organization_type = 'service_provider' and s.id = v_org.organization_id
  ) c(first_name, last_name, phone, email)
  where private.contact_names(c.first_name, c.last_name, c.phone, c.email, p_user_id);
  v_names := array(
    select distinct private.trimmed(x.name) from (
      select private.person_name(p_user_id)
      union all select d.member_name from public.interest_declarations d where d.user_id = p_user_id
      union all select s.member_name from public.award_stand_ins s where s.user_id = p_user_id
      union all select s.stands_in_for_name from public.award_stand_ins s where s.stands_in_for = p_user_id
      union all select s.called_by_name from public.award_stand_ins s where s.called_by = p_user_id
      union all select p.proposed_by_name from public.award_proposals p where p.proposed_by = p_user_id
      union all select p.closed_by_name from public.award_proposals p where p.closed_by = p_user_id
      union all select a.actor_name from public.project_activity a where a.actor_id = p_user_id
      union all select a.member_name from public.bid_opening_attendance a where a.user_id = p_user_id
      union all select s.member_name from public.quote_scores s where s.user_id = p_user_id
      union all select v_contact_name
    ) x(name)
    where char_length(private.trimmed(x.name)) >= 3);
  v_values := v_names || array(
    select distinct x.value from (
      select v_email union all select lower(v_email) union all select v_phone union all select v_contact_phone
    ) x(value)
    where char_length(x.value) >= 3);

  -- The profiles the person registered, or is the contact of, pass to whoever leads the
  -- organisation now; with nobody left they stay (their projects and quotes are kept) without a
  -- contact person.
  for v_profile in
    select 'brf' as type, b.id from public.brf_profiles b
    where b.user_id = p_user_id or (v_org.organization_type = 'brf' and b.id = v_org.organization_id)
    union
    select 'service_provider', s.id from public.service_provider_profiles s
    where s.user_id = p_user_id
      or (v_org.organization_type = 'service_provider' and s.id = v_org.organization_id)
  loop
    perform private.hand_profile_on(v_profile.type, v_profile.id, p_user_id);
  end loop;
  -- a board left without people cannot award its open projects: cancelled, the bidders told why
  if v_org.organization_type = 'brf' and v_org.last_person then
    update public.projects p set status = 'cancelled',
      cancel_reason = 'The board no longer has any members on the marketplace.'
    where p.brf_id = v_org.organization_id and p.deleted_at is null
      and public.effective_project_status(p.status, p.submission_deadline) = 'open';
  end if;

  -- the person leaves the organisation while their account still exists, so what leaving records
  -- and tells is written now, and forgotten below with the rest
  delete from public.brf_members m where m.user_id = p_user_id;
  delete from public.provider_members m where m.user_id = p_user_id;

  -- kept without the person: messages, the activity log, declarations, proposals, stand-ins,
  -- attendance, scores
  update public.project_messages m set organization_name = null where m.sender_id = p_user_id;
  update public.project_activity a set actor_name = null, details = a.details || '{"actor_deleted": true}'
  where a.actor_id = p_user_id;
  -- others' entries that name the person: who stood aside, who was called in, whose proposal
  update public.project_activity a set details = private.without_person(a.details, v_names, false)
  where a.project_id = any (v_projects)
    and a.details is distinct from private.without_person(a.details, v_names, false);
  update public.interest_declarations d set member_name = null where d.user_id = p_user_id;
  update public.award_proposals p set proposed_by_name = null where p.proposed_by = p_user_id;
  update public.award_proposals p set closed_by_name = null where p.closed_by = p_user_id;
  update public.award_stand_ins s set stands_in_for_name = null where s.stands_in_for = p_user_id;
  update public.award_stand_ins s set called_by_name = null where s.called_by = p_user_id;
  update public.bid_opening_attendance a set member_name = null where a.user_id = p_user_id;
  update public.quote_scores s set member_name = null where s.user_id = p_user_id;

  -- others' notifications, and the mail still waiting for them, that name the person (a request
  -- to join is the person's own and goes)
  delete from public.notifications n where n.type = 'membership_requested' and n.params ->> 'email' = v_email;
  update public.notifications n set params = private.without_person(n.params, v_values, true),
    message = private.text_without_person(n.message, v_values)
  where n.user_id <> p_user_id and (n.project_id = any (v_projects) or n.user_id = any (v_people))
    and (n.params is distinct from private.without_person(n.params, v_values, true)
      or n.message is distinct from private.text_without_person(n.message, v_values));
  update private.mail_outbox o set params = private.without_person(o.params, v_values, true),
    message = private.text_without_person(o.message, v_values),
    items = private.items_without_person(o.items, v_values)
  where o.status in ('held', 'pending')
    and (o.params is distinct from private.without_person(o.params, v_values, true)
      or o.message is distinct from private.text_without_person(o.message, v_values)
      or o.items is distinct from private.items_without_person(o.items, v_values));

  -- what names the person elsewhere: invitations to the address, mail waiting for it
  delete from public.organization_invitations i where i.email = lower(v_email) and i.accepted_at is null;
  update public.organization_invitations i set email = null
  where i.accepted_at is not null and (i.accepted_by = p_user_id or i.email = lower(v_email));
  delete from private.mail_outbox o where o.email = lower(v_email) or o.user_id = p_user_id;

  -- the rest goes with the account (notifications, preferences, follows, notes: their foreign
  -- keys cascade; everything above that is kept sets its user to null)
  delete from auth.users u where u.id = p_user_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Only a session that still exists writes. Every access token names its session (`session_id`,
-- the primary key of auth.sessions); signing out or deleting the account removes that row at
-- once, while the token itself stays valid until it expires. A token without a session (the
-- service's own, or one minted by hand) is held to its user still existing.

create function private.caller_is_live() returns boolean
language sql stable security definer set search_path = '' as $$
  select case
    when (select auth.uid()) is null then true
    when private.uuid_or_null((select auth.jwt()) ->> 'session_id') is not null then exists (
      select 1 from auth.sessions s
      where s.id = private.uuid_or_null((select auth.jwt()) ->> 'session_id') and s.user_id = (select auth.uid())
        and (s.not_after is null or s.not_after > now()))
    else exists (select 1 from auth.users u where u.id = (select auth.uid()))
  end
$$;

-- On every table a signed-in client may write, a restrictive policy per kind of write (once per
-- statement: the helper runs as an initplan).
do $$
declare
  v record;
begin
  for v in
    select n.nspname, c.relname,
      has_any_column_privilege('authenticated', c.oid, 'INSERT') as may_insert,
      has_any_column_privilege('authenticated', c.oid, 'UPDATE') as may_update,
      has_table_privilege('authenticated', c.oid, 'DELETE') as may_delete
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and c.relrowsecurity
      and (n.nspname = 'public' or (n.nspname, c.relname) = ('storage', 'objects'))
    order by n.nspname, c.relname
  loop
    if v.may_insert then
      execute format('create policy "Only a live session adds rows" on %I.%I as restrictive for insert '
        'to authenticated with check ((select private.caller_is_live()))', v.nspname, v.relname);
    end if;
    if v.may_update then
      execute format('create policy "Only a live session changes rows" on %I.%I as restrictive for update '
        'to authenticated using ((select private.caller_is_live())) with check ((select private.caller_is_live()))',
        v.nspname, v.relname);
    end if;
    if v.may_delete then
      execute format('create policy "Only a live session removes rows" on %I.%I as restrictive for delete '
        'to authenticated using ((select private.caller_is_live()))', v.nspname, v.relname);
    end if;
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what
revoke all on function private.next_holder(p_type text, p_id uuid, p_leaver uuid),
  private.contact_of(p_user_id uuid), private.contact_names(p_first text, p_last text, p_phone text, p_email text,
    p_user_id uuid),
  private.hand_profile_on(p_type text, p_id uuid, p_leaver uuid), private.on_member_left(),
  private.organisation_has_people(p_type text, p_id uuid), private.logo_company(p_name text),
  private.logo_uploader(p_name text), private.may_use_logo(p_name text, p_change boolean),
  private.without_person(p_doc jsonb, p_values text[], p_drop boolean),
  private.text_without_person(p_text text, p_values text[]),
  private.items_without_person(p_items jsonb, p_values text[]), private.caller_is_live()
  from public, anon, authenticated;
grant execute on function private.organisation_has_people(p_type text, p_id uuid),
  private.logo_company(p_name text), private.may_use_logo(p_name text, p_change boolean), private.caller_is_live()
  to authenticated, service_role;

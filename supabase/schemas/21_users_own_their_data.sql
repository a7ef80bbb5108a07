-- Users own their data (decision 0020): a user downloads what the marketplace holds about them
-- and deletes their account; the terms' retention periods are jobs. What the terms keep (project
-- data 7 years, communication 3 years) stays without the person: organisations outlive the person
-- who registered them (the profiles' user_id is set null), messages and the record for the
-- minutes lose the name.

-- ---------------------------------------------------------------------------------------------
-- What stops a deletion, and what stays

-- 'hand_over_chair' when the user chairs a board with other members, 'hand_over_admin' when the
-- user is the only admin of a company with other members; else null.
create function private.deletion_blocker(p_user_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when exists (select 1 from public.brf_members m where m.user_id = p_user_id and m.role = 'chair'
        and exists (select 1 from public.brf_members o where o.brf_id = m.brf_id and o.user_id <> p_user_id))
      then 'hand_over_chair'
    when exists (select 1 from public.provider_members m where m.user_id = p_user_id and m.role = 'admin'
        and exists (select 1 from public.provider_members o where o.provider_id = m.provider_id and o.user_id <> p_user_id)
        and not exists (select 1 from public.provider_members o where o.provider_id = m.provider_id
          and o.user_id <> p_user_id and o.role = 'admin'))
      then 'hand_over_admin'
  end
$$;

create function private.erasure_error(p_blocker text) returns void
language plpgsql set search_path = '' as $$
begin
  if p_blocker = 'hand_over_chair' then
    raise exception 'Hand over the chair before you delete your account.'
      using errcode = '23514', hint = 'hand_over_chair';
  elsif p_blocker = 'hand_over_admin' then
    raise exception 'Make another member an admin before you delete your account.'
      using errcode = '23514', hint = 'hand_over_admin';
  end if;
end;
$$;

-- The organisation a user belongs to: its type, id and name, and whether the user is its last person.
create function private.user_organisation(p_user_id uuid,
  out organization_type text, out organization_id uuid, out organization_name text, out last_person boolean)
language sql stable security definer set search_path = '' as $$
  select 'brf', b.id, b.organization_name,
    not exists (select 1 from public.brf_members o where o.brf_id = b.id and o.user_id <> p_user_id)
  from public.brf_members m join public.brf_profiles b on b.id = m.brf_id where m.user_id = p_user_id
  union all
  select 'service_provider', s.id, s.organization_name,
    not exists (select 1 from public.provider_members o where o.provider_id = s.id and o.user_id <> p_user_id)
  from public.provider_members m join public.service_provider_profiles s on s.id = m.provider_id
  where m.user_id = p_user_id
  limit 1
$$;

-- ---------------------------------------------------------------------------------------------
-- A profile passes on with the people who hold it (decision 0029): a member who is removed or
-- leaves loses the organisation's private profile and its logo at once; the profile's registrant
-- column passes to whoever leads the organisation (04_organisations_and_members.sql calls this
-- when a membership row goes).

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

-- ---------------------------------------------------------------------------------------------
-- A deleted person is forgotten where others keep records (decision 0029): the company's contact
-- details follow the colleague who takes over, an accepted invitation loses the address, the
-- activity log's details and others' notifications (and the mail waiting for them) lose the name.

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

-- ---------------------------------------------------------------------------------------------
-- The erasure: one transaction, used by the account's owner and by the inactivity job
create function private.erase_user(p_user_id uuid) returns void
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
-- The account's owner: preview, deletion, export
create function private.require_caller() returns uuid
language plpgsql stable set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  return (select auth.uid());
end;
$$;

-- A user with a verified second factor confirms it before deleting (a stolen password alone is not enough).
create function private.mfa_pending(p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from auth.mfa_factors f where f.user_id = p_user_id and f.status::text = 'verified')
    and not private.is_aal2()
$$;

create function private.account_deletion_preview() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := private.require_caller();
  v_org record;
begin
  select * into v_org from private.user_organisation(v_user);
  return jsonb_build_object(
    'blocked', private.deletion_blocker(v_user),
    'organization_name', v_org.organization_name,
    'organisation_kept', coalesce(v_org.last_person, false),
    'kept', jsonb_build_object(
      'projects', (select count(*) from public.projects p where v_org.organization_type = 'brf'
        and p.brf_id = v_org.organization_id),
      'quotes', (select count(*) from public.quotes q where v_org.organization_type = 'service_provider'
        and q.service_provider_id = v_org.organization_id),
      'messages', (select count(*) from public.project_messages m where m.sender_id = v_user)),
    'mfa_required', private.mfa_pending(v_user));
end;
$$;

create function private.delete_my_account() returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_caller();
begin
  perform private.erasure_error(private.deletion_blocker(v_user));
  if private.mfa_pending(v_user) then
    raise exception 'Confirm your second factor before you delete your account.'
      using errcode = '42501', hint = 'aal2_required';
  end if;
  perform private.erase_user(v_user);
end;
$$;

-- Everything the marketplace holds about the caller, as one JSON document (every key always present).
create function private.export_my_data() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := private.require_caller();
  v_org record;
begin
  select * into v_org from private.user_organisation(v_user);
  return jsonb_build_object(
    'exported_at', now(),
    'account', (select jsonb_build_object('id', u.id, 'email', u.email, 'created_at', u.created_at,
        'last_sign_in_at', u.last_sign_in_at, 'language', u.raw_user_meta_data ->> 'language',
        'first_name', u.raw_user_meta_data ->> 'first_name', 'last_name', u.raw_user_meta_data ->> 'last_name')
      from auth.users u where u.id = v_user),
    'organisations', coalesce((
      select jsonb_agg(jsonb_build_object('type', 'brf', 'id', b.id, 'organization_name', b.organization_name,
          'organization_number', b.organization_number, 'role', m.role, 'joined_at', m.joined_at,
          'profile', to_jsonb(b)))
      from public.brf_members m join public.brf_profiles b on b.id = m.brf_id where m.user_id = v_user), '[]')
      || coalesce((
      select jsonb_agg(jsonb_build_object('type', 'service_provider', 'id', s.id,
          'organization_name', s.organization_name, 'organization_number', s.organization_number, 'role', m.role,
          'joined_at', m.joined_at, 'profile', to_jsonb(s)))
      from public.provider_members m join public.service_provider_profiles s on s.id = m.provider_id
      where m.user_id = v_user), '[]'),
    'projects', coalesce((select jsonb_agg(to_jsonb(p) - 'category_ids' - 'category_sort_key' order by p.created_at)
      from public.projects p where v_org.organization_type = 'brf' and p.brf_id = v_org.organization_id), '[]'),
    'quotes', coalesce((select jsonb_agg(to_jsonb(q) || jsonb_build_object('project_title', p.title)
        order by q.created_at)
      from public.quotes q join public.projects p on p.id = q.project_id
      where v_org.organization_type = 'service_provider' and q.service_provider_id = v_org.organization_id), '[]'),
    'messages', coalesce((select jsonb_agg(jsonb_build_object('id', m.id, 'project_id', m.project_id,
        'message_text', m.message_text, 'created_at', m.created_at, 'parent_message_id', m.parent_message_id)
        order by m.created_at)
      from public.project_messages m where m.sender_id = v_user), '[]'),
    'reviews', coalesce((select jsonb_agg(to_jsonb(r) order by r.created_at) from public.reviews r
      where (v_org.organization_type = 'brf' and r.brf_id = v_org.organization_id)
        or (v_org.organization_type = 'service_provider' and r.service_provider_id = v_org.organization_id)), '[]'),
    'notifications', coalesce((select jsonb_agg(jsonb_build_object('id', n.id, 'type', n.type,
        'message', n.message, 'params', n.params, 'read', n.read, 'created_at', n.created_at,
        'project_id', n.project_id) order by n.created_at)
      from public.notifications n where n.user_id = v_user), '[]'),
    'notification_preferences', (select to_jsonb(np) from public.notification_preferences np
      where np.user_id = v_user),
    'files', coalesce((select jsonb_agg(f order by f ->> 'uploaded_at') from (
        select jsonb_build_object('bucket', 'project-files', 'path', a.storage_path, 'name', a.file_name,
          'size_bytes', a.file_size, 'uploaded_at', a.created_at, 'belongs_to', 'project', 'record_id', a.project_id) f
        from public.project_attachments a where a.uploaded_by = v_user
        union all
        select jsonb_build_object('bucket', 'quote-attachments', 'path', a.storage_path, 'name', a.file_name,
          'size_bytes', a.file_size, 'uploaded_at', a.created_at, 'belongs_to', 'quote', 'record_id', a.quote_id)
        from public.quote_attachments a join public.quotes q on q.id = a.quote_id
        where v_org.organization_type = 'service_provider' and q.service_provider_id = v_org.organization_id
        union all
        select jsonb_build_object('bucket', 'logos', 'path', s.logo_id, 'name', s.logo_id, 'size_bytes', null,
          'uploaded_at', s.updated_at, 'belongs_to', 'logo', 'record_id', s.id)
        from public.service_provider_profiles s
        where s.logo_id is not null and v_org.organization_type = 'service_provider'
          and s.id = v_org.organization_id) files), '[]'),
    'declarations', coalesce((select jsonb_agg(to_jsonb(d) order by d.declared_at)
      from public.interest_declarations d where d.user_id = v_user), '[]'),
    'scores', coalesce((select jsonb_agg(to_jsonb(s) order by s.updated_at)
      from public.quote_scores s where s.user_id = v_user), '[]'),
    'notes', coalesce((select jsonb_agg(to_jsonb(n) order by n.updated_at)
      from public.quote_notes n where n.user_id = v_user), '[]'),
    'activity', coalesce((select jsonb_agg(to_jsonb(a) order by a.created_at)
      from public.project_activity a where a.actor_id = v_user), '[]'));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The terms' retention periods as a job. p_now moves the clock (tests); the schedule passes none.
create function public.apply_retention(p_now timestamptz default now()) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid;
  v_accounts integer := 0;
  v_skipped integer := 0;
  v_messages integer;
  v_notifications integer;
  v_projects integer;
  v_organisations integer;
  v_analytics integer;
  v_logs integer;
  v_metrics integer;
begin
  -- accounts: 3 years without signing in (admins are staff accounts, not the terms' users)
  for v_user in
    select u.id from auth.users u
    where coalesce(u.last_sign_in_at, u.created_at) < p_now - interval '3 years'
      and coalesce(u.raw_app_meta_data ->> 'role', '') <> 'admin'
  loop
    if private.deletion_blocker(v_user) is null then
      perform private.erase_user(v_user);
      v_accounts := v_accounts + 1;
    else
      -- a chair whose board goes on is erased once the chair is handed over
      v_skipped := v_skipped + 1;
    end if;
  end loop;

  -- communication: 3 years
  delete from public.project_messages m where m.created_at < p_now - interval '3 years';
  get diagnostics v_messages = row_count;
  delete from public.notifications n where n.created_at < p_now - interval '3 years';
  get diagnostics v_notifications = row_count;
  delete from private.mail_outbox o where o.created_at < p_now - interval '3 years';

  -- project data: 7 years after the deadline (or the archiving), then organisations nobody holds
  delete from public.projects p
  where coalesce(p.deleted_at, greatest(p.submission_deadline, p.updated_at)) < p_now - interval '7 years';
  get diagnostics v_projects = row_count;
  with gone as (
    delete from public.brf_profiles b where b.user_id is null
      and not exists (select 1 from public.projects p where p.brf_id = b.id)
      and not exists (select 1 from public.brf_members m where m.brf_id = b.id)
    returning 1
  ), gone_providers as (
    delete from public.service_provider_profiles s where s.user_id is null
      and not exists (select 1 from public.quotes q where q.service_provider_id = s.id)
      and not exists (select 1 from public.project_awards a where a.winning_service_provider_id = s.id)
      and not exists (select 1 from public.provider_members m where m.provider_id = s.id)
    returning 1
  )
  select (select count(*) from gone) + (select count(*) from gone_providers) into v_organisations;

  -- analytics: 2 years
  delete from public.analytics_snapshots a where a.snapshot_date < (p_now - interval '2 years')::date;
  get diagnostics v_analytics = row_count;
  delete from private.monitoring_logs l where l.received_at < p_now - interval '2 years';
  get diagnostics v_logs = row_count;
  delete from private.monitoring_metrics m where m.received_at < p_now - interval '2 years';
  get diagnostics v_metrics = row_count;
  delete from private.rate_limit_events e where e.at < p_now - interval '1 day';

  return jsonb_build_object('accounts', v_accounts, 'accounts_waiting_for_a_hand_over', v_skipped,
    'messages', v_messages, 'notifications', v_notifications, 'projects', v_projects,
    'organisations', v_organisations, 'analytics_snapshots', v_analytics,
    'monitoring_logs', v_logs, 'monitoring_metrics', v_metrics);
end;
$$;
create function public.account_deletion_preview() returns jsonb
language sql stable security invoker set search_path = '' as $$ select private.account_deletion_preview() $$;
create function public.delete_my_account() returns void
language sql security invoker set search_path = '' as $$ select private.delete_my_account() $$;
create function public.export_my_data() returns jsonb
language sql stable security invoker set search_path = '' as $$ select private.export_my_data() $$;

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

-- On every table a signed-in client may write, a restrictive policy per kind of write it may make
-- (once per statement: the helper runs as an initplan). A table that clients come to write gets
-- its own.
create policy "Only a live session adds rows" on public.analytics_snapshots as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on public.brf_profiles as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on public.notification_preferences as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on public.project_addresses as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on public.project_attachments as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on public.project_messages as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on public.project_service_categories as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on public.project_subscriptions as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on public.project_viewing_dates as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on public.projects as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on public.quote_attachments as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on public.quote_notes as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on public.quote_scores as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on public.quote_stars as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on public.quotes as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on public.reviews as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on public.service_provider_profiles as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session adds rows" on storage.objects as restrictive for insert
  to authenticated with check ((select private.caller_is_live()));
create policy "Only a live session changes rows" on public.brf_profiles as restrictive for update
  to authenticated using ((select private.caller_is_live())) with check ((select private.caller_is_live()));
create policy "Only a live session changes rows" on public.notification_preferences as restrictive for update
  to authenticated using ((select private.caller_is_live())) with check ((select private.caller_is_live()));
create policy "Only a live session changes rows" on public.notifications as restrictive for update
  to authenticated using ((select private.caller_is_live())) with check ((select private.caller_is_live()));
create policy "Only a live session changes rows" on public.project_addresses as restrictive for update
  to authenticated using ((select private.caller_is_live())) with check ((select private.caller_is_live()));
create policy "Only a live session changes rows" on public.project_subscriptions as restrictive for update
  to authenticated using ((select private.caller_is_live())) with check ((select private.caller_is_live()));
create policy "Only a live session changes rows" on public.project_viewing_dates as restrictive for update
  to authenticated using ((select private.caller_is_live())) with check ((select private.caller_is_live()));
create policy "Only a live session changes rows" on public.projects as restrictive for update
  to authenticated using ((select private.caller_is_live())) with check ((select private.caller_is_live()));
create policy "Only a live session changes rows" on public.quote_notes as restrictive for update
  to authenticated using ((select private.caller_is_live())) with check ((select private.caller_is_live()));
create policy "Only a live session changes rows" on public.quote_scores as restrictive for update
  to authenticated using ((select private.caller_is_live())) with check ((select private.caller_is_live()));
create policy "Only a live session changes rows" on public.quotes as restrictive for update
  to authenticated using ((select private.caller_is_live())) with check ((select private.caller_is_live()));
create policy "Only a live session changes rows" on public.reviews as restrictive for update
  to authenticated using ((select private.caller_is_live())) with check ((select private.caller_is_live()));
create policy "Only a live session changes rows" on public.service_provider_profiles as restrictive for update
  to authenticated using ((select private.caller_is_live())) with check ((select private.caller_is_live()));
create policy "Only a live session changes rows" on storage.objects as restrictive for update
  to authenticated using ((select private.caller_is_live())) with check ((select private.caller_is_live()));
create policy "Only a live session removes rows" on public.notification_preferences as restrictive for delete
  to authenticated using ((select private.caller_is_live()));
create policy "Only a live session removes rows" on public.notifications as restrictive for delete
  to authenticated using ((select private.caller_is_live()));
create policy "Only a live session removes rows" on public.project_addresses as restrictive for delete
  to authenticated using ((select private.caller_is_live()));
create policy "Only a live session removes rows" on public.project_attachments as restrictive for delete
  to authenticated using ((select private.caller_is_live()));
create policy "Only a live session removes rows" on public.project_messages as restrictive for delete
  to authenticated using ((select private.caller_is_live()));
create policy "Only a live session removes rows" on public.project_service_categories as restrictive for delete
  to authenticated using ((select private.caller_is_live()));
create policy "Only a live session removes rows" on public.project_subscriptions as restrictive for delete
  to authenticated using ((select private.caller_is_live()));
create policy "Only a live session removes rows" on public.project_viewing_dates as restrictive for delete
  to authenticated using ((select private.caller_is_live()));
create policy "Only a live session removes rows" on public.projects as restrictive for delete
  to authenticated using ((select private.caller_is_live()));
create policy "Only a live session removes rows" on public.quote_attachments as restrictive for delete
  to authenticated using ((select private.caller_is_live()));
create policy "Only a live session removes rows" on public.quote_notes as restrictive for delete
  to authenticated using ((select private.caller_is_live()));
create policy "Only a live session removes rows" on public.quote_scores as restrictive for delete
  to authenticated using ((select private.caller_is_live()));
create policy "Only a live session removes rows" on public.quote_stars as restrictive for delete
  to authenticated using ((select private.caller_is_live()));
create policy "Only a live session removes rows" on public.quotes as restrictive for delete
  to authenticated using ((select private.caller_is_live()));
create policy "Only a live session removes rows" on storage.objects as restrictive for delete
  to authenticated using ((select private.caller_is_live()));

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.deletion_blocker(p_user_id uuid), private.erasure_error(p_blocker text),
  private.user_organisation(p_user_id uuid), private.erase_user(p_user_id uuid), private.require_caller(),
  private.mfa_pending(p_user_id uuid), public.apply_retention(p_now timestamp with time zone) from public;
revoke all on function private.account_deletion_preview(), private.delete_my_account(),
  private.export_my_data(), public.account_deletion_preview(), public.delete_my_account(),
  public.export_my_data() from public;
grant execute on function private.account_deletion_preview(), private.delete_my_account(),
  private.export_my_data(), public.account_deletion_preview(), public.delete_my_account(),
  public.export_my_data() to authenticated;
revoke all on function private.next_holder(p_type text, p_id uuid, p_leaver uuid),
  private.contact_of(p_user_id uuid), private.contact_names(p_first text, p_last text, p_phone text, p_email text,
    p_user_id uuid),
  private.hand_profile_on(p_type text, p_id uuid, p_leaver uuid),
  private.without_person(p_doc jsonb, p_values text[], p_drop boolean),
  private.text_without_person(p_text text, p_values text[]),
  private.items_without_person(p_items jsonb, p_values text[]), private.caller_is_live()
  from public, anon, authenticated;
grant execute on function private.caller_is_live() to authenticated, service_role;

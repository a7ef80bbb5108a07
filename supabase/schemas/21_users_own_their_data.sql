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
-- The erasure: one transaction, used by the account's owner and by the inactivity job
create function private.erase_user(p_user_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_email text;
  v_profile record;
  v_successor uuid;
begin
  select u.email into v_email from auth.users u where u.id = p_user_id for update;
  if not found then
    return;
  end if;
  perform private.erasure_error(private.deletion_blocker(p_user_id));

  -- A profile the user registered passes to whoever leads the organisation now; with nobody
  -- left it stays (its projects and quotes are kept) without a contact person.
  for v_profile in select b.id from public.brf_profiles b where b.user_id = p_user_id loop
    select m.user_id into v_successor from public.brf_members m
    where m.brf_id = v_profile.id and m.user_id <> p_user_id
      and not exists (select 1 from public.brf_profiles o where o.user_id = m.user_id)
      and not exists (select 1 from public.service_provider_profiles o where o.user_id = m.user_id)
    order by m.role = 'chair' desc, m.role = 'member' desc, m.joined_at
    limit 1;
    update public.brf_profiles b set user_id = v_successor,
      contact_person_first_name = case when v_successor is null then null else b.contact_person_first_name end,
      contact_person_last_name = case when v_successor is null then null else b.contact_person_last_name end,
      phone = case when v_successor is null then null else b.phone end,
      email = case when v_successor is null then null else b.email end
    where b.id = v_profile.id;
    update public.brf_public_profiles p set user_id = v_successor where p.id = v_profile.id;
    -- nobody is left to award its open projects: they are cancelled, and the bidders told why
    if v_successor is null then
      update public.projects p set status = 'cancelled',
        cancel_reason = 'The board no longer has any members on the marketplace.'
      where p.brf_id = v_profile.id and p.deleted_at is null
        and public.effective_project_status(p.status, p.submission_deadline) = 'open';
    end if;
  end loop;
  for v_profile in select s.id from public.service_provider_profiles s where s.user_id = p_user_id loop
    select m.user_id into v_successor from public.provider_members m
    where m.provider_id = v_profile.id and m.user_id <> p_user_id
      and not exists (select 1 from public.brf_profiles o where o.user_id = m.user_id)
      and not exists (select 1 from public.service_provider_profiles o where o.user_id = m.user_id)
    order by m.role = 'admin' desc, m.joined_at
    limit 1;
    -- without a person the logo goes too (the file sweep removes the unreferenced file)
    update public.service_provider_profiles s set user_id = v_successor,
      contact_person_first_name = case when v_successor is null then null else s.contact_person_first_name end,
      contact_person_last_name = case when v_successor is null then null else s.contact_person_last_name end,
      phone = case when v_successor is null then null else s.phone end,
      email = case when v_successor is null then null else s.email end,
      logo_id = case when v_successor is null then null else s.logo_id end
    where s.id = v_profile.id;
    update public.service_provider_public_profiles p set user_id = v_successor where p.id = v_profile.id;
  end loop;

  -- kept without the person: messages, the activity log, declarations, proposals, attendance, scores
  update public.project_messages m set organization_name = null where m.sender_id = p_user_id;
  update public.project_activity a set actor_name = null, details = a.details || '{"actor_deleted": true}'
  where a.actor_id = p_user_id;
  -- others' entries that name the person as the proposer of what they confirmed or withdrew
  update public.project_activity a set details = a.details - 'proposed_by'
  from public.award_proposals p
  where p.proposed_by = p_user_id and a.project_id = p.project_id and a.action in ('confirmed', 'withdrawn')
    and a.details ->> 'proposed_by' = p.proposed_by_name;
  update public.interest_declarations d set member_name = null where d.user_id = p_user_id;
  update public.award_proposals p set proposed_by_name = null where p.proposed_by = p_user_id;
  update public.award_proposals p set closed_by_name = null where p.closed_by = p_user_id;
  update public.bid_opening_attendance a set member_name = null where a.user_id = p_user_id;
  update public.quote_scores s set member_name = null where s.user_id = p_user_id;

  -- what names the person elsewhere: invitations to the address, mail waiting for it, join requests
  delete from public.organization_invitations i where i.email = lower(v_email) and i.accepted_at is null;
  delete from private.mail_outbox o where o.email = lower(v_email) or o.user_id = p_user_id;
  delete from public.notifications n where n.type = 'membership_requested' and n.params ->> 'email' = v_email;

  -- the rest goes with the account (memberships, notifications, preferences, follows, notes:
  -- their foreign keys cascade; everything above that is kept sets its user to null)
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

-- Rules that row security alone cannot express: immutable columns, the deadline lead, who may
-- change which quote fields, server-set message senders, follow rules and the rating mean.
-- Guard triggers are SECURITY INVOKER (they ask who the caller is); lookups they need go through
-- the SECURITY DEFINER helpers.

-- ---------------------------------------------------------------------------------------------
-- Profiles

create function private.guard_profile() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if private.is_api_user() then
      new.created_at := now();
      new.updated_at := now();
    end if;
    if private.user_has_other_profile(new.user_id, tg_table_name) then
      raise exception 'This user already has an organization profile.' using errcode = '23505';
    end if;
    return new;
  end if;

  if new.organization_number is distinct from old.organization_number then
    raise exception 'The organization number cannot be changed.' using errcode = '42501';
  end if;
  if new.user_id is distinct from old.user_id or new.id is distinct from old.id then
    raise exception 'The profile owner cannot be changed.' using errcode = '42501';
  end if;
  new.created_at := old.created_at;
  new.updated_at := now();
  return new;
end;
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

create function private.guard_provider_profile() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user() then
    if tg_op = 'INSERT' then
      new.average_rating := null;
    elsif new.average_rating is distinct from old.average_rating then
      raise exception 'average_rating is computed from reviews and cannot be written.' using errcode = '42501';
    end if;
  end if;
  if tg_op = 'INSERT' or new.service_categories is distinct from old.service_categories then
    if not private.categories_exist(new.service_categories) then
      raise exception 'Unknown service category.' using errcode = '23503';
    end if;
  end if;
  return new;
end;
$$;

create trigger brf_profiles_guard before insert or update on public.brf_profiles
  for each row execute function private.guard_profile();
create trigger service_provider_profiles_guard before insert or update on public.service_provider_profiles
  for each row execute function private.guard_profile();
create trigger service_provider_profiles_guard_rating before insert or update on public.service_provider_profiles
  for each row execute function private.guard_provider_profile();

create function private.sync_brf_public_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.brf_public_profiles (id, user_id, organization_name)
  values (new.id, new.user_id, new.organization_name)
  on conflict (id) do update set organization_name = excluded.organization_name;
  return null;
end;
$$;

create trigger brf_profiles_sync_public after insert or update of organization_name on public.brf_profiles
  for each row execute function private.sync_brf_public_profile();

-- ---------------------------------------------------------------------------------------------
-- Projects

create function private.guard_project() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    -- API callers cannot back-date a project; the service role may (seeding history), and the
    -- deadline rule below still holds relative to that creation time.
    if private.is_api_user() then
      new.created_at := now();
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

create trigger projects_guard before insert or update on public.projects
  for each row execute function private.guard_project();

create function private.guard_viewing_date() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user()
     and (tg_op = 'INSERT' or new.viewing_date is distinct from old.viewing_date)
     and new.viewing_date < now() then
    raise exception 'Viewing date cannot be earlier than now.' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger project_viewing_dates_guard before insert or update on public.project_viewing_dates
  for each row execute function private.guard_viewing_date();

create function private.guard_attachment() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user() then
    new.uploaded_by := (select auth.uid());
  end if;
  return new;
end;
$$;

create trigger project_attachments_guard before insert on public.project_attachments
  for each row execute function private.guard_attachment();

-- ---------------------------------------------------------------------------------------------
-- Quotes

create function private.project_is_full(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((
    select count(q.id) >= p.max_bids
    from public.projects p left join public.quotes q on q.project_id = p.id
    where p.id = p_project_id and p.max_bids is not null
    group by p.max_bids
  ), false)
$$;

create function private.guard_quote() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if private.is_api_user() then
      if new.status <> 'submitted' then
        raise exception 'A new quote must have status submitted.' using errcode = '23514';
      end if;
      new.is_viewed := false;
      new.viewed_at := null;
      new.is_starred := false;
      new.created_at := now();
      if private.project_is_full(new.project_id) then
        raise exception 'This project has reached its maximum number of bids.' using errcode = '23514';
      end if;
    end if;
    new.updated_at := new.created_at;
    return new;
  end if;

  new.created_at := old.created_at;
  if private.is_api_user() then
    if private.is_project_owner(old.project_id) then
      if new.quote_amount is distinct from old.quote_amount or new.description is distinct from old.description then
        raise exception 'Project owners may only mark quotes as viewed or starred.' using errcode = '42501';
      end if;
    elsif new.is_viewed is distinct from old.is_viewed or new.viewed_at is distinct from old.viewed_at
          or new.is_starred is distinct from old.is_starred then
      raise exception 'Only the project owner can mark a quote as viewed or starred.' using errcode = '42501';
    end if;
  end if;
  if new.is_viewed and not old.is_viewed and new.viewed_at is null then
    new.viewed_at := now();
  end if;
  if new.quote_amount is distinct from old.quote_amount or new.description is distinct from old.description then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

create trigger quotes_guard before insert or update on public.quotes
  for each row execute function private.guard_quote();

-- ---------------------------------------------------------------------------------------------
-- Reviews: the owning BRF of an awarded project, of its winner only

create function private.can_review(p_project_id uuid, p_brf_id uuid, p_service_provider_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.projects p
      join public.brf_profiles b on b.id = p.brf_id
      join public.project_awards a on a.project_id = p.id
    where p.id = p_project_id and p.brf_id = p_brf_id and b.user_id = (select auth.uid())
      and p.status in ('awarded', 'in_progress', 'completed')
      and a.winning_service_provider_id = p_service_provider_id
  )
$$;

create function private.guard_review() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if private.is_api_user() then
      new.created_at := now();
    end if;
    new.updated_at := new.created_at;
  else
    new.created_at := old.created_at;
    new.updated_at := now();
  end if;
  return new;
end;
$$;

create trigger reviews_guard before insert or update on public.reviews
  for each row execute function private.guard_review();

create function private.refresh_provider_rating(p_service_provider_id uuid) returns void
language sql security definer set search_path = '' as $$
  update public.service_provider_profiles s
  set average_rating = (
    select round(avg(r.rating)::numeric, 2) from public.reviews r where r.service_provider_id = s.id
  )
  where s.id = p_service_provider_id
$$;

create function private.on_review_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.refresh_provider_rating(old.service_provider_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.refresh_provider_rating(new.service_provider_id);
  end if;
  return null;
end;
$$;

create trigger reviews_refresh_rating after insert or update or delete on public.reviews
  for each row execute function private.on_review_change();

-- ---------------------------------------------------------------------------------------------
-- Messages: the sender's identity comes from the database, never from the client

create function private.sender_identity(p_user_id uuid, out email text, out organization_name text, out is_brf boolean)
language sql stable security definer set search_path = '' as $$
  select
    (select u.email::text from auth.users u where u.id = p_user_id),
    coalesce(
      (select b.organization_name from public.brf_profiles b where b.user_id = p_user_id),
      (select s.organization_name from public.service_provider_profiles s where s.user_id = p_user_id)),
    exists (select 1 from public.brf_profiles b where b.user_id = p_user_id)
$$;

create function private.message_project(p_message_id uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select m.project_id from public.project_messages m where m.id = p_message_id
$$;

create function private.guard_message() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_identity record;
begin
  if tg_op = 'INSERT' then
    if private.is_api_user() then
      new.sender_id := (select auth.uid());
      new.created_at := now();
    end if;
    select * into v_identity from private.sender_identity(new.sender_id);
    new.sender_email := v_identity.email;
    new.organization_name := v_identity.organization_name;
    new.is_brf := coalesce(v_identity.is_brf, false);
    new.updated_at := new.created_at;
    if new.parent_message_id is not null
       and private.message_project(new.parent_message_id) is distinct from new.project_id then
      raise exception 'A reply must belong to the same project as its parent message.' using errcode = '23514';
    end if;
    return new;
  end if;

  new.created_at := old.created_at;
  new.updated_at := now();
  return new;
end;
$$;

create trigger project_messages_guard before insert or update on public.project_messages
  for each row execute function private.guard_message();

-- ---------------------------------------------------------------------------------------------
-- Follows

create function private.project_status(p_project_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select p.status from public.projects p where p.id = p_project_id
$$;

create function private.guard_subscription() returns trigger
language plpgsql set search_path = '' as $$
begin
  -- cascaded deletes (a project or a user removed) are not an unfollow
  if tg_op = 'DELETE' then
    if pg_trigger_depth() = 1 and private.has_active_quote(old.project_id, old.user_id) then
      raise exception 'You cannot unfollow a project you have an active quote on.' using errcode = '23514';
    end if;
    return old;
  end if;

  if tg_op = 'UPDATE' then
    if new.project_id is distinct from old.project_id or new.user_id is distinct from old.user_id then
      raise exception 'A follow cannot be moved to another project or user.' using errcode = '42501';
    end if;
    new.created_at := old.created_at;
  elsif private.is_api_user() then
    new.created_at := now();
  end if;
  new.updated_at := now();

  if new.is_subscribed and (tg_op = 'INSERT' or not old.is_subscribed)
     and private.project_status(new.project_id) in ('closed', 'cancelled') then
    raise exception 'You cannot follow a closed project.' using errcode = '23514';
  end if;
  if not new.is_subscribed and (tg_op = 'INSERT' or old.is_subscribed)
     and private.has_active_quote(new.project_id, new.user_id) then
    raise exception 'You cannot unfollow a project you have an active quote on.' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger project_subscriptions_guard before insert or update or delete on public.project_subscriptions
  for each row execute function private.guard_subscription();

-- Quoting and posting follow the project automatically (never a closed one).
create function private.follow_project(p_project_id uuid, p_user_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_user_id is null or private.project_status(p_project_id) in ('closed', 'cancelled') then
    return;
  end if;
  insert into public.project_subscriptions (project_id, user_id, is_subscribed)
  values (p_project_id, p_user_id, true)
  on conflict (project_id, user_id) do update set is_subscribed = true
  where not public.project_subscriptions.is_subscribed;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Timestamps on the remaining tables

create function private.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger notification_preferences_touch before insert or update on public.notification_preferences
  for each row execute function private.touch_updated_at();

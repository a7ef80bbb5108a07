-- Holes an ordinary account could use (issue 10), closed in SQL so they hold on hosted Supabase.

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

-- ---------------------------------------------------------------------------------------------
-- Messages: no login e-mail stored (others would read it), always public.

drop function private.sender_identity(uuid);
create function private.sender_identity(p_user_id uuid, out organization_name text, out is_brf boolean)
language sql stable security definer set search_path = '' as $$
  select
    coalesce(
      (select b.organization_name from public.brf_profiles b where b.user_id = p_user_id),
      (select s.organization_name from public.service_provider_profiles s where s.user_id = p_user_id)),
    exists (select 1 from public.brf_profiles b where b.user_id = p_user_id)
$$;

create or replace function private.guard_message() returns trigger
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
    new.sender_email := null;
    new.is_public := true;
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
  new.sender_email := null;
  new.is_public := true;
  new.updated_at := now();
  return new;
end;
$$;

update public.project_messages set sender_email = null, is_public = true where sender_email is not null or not is_public;
alter table public.project_messages add constraint project_messages_no_sender_email check (sender_email is null);
alter table public.project_messages add constraint project_messages_public check (is_public);

-- ---------------------------------------------------------------------------------------------
-- Quotes: only on projects in the provider's categories; viewed is one-way.

create function private.provider_serves_project(p_service_provider_id uuid, p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.service_provider_profiles s
      join public.project_service_categories c on c.service_category_id = any (s.service_categories)
    where s.id = p_service_provider_id and c.project_id = p_project_id
  )
$$;

create function private.guard_quote_category() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user() and not private.provider_serves_project(new.service_provider_id, new.project_id) then
    raise exception 'You can only quote on projects in your service categories.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger quotes_guard_category before insert on public.quotes
  for each row execute function private.guard_quote_category();

create function private.guard_quote_viewed() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.is_viewed then
    if not new.is_viewed and private.is_api_user() then
      raise exception 'A viewed quote cannot be marked as unviewed.' using errcode = '23514';
    end if;
    new.is_viewed := true;
    new.viewed_at := old.viewed_at;
  elsif not new.is_viewed then
    new.viewed_at := null;
  end if;
  return new;
end;
$$;

create trigger quotes_guard_viewed before update on public.quotes
  for each row execute function private.guard_quote_viewed();

-- ---------------------------------------------------------------------------------------------
-- Quote files only while the project takes quotes, also through a signed upload URL (which
-- storage carries out with the signer as owner, outside row security).

create function private.guard_quote_file() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_quote uuid;
begin
  if new.bucket_id <> 'quote-attachments' or coalesce(new.owner_id, new.owner::text) is null then
    return new;
  end if;
  v_quote := private.storage_owner_id(new.name, 'quote-attachments');
  if not exists (
    select 1 from public.quotes q join public.projects p on p.id = q.project_id
    where q.id = v_quote and p.deleted_at is null
      and public.effective_project_status(p.status, p.submission_deadline) = 'open'
  ) then
    raise exception 'Quote files can only be added while the project accepts quotes.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger quote_files_before_deadline before insert or update on storage.objects
  for each row execute function private.guard_quote_file();

-- ---------------------------------------------------------------------------------------------
-- Logos: images only, by name and by the stored type. Storage asks the policy before the bytes
-- arrive (no metadata yet); the bucket's allowed types then check the declared type, and the
-- final row, or a copy's or move's row, carries it.

create function private.is_image(p_name text, p_metadata jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select lower(p_name) ~ '\.(png|jpe?g|gif|webp)$'
    and (p_metadata ->> 'mimetype' is null
      or lower(p_metadata ->> 'mimetype') in ('image/jpeg', 'image/png', 'image/gif', 'image/webp'))
$$;

drop policy "Users upload their own logo" on storage.objects;
drop policy "Users replace their own logo" on storage.objects;
create policy "Users upload their own logo" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'logos' and private.is_own_logo(name) and private.is_image(name, metadata));
create policy "Users replace their own logo" on storage.objects
  for update to authenticated
  using (bucket_id = 'logos' and private.is_own_logo(name))
  with check (bucket_id = 'logos' and private.is_own_logo(name) and private.is_image(name, metadata));

-- ---------------------------------------------------------------------------------------------
-- Reads: reviews follow the award's visibility; project details, files and provider contact
-- data need a finished registration; nothing of a soft-deleted project except for admins.

drop policy "Signed-in users read reviews" on public.reviews;
create policy "Reviews for those who may see the award" on public.reviews
  for select to authenticated using (private.can_see_award(project_id));

drop policy "Signed-in users read projects" on public.projects;
create policy "Signed-in users read projects" on public.projects
  for select to authenticated using (deleted_at is null or (select private.is_admin()));
drop policy "Owners update their projects" on public.projects;
create policy "Owners update their projects" on public.projects
  for update to authenticated
  using (brf_id = (select private.current_brf_id()) and deleted_at is null)
  with check (brf_id = (select private.current_brf_id()) and deleted_at is null);
drop policy "Owners delete their projects" on public.projects;
create policy "Owners delete their projects" on public.projects
  for delete to authenticated using (brf_id = (select private.current_brf_id()) and deleted_at is null);

drop policy "Signed-in users read project categories" on public.project_service_categories;
create policy "Signed-in users read project categories" on public.project_service_categories
  for select to authenticated using (private.project_visible(project_id) or (select private.is_admin()));

drop policy "Signed-in users read project addresses" on public.project_addresses;
create policy "Registered users read project addresses" on public.project_addresses
  for select to authenticated using (private.can_read_project_details(project_id));
drop policy "Signed-in users read project files" on public.project_attachments;
create policy "Registered users read project files" on public.project_attachments
  for select to authenticated using (private.can_read_project_details(project_id));
drop policy "Signed-in users read viewing dates" on public.project_viewing_dates;
create policy "Registered users read viewing dates" on public.project_viewing_dates
  for select to authenticated using (private.can_read_project_details(project_id));

drop policy "Signed-in users read provider profiles" on public.service_provider_profiles;
create policy "Registered users read provider profiles" on public.service_provider_profiles
  for select to authenticated using (user_id = (select auth.uid()) or (select private.has_profile()));

drop policy "Providers, project owners and admins read quotes" on public.quotes;
create policy "Providers, project owners and admins read quotes" on public.quotes
  for select to authenticated using (
    (select private.is_admin())
    or ((service_provider_id = (select private.current_provider_id()) or private.is_project_owner(project_id))
        and private.project_visible(project_id)));

drop policy "Signed-in users read project messages" on public.project_messages;
create policy "Signed-in users read project messages" on public.project_messages
  for select to authenticated using (private.project_visible(project_id) or (select private.is_admin()));
drop policy "Signed-in users post project messages" on public.project_messages;
create policy "Signed-in users post project messages" on public.project_messages
  for insert to authenticated with check (sender_id = (select auth.uid()) and private.project_visible(project_id));

drop policy "Users read their follows" on public.project_subscriptions;
create policy "Users read their follows" on public.project_subscriptions
  for select to authenticated using (user_id = (select auth.uid()) and private.project_visible(project_id));
drop policy "Users follow projects" on public.project_subscriptions;
create policy "Users follow projects" on public.project_subscriptions
  for insert to authenticated with check (user_id = (select auth.uid()) and private.project_visible(project_id));

drop policy "Signed-in users read project files" on storage.objects;
create policy "Registered users read project files" on storage.objects
  for select to authenticated
  using (bucket_id = 'project-files' and private.can_read_project_details(private.storage_owner_id(name, 'project-files')));

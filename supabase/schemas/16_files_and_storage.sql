-- Files: the three buckets, who may read and write each folder, file rows that must name an
-- object in their own folder, no quote files after the deadline, the sweep of unreferenced files.

-- Storage buckets and their policies (storage.objects). Object names:
--   logos:              {organization type}/logo_{userId}_{timestamp}.{ext}
--   project-files:      {projectId}/{fileName}   (a leading 'project-files/' folder is accepted)
--   quote-attachments:  {quoteId}/{fileName}     (a leading 'quote-attachments/' folder is accepted)
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('logos', 'logos', true, 5242880,
    array['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
  ('project-files', 'project-files', false, 52428800,
    array['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain']),
  ('quote-attachments', 'quote-attachments', false, 52428800,
    array['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

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

create policy "Owners add project files" on public.project_attachments
  for insert to authenticated with check (private.is_project_owner(project_id));

create policy "Owners delete project files" on public.project_attachments
  for delete to authenticated using (private.is_project_owner(project_id));

create policy "Quote readers read its files" on public.quote_attachments
  for select to authenticated using (private.can_read_quote(quote_id));

create policy "Providers add files to their open quote" on public.quote_attachments
  for insert to authenticated with check (private.can_edit_quote(quote_id));

create policy "Providers remove files from their open quote" on public.quote_attachments
  for delete to authenticated using (private.can_edit_quote(quote_id));

-- The id an object name is filed under: its first folder, or its second when the first repeats
-- the bucket's name.
create function private.storage_owner_id(p_name text, p_bucket text) returns uuid
language plpgsql immutable set search_path = '' as $$
declare
  v_parts text[] := string_to_array(p_name, '/');
begin
  if cardinality(v_parts) >= 3 and v_parts[1] = p_bucket then
    return private.uuid_or_null(v_parts[2]);
  elsif cardinality(v_parts) >= 2 then
    return private.uuid_or_null(v_parts[1]);
  end if;
  return null;
end;
$$;

-- A logo belongs to the user whose id its file name carries.
create function private.is_own_logo(p_name text) returns boolean
language sql stable set search_path = '' as $$
  select (select auth.uid()) is not null
    and starts_with((string_to_array(p_name, '/'))[cardinality(string_to_array(p_name, '/'))],
                    'logo_' || (select auth.uid())::text || '_')
$$;

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

-- A logo the company's profile shows is the company's. Its file name still carries the uploader's
-- id (spec/accounts.md: logos/{type}/logo_{userId}_{timestamp}.{ext}), so who may change it is
-- decided by the profile that shows it (decision 0029), for every object, whenever it was stored.

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
create policy "Users upload their own logo, a company's admins its logo" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'logos' and private.is_image(name, metadata) and case
    when private.logo_company(name) is not null then private.may_use_logo(name, true)
    else private.is_own_logo(name) end);

create policy "A company's admins replace its logo" on storage.objects
  for update to authenticated
  using (bucket_id = 'logos' and private.may_use_logo(name, true))
  with check (bucket_id = 'logos' and private.may_use_logo(name, true) and private.is_image(name, metadata));

create policy "A company's admins remove its logo" on storage.objects
  for delete to authenticated using (bucket_id = 'logos' and private.may_use_logo(name, true));

create policy "A company's people read its logo" on storage.objects
  for select to authenticated using (bucket_id = 'logos' and private.may_use_logo(name, false));

create policy "Owners upload project files" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'project-files' and private.is_project_owner(private.storage_owner_id(name, 'project-files')));

create policy "Owners replace project files" on storage.objects
  for update to authenticated
  using (bucket_id = 'project-files' and private.is_project_owner(private.storage_owner_id(name, 'project-files')))
  with check (bucket_id = 'project-files' and private.is_project_owner(private.storage_owner_id(name, 'project-files')));

create policy "Owners remove project files" on storage.objects
  for delete to authenticated
  using (bucket_id = 'project-files' and private.is_project_owner(private.storage_owner_id(name, 'project-files')));

create policy "Quote readers read quote attachments" on storage.objects
  for select to authenticated
  using (bucket_id = 'quote-attachments' and private.can_read_quote(private.storage_owner_id(name, 'quote-attachments')));

create policy "Providers upload attachments to their open quote" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'quote-attachments' and private.can_edit_quote(private.storage_owner_id(name, 'quote-attachments')));

create policy "Providers replace attachments of their open quote" on storage.objects
  for update to authenticated
  using (bucket_id = 'quote-attachments' and private.can_edit_quote(private.storage_owner_id(name, 'quote-attachments')))
  with check (bucket_id = 'quote-attachments' and private.can_edit_quote(private.storage_owner_id(name, 'quote-attachments')));

create policy "Providers remove attachments of their open quote" on storage.objects
  for delete to authenticated
  using (bucket_id = 'quote-attachments' and private.can_edit_quote(private.storage_owner_id(name, 'quote-attachments')));

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

create policy "Registered users read project files" on public.project_attachments
  for select to authenticated using (private.can_read_project_details(project_id));

create policy "Registered users read project files" on storage.objects
  for select to authenticated
  using (bucket_id = 'project-files' and private.can_read_project_details(private.storage_owner_id(name, 'project-files')));

-- A file's metadata row names a stored object in its own project's or quote's folder: a row that
-- points at another party's file (or at nothing) is refused. And the reverse: an object whose
-- metadata row never arrived (a crash, a closed tab, a failed insert) is listed after an hour
-- for the storage sweep (local-supabase's scheduler; on hosted, supabase/scripts/sweep-files.ts).
create function private.is_object_in_folder(p_bucket text, p_name text, p_owner_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select p_owner_id is not null and private.storage_owner_id(p_name, p_bucket) = p_owner_id
    and exists (select 1 from storage.objects o where o.bucket_id = p_bucket and o.name = p_name)
$$;

create function private.guard_file_reference() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_bucket text := tg_argv[0];
  v_owner uuid := case v_bucket when 'quote-attachments' then (to_jsonb(new) ->> 'quote_id')::uuid
    else (to_jsonb(new) ->> 'project_id')::uuid end;
begin
  if private.is_api_user() and (tg_op = 'INSERT' or new.storage_path is distinct from old.storage_path)
     and not private.is_object_in_folder(v_bucket, new.storage_path, v_owner) then
    raise exception '%', case v_bucket when 'quote-attachments'
      then 'The file must first be uploaded to this quote''s own folder.'
      else 'The file must first be uploaded to this project''s own folder.' end
      using errcode = '23503';
  end if;
  return new;
end;
$$;

create trigger quote_attachments_guard_reference before insert or update on public.quote_attachments
  for each row execute function private.guard_file_reference('quote-attachments');

create trigger project_attachments_guard_reference before insert or update on public.project_attachments
  for each row execute function private.guard_file_reference('project-files');

-- Objects no row refers to, stored longer ago than p_older_than: project and quote files without
-- their metadata row, and logos no profile uses (a replaced logo, a registration that stopped).
create function private.unreferenced_storage_objects(p_older_than interval) returns table (bucket_id text, name text)
language sql stable security definer set search_path = '' as $$
  select o.bucket_id, o.name from storage.objects o
  where o.created_at < now() - p_older_than
    and case o.bucket_id
      when 'project-files' then not exists (select 1 from public.project_attachments a where a.storage_path = o.name)
      when 'quote-attachments' then not exists (select 1 from public.quote_attachments a where a.storage_path = o.name)
      when 'logos' then not exists (
        select 1 from public.service_provider_profiles s where regexp_replace(s.logo_id, '^logos/', '') = o.name)
      else false
    end
  order by o.bucket_id, o.name
$$;

create function public.unreferenced_storage_objects(p_older_than interval default interval '1 hour')
returns table (bucket_id text, name text)
language sql security invoker set search_path = '' as $$
  select * from private.unreferenced_storage_objects(p_older_than)
$$;

-- ---------------------------------------------------------------------------------------------
-- The request is frozen at the first quote (decision 0025): the database keeps the request as it
-- stood (project_request_snapshots, written by 08_quotes.sql's freeze_request); every later change
-- of the title, the description, the categories or the files becomes a numbered addendum
-- (06_projects.sql), written by the database, never by clients. A file of a frozen request is
-- never deleted: it is withdrawn by an addendum and stays in the record.

-- The board files the record; everyone else reads the request as it is now and its addenda.
create policy "The board and admins read the request as it stood" on public.project_request_snapshots
  for select to authenticated using (
    (private.project_role(project_id) is not null and private.project_visible(project_id))
    or (select private.is_admin()));

create policy "Everyone who reads the project reads its addenda" on public.project_addenda
  for select to authenticated using (private.can_read_project_details(project_id));

-- The record never changes. Only the database's addendum writer merges a change into the addendum
-- its transaction is writing; a project's deletion takes its record with it, and a deleted
-- account leaves its addenda without the name (foreign keys: nested triggers).
create function private.guard_request_record() returns trigger
language plpgsql set search_path = '' as $$
begin
  if pg_trigger_depth() > 1 and tg_op = 'DELETE' then
    return old;
  end if;
  if tg_table_name = 'project_addenda' and tg_op = 'UPDATE' then
    if current_setting('brf.recording_addendum', true) = 'on' then
      return new;
    end if;
    if pg_trigger_depth() > 1 and (to_jsonb(new) ->> 'made_by') is null and (to_jsonb(old) ->> 'made_by') is not null
       and (to_jsonb(new) - 'made_by' - 'made_by_name') = (to_jsonb(old) - 'made_by' - 'made_by_name') then
      return jsonb_populate_record(new, jsonb_build_object('made_by_name', null));
    end if;
  end if;
  raise exception 'The request''s record never changes: a change to the request is a new addendum.'
    using errcode = '42501';
end;
$$;

create trigger project_request_snapshots_fixed before update or delete on public.project_request_snapshots
  for each row execute function private.guard_request_record();
create trigger project_addenda_fixed before update or delete on public.project_addenda
  for each row execute function private.guard_request_record();

create function private.on_request_file_added() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.record_addendum(new.project_id, 'files_added', private.request_file(new));
  return null;
end;
$$;

create trigger project_attachments_request_addenda after insert on public.project_attachments
  for each row execute function private.on_request_file_added();

-- A file of a frozen request stays in the record (invoker: the API user is who it is).
create function private.guard_request_file() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user() and private.request_frozen(old.project_id)
     and exists (select 1 from public.projects p where p.id = old.project_id) then
    raise exception 'A quote has arrived, so this file is part of the request''s record: withdraw it instead. It stays in the record.'
      using errcode = '23514';
  end if;
  return old;
end;
$$;

create trigger project_attachments_request_record before delete on public.project_attachments
  for each row execute function private.guard_request_file();

-- Nor can its stored object be removed or replaced (through the API, with its row in place).
create function private.is_request_record_file(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.project_attachments a join public.project_request_snapshots s on s.project_id = a.project_id
    where a.storage_path = p_name)
$$;

create policy "A file of a frozen request stays" on storage.objects
  as restrictive for delete to authenticated
  using (bucket_id <> 'project-files' or not private.is_request_record_file(name));

create policy "A file of a frozen request is not replaced" on storage.objects
  as restrictive for update to authenticated
  using (bucket_id <> 'project-files' or not private.is_request_record_file(name));

-- Withdrawing a file: the board member who may manage the project, once, after the first quote.
create function private.withdraw_project_file(p_attachment_id uuid) returns public.project_attachments
language plpgsql security definer set search_path = '' as $$
declare
  v_file public.project_attachments;
  v_number integer;
begin
  select * into v_file from public.project_attachments a where a.id = p_attachment_id for update;
  if not found or not private.can_read_project_details(v_file.project_id) then
    raise exception 'File not found.' using errcode = 'P0002';
  end if;
  if not private.is_project_owner(v_file.project_id) then
    raise exception 'Only project owners can delete files.' using errcode = '42501';
  end if;
  if v_file.withdrawn_at is not null then
    raise exception 'This file has already been withdrawn.' using errcode = '23514';
  end if;
  v_number := private.record_addendum(v_file.project_id, 'files_withdrawn',
    private.request_file(v_file) || jsonb_build_object('withdrawn_at', now()));
  if v_number is null then
    raise exception 'No quote has arrived yet, so this file can simply be deleted.' using errcode = '23514';
  end if;
  update public.project_attachments a
  set withdrawn_at = now(), withdrawn_by = (select auth.uid()), withdrawn_in = v_number
  where a.id = p_attachment_id
  returning * into v_file;
  return v_file;
end;
$$;

create function public.withdraw_project_file(p_attachment_id uuid) returns public.project_attachments
language sql security invoker set search_path = '' as $$
  select * from private.withdraw_project_file(p_attachment_id)
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.guard_attachment(), private.remove_owned_files(), private.guard_quote_file(),
  private.unreferenced_storage_objects(p_older_than interval) from public;
grant execute on function private.guard_attachment(), private.remove_owned_files(),
  private.guard_quote_file(), private.unreferenced_storage_objects(p_older_than interval) to service_role;
revoke all on function private.storage_owner_id(p_name text, p_bucket text), private.is_own_logo(p_name text),
  private.is_image(p_name text, p_metadata jsonb),
  private.is_object_in_folder(p_bucket text, p_name text, p_owner_id uuid) from public;
grant execute on function private.storage_owner_id(p_name text, p_bucket text),
  private.is_own_logo(p_name text), private.is_image(p_name text, p_metadata jsonb),
  private.is_object_in_folder(p_bucket text, p_name text, p_owner_id uuid) to authenticated, service_role;
revoke all on function public.unreferenced_storage_objects(p_older_than interval) from public;
grant select, insert, delete on table public.quote_attachments to authenticated;
grant select, insert, delete on table public.project_attachments to authenticated;
revoke all on function private.guard_request_record(), private.on_request_file_added(),
  private.guard_request_file(), private.is_request_record_file(p_name text),
  private.withdraw_project_file(p_attachment_id uuid) from public;
revoke all on function public.withdraw_project_file(p_attachment_id uuid) from public, anon;
grant execute on function private.guard_request_file(), private.is_request_record_file(p_name text),
  private.withdraw_project_file(p_attachment_id uuid), public.withdraw_project_file(p_attachment_id uuid)
  to authenticated;
grant execute on function private.guard_request_record(), private.on_request_file_added(),
  private.guard_request_file(), private.is_request_record_file(p_name text) to service_role;
grant select on table public.project_request_snapshots, public.project_addenda to authenticated;
revoke all on function private.logo_company(p_name text), private.logo_uploader(p_name text),
  private.may_use_logo(p_name text, p_change boolean) from public, anon, authenticated;
grant execute on function private.logo_company(p_name text), private.may_use_logo(p_name text, p_change boolean)
  to authenticated, service_role;

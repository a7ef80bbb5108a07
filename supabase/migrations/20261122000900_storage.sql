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

revoke all on function private.storage_owner_id(text, text) from public, anon;
revoke all on function private.is_own_logo(text) from public, anon;
grant execute on function private.storage_owner_id(text, text) to authenticated, service_role;
grant execute on function private.is_own_logo(text) to authenticated, service_role;

create policy "Signed-in users read logos" on storage.objects
  for select to authenticated using (bucket_id = 'logos');
create policy "Users upload their own logo" on storage.objects
  for insert to authenticated with check (bucket_id = 'logos' and private.is_own_logo(name));
create policy "Users replace their own logo" on storage.objects
  for update to authenticated
  using (bucket_id = 'logos' and private.is_own_logo(name))
  with check (bucket_id = 'logos' and private.is_own_logo(name));
create policy "Users remove their own logo" on storage.objects
  for delete to authenticated using (bucket_id = 'logos' and private.is_own_logo(name));

create policy "Signed-in users read project files" on storage.objects
  for select to authenticated using (bucket_id = 'project-files');
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

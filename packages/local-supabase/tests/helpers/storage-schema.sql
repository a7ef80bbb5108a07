-- Storage policies for the storage tests: users write, read, replace and delete only under a
-- folder named after their id in the "private" and "avatars" buckets; anyone reads "avatars".
create policy "own folder: insert" on storage.objects for insert to authenticated
  with check (bucket_id in ('private', 'avatars') and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "own folder: select" on storage.objects for select to authenticated
  using (bucket_id in ('private', 'avatars') and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "own folder: update" on storage.objects for update to authenticated
  using (bucket_id in ('private', 'avatars') and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id in ('private', 'avatars') and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "own folder: delete" on storage.objects for delete to authenticated
  using (bucket_id in ('private', 'avatars') and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "avatars: anyone reads" on storage.objects for select to anon, authenticated
  using (bucket_id = 'avatars');

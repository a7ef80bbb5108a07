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

revoke all on function private.is_object_in_folder(text, text, uuid) from public, anon;
grant execute on function private.is_object_in_folder(text, text, uuid) to authenticated, service_role;

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

revoke all on function private.unreferenced_storage_objects(interval), public.unreferenced_storage_objects(interval)
  from public, anon, authenticated;
grant execute on function private.unreferenced_storage_objects(interval), public.unreferenced_storage_objects(interval)
  to service_role;

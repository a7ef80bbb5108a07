-- A provider's logo may be uploaded by any of its admins (issue 29): storage keeps each upload
-- under its uploader's id, so the profile accepts a logo named after the registrant or after the
-- admin who sets it.

create or replace function private.is_own_uploaded_logo(p_logo_id text, p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
      select 1
      from (
        select p_user_id as uid
        union
        select m.user_id from public.provider_members m join public.service_provider_profiles s on s.id = m.provider_id
        where m.user_id = (select auth.uid()) and m.role = 'admin' and s.user_id = p_user_id
      ) uploader
      where regexp_replace(p_logo_id, '^logos/', '') ~ ('^service_provider/logo_' || uploader.uid::text || '_[^/]+$'))
    and exists (select 1 from storage.objects o where o.bucket_id = 'logos' and o.name = regexp_replace(p_logo_id, '^logos/', ''))
$$;

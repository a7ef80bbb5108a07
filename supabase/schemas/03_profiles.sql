-- Service categories and organisation profiles: one profile per user and organisation number,
-- read-only identity fields, the public faces of BRFs and providers kept in step, the rating.
-- Who belongs to an organisation and what each role may change: 04_organisations_and_members.sql.

-- Guard triggers here and in the other files are SECURITY INVOKER (they ask who the caller is);
-- lookups they need go through the SECURITY DEFINER helpers.

-- ---------------------------------------------------------------------------------------------
-- Profiles

-- The owner cannot be changed through the API; erasing an account (21_users_own_their_data.sql,
-- and the foreign key's own action) may move it to whoever leads the organisation now, or to
-- nobody.
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
  if (new.user_id is distinct from old.user_id and private.is_api_user()) or new.id is distinct from old.id then
    raise exception 'The profile owner cannot be changed.' using errcode = '42501';
  end if;
  new.created_at := old.created_at;
  new.updated_at := now();
  return new;
end;
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
  insert into public.brf_public_profiles (id, user_id, organization_name, city)
  values (new.id, new.user_id, new.organization_name, new.city)
  on conflict (id) do update set organization_name = excluded.organization_name, city = excluded.city;
  return null;
end;
$$;

create trigger brf_profiles_sync_public after insert or update of organization_name, city on public.brf_profiles
  for each row execute function private.sync_brf_public_profile();

create policy "Active categories are public" on public.service_categories
  for select to anon using (is_active);

create policy "Users create their own BRF profile" on public.brf_profiles
  for insert to authenticated with check (user_id = (select auth.uid()));

create policy "Signed-in users read BRF names" on public.brf_public_profiles
  for select to authenticated using (true);

create policy "Users create their own provider profile" on public.service_provider_profiles
  for insert to authenticated with check (user_id = (select auth.uid()));

create policy "Active categories, and all for admins" on public.service_categories
  for select to authenticated using (is_active or (select private.is_admin()));

-- Organisation profiles: the e-mail is read-only like the organisation number (spec accounts 5),
-- one profile per organisation number and type, a logo only from the user's own logo folder,
-- and a provider's contact details only for those with a reason to contact it.

-- ---------------------------------------------------------------------------------------------
-- One organisation, one profile (decision 0005): the number compared by the ten digits Bolagsverket
-- issued, however it is written (556677-8899, the twelve-digit form with the century prefix 16 as
-- Skatteverket writes it, the VAT number SE556677889901, full-width digits).
create function private.organization_number_key(p_number text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select case
    when upper(n.text) ~ '^\s*SE' and d.digits ~ '^[0-9]{10}01$' then left(d.digits, 10)
    when d.digits ~ '^(16|19|20)[0-9]{10}$' then right(d.digits, 10)
    else d.digits
  end
  from (select normalize(p_number, nfkc) as text) n,
    lateral (select regexp_replace(n.text, '[^0-9]', '', 'g') as digits) d
$$;

create unique index brf_profiles_organization_number_key
  on public.brf_profiles (private.organization_number_key(organization_number));

create unique index service_provider_profiles_organization_number_key
  on public.service_provider_profiles (private.organization_number_key(organization_number));

-- Whether another profile of this type has the number. Row security hides other BRFs' rows from
-- the caller, so this looks as the database; it says no more than the refusal itself would.
create function private.organization_number_taken(p_table text, p_number text, p_except uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  if p_table = 'brf_profiles' then
    return exists (select 1 from public.brf_profiles b
      where private.organization_number_key(b.organization_number) = private.organization_number_key(p_number) and b.id <> p_except);
  end if;
  return exists (select 1 from public.service_provider_profiles s
    where private.organization_number_key(s.organization_number) = private.organization_number_key(p_number) and s.id <> p_except);
end;
$$;

create function private.guard_profile_identity() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    if private.is_api_user() and new.email is distinct from old.email then
      raise exception 'The e-mail address cannot be changed.' using errcode = '42501';
    end if;
    return new;
  end if;
  -- two registrations of one number wait for each other, so the second gets this message
  perform pg_advisory_xact_lock(hashtext('organization_number:' || tg_table_name || ':'
    || private.organization_number_key(new.organization_number)));
  if private.organization_number_taken(tg_table_name, new.organization_number, new.id) then
    raise exception 'An organization with this organization number is already registered.' using errcode = '23505';
  end if;
  return new;
end;
$$;

create trigger brf_profiles_guard_identity before insert or update on public.brf_profiles
  for each row execute function private.guard_profile_identity();

create trigger service_provider_profiles_guard_identity before insert or update on public.service_provider_profiles
  for each row execute function private.guard_profile_identity();

-- A provider's logo may be uploaded by any of its admins: storage keeps each upload under its
-- uploader's id, so the profile accepts a logo named after the registrant or after the
-- admin who sets it.
create function private.is_own_uploaded_logo(p_logo_id text, p_user_id uuid) returns boolean
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

create function private.guard_provider_logo() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user() and new.logo_id is not null
     and (tg_op = 'INSERT' or new.logo_id is distinct from old.logo_id)
     and not private.is_own_uploaded_logo(new.logo_id, new.user_id) then
    raise exception 'The logo must be a file you uploaded as your own logo.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger service_provider_profiles_guard_logo before insert or update on public.service_provider_profiles
  for each row execute function private.guard_provider_logo();

create function private.sync_provider_public_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.service_provider_public_profiles
    (id, user_id, organization_name, city, service_categories, website, logo_id, average_rating, registered_at, created_at)
  values (new.id, new.user_id, new.organization_name, new.city, new.service_categories, new.website, new.logo_id,
    new.average_rating, new.registered_at, new.created_at)
  on conflict (id) do update set
    organization_name = excluded.organization_name, city = excluded.city, service_categories = excluded.service_categories,
    website = excluded.website, logo_id = excluded.logo_id, average_rating = excluded.average_rating,
    registered_at = excluded.registered_at;
  return null;
end;
$$;

create trigger service_provider_profiles_sync_public after insert or update on public.service_provider_profiles
  for each row execute function private.sync_provider_public_profile();

create policy "Registered users read providers' public profiles" on public.service_provider_public_profiles
  for select to authenticated using ((select private.has_profile()));

-- ---------------------------------------------------------------------------------------------
-- Who reads and changes a profile: its members and admins; the chair changes a BRF's, any admin
-- of a company its own. A board reads a provider's profile once it has a quote from it whose bids
-- are open (sealed bidders stay unnamed).
create function private.received_quote_from(p_service_provider_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q join public.projects p on p.id = q.project_id
    where q.service_provider_id = p_service_provider_id and p.brf_id = private.current_brf_id()
      and not private.bids_sealed(p.id)
  )
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
-- A member who is removed or leaves loses it at once (decision 0029).
create policy "Members and admins read BRF profiles" on public.brf_profiles
  for select to authenticated using (
    id = (select private.current_brf_id()) or (select private.is_admin())
    or (user_id = (select auth.uid()) and not private.organisation_has_people('brf', id)));
create policy "The chair updates the BRF profile" on public.brf_profiles
  for update to authenticated
  using (exists (select 1 from public.brf_members m
    where m.brf_id = brf_profiles.id and m.user_id = (select auth.uid()) and m.role = 'chair'))
  with check (exists (select 1 from public.brf_members m
    where m.brf_id = brf_profiles.id and m.user_id = (select auth.uid()) and m.role = 'chair'));
create policy "The provider's admins update its profile" on public.service_provider_profiles
  for update to authenticated
  using (exists (select 1 from public.provider_members m
    where m.provider_id = service_provider_profiles.id and m.user_id = (select auth.uid()) and m.role = 'admin'))
  with check (exists (select 1 from public.provider_members m
    where m.provider_id = service_provider_profiles.id and m.user_id = (select auth.uid()) and m.role = 'admin'));
create policy "Providers' members, the BRFs they quoted for, and admins read provider profiles"
  on public.service_provider_profiles
  for select to authenticated using (
    id = (select private.current_provider_id()) or (select private.is_admin()) or private.received_quote_from(id)
    or (user_id = (select auth.uid()) and not private.organisation_has_people('service_provider', id)));

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.guard_profile(), private.guard_provider_profile(),
  private.sync_brf_public_profile(), private.sync_provider_public_profile() from public;
grant execute on function private.guard_profile(), private.guard_provider_profile(),
  private.sync_brf_public_profile(), private.sync_provider_public_profile() to service_role;
revoke all on function private.organization_number_key(p_number text),
  private.organization_number_taken(p_table text, p_number text, p_except uuid),
  private.is_own_uploaded_logo(p_logo_id text, p_user_id uuid),
  private.received_quote_from(p_service_provider_id uuid) from public;
grant execute on function private.organization_number_key(p_number text),
  private.organization_number_taken(p_table text, p_number text, p_except uuid),
  private.is_own_uploaded_logo(p_logo_id text, p_user_id uuid),
  private.received_quote_from(p_service_provider_id uuid) to authenticated, service_role;
grant select on table public.service_categories to anon, authenticated;
grant select on table public.brf_public_profiles to authenticated;
grant select on table public.service_provider_public_profiles to authenticated;
grant select on table public.service_provider_profiles to authenticated;
grant insert (id, user_id, organization_number, organization_name, registered_at, contact_person_first_name,
  contact_person_last_name, phone, email, city, street_address, street_number, zip, service_categories,
  description, website, logo_id, created_at) on table public.service_provider_profiles to authenticated;
grant update (organization_number, organization_name, registered_at, contact_person_first_name,
  contact_person_last_name, phone, email, city, street_address, street_number, zip, service_categories,
  description, website, logo_id) on table public.service_provider_profiles to authenticated;
grant select, insert on table public.brf_profiles to authenticated;
grant update (organization_number, organization_name, contact_person_first_name, contact_person_last_name,
  phone, email, city, street_address, street_number, zip, number_of_apartments, description, website,
  award_signatures, award_requires_mfa) on table public.brf_profiles to authenticated;
revoke all on function private.organisation_has_people(p_type text, p_id uuid) from public, anon, authenticated;
grant execute on function private.organisation_has_people(p_type text, p_id uuid) to authenticated, service_role;

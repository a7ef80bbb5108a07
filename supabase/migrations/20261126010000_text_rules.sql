-- Required text must hold something besides whitespace. btrim() strips spaces only, so a title
-- of tabs or line breaks passed; private.trimmed() strips what the forms' String.prototype.trim
-- strips (ASCII whitespace, no-break and Unicode spaces, line and paragraph separators, BOM),
-- and every CHECK on required text counts what is left.

create function private.trimmed(p_text text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select regexp_replace(p_text,
    '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g')
$$;

revoke all on function private.trimmed(text) from public, anon;
grant execute on function private.trimmed(text) to authenticated, service_role;

alter table public.service_categories drop constraint service_categories_name_check,
  add constraint service_categories_name_check check (char_length(private.trimmed(name)) between 1 and 100);

alter table public.brf_profiles
  drop constraint brf_profiles_organization_number_check,
  drop constraint brf_profiles_organization_name_check,
  drop constraint brf_profiles_contact_person_first_name_check,
  drop constraint brf_profiles_contact_person_last_name_check,
  drop constraint brf_profiles_city_check,
  drop constraint brf_profiles_street_address_check,
  drop constraint brf_profiles_street_number_check,
  add constraint brf_profiles_organization_number_check check (char_length(private.trimmed(organization_number)) between 1 and 20),
  add constraint brf_profiles_organization_name_check check (char_length(private.trimmed(organization_name)) between 1 and 200),
  add constraint brf_profiles_contact_person_first_name_check check (char_length(private.trimmed(contact_person_first_name)) between 2 and 100),
  add constraint brf_profiles_contact_person_last_name_check check (char_length(private.trimmed(contact_person_last_name)) between 2 and 100),
  add constraint brf_profiles_city_check check (char_length(private.trimmed(city)) between 1 and 100),
  add constraint brf_profiles_street_address_check check (char_length(private.trimmed(street_address)) between 1 and 255),
  add constraint brf_profiles_street_number_check check (char_length(private.trimmed(street_number)) between 1 and 20);

alter table public.service_provider_profiles
  drop constraint service_provider_profiles_organization_number_check,
  drop constraint service_provider_profiles_organization_name_check,
  drop constraint service_provider_profiles_contact_person_first_name_check,
  drop constraint service_provider_profiles_contact_person_last_name_check,
  drop constraint service_provider_profiles_city_check,
  drop constraint service_provider_profiles_street_address_check,
  drop constraint service_provider_profiles_street_number_check,
  add constraint service_provider_profiles_organization_number_check check (char_length(private.trimmed(organization_number)) between 1 and 20),
  add constraint service_provider_profiles_organization_name_check check (char_length(private.trimmed(organization_name)) between 1 and 200),
  add constraint service_provider_profiles_contact_person_first_name_check
    check (char_length(private.trimmed(contact_person_first_name)) between 2 and 100),
  add constraint service_provider_profiles_contact_person_last_name_check
    check (char_length(private.trimmed(contact_person_last_name)) between 2 and 100),
  add constraint service_provider_profiles_city_check check (char_length(private.trimmed(city)) between 1 and 100),
  add constraint service_provider_profiles_street_address_check check (char_length(private.trimmed(street_address)) between 1 and 255),
  add constraint service_provider_profiles_street_number_check check (char_length(private.trimmed(street_number)) between 1 and 20);

alter table public.projects
  drop constraint projects_title_check,
  drop constraint projects_description_check,
  add constraint projects_title_check check (char_length(private.trimmed(title)) between 3 and 200 and char_length(title) <= 200),
  add constraint projects_description_check
    check (char_length(private.trimmed(description)) between 10 and 2000 and char_length(description) <= 2000);

alter table public.project_addresses
  drop constraint project_addresses_street_check,
  drop constraint project_addresses_city_check,
  add constraint project_addresses_street_check check (char_length(private.trimmed(street)) between 1 and 255 and char_length(street) <= 255),
  add constraint project_addresses_city_check check (char_length(private.trimmed(city)) between 1 and 100 and char_length(city) <= 100);

alter table public.project_messages
  drop constraint project_messages_message_text_check,
  add constraint project_messages_message_text_check check (char_length(private.trimmed(message_text)) between 1 and 5000);

-- spec: 'comment optional and trimmed'; given, it says something
alter table public.reviews
  drop constraint reviews_comment_text_check,
  add constraint reviews_comment_text_check
    check (comment_text is null or (char_length(private.trimmed(comment_text)) >= 1 and char_length(comment_text) <= 2000));

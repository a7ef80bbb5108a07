-- A new quote's notification names who quoted and how much (issue 26): a board sees what came in
-- without opening the project. The amount is whole kronor grouped by spaces, as sv-SE writes it.

create or replace function private.on_quote_inserted() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_provider_user uuid;
  v_provider_name text;
begin
  select s.user_id, s.organization_name into v_provider_user, v_provider_name
    from public.service_provider_profiles s where s.id = new.service_provider_id;
  perform private.notify(private.project_owner_user_id(new.project_id), new.project_id, new.id, 'new_quote',
    format('You have received a new quote for "%s" from %s: %s kr.', private.project_title(new.project_id),
      coalesce(v_provider_name, 'a provider'), replace(to_char(round(new.quote_amount), 'FM999,999,999,990'), ',', ' ')));
  perform private.follow_project(new.project_id, v_provider_user);
  return null;
end;
$$;

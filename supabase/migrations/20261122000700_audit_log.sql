-- Audit entries for what an admin cares about, written by the database (never by clients):
-- registrations, projects created and awarded, quotes submitted.

create function private.write_audit_log() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_action text := tg_argv[0];
  v_resource_type text := tg_argv[1];
  v_actor uuid := (select auth.uid());
  v_resource_id uuid;
  v_details jsonb := '{}'::jsonb;
begin
  case tg_table_name
    when 'brf_profiles', 'service_provider_profiles' then
      v_resource_id := new.id;
      v_actor := coalesce(v_actor, new.user_id);
      v_details := jsonb_build_object('organization_name', new.organization_name);
    when 'projects' then
      v_resource_id := new.id;
      v_details := jsonb_build_object('title', new.title);
    when 'project_awards' then
      v_resource_id := new.project_id;
      v_details := jsonb_build_object('winning_service_provider_id', new.winning_service_provider_id,
        'winning_quote_id', new.winning_quote_id);
    when 'quotes' then
      v_resource_id := new.id;
      v_details := jsonb_build_object('project_id', new.project_id);
    else
      v_resource_id := null;
  end case;
  insert into public.audit_logs (user_id, action, resource_type, resource_id, details)
  values (v_actor, v_action, v_resource_type, v_resource_id, v_details);
  return null;
end;
$$;

create trigger brf_profiles_audit after insert on public.brf_profiles
  for each row execute function private.write_audit_log('brf_registered', 'brf_profile');
create trigger service_provider_profiles_audit after insert on public.service_provider_profiles
  for each row execute function private.write_audit_log('service_provider_registered', 'service_provider_profile');
create trigger projects_audit after insert on public.projects
  for each row execute function private.write_audit_log('project_created', 'project');
create trigger project_awards_audit after insert on public.project_awards
  for each row execute function private.write_audit_log('project_awarded', 'project');
create trigger quotes_audit after insert on public.quotes
  for each row execute function private.write_audit_log('quote_submitted', 'quote');

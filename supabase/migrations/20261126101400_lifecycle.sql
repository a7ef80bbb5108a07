-- The project lifecycle (supabase/README.md): open -> closed (deadline) -> awarded; open ->
-- cancelled; deleted (archived with its quotes for 7 years when it has any); the scheduled jobs.

create index projects_deleted_at_idx on public.projects (deleted_at) where deleted_at is not null;

-- ---------------------------------------------------------------------------------------------
-- Scheduled jobs (service role; local-supabase runs them with send_deadline_notifications)

create function private.close_past_deadline_projects() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  update public.projects set status = 'closed'
  where status = 'open' and submission_deadline <= now();
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

create function public.close_past_deadline_projects() returns integer
language sql security invoker set search_path = '' as $$
  select private.close_past_deadline_projects()
$$;

-- Soft-deleted projects are kept for the terms' retention (project data 7 years), then removed
-- with everything that hangs on them.
create function private.purge_expired_projects() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  delete from public.projects where deleted_at < now() - interval '7 years';
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

create function public.purge_expired_projects() returns integer
language sql security invoker set search_path = '' as $$
  select private.purge_expired_projects()
$$;

-- ---------------------------------------------------------------------------------------------
-- Cancelling: the owner, while the project is (effectively) open.

create function private.cancel_project(p_project_id uuid) returns public.projects
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects;
begin
  select * into v_project from public.projects p where p.id = p_project_id and p.deleted_at is null for update;
  if not found then
    raise exception 'Project not found.' using errcode = 'P0002';
  end if;
  if private.project_owner_user_id(p_project_id) is distinct from (select auth.uid()) then
    raise exception 'Only the project owner can cancel this project.' using errcode = '42501';
  end if;
  if public.effective_project_status(v_project.status, v_project.submission_deadline) <> 'open' then
    raise exception 'Only an open project can be cancelled.' using errcode = '23514';
  end if;
  update public.projects set status = 'cancelled' where id = p_project_id returning * into v_project;
  return v_project;
end;
$$;

create function public.cancel_project(p_project_id uuid) returns public.projects
language sql security invoker set search_path = '' as $$
  select * from private.cancel_project(p_project_id)
$$;

-- ---------------------------------------------------------------------------------------------
-- Deleting. Without quotes: the row goes (cascades) and its files with it. With quotes: the
-- project is soft-deleted, the providers who quoted are told, and everything is kept.

create function private.soft_delete_project(p_project_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_title text;
begin
  update public.projects set deleted_at = now() where id = p_project_id and deleted_at is null
  returning title into v_title;
  if not found then
    return;
  end if;
  insert into public.notifications (user_id, type, message)
  select distinct s.user_id, 'project_deleted',
    format('The project "%s" was deleted by its owner. Your quote is kept on record.', v_title)
  from public.quotes q join public.service_provider_profiles s on s.id = q.service_provider_id
  where q.project_id = p_project_id;
end;
$$;

create function private.delete_project(p_project_id uuid) returns text
language plpgsql security definer set search_path = '' as $$
begin
  perform 1 from public.projects p where p.id = p_project_id and p.deleted_at is null for update;
  if not found then
    raise exception 'Project not found.' using errcode = 'P0002';
  end if;
  if private.project_owner_user_id(p_project_id) is distinct from (select auth.uid()) then
    raise exception 'Only project owners can delete projects.' using errcode = '42501';
  end if;
  if exists (select 1 from public.quotes q where q.project_id = p_project_id) then
    perform private.soft_delete_project(p_project_id);
    return 'archived';
  end if;
  delete from public.projects where id = p_project_id;
  return 'deleted';
end;
$$;

-- Returns 'deleted' (gone with its files) or 'archived' (had quotes: hidden, kept 7 years).
create function public.delete_project(p_project_id uuid) returns text
language sql security invoker set search_path = '' as $$
  select private.delete_project(p_project_id)
$$;

-- A plain DELETE by a client on a project with quotes archives it instead (the safe thing);
-- the service role's deletes and cascades are real deletes.
create function private.guard_project_delete() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user() and pg_trigger_depth() = 1
     and private.project_has_quotes(old.id) then
    perform private.delete_project(old.id);
    return null;
  end if;
  return old;
end;
$$;

create trigger projects_guard_delete before delete on public.projects
  for each row execute function private.guard_project_delete();

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.close_past_deadline_projects(), private.purge_expired_projects(),
  private.soft_delete_project(p_project_id uuid), private.guard_project_delete() from public;
grant execute on function private.close_past_deadline_projects(), private.purge_expired_projects(),
  private.soft_delete_project(p_project_id uuid), private.guard_project_delete() to service_role;
revoke all on function public.close_past_deadline_projects(), public.purge_expired_projects() from public;
revoke all on function private.cancel_project(p_project_id uuid),
  private.delete_project(p_project_id uuid) from public;
grant execute on function private.cancel_project(p_project_id uuid),
  private.delete_project(p_project_id uuid) to authenticated, service_role;
revoke all on function public.cancel_project(p_project_id uuid),
  public.delete_project(p_project_id uuid) from public;
grant execute on function public.cancel_project(p_project_id uuid),
  public.delete_project(p_project_id uuid) to authenticated;

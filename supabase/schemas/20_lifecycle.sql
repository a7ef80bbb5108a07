-- The project lifecycle (supabase/README.md): open -> closed (deadline) -> awarded; open or
-- closed -> cancelled (with a reason, while nothing is awarded); deleted (archived with its quotes
-- for 7 years when it has any); the jobs that close and purge (scheduled in 24_scheduled_jobs.sql).
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
  insert into public.notifications (user_id, type, message, params)
  select distinct people.user_id, 'project_deleted',
    format('The project "%s" was deleted by its owner. Your quote is kept on record.', v_title),
    jsonb_build_object('title', v_title)
  from public.quotes q cross join lateral private.provider_people(q.service_provider_id) as people(user_id)
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
  if not private.may(p_project_id, 'manage') then
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
-- Cancelling: by the board, with a reason, while nothing is awarded (also past the deadline); its
-- bidders and followers are told why (14_notifications.sql).
create function private.cancel_project(p_project_id uuid, p_reason text) returns public.projects
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects := private.locked_project(p_project_id);
  v_reason text := btrim(coalesce(p_reason, ''));
begin
  if not private.may(p_project_id, 'manage') then
    raise exception 'Only the project owner can cancel this project.' using errcode = '42501';
  end if;
  if public.effective_project_status(v_project.status, v_project.submission_deadline) not in ('open', 'closed')
     or exists (select 1 from public.project_awards a where a.project_id = p_project_id) then
    raise exception 'Only a project that is not awarded can be cancelled.' using errcode = '23514';
  end if;
  if v_reason = '' then
    raise exception 'Give the reason for cancelling.' using errcode = '23514';
  end if;
  if char_length(v_reason) > 2000 then
    raise exception 'The reason can be at most 2000 characters.' using errcode = '23514';
  end if;
  -- an open proposal falls with the procurement
  update public.award_proposals
    set outcome = 'withdrawn', closed_by = (select auth.uid()),
      closed_by_name = private.person_name((select auth.uid())), closed_at = now()
    where project_id = p_project_id and outcome is null;
  update public.projects set status = 'cancelled', cancel_reason = v_reason where id = p_project_id
    returning * into v_project;
  return v_project;
end;
$$;

create function public.cancel_project(p_project_id uuid, p_reason text default null) returns public.projects
language sql security invoker set search_path = '' as $$
  select * from private.cancel_project(p_project_id, p_reason)
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.close_past_deadline_projects(), private.purge_expired_projects(),
  private.soft_delete_project(p_project_id uuid), private.guard_project_delete() from public;
grant execute on function private.close_past_deadline_projects(), private.purge_expired_projects(),
  private.soft_delete_project(p_project_id uuid), private.guard_project_delete() to service_role;
revoke all on function public.close_past_deadline_projects(), public.purge_expired_projects() from public;
revoke all on function private.delete_project(p_project_id uuid),
  private.cancel_project(p_project_id uuid, p_reason text) from public;
grant execute on function private.delete_project(p_project_id uuid),
  private.cancel_project(p_project_id uuid, p_reason text) to authenticated, service_role;
revoke all on function public.delete_project(p_project_id uuid),
  public.cancel_project(p_project_id uuid, p_reason text) from public;
grant execute on function public.delete_project(p_project_id uuid),
  public.cancel_project(p_project_id uuid, p_reason text) to authenticated;

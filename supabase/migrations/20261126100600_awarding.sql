-- Awarding: the owner picks one quote after the deadline; the winner data is readable by the
-- owner, the winner, admins at aal2, and everyone when the owner shows it publicly.

-- ---------------------------------------------------------------------------------------------
-- Awarding: open past its deadline, or closed; never cancelled or deleted.

create or replace function private.award_project(p_project_id uuid, p_quote_id uuid) returns public.project_awards
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects;
  v_owner uuid;
  v_quote public.quotes;
  v_award public.project_awards;
  v_winner_user uuid;
begin
  select * into v_project from public.projects p where p.id = p_project_id and p.deleted_at is null for update;
  if not found then
    raise exception 'Project not found.' using errcode = 'P0002';
  end if;
  select b.user_id into v_owner from public.brf_profiles b where b.id = v_project.brf_id;
  if v_owner is distinct from (select auth.uid()) then
    raise exception 'Only the project owner can award this project.' using errcode = '42501';
  end if;
  if v_project.status = 'cancelled' then
    raise exception 'A cancelled project cannot be awarded.' using errcode = '23514';
  end if;
  if v_project.status not in ('open', 'closed') or exists (select 1 from public.project_awards a where a.project_id = p_project_id) then
    raise exception 'This project has already been awarded.' using errcode = '23514';
  end if;
  if now() < v_project.submission_deadline then
    raise exception 'You can only award the project after the submission deadline has passed.' using errcode = '23514';
  end if;
  perform 1 from public.quotes q where q.project_id = p_project_id for update;
  select * into v_quote from public.quotes q where q.id = p_quote_id and q.project_id = p_project_id;
  if not found or v_quote.status <> 'submitted' then
    raise exception 'Quote not found for this project.' using errcode = 'P0002';
  end if;

  update public.projects set status = 'awarded' where id = p_project_id;
  insert into public.project_awards (project_id, winning_service_provider_id, winning_quote_id, winning_budget)
  values (p_project_id, v_quote.service_provider_id, v_quote.id, v_quote.quote_amount)
  returning * into v_award;
  update public.quotes
  set status = case when id = v_quote.id then 'accepted' else 'rejected' end
  where project_id = p_project_id and status = 'submitted';

  select s.user_id into v_winner_user from public.service_provider_profiles s where s.id = v_quote.service_provider_id;
  perform private.notify(v_winner_user, p_project_id, v_quote.id, 'project_awarded',
    format('Congratulations! Your quote for "%s" has been accepted.', v_project.title));
  insert into public.notifications (user_id, project_id, quote_id, type, message)
  select s.user_id, p_project_id, q.id, 'project_awarded',
    format('The project "%s" has been awarded to another provider.', v_project.title)
  from public.quotes q join public.service_provider_profiles s on s.id = q.service_provider_id
  where q.project_id = p_project_id and q.id <> v_quote.id and q.status = 'rejected';

  return v_award;
end;
$$;

create function public.award_project(p_project_id uuid, p_quote_id uuid) returns public.project_awards
language sql security invoker set search_path = '' as $$
  select * from private.award_project(p_project_id, p_quote_id)
$$;

create policy "Winner data for owner, winner, admins, or when public" on public.project_awards
  for select to authenticated using (private.can_see_award(project_id));

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.award_project(p_project_id uuid, p_quote_id uuid) from public;
grant execute on function private.award_project(p_project_id uuid, p_quote_id uuid) to authenticated,
  service_role;
revoke all on function public.award_project(p_project_id uuid, p_quote_id uuid) from public;
grant execute on function public.award_project(p_project_id uuid, p_quote_id uuid) to authenticated;
grant select on table public.project_awards to authenticated;

-- A member who declared a conflict with the winning company reads neither the award (its amount,
-- its basis) nor the log's entry of it: it took no part and sees nothing of that company's bid,
-- before the award or after it (decision 0031). The project's status still reads awarded.

create function private.conflicted_with(p_project_id uuid, p_provider_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.interest_declarations d where d.project_id = p_project_id
    and d.user_id = (select auth.uid()) and p_provider_id = any (d.conflict_provider_ids))
$$;

create function private.conflicted_with_winner(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.project_awards a where a.project_id = p_project_id
    and private.conflicted_with(a.project_id, a.winning_service_provider_id))
$$;

create policy "No award read by a member conflicted with its winner" on public.project_awards as restrictive
  for select to authenticated using (not private.conflicted_with(project_id, winning_service_provider_id));

create policy "No award entry read by a member conflicted with its winner" on public.project_activity as restrictive
  for select to authenticated using (action <> 'awarded' or not private.conflicted_with_winner(project_id));

revoke all on function private.conflicted_with(p_project_id uuid, p_provider_id uuid),
  private.conflicted_with_winner(p_project_id uuid) from public;
grant execute on function private.conflicted_with(p_project_id uuid, p_provider_id uuid),
  private.conflicted_with_winner(p_project_id uuid) to authenticated, service_role;

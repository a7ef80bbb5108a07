-- Reviews: the board of an awarded project (chair and members) reviews its winner once; the
-- provider's rating is the mean of its reviews, kept by the database.

create function private.guard_review() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if private.is_api_user() then
      new.created_at := now();
    end if;
    new.updated_at := new.created_at;
  else
    new.created_at := old.created_at;
    new.updated_at := now();
  end if;
  return new;
end;
$$;

create trigger reviews_guard before insert or update on public.reviews
  for each row execute function private.guard_review();

create function private.refresh_provider_rating(p_service_provider_id uuid) returns void
language sql security definer set search_path = '' as $$
  update public.service_provider_profiles s
  set average_rating = (
    select round(avg(r.rating)::numeric, 2) from public.reviews r where r.service_provider_id = s.id
  )
  where s.id = p_service_provider_id
$$;

create function private.on_review_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.refresh_provider_rating(old.service_provider_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.refresh_provider_rating(new.service_provider_id);
  end if;
  return null;
end;
$$;

create trigger reviews_refresh_rating after insert or update or delete on public.reviews
  for each row execute function private.on_review_change();

create policy "Owners review the winner of their awarded project" on public.reviews
  for insert to authenticated with check (private.can_review(project_id, brf_id, service_provider_id));

create policy "Reviews for those who may see the award" on public.reviews
  for select to authenticated using (private.can_see_award(project_id));

create policy "BRF boards update their review" on public.reviews
  for update to authenticated
  using (brf_id = (select private.acting_brf_id()))
  with check (private.can_review(project_id, brf_id, service_provider_id));

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.guard_review(), private.refresh_provider_rating(p_service_provider_id uuid),
  private.on_review_change() from public;
grant execute on function private.guard_review(), private.refresh_provider_rating(p_service_provider_id uuid),
  private.on_review_change() to service_role;
grant select, insert on table public.reviews to authenticated;
grant update (brf_id, service_provider_id, project_id, rating, comment_text)
  on table public.reviews to authenticated;

-- A project's activity log: who did what and when, for the minutes. Written by the database as
-- things happen (never by clients), readable by the project's board (every role) and by admins at
-- aal2: created, edited, cancelled (with the reason), archived, awarded (with the decision's
-- reason and the members who stood aside), reviewed, and from the award by two (10_awarding.sql)
-- declared, proposed, withdrawn, confirmed and stood_in, each entry at the moment it happened (a
-- confirmation and the award it makes are one transaction, in that order). The actor's name is
-- kept as it was, so the log still reads after a member leaves.

create policy "The board and admins read a project's activity" on public.project_activity
  for select to authenticated using (private.project_role(project_id) is not null or (select private.is_admin()));

-- One entry, by the caller, now (or at p_at).
create function private.log_activity(p_project_id uuid, p_action text, p_details jsonb,
  p_at timestamptz default clock_timestamp()) returns void
language sql security definer set search_path = '' as $$
  insert into public.project_activity (project_id, actor_id, actor_name, action, details, created_at)
  values (p_project_id, (select auth.uid()), private.person_name((select auth.uid())), p_action, p_details, p_at)
$$;

create function private.on_project_activity() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_changed text[];
begin
  if tg_op = 'INSERT' then
    -- when the project says it was created (imported and seeded projects carry their own time)
    perform private.log_activity(new.id, 'created', jsonb_build_object('title', new.title), new.created_at);
    return null;
  end if;
  if new.deleted_at is not null and old.deleted_at is null then
    perform private.log_activity(new.id, 'archived', '{}'::jsonb);
    return null;
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    perform private.log_activity(new.id, 'cancelled', jsonb_strip_nulls(jsonb_build_object('reason', new.cancel_reason)));
  end if;
  v_changed := array_remove(array[
    case when new.title is distinct from old.title then 'title' end,
    case when new.description is distinct from old.description then 'description' end,
    case when new.submission_deadline is distinct from old.submission_deadline then 'submission_deadline' end,
    case when new.max_bids is distinct from old.max_bids then 'max_bids' end,
    case when new.show_winner_publicly is distinct from old.show_winner_publicly then 'show_winner_publicly' end
  ], null);
  if cardinality(v_changed) > 0 then
    perform private.log_activity(new.id, 'edited', jsonb_build_object('fields', to_jsonb(v_changed)));
  end if;
  return null;
end;
$$;

create trigger projects_activity after insert or update on public.projects
  for each row execute function private.on_project_activity();

-- The award's log entry carries the decision's reason.
create function private.on_award_activity() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(new.project_id, 'awarded', jsonb_build_object(
    'provider', (select s.organization_name from public.service_provider_profiles s
      where s.id = new.winning_service_provider_id),
    'amount', new.winning_budget,
    'reason', (select a.reason from public.award_proposals a
      where a.project_id = new.project_id and a.outcome = 'confirmed'),
    'stood_aside', coalesce((select jsonb_agg(d.member_name order by d.declared_at) from public.interest_declarations d
      where d.project_id = new.project_id and cardinality(d.conflict_provider_ids) > 0), '[]'::jsonb)));
  return null;
end;
$$;

create trigger project_awards_activity after insert on public.project_awards
  for each row execute function private.on_award_activity();

create function private.on_review_activity() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(new.project_id, 'reviewed', jsonb_build_object('rating', new.rating));
  return null;
end;
$$;

create trigger reviews_activity after insert on public.reviews
  for each row execute function private.on_review_activity();

-- The log's award entry carries the basis of its amount and the amount including VAT (decision 0026).
create function private.activity_vat_basis() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_basis jsonb;
begin
  if new.action = 'awarded' and new.details ? 'amount' and not new.details ? 'price_basis' then
    select jsonb_build_object('price_basis', a.winning_price_basis, 'amount_incl_vat', a.winning_amount_incl_vat)
      into v_basis from public.project_awards a where a.project_id = new.project_id;
    new.details := new.details || coalesce(v_basis, '{}'::jsonb);
  end if;
  return new;
end;
$$;

create trigger project_activity_vat_basis before insert on public.project_activity
  for each row execute function private.activity_vat_basis();

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.log_activity(p_project_id uuid, p_action text, p_details jsonb,
    p_at timestamp with time zone), private.on_project_activity(), private.on_award_activity(),
  private.on_review_activity() from public;
grant execute on function private.log_activity(p_project_id uuid, p_action text, p_details jsonb,
    p_at timestamp with time zone), private.on_project_activity(), private.on_award_activity(),
  private.on_review_activity() to service_role;
grant select on table public.project_activity to authenticated;
revoke all on function private.activity_vat_basis() from public;
grant execute on function private.activity_vat_basis() to service_role;

create policy "No award entry read by a member conflicted with its winner" on public.project_activity as restrictive
  for select to authenticated using (action <> 'awarded' or not private.conflicted_with_winner(project_id));

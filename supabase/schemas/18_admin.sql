-- Administration: the audit log written by triggers, analytics snapshots, the dashboard's RPCs.

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

-- admin data: role admin (permissive) and, restrictively, a second factor (aal2)
create policy "Admins read audit logs" on public.audit_logs
  for select to authenticated using ((select private.has_admin_role()));

create policy "Admin data requires aal2" on public.audit_logs
  as restrictive for all to authenticated using ((select private.is_aal2())) with check ((select private.is_aal2()));

-- The audit log's quote entries name the bidding person: not while the bids are sealed.
create policy "No sealed bidder in the audit log" on public.audit_logs as restrictive
  for select to authenticated using (resource_type is distinct from 'quote'
    or not private.bids_sealed(nullif(details ->> 'project_id', '')::uuid));

create policy "Admins read analytics snapshots" on public.analytics_snapshots
  for select to authenticated using ((select private.has_admin_role()));

create policy "Admins record analytics snapshots" on public.analytics_snapshots
  for insert to authenticated with check ((select private.has_admin_role()));

create policy "Admin data requires aal2" on public.analytics_snapshots
  as restrictive for all to authenticated using ((select private.is_aal2())) with check ((select private.is_aal2()));

-- The admin dashboard (spec/accounts.md 2, 7, 9): the 30-day user growth series and today's
-- analytics snapshot, computed in the database. Both run as the caller (SECURITY INVOKER), so the
-- admin + aal2 policies of audit_logs, analytics_snapshots and the profile tables decide what they
-- read and write; the guard below only turns a refusal into the spec's admin errors (42501).
-- Days are Swedish calendar days (Europe/Stockholm), like every other date rule of the product.
create function private.require_admin() returns void
language plpgsql stable set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if not private.has_admin_role() then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  if not private.is_aal2() then
    raise exception 'Admin MFA (AAL2) required' using errcode = '42501';
  end if;
end;
$$;

-- New BRFs and providers per day over the last p_days Swedish days (today included), oldest
-- first, every day present (0 when nobody registered).
create function public.admin_user_growth(p_days integer default 30)
returns table (day date, brfs integer, service_providers integer)
language plpgsql stable security invoker set search_path = '' as $$
declare
  v_today date := private.swedish_date(now());
  v_first date;
  v_since timestamptz;
begin
  perform private.require_admin();
  if p_days is null or p_days not between 1 and 366 then
    raise exception 'p_days must be 1 to 366.' using errcode = '22023';
  end if;
  v_first := v_today - (p_days - 1);
  v_since := v_first::timestamp at time zone 'Europe/Stockholm';
  return query
    with brf as (
      select private.swedish_date(b.created_at) as d, count(*)::integer as n
      from public.brf_profiles b where b.created_at >= v_since group by 1
    ), provider as (
      select private.swedish_date(s.created_at) as d, count(*)::integer as n
      from public.service_provider_profiles s where s.created_at >= v_since group by 1
    )
    select g.d::date, coalesce(brf.n, 0), coalesce(provider.n, 0)
    from generate_series(v_first::timestamp, v_today::timestamp, interval '1 day') as g(d)
      left join brf on brf.d = g.d::date
      left join provider on provider.d = g.d::date
    order by 1;
end;
$$;

-- Today's snapshot, inserted when missing: live projects (soft-deleted ones are gone for
-- everyone else), BRFs, providers and the 5 most used categories (projects asking for a
-- category plus providers offering it; ties in the categories' own order). Once written, the
-- day's row is what later calls return, so the day keeps one set of numbers.
create function public.admin_today_snapshot()
returns public.analytics_snapshots
language plpgsql volatile security invoker set search_path = '' as $$
declare
  v_today date := private.swedish_date(now());
  v_row public.analytics_snapshots;
begin
  perform private.require_admin();
  select * into v_row from public.analytics_snapshots s where s.snapshot_date = v_today;
  if found then
    return v_row;
  end if;
  insert into public.analytics_snapshots (snapshot_date, total_projects, total_brfs, total_service_providers, top_service_categories)
  select v_today,
    (select count(*) from public.projects p where p.deleted_at is null),
    (select count(*) from public.brf_profiles),
    (select count(*) from public.service_provider_profiles),
    coalesce((
      select array_agg(ranked.name order by ranked.uses desc, ranked.sort_order, ranked.name)
      from (
        select c.name, c.sort_order, count(*) as uses
        from (
          select psc.service_category_id as category_id
          from public.project_service_categories psc
            join public.projects p on p.id = psc.project_id and p.deleted_at is null
          union all
          select unnest(s.service_categories) from public.service_provider_profiles s
        ) used
          join public.service_categories c on c.id = used.category_id
        group by c.id, c.name, c.sort_order
        order by uses desc, c.sort_order, c.name
        limit 5
      ) ranked
    ), '{}')
  on conflict (snapshot_date) do nothing
  returning * into v_row;
  if v_row.id is null then
    -- another admin's call wrote the day's row between our read and our insert
    select * into v_row from public.analytics_snapshots s where s.snapshot_date = v_today;
  end if;
  return v_row;
end;
$$;

-- The admin's 'Total Quotes' tile counts every quote, sealed ones too: a count names no bidder.
-- Row security rightly hides a sealed quote from admins until the deadline (sealed means sealed
-- for admins too, decision 0019), so a head count of public.quotes made as the admin leaves
-- those quotes out. The count is therefore made in the database, past the seal, behind the
-- admin guard: only the number leaves the database, never a row. Quotes on a deleted (archived)
-- project are left out, as the tiles and the day's snapshot leave out deleted projects.
--
-- Why SECURITY DEFINER: no policy may let an admin read a sealed quote, and no reader (caller)
-- can count rows it cannot read, so the count runs as the owner; it answers only an admin at
-- aal2 (private.require_admin: 'Not authenticated', 'Admin privileges required', 'Admin MFA
-- (AAL2) required', 42501) and returns one number. The caller reaches it through the invoker
-- wrapper in public, as with admin_mail_delivery.
create function private.admin_quote_count() returns integer
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return (
    select count(*)::integer
    from public.quotes q
      join public.projects p on p.id = q.project_id
    where p.deleted_at is null
  );
end;
$$;

create function public.admin_quote_count() returns integer
language sql stable security invoker set search_path = '' as $$
  select private.admin_quote_count()
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.write_audit_log() from public;
grant execute on function private.write_audit_log() to service_role;
revoke all on function private.require_admin() from public;
grant execute on function private.require_admin() to authenticated, service_role;
revoke all on function public.admin_user_growth(p_days integer), public.admin_today_snapshot(),
  private.admin_quote_count(), public.admin_quote_count() from public;
grant execute on function public.admin_user_growth(p_days integer), public.admin_today_snapshot(),
  private.admin_quote_count(), public.admin_quote_count() to authenticated;
grant select on table public.audit_logs to authenticated;
grant select, insert on table public.analytics_snapshots to authenticated;

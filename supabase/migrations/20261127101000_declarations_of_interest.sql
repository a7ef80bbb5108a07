-- Declarations of interest (issue 29; jäv, LEF 6:10). Once a board has two or more members who
-- decide, each person on it declares before seeing a project's quotes: no conflict, or a
-- conflict with named bidders. A declaration covers the bidders listed when it was made: a quote
-- from a company it does not cover stays hidden until the member declares again. A member with a
-- conflict never sees those companies' quotes (amounts, descriptions, files, the board's list
-- minimum), takes no part in the award and is recorded as having stood aside. Declarations keep
-- their time and do not change after the award.

create table public.interest_declarations (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  member_name text,
  -- the bidding companies listed when the member declared
  bidder_ids uuid[] not null default '{}',
  conflict_provider_ids uuid[] not null default '{}',
  conflict_provider_names text[] not null default '{}',
  declared_at timestamptz not null default now(),
  constraint interest_declarations_one_per_member unique (project_id, user_id),
  constraint interest_declarations_conflicts_are_bidders check (conflict_provider_ids <@ bidder_ids),
  constraint interest_declarations_names check (
    cardinality(conflict_provider_names) = cardinality(conflict_provider_ids))
);
alter table public.interest_declarations enable row level security;

create function private.guard_declaration() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (new.bidder_ids, new.conflict_provider_ids, new.declared_at)
      is distinct from (old.bidder_ids, old.conflict_provider_ids, old.declared_at)
    and exists (select 1 from public.project_awards a where a.project_id = old.project_id) then
    raise exception 'Declarations cannot be changed after the award.' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger interest_declarations_fixed_after_award before update on public.interest_declarations
  for each row execute function private.guard_declaration();

-- ---------------------------------------------------------------------------------------------
-- Who must declare, and what a declaration lets a member see

-- Declarations are asked once the project's board has two or more members who decide (chair and
-- ledamöter): with one, nobody else could handle the matter a conflicted member stands aside from.
-- Then every role declares, deputies and observers too, before seeing quotes.
create function private.declarations_required(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select count(*) >= 2 from public.projects p join public.brf_members m on m.brf_id = p.brf_id
  where p.id = p_project_id and m.role in ('chair', 'member')
$$;

-- The companies with a quote on the project (withdrawn quotes are no bids), first quote first.
create function private.project_bidders(p_project_id uuid)
returns table (service_provider_id uuid, organization_name text, quoted_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select q.service_provider_id, s.organization_name, min(q.created_at)
  from public.quotes q join public.service_provider_profiles s on s.id = q.service_provider_id
  where q.project_id = p_project_id and q.status <> 'withdrawn'
  group by q.service_provider_id, s.organization_name
  order by min(q.created_at)
$$;

-- Whether this board member may see this company's quotes on the project.
create function private.member_sees_bidder(p_user_id uuid, p_project_id uuid, p_provider_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select not private.declarations_required(p_project_id) or exists (
    select 1 from public.interest_declarations d
    where d.project_id = p_project_id and d.user_id = p_user_id
      and p_provider_id = any (d.bidder_ids) and not p_provider_id = any (d.conflict_provider_ids))
$$;

create function private.sees_bidder(p_project_id uuid, p_provider_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.member_sees_bidder((select auth.uid()), p_project_id, p_provider_id)
$$;

-- ---------------------------------------------------------------------------------------------
-- Quotes, their files and stars: a board member sees the bidders its declaration clears.

drop policy "Providers, project boards and admins read quotes" on public.quotes;
create policy "Providers, declared board members and admins read quotes" on public.quotes
  for select to authenticated using (
    (select private.is_admin())
    or ((service_provider_id = (select private.current_provider_id())
        or (private.may(project_id, 'read_quotes') and private.sees_bidder(project_id, service_provider_id)))
      and private.project_visible(project_id)));

create or replace function private.can_read_quote(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or exists (
    select 1 from public.quotes q join public.projects p on p.id = q.project_id
    where q.id = p_quote_id and p.deleted_at is null
      and (q.service_provider_id = private.current_provider_id()
        or (private.may(q.project_id, 'read_quotes') and private.sees_bidder(q.project_id, q.service_provider_id)))
  )
$$;

create or replace function private.owns_quote_project(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q
    where q.id = p_quote_id and private.may(q.project_id, 'star') and private.project_visible(q.project_id)
      and private.sees_bidder(q.project_id, q.service_provider_id)
  )
$$;

-- A new quote tells each board member of it; the company and amount only to those who may see it
-- (on a board that declares, nobody yet: no declaration covers a new bidder).
create or replace function private.on_quote_inserted() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_provider_name text;
  v_title text := private.project_title(new.project_id);
begin
  select s.organization_name into v_provider_name
    from public.service_provider_profiles s where s.id = new.service_provider_id;
  v_provider_name := coalesce(v_provider_name, 'a provider');
  insert into public.notifications (user_id, project_id, quote_id, type, message, params)
  select board.user_id, new.project_id, new.id, 'new_quote',
    case when seen then format('You have received a new quote for "%s" from %s: %s kr.', v_title, v_provider_name,
        private.whole_kronor(new.quote_amount))
      else format('You have received a new quote for "%s".', v_title) end,
    case when seen then
        jsonb_build_object('title', v_title, 'provider', v_provider_name, 'amount', round(new.quote_amount))
      else jsonb_build_object('title', v_title) end
  from private.project_board(new.project_id) as board(user_id)
    cross join lateral (
      select private.member_sees_bidder(board.user_id, new.project_id, new.service_provider_id) as seen) s;
  -- the member who sent it follows the project
  perform private.follow_project(new.project_id, (select auth.uid()));
  perform private.follow_project(new.project_id, people.user_id)
    from private.provider_people(new.service_provider_id) as people(user_id)
    where (select auth.uid()) is null;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Declaring

create policy "The board and admins read a project's declarations" on public.interest_declarations
  for select to authenticated using (private.project_role(project_id) is not null or (select private.is_admin()));

-- The project's bidders, by name only: what a member declares over before seeing their quotes.
create function private.board_bidders(p_project_id uuid)
returns table (service_provider_id uuid, organization_name text, quoted_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select b.* from private.project_bidders(p_project_id) b
  where (private.project_role(p_project_id) is not null and private.project_visible(p_project_id))
    or private.is_admin()
$$;

create function public.project_bidders(p_project_id uuid)
returns table (service_provider_id uuid, organization_name text, quoted_at timestamptz)
language sql stable security invoker set search_path = '' as $$
  select * from private.board_bidders(p_project_id)
$$;

create function private.declare_interest(p_project_id uuid, p_conflict_provider_ids uuid[])
returns public.interest_declarations
language plpgsql security definer set search_path = '' as $$
declare
  v_bidders uuid[];
  v_conflicts uuid[];
  v_names text[];
  v_row public.interest_declarations;
begin
  if private.project_role(p_project_id) is null or not private.project_visible(p_project_id) then
    raise exception 'Project not found.' using errcode = 'P0002';
  end if;
  select coalesce(array_agg(b.service_provider_id), '{}') into v_bidders from private.project_bidders(p_project_id) b;
  select coalesce(array_agg(distinct c), '{}') into v_conflicts from unnest(p_conflict_provider_ids) c
    where c is not null;
  if not v_conflicts <@ v_bidders then
    raise exception 'A conflict can only be declared with a company that has quoted on this project.'
      using errcode = '22023';
  end if;
  select coalesce(array_agg(s.organization_name order by s.id), '{}'),
    coalesce(array_agg(s.id order by s.id), '{}')
    into v_names, v_conflicts
    from public.service_provider_profiles s where s.id = any (v_conflicts);
  insert into public.interest_declarations as d
    (project_id, user_id, member_name, bidder_ids, conflict_provider_ids, conflict_provider_names)
  values (p_project_id, (select auth.uid()), private.person_name((select auth.uid())), v_bidders, v_conflicts,
    v_names)
  on conflict (project_id, user_id) do update
    set bidder_ids = excluded.bidder_ids, conflict_provider_ids = excluded.conflict_provider_ids,
      conflict_provider_names = excluded.conflict_provider_names, member_name = excluded.member_name,
      declared_at = now()
  returning * into v_row;
  perform private.log_activity(p_project_id, 'declared', jsonb_build_object('conflicts', to_jsonb(v_names)));
  return v_row;
end;
$$;

create function public.declare_interest(p_project_id uuid, p_conflict_provider_ids uuid[] default '{}')
returns public.interest_declarations
language sql security invoker set search_path = '' as $$
  select * from private.declare_interest(p_project_id, p_conflict_provider_ids)
$$;

-- ---------------------------------------------------------------------------------------------
-- The activity log: declarations, award proposals and their outcome; each entry at the moment
-- it happened (a confirmation and the award it makes are one transaction, in that order).

create function private.person_name(p_user_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select nullif(trim(coalesce(u.raw_user_meta_data ->> 'first_name', '') || ' '
    || coalesce(u.raw_user_meta_data ->> 'last_name', '')), '')
  from auth.users u where u.id = p_user_id
$$;

alter table public.project_activity drop constraint project_activity_action_check;
alter table public.project_activity add constraint project_activity_action_check check (action in ('created',
  'edited', 'cancelled', 'archived', 'awarded', 'reviewed', 'declared', 'proposed', 'withdrawn', 'confirmed'));

create or replace function private.log_activity(p_project_id uuid, p_action text, p_details jsonb,
  p_at timestamptz default clock_timestamp()) returns void
language sql security definer set search_path = '' as $$
  insert into public.project_activity (project_id, actor_id, actor_name, action, details, created_at)
  values (p_project_id, (select auth.uid()), private.person_name((select auth.uid())), p_action, p_details, p_at)
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.guard_declaration(), private.declarations_required(p_project_id uuid),
  private.project_bidders(p_project_id uuid),
  private.member_sees_bidder(p_user_id uuid, p_project_id uuid, p_provider_id uuid),
  private.sees_bidder(p_project_id uuid, p_provider_id uuid),
  private.declare_interest(p_project_id uuid, p_conflict_provider_ids uuid[]),
  private.board_bidders(p_project_id uuid), private.person_name(p_user_id uuid) from public;
grant execute on function private.declarations_required(p_project_id uuid),
  private.member_sees_bidder(p_user_id uuid, p_project_id uuid, p_provider_id uuid),
  private.sees_bidder(p_project_id uuid, p_provider_id uuid),
  private.declare_interest(p_project_id uuid, p_conflict_provider_ids uuid[]),
  private.board_bidders(p_project_id uuid) to authenticated, service_role;
grant execute on function private.guard_declaration(), private.project_bidders(p_project_id uuid),
  private.person_name(p_user_id uuid) to service_role;
revoke all on function public.project_bidders(p_project_id uuid),
  public.declare_interest(p_project_id uuid, p_conflict_provider_ids uuid[]) from public, anon;
grant execute on function public.project_bidders(p_project_id uuid),
  public.declare_interest(p_project_id uuid, p_conflict_provider_ids uuid[]) to authenticated;
grant select on table public.interest_declarations to authenticated;

-- Projects and what belongs to them (categories, addresses, viewing dates): the rules of
-- projects.md sections 4 to 6, create_project, and the project_details view. The board (chair
-- and members: private.may 'manage') acts for its BRF. When it creates a project the board
-- chooses whether bids are sealed (09_sealed_bids.sql; by default when it takes 3 bids or more)
-- and which quote terms a quote must give (08_quotes.sql).

-- ---------------------------------------------------------------------------------------------
-- Deadline moves: only while open, never once passed (the owner has seen the bids).
create function private.guard_project() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    -- API callers cannot back-date a project; the service role may (seeding history), and the
    -- deadline rule below still holds relative to that creation time.
    if private.is_api_user() then
      new.created_at := now();
      new.deleted_at := null;
      if new.status <> 'open' then
        raise exception 'A new project must be open.' using errcode = '23514';
      end if;
    end if;
    new.updated_at := new.created_at;
    if private.swedish_date(new.submission_deadline) < private.swedish_date(new.created_at) + 7 then
      raise exception 'Submission deadline must be at least 7 days from today.' using errcode = '23514';
    end if;
    return new;
  end if;

  new.created_at := old.created_at;
  new.updated_at := now();
  if new.submission_deadline is distinct from old.submission_deadline and private.is_api_user() then
    if old.submission_deadline <= now() then
      raise exception 'The submission deadline has passed and cannot be changed.' using errcode = '23514';
    end if;
    if old.status <> 'open' then
      raise exception 'The submission deadline can only be changed while the project is open.' using errcode = '23514';
    end if;
    if new.submission_deadline <= now() then
      raise exception 'Submission deadline must be in the future.' using errcode = '23514';
    end if;
    if private.swedish_date(new.submission_deadline) < private.swedish_date(old.created_at) + 7 then
      raise exception 'Submission deadline must be at least 7 days after the project was created.' using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;

create trigger projects_guard before insert or update on public.projects
  for each row execute function private.guard_project();

-- The request is fixed once a quote has arrived: whether bids are sealed and the required terms.
create function private.guard_request_terms() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (new.required_quote_terms, new.sealed_bids) is distinct from (old.required_quote_terms, old.sealed_bids)
     and exists (select 1 from public.quotes q where q.project_id = new.id) then
    raise exception 'Sealed bids and the required quote terms cannot change once a quote has arrived.'
      using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger projects_request_terms before update of required_quote_terms, sealed_bids on public.projects
  for each row execute function private.guard_request_terms();

-- ---------------------------------------------------------------------------------------------
-- Who reads and changes a project: everyone signed in reads it until it is deleted (admins
-- always); its board creates, changes and deletes it.
create policy "Signed-in users read projects" on public.projects
  for select to authenticated using (deleted_at is null or (select private.is_admin()));

create policy "BRF boards create their projects" on public.projects
  for insert to authenticated with check (brf_id = (select private.acting_brf_id()));
create policy "BRF boards update their projects" on public.projects
  for update to authenticated
  using (brf_id = (select private.acting_brf_id()) and deleted_at is null)
  with check (brf_id = (select private.acting_brf_id()) and deleted_at is null);
create policy "BRF boards delete their projects" on public.projects
  for delete to authenticated using (brf_id = (select private.acting_brf_id()) and deleted_at is null);

-- ---------------------------------------------------------------------------------------------
-- Creating a project: one call that writes the project, its categories, address and viewing
-- dates, or nothing. It names why it is refused (spec/projects.md 8, thrown): a user registered
-- as a BRF without a board of their own is told 'BRF profile not found for the current user.'
-- (P0002); anyone else 'Only BRF users can create projects.' (42501).
create function public.create_project(
  p_title text,
  p_description text,
  p_submission_deadline timestamptz,
  p_category_ids uuid[],
  p_max_bids integer default null,
  p_show_winner_publicly boolean default false,
  p_viewing_dates jsonb default '[]'::jsonb,
  p_address jsonb default null,
  p_sealed_bids boolean default null,
  p_required_quote_terms text[] default '{}'
) returns public.projects
language plpgsql security invoker set search_path = '' as $$
declare
  v_brf_id uuid := private.current_brf_id();
  v_categories uuid[];
  v_project public.projects;
begin
  if v_brf_id is null then
    -- a user registered as a BRF whose board the database cannot find (registration unfinished,
    -- or removed from the board) is told so; anyone else is not a BRF at all
    if coalesce((select auth.jwt()) -> 'user_metadata' ->> 'organization_type', '') = 'brf' then
      raise exception 'BRF profile not found for the current user.' using errcode = 'P0002';
    end if;
    raise exception 'Only BRF users can create projects.' using errcode = '42501';
  end if;
  select coalesce(array_agg(distinct c), '{}') into v_categories
  from unnest(coalesce(p_category_ids, '{}'::uuid[])) as c where c is not null;
  if cardinality(v_categories) = 0 then
    raise exception 'Select at least one service category' using errcode = '23514';
  end if;
  if exists (
    select 1 from unnest(v_categories) as c(id)
    where not exists (select 1 from public.service_categories s where s.id = c.id and s.is_active)
  ) then
    raise exception 'Unknown service category.' using errcode = '23503';
  end if;
  if p_viewing_dates is not null and jsonb_typeof(p_viewing_dates) <> 'array' then
    raise exception 'p_viewing_dates must be an array.' using errcode = '22023';
  end if;
  if p_address is not null and jsonb_typeof(p_address) <> 'object' then
    raise exception 'p_address must be an object.' using errcode = '22023';
  end if;

  insert into public.projects (brf_id, title, description, submission_deadline, max_bids, show_winner_publicly, status,
    sealed_bids, required_quote_terms)
  values (v_brf_id, p_title, p_description, p_submission_deadline, p_max_bids, coalesce(p_show_winner_publicly, false),
    'open', p_sealed_bids, (select coalesce(array_agg(distinct t order by t), '{}')
      from unnest(coalesce(p_required_quote_terms, '{}'::text[])) t where t is not null))
  returning * into v_project;

  insert into public.project_service_categories (project_id, service_category_id)
  select v_project.id, c from unnest(v_categories) as c;

  if p_address is not null then
    insert into public.project_addresses (project_id, street, street_number, zip, city, county)
    values (v_project.id, p_address ->> 'street', nullif(p_address ->> 'street_number', ''), nullif(p_address ->> 'zip', ''),
      p_address ->> 'city', 'Sweden');
  end if;

  insert into public.project_viewing_dates (project_id, viewing_date, duration_minutes, comments,
    address_street, address_street_number, address_zip, address_city, address_county)
  select v_project.id, (d ->> 'viewing_date')::timestamptz, coalesce((d ->> 'duration_minutes')::integer, 60),
    d ->> 'comments',
    coalesce(d ->> 'address_street', p_address ->> 'street'),
    coalesce(d ->> 'address_street_number', nullif(p_address ->> 'street_number', '')),
    -- a viewing date's ZIP has a format the project address's does not: copied only when it fits
    coalesce(d ->> 'address_zip', case when p_address ->> 'zip' ~ '^[0-9]{3} ?[0-9]{2}$' then p_address ->> 'zip' end),
    coalesce(d ->> 'address_city', p_address ->> 'city'),
    coalesce(d ->> 'address_county', 'Sweden')
  from jsonb_array_elements(coalesce(p_viewing_dates, '[]'::jsonb)) as d;

  return v_project;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Categories: replaced in one call; a project never ends up with none.
create function public.set_project_categories(p_project_id uuid, p_category_ids uuid[])
returns setof public.project_service_categories
language plpgsql security invoker set search_path = '' as $$
declare
  v_categories uuid[];
begin
  if not private.is_project_owner(p_project_id) then
    raise exception 'Only the project owner can change its service categories.' using errcode = '42501';
  end if;
  select coalesce(array_agg(distinct c), '{}') into v_categories
  from unnest(coalesce(p_category_ids, '{}'::uuid[])) as c where c is not null;
  if cardinality(v_categories) = 0 then
    raise exception 'Select at least one service category' using errcode = '23514';
  end if;
  if exists (
    select 1 from unnest(v_categories) as c(id)
    where not exists (select 1 from public.service_categories s where s.id = c.id and s.is_active)
  ) then
    raise exception 'Unknown service category.' using errcode = '23503';
  end if;
  insert into public.project_service_categories (project_id, service_category_id)
  select p_project_id, c from unnest(v_categories) as c
  on conflict do nothing;
  delete from public.project_service_categories
  where project_id = p_project_id and service_category_id <> all (v_categories);
  return query select * from public.project_service_categories where project_id = p_project_id;
end;
$$;

create function private.keep_one_category() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from public.projects p where p.id = old.project_id)
     and not exists (select 1 from public.project_service_categories c where c.project_id = old.project_id) then
    raise exception 'A project needs at least one service category.' using errcode = '23514';
  end if;
  return null;
end;
$$;

create trigger project_service_categories_keep_one after delete on public.project_service_categories
  for each row execute function private.keep_one_category();

create policy "Signed-in users read project categories" on public.project_service_categories
  for select to authenticated using (private.project_visible(project_id) or (select private.is_admin()));

create policy "Owners add project categories" on public.project_service_categories
  for insert to authenticated with check (private.is_project_owner(project_id));

create policy "Owners remove project categories" on public.project_service_categories
  for delete to authenticated using (private.is_project_owner(project_id));

-- ---------------------------------------------------------------------------------------------
-- Addresses and viewing dates: registered users read them, the board changes them; a viewing
-- date is never set in the past.
create function private.guard_viewing_date() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user()
     and (tg_op = 'INSERT' or new.viewing_date is distinct from old.viewing_date)
     and new.viewing_date < now() then
    raise exception 'Viewing date cannot be earlier than now.' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger project_viewing_dates_guard before insert or update on public.project_viewing_dates
  for each row execute function private.guard_viewing_date();

create policy "Registered users read project addresses" on public.project_addresses
  for select to authenticated using (private.can_read_project_details(project_id));

create policy "Owners add project addresses" on public.project_addresses
  for insert to authenticated with check (private.is_project_owner(project_id));

create policy "Owners update project addresses" on public.project_addresses
  for update to authenticated using (private.is_project_owner(project_id)) with check (private.is_project_owner(project_id));

create policy "Owners delete project addresses" on public.project_addresses
  for delete to authenticated using (private.is_project_owner(project_id));

create policy "Registered users read viewing dates" on public.project_viewing_dates
  for select to authenticated using (private.can_read_project_details(project_id));

create policy "Owners add viewing dates" on public.project_viewing_dates
  for insert to authenticated with check (private.is_project_owner(project_id));

create policy "Owners update viewing dates" on public.project_viewing_dates
  for update to authenticated using (private.is_project_owner(project_id)) with check (private.is_project_owner(project_id));

create policy "Owners delete viewing dates" on public.project_viewing_dates
  for delete to authenticated using (private.is_project_owner(project_id));

-- ---------------------------------------------------------------------------------------------
-- The detail view: the project with its effective status, the award (row security shows it only
-- to those who may see it: private.can_see_award), the BRF's public name and city, the reader's
-- role on the project's board (my_role: the same private.project_role every policy asks, so the
-- browser shows what the database would allow), and the request's terms: whether bids are
-- sealed, which quote terms are required, and why a cancelled procurement was called off.
create view public.project_details with (security_invoker = true) as
select
  p.id, p.brf_id, p.title, p.description,
  public.effective_project_status(p.status, p.submission_deadline) as status,
  p.submission_deadline, p.max_bids,
  p.show_winner_publicly, p.created_at, p.updated_at,
  a.winning_service_provider_id, a.winning_budget, a.winning_quote_id, a.awarded_at,
  bp.organization_name as brf_organization_name, bp.user_id as brf_user_id,
  p.deleted_at,
  bp.city as brf_city,
  private.project_role(p.id) as my_role,
  p.sealed_bids, p.required_quote_terms, p.cancel_reason
from public.projects p
  left join public.project_awards a on a.project_id = p.id
  left join public.brf_public_profiles bp on bp.id = p.brf_id;

-- The view joins tables, so Postgres cannot write through it; without this trigger a write
-- would fail as an internal error (55000) instead of a plain refusal.
create function private.refuse_view_write() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception '% is read-only', tg_table_name using errcode = '42501';
end;
$$;

create trigger project_details_read_only instead of insert or update or delete on public.project_details
  for each row execute function private.refuse_view_write();

-- ---------------------------------------------------------------------------------------------
-- Projects are created by the members who act for the board (chair and ledamöter): a deputy or
-- an observer is told that it does not.

create function private.guard_project_creator() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (select auth.uid()) is not null and private.acting_brf_id() is distinct from new.brf_id
     and exists (select 1 from public.brf_members m where m.user_id = (select auth.uid()) and m.brf_id = new.brf_id
       and m.role in ('deputy', 'observer')) then
    raise exception 'Only the chair and the members of the board create projects, not deputies or observers.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger projects_created_by_deciders before insert on public.projects
  for each row execute function private.guard_project_creator();

-- ---------------------------------------------------------------------------------------------
-- Addenda to a frozen request (decision 0025): one per transaction and author, so a change that
-- takes several rows (replacing the categories) is one addendum. It is told at commit, with
-- everything the transaction put in it, to every bidder and follower, in the app and by e-mail by
-- default.

-- Returns the addendum's number: null when the request is not frozen, or when nobody signed in
-- made the change (seeds, imports and the service role write history as given, and tell nobody).
create function private.record_addendum(p_project_id uuid, p_change text, p_value jsonb) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := (select auth.uid());
  v_addendum public.project_addenda;
begin
  if v_user is null then
    return null;
  end if;
  -- one writer at a time per project, so the numbers follow each other
  perform 1 from public.project_request_snapshots s where s.project_id = p_project_id for update;
  if not found then
    return null;
  end if;
  select * into v_addendum from public.project_addenda a
  where a.project_id = p_project_id and a.created_at = now() and a.made_by is not distinct from v_user;
  if not found then
    insert into public.project_addenda (project_id, number, changes, made_by, made_by_name)
    select p_project_id, coalesce(max(a.number), 0) + 1, array[p_change], v_user, private.person_name(v_user)
    from public.project_addenda a where a.project_id = p_project_id
    returning * into v_addendum;
  end if;
  perform set_config('brf.recording_addendum', 'on', true);
  update public.project_addenda a set
    changes = case when p_change = any (a.changes) then a.changes else a.changes || p_change end,
    title = case when p_change = 'title' then p_value #>> '{}' else a.title end,
    description = case when p_change = 'description' then p_value #>> '{}' else a.description end,
    categories = case when p_change = 'categories' then p_value else a.categories end,
    files_added = case when p_change = 'files_added' then a.files_added || jsonb_build_array(p_value)
      else a.files_added end,
    files_withdrawn = case when p_change = 'files_withdrawn' then a.files_withdrawn || jsonb_build_array(p_value)
      else a.files_withdrawn end
  where a.id = v_addendum.id;
  perform set_config('brf.recording_addendum', 'off', true);
  return v_addendum.number;
end;
$$;

create function private.on_request_text_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.deleted_at is not null then
    return null;
  end if;
  if new.title is distinct from old.title then
    perform private.record_addendum(new.id, 'title', to_jsonb(new.title));
  end if;
  if new.description is distinct from old.description then
    perform private.record_addendum(new.id, 'description', to_jsonb(new.description));
  end if;
  return null;
end;
$$;

create trigger projects_request_addenda after update of title, description on public.projects
  for each row execute function private.on_request_text_changed();

create function private.on_request_categories_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_project_id uuid := case tg_op when 'DELETE' then old.project_id else new.project_id end;
begin
  -- a project being deleted takes its categories with it: no addendum
  if exists (select 1 from public.projects p where p.id = v_project_id and p.deleted_at is null) then
    perform private.record_addendum(v_project_id, 'categories', private.request_categories(v_project_id));
  end if;
  return null;
end;
$$;

create trigger project_service_categories_request_addenda after insert or delete on public.project_service_categories
  for each row execute function private.on_request_categories_changed();

create function private.announce_addendum() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_addendum public.project_addenda;
  v_title text;
begin
  select * into v_addendum from public.project_addenda a where a.id = new.id;
  select p.title into v_title from public.projects p where p.id = v_addendum.project_id and p.deleted_at is null;
  if not found then
    return null;
  end if;
  insert into public.notifications (user_id, project_id, type, message, params)
  select audience.user_id, v_addendum.project_id, 'request_addendum',
    format('Addendum %s to "%s": the board changed the request. Read what changed before you send or keep your quote.',
      v_addendum.number, v_title),
    jsonb_build_object('title', v_title, 'number', v_addendum.number, 'changes', to_jsonb(v_addendum.changes))
  from private.project_audience(v_addendum.project_id) audience
  where audience.user_id is distinct from v_addendum.made_by;
  return null;
end;
$$;

-- at commit: an addendum the transaction is still adding to is told once, whole
create constraint trigger project_addenda_announce after insert on public.project_addenda
  deferrable initially deferred
  for each row execute function private.announce_addendum();

-- ---------------------------------------------------------------------------------------------
-- The board's budget (decision 0026): optional, with its basis, set at creation and changed until
-- the first quote arrives (after that it is the yardstick the bids were measured against, not one
-- moved to fit them). Only the board (every role) and admins at aal2 read it: a budget shown to
-- bidders anchors their prices. Written only through set_project_budget.

create policy "The board and admins read a project's budget" on public.project_budgets
  for select to authenticated using (
    (private.project_role(project_id) is not null and private.project_visible(project_id))
    or (select private.is_admin()));

-- Fixed once a quote has arrived, withdrawn ones included: the board may have read it.
create function private.budget_fixed(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.quotes q where q.project_id = p_project_id)
    or exists (select 1 from public.quote_withdrawals w where w.project_id = p_project_id)
$$;

-- The budget for the board (every role) and admins at aal2: one row, amount null when none is set,
-- with whether the reader may set it now; no row for anyone else.
create function private.project_budget(p_project_id uuid)
returns table (project_id uuid, amount numeric, price_basis text, amount_incl_vat numeric, vat_amount numeric,
  set_by_name text, set_at timestamptz, may_change boolean)
language sql stable security definer set search_path = '' as $$
  select p.id, b.amount, b.price_basis, b.amount_incl_vat, b.vat_amount, private.person_name(b.set_by), b.set_at,
    private.may(p.id, 'manage') and p.deleted_at is null and not private.budget_fixed(p.id)
  from public.projects p left join public.project_budgets b on b.project_id = p.id
  where p.id = p_project_id
    and ((private.project_role(p.id) is not null and p.deleted_at is null) or private.is_admin())
$$;

create function public.project_budget(p_project_id uuid)
returns table (project_id uuid, amount numeric, price_basis text, amount_incl_vat numeric, vat_amount numeric,
  set_by_name text, set_at timestamptz, may_change boolean)
language sql stable security invoker set search_path = '' as $$
  select * from private.project_budget(p_project_id)
$$;

-- Sets (or, with no amount, removes) the budget: the board's chair and members, until the first quote.
create function private.set_project_budget(p_project_id uuid, p_amount numeric, p_price_basis text)
returns setof public.project_budgets
language plpgsql security definer set search_path = '' as $$
begin
  perform private.locked_project(p_project_id);
  if not private.may(p_project_id, 'manage') then
    raise exception 'Only the board''s chair and members can set the budget.' using errcode = '42501';
  end if;
  if private.budget_fixed(p_project_id) then
    raise exception 'The budget cannot change once a quote has arrived.' using errcode = '23514';
  end if;
  if p_amount is null then
    delete from public.project_budgets b where b.project_id = p_project_id;
    return;
  end if;
  if p_price_basis is null or p_price_basis not in ('incl_vat', 'excl_vat') then
    raise exception 'Choose whether the budget includes VAT.' using errcode = '23514';
  end if;
  if p_amount < 1 or p_amount > 9000000000 or p_amount <> round(p_amount, 2) then
    raise exception 'The budget must be between 1 and 9 000 000 000 kr.' using errcode = '23514';
  end if;
  return query
    insert into public.project_budgets as b (project_id, amount, price_basis, set_by, set_at)
    values (p_project_id, p_amount, p_price_basis, (select auth.uid()), now())
    on conflict (project_id) do update
      set amount = excluded.amount, price_basis = excluded.price_basis, set_by = excluded.set_by,
        set_at = excluded.set_at
    returning b.*;
end;
$$;

create function public.set_project_budget(p_project_id uuid, p_amount numeric default null,
  p_price_basis text default null)
returns setof public.project_budgets
language sql security invoker set search_path = '' as $$
  select * from private.set_project_budget(p_project_id, p_amount, p_price_basis)
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.guard_request_terms(), private.guard_project(), private.keep_one_category(),
  private.guard_viewing_date(), private.refuse_view_write() from public;
grant execute on function private.guard_request_terms(), private.guard_project(), private.keep_one_category(),
  private.guard_viewing_date(), private.refuse_view_write() to service_role;
revoke all on function public.create_project(p_title text, p_description text,
    p_submission_deadline timestamp with time zone, p_category_ids uuid[],
    p_max_bids integer, p_show_winner_publicly boolean, p_viewing_dates jsonb,
    p_address jsonb, p_sealed_bids boolean, p_required_quote_terms text[]),
  public.set_project_categories(p_project_id uuid, p_category_ids uuid[]) from public;
grant execute on function public.create_project(p_title text, p_description text,
    p_submission_deadline timestamp with time zone, p_category_ids uuid[],
    p_max_bids integer, p_show_winner_publicly boolean, p_viewing_dates jsonb,
    p_address jsonb, p_sealed_bids boolean, p_required_quote_terms text[]),
  public.set_project_categories(p_project_id uuid, p_category_ids uuid[]) to authenticated;
grant select, insert, delete on table public.project_service_categories to authenticated;
grant select, insert, delete on table public.project_addresses to authenticated;
grant update (street, street_number, zip, city, county) on table public.project_addresses to authenticated;
grant select, insert, delete on table public.project_viewing_dates to authenticated;
grant update (viewing_date, duration_minutes, comments, address_street, address_street_number, address_zip,
  address_city, address_county) on table public.project_viewing_dates to authenticated;
grant select on table public.project_details to authenticated;
grant select, insert, delete on table public.projects to authenticated;
grant update (title, description, submission_deadline, max_bids, show_winner_publicly, required_quote_terms,
  sealed_bids) on table public.projects to authenticated;
revoke all on function private.guard_project_creator() from public;
grant execute on function private.guard_project_creator() to service_role;
revoke all on function private.record_addendum(p_project_id uuid, p_change text, p_value jsonb),
  private.on_request_text_changed(), private.on_request_categories_changed(), private.announce_addendum() from public;
grant execute on function private.record_addendum(p_project_id uuid, p_change text, p_value jsonb),
  private.on_request_text_changed(), private.on_request_categories_changed(), private.announce_addendum()
  to service_role;
revoke all on function private.budget_fixed(p_project_id uuid), private.project_budget(p_project_id uuid),
  private.set_project_budget(p_project_id uuid, p_amount numeric, p_price_basis text) from public;
grant execute on function private.budget_fixed(p_project_id uuid) to service_role;
grant execute on function private.project_budget(p_project_id uuid),
  private.set_project_budget(p_project_id uuid, p_amount numeric, p_price_basis text) to authenticated, service_role;
revoke all on function public.project_budget(p_project_id uuid),
  public.set_project_budget(p_project_id uuid, p_amount numeric, p_price_basis text) from public, anon;
grant execute on function public.project_budget(p_project_id uuid),
  public.set_project_budget(p_project_id uuid, p_amount numeric, p_price_basis text) to authenticated, service_role;
grant select on table public.project_budgets to authenticated;

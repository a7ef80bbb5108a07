-- The RPCs and notifications that named one user for an organisation now name its members
-- (issue 29): the board (chair and members) cancels, deletes, awards and hears of quotes,
-- questions, replies, reminders and 'Ready to award'; everyone of a provider company hears of
-- its quotes' views and outcomes and of deleted projects.

create or replace function private.cancel_project(p_project_id uuid) returns public.projects
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects;
begin
  select * into v_project from public.projects p where p.id = p_project_id and p.deleted_at is null for update;
  if not found then
    raise exception 'Project not found.' using errcode = 'P0002';
  end if;
  if not private.may(p_project_id, 'manage') then
    raise exception 'Only the project owner can cancel this project.' using errcode = '42501';
  end if;
  if public.effective_project_status(v_project.status, v_project.submission_deadline) <> 'open' then
    raise exception 'Only an open project can be cancelled.' using errcode = '23514';
  end if;
  update public.projects set status = 'cancelled' where id = p_project_id returning * into v_project;
  return v_project;
end;
$$;

create or replace function private.delete_project(p_project_id uuid) returns text
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

create or replace function private.soft_delete_project(p_project_id uuid) returns void
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

-- ---------------------------------------------------------------------------------------------
-- Awarding: a board member who may award; every person of each bidding company is told.

create or replace function private.award_project(p_project_id uuid, p_quote_id uuid) returns public.project_awards
language plpgsql security definer set search_path = '' as $$
declare
  v_project public.projects;
  v_quote public.quotes;
  v_award public.project_awards;
begin
  select * into v_project from public.projects p where p.id = p_project_id and p.deleted_at is null for update;
  if not found then
    raise exception 'Project not found.' using errcode = 'P0002';
  end if;
  if not private.may(p_project_id, 'award') then
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

  insert into public.notifications (user_id, project_id, quote_id, type, message, params)
  select people.user_id, p_project_id, v_quote.id, 'project_awarded',
    format('Congratulations! Your quote for "%s" has been accepted.', v_project.title),
    jsonb_build_object('title', v_project.title, 'outcome', 'won')
  from private.provider_people(v_quote.service_provider_id) as people(user_id);
  insert into public.notifications (user_id, project_id, quote_id, type, message, params)
  select people.user_id, p_project_id, q.id, 'project_awarded',
    format('The project "%s" has been awarded to another provider.', v_project.title),
    jsonb_build_object('title', v_project.title, 'outcome', 'not_awarded')
  from public.quotes q cross join lateral private.provider_people(q.service_provider_id) as people(user_id)
  where q.project_id = p_project_id and q.id <> v_quote.id and q.status = 'rejected';

  return v_award;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Quotes: the board hears of a new one; the company of one that was viewed.

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
    format('You have received a new quote for "%s" from %s: %s kr.', v_title, v_provider_name,
      private.whole_kronor(new.quote_amount)),
    jsonb_build_object('title', v_title, 'provider', v_provider_name, 'amount', round(new.quote_amount))
  from private.project_board(new.project_id) as board(user_id);
  -- the member who sent it follows the project
  perform private.follow_project(new.project_id, (select auth.uid()));
  perform private.follow_project(new.project_id, people.user_id)
    from private.provider_people(new.service_provider_id) as people(user_id)
    where (select auth.uid()) is null;
  return null;
end;
$$;

create or replace function private.on_quote_viewed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_title text := private.project_title(new.project_id);
begin
  if new.is_viewed and not old.is_viewed then
    insert into public.notifications (user_id, project_id, quote_id, type, message, params)
    select people.user_id, new.project_id, new.id, 'quote_viewed',
      format('Your quote for "%s" has been viewed.', v_title), jsonb_build_object('title', v_title)
    from private.provider_people(new.service_provider_id) as people(user_id);
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Messages: a question reaches the board; a reply reaches, once each and never the writer, the
-- parent's sender, the board, and the people of the companies that quoted; every message reaches
-- the other followers.

create or replace function private.on_message_inserted() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_title text := private.project_title(new.project_id);
  v_author text := coalesce(new.organization_name, '');
begin
  perform private.follow_project(new.project_id, new.sender_id);

  if new.parent_message_id is null then
    insert into public.notifications (user_id, project_id, type, message, params)
    select board.user_id, new.project_id, 'new_question',
      format('New question on "%s" from %s.', v_title, v_author),
      jsonb_build_object('title', v_title, 'author', v_author)
    from private.project_board(new.project_id) as board(user_id)
    -- a question from the board itself is no question to it
    where not private.is_board_member(new.project_id, new.sender_id);
  end if;

  insert into public.notifications (user_id, project_id, type, message, params)
  select distinct on (r.user_id) r.user_id, new.project_id, 'new_message', r.message,
    jsonb_build_object('title', v_title, 'author', v_author, 'variant', r.variant)
  from (
    select m.sender_id as user_id, 1 as rank, 'You have a new reply to your message.' as message,
        'parentSender' as variant
      from public.project_messages m where m.id = new.parent_message_id
    union all
    select board.user_id, 2, 'You have a new reply in your project.', 'projectOwner'
      from private.project_board(new.project_id) as board(user_id)
      where new.parent_message_id is not null
    union all
    select people.user_id, 3, 'You have a new reply in a project you have quoted on.', 'quotedProvider'
      from public.quotes q cross join lateral private.provider_people(q.service_provider_id) as people(user_id)
      where new.parent_message_id is not null and q.project_id = new.project_id
    union all
    select f.user_id, 4, format('New message on "%s", a project you follow.', v_title), 'followed'
      from public.project_subscriptions f where f.project_id = new.project_id and f.is_subscribed
  ) r
  where r.user_id is not null and r.user_id is distinct from new.sender_id
    -- the board already heard of a question
    and not (new.parent_message_id is null and private.is_board_member(new.project_id, r.user_id))
  order by r.user_id, r.rank;
  return null;
end;
$$;

create function private.is_board_member(p_project_id uuid, p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from private.project_board(p_project_id) as board(user_id) where board.user_id = p_user_id)
$$;

create or replace function private.project_audience(p_project_id uuid) returns table (user_id uuid)
language sql stable security definer set search_path = '' as $$
  select f.user_id from public.project_subscriptions f where f.project_id = p_project_id and f.is_subscribed
  union
  select people.user_id from public.quotes q
    cross join lateral private.provider_people(q.service_provider_id) as people(user_id)
    where q.project_id = p_project_id and q.status = 'submitted'
  except
  select board.user_id from private.project_board(p_project_id) as board(user_id)
$$;

-- ---------------------------------------------------------------------------------------------
-- Scheduled: reminders and 'Ready to award' to the board and to the bidding companies' people.

create or replace function private.send_deadline_notifications() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  with due as (
    select p.id as project_id, p.title,
      case
        when p.submission_deadline - now() <= interval '7 days' then 'deadline_1week'
        when p.submission_deadline - now() <= interval '14 days' then 'deadline_2weeks'
        else 'deadline_1month'
      end as type
    from public.projects p
    where p.status = 'open' and p.deleted_at is null and p.submission_deadline > now()
      and p.submission_deadline <= now() + interval '1 month'
  ),
  recipients as (
    select d.project_id, d.title, d.type, board.user_id
      from due d cross join lateral private.project_board(d.project_id) as board(user_id)
    union
    select d.project_id, d.title, d.type, f.user_id
      from due d join public.project_subscriptions f on f.project_id = d.project_id and f.is_subscribed
    union
    select d.project_id, d.title, d.type, people.user_id
      from due d join public.quotes q on q.project_id = d.project_id and q.status in ('submitted', 'accepted')
      cross join lateral private.provider_people(q.service_provider_id) as people(user_id)
  ),
  sent as (
    insert into private.deadline_reminders_sent (project_id, user_id, type)
    select r.project_id, r.user_id, r.type from recipients r
    on conflict do nothing
    returning project_id, user_id, type
  ),
  created as (
    insert into public.notifications (user_id, project_id, type, message, params)
    select s.user_id, s.project_id, s.type,
      format('The submission deadline for "%s" is in %s.', r.title,
        case s.type when 'deadline_1week' then '1 week' when 'deadline_2weeks' then '2 weeks' else '1 month' end),
      jsonb_build_object('title', r.title)
    from sent s join recipients r on r.project_id = s.project_id and r.user_id = s.user_id and r.type = s.type
    returning 1
  )
  select count(*) into v_count from created;
  return v_count;
end;
$$;

create or replace function private.send_ready_to_award_notifications() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  with due as (
    select p.id as project_id, p.title, count(q.id) as quotes
    from public.projects p
    join public.quotes q on q.project_id = p.id and q.status = 'submitted'
    where p.status in ('open', 'closed') and p.deleted_at is null and p.submission_deadline <= now()
      and not exists (select 1 from public.project_awards a where a.project_id = p.id)
    group by p.id, p.title
  ),
  recipients as (
    select d.project_id, d.title, d.quotes, board.user_id
    from due d cross join lateral private.project_board(d.project_id) as board(user_id)
  ),
  sent as (
    insert into private.deadline_reminders_sent (project_id, user_id, type)
    select r.project_id, r.user_id, 'ready_to_award' from recipients r
    on conflict do nothing
    returning project_id, user_id
  ),
  created as (
    insert into public.notifications (user_id, project_id, type, message, params)
    select r.user_id, r.project_id, 'ready_to_award',
      format('The submission deadline for "%s" has passed with %s quotes: ready to award.', r.title, r.quotes),
      jsonb_build_object('title', r.title, 'quotes', r.quotes)
    from sent s join recipients r on r.project_id = s.project_id and r.user_id = s.user_id
    returning 1
  )
  select count(*) into v_count from created;
  return v_count;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The to-do: the caller's BRF (any role reads it) or company.

create or replace function private.my_todo()
returns table (kind text, project_id uuid, title text, count integer, at timestamptz)
language sql stable security definer set search_path = '' as $$
  with me as (
    select (select auth.uid()) as uid, private.current_brf_id() as brf_id,
      private.current_provider_id() as provider_id
  ),
  own as (
    select p.id, p.title, p.status, p.submission_deadline
    from public.projects p
    where p.brf_id = (select brf_id from me) and p.deleted_at is null
  ),
  quoted as (
    select p.id, p.title, p.status, p.submission_deadline, q.status as quote_status, q.updated_at
    from public.quotes q join public.projects p on p.id = q.project_id
    where q.service_provider_id = (select provider_id from me) and p.deleted_at is null
  )
  select 'unanswered_question', o.id, o.title, count(*)::integer, max(m.created_at)
  from own o join public.project_messages m on m.project_id = o.id and m.parent_message_id is null
  where not private.is_board_member(o.id, m.sender_id)
    and not exists (select 1 from public.project_messages r where r.parent_message_id = m.id
      and private.is_board_member(o.id, r.sender_id))
  group by o.id, o.title
  union all
  select 'ready_to_award', o.id, o.title, count(*)::integer, o.submission_deadline
  from own o join public.quotes q on q.project_id = o.id and q.status = 'submitted'
  where o.status in ('open', 'closed') and o.submission_deadline <= now()
    and not exists (select 1 from public.project_awards a where a.project_id = o.id)
  group by o.id, o.title, o.submission_deadline
  union all
  select 'new_quotes', o.id, o.title, count(*)::integer, max(q.created_at)
  from own o join public.quotes q on q.project_id = o.id and q.status = 'submitted' and not q.is_viewed
  group by o.id, o.title
  union all
  select 'answered_question', p.id, p.title, count(*)::integer, max(r.created_at)
  from public.projects p join public.project_messages r on r.project_id = p.id and r.parent_message_id is not null
    and r.is_brf and r.created_at > now() - interval '7 days'
  where p.deleted_at is null and private.is_board_member(p.id, r.sender_id)
    and (p.id in (select id from quoted where quote_status in ('submitted', 'accepted'))
      or exists (select 1 from public.project_messages mine where mine.project_id = p.id
        and mine.sender_id = (select uid from me) and (select provider_id from me) is not null))
  group by p.id, p.title
  union all
  select case q.quote_status when 'accepted' then 'won' else 'not_awarded' end, q.id, q.title, 1, a.awarded_at
  from quoted q join public.project_awards a on a.project_id = q.id
  where q.quote_status in ('accepted', 'rejected') and a.awarded_at > now() - interval '14 days'
  union all
  select 'deadline_soon', p.id, p.title, 1, p.submission_deadline
  from public.projects p
  where p.deleted_at is null and p.status = 'open' and (select provider_id from me) is not null
    and p.submission_deadline > now() and p.submission_deadline <= now() + interval '7 days'
    and (p.id in (select id from quoted where quote_status = 'submitted')
      or exists (select 1 from public.project_subscriptions f where f.project_id = p.id
        and f.user_id = (select uid from me) and f.is_subscribed))
$$;

-- ---------------------------------------------------------------------------------------------
-- The project list: any member of a provider company sees the company's list (the provider is
-- found through its members; the rest is the list of *_project_list.sql unchanged).

create or replace function private.project_list_sql(p_status text[], p_deadline_lte date, p_category_ids uuid[], p_q text,
  p_applied text[], p_sort text, p_order text, p_limit integer, p_offset integer) returns text[]
language plpgsql stable security invoker set search_path = '' as $$
declare
  c_open constant text := '(p.status = ''open'' and p.submission_deadline > now())';
  c_status_sql constant jsonb := jsonb_build_object(
    'open', c_open,
    'closed', '(p.status = ''closed'' or (p.status = ''open'' and p.submission_deadline <= now()))',
    'awarded', '(p.status = ''awarded'')',
    'cancelled', '(p.status = ''cancelled'')',
    'in_progress', '(p.status = ''in_progress'')',
    'completed', '(p.status = ''completed'')');
  -- the status sort's order (ascending): open first; closed, awarded and cancelled last
  c_status_rank constant text[] := array['open', 'in_progress', 'completed', 'closed', 'awarded', 'cancelled'];
  c_title_key constant text := 'private.sort_key(p.title) collate "C"';
  v_brf uuid := private.current_brf_id();
  v_provider uuid;
  v_provider_categories uuid[];
  v_dir text := case lower(coalesce(p_order, 'asc')) when 'asc' then 'asc' when 'desc' then 'desc' end;
  v_sort text := coalesce(p_sort, 'deadline');
  v_where text := 'p.deleted_at is null';
  v_from text := 'public.projects p';
  v_quote text := 'null::numeric';
  v_parts text[] := '{}';
  v_order text;
  v_union text;
  v_filtered text;
  s text;
begin
  if v_dir is null then
    raise exception 'p_order must be asc or desc.' using errcode = '22023';
  end if;
  if v_sort not in ('deadline', 'category', 'status', 'quoted_amount', 'title') then
    raise exception 'p_sort must be deadline, category, status, quoted_amount or title.' using errcode = '22023';
  end if;
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception 'p_limit must be between 1 and 100.' using errcode = '22023';
  end if;
  if p_offset is null or p_offset not between 0 and 100000 then
    raise exception 'p_offset must be between 0 and 100000.' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_status) x where x is null or not c_status_sql ? x) then
    raise exception 'p_status may contain open, closed, awarded, cancelled, in_progress and completed.' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_applied) x where x is null or x not in ('applied', 'unapplied')) then
    raise exception 'p_applied may contain applied and unapplied.' using errcode = '22023';
  end if;
  if char_length(p_q) > 200 then
    raise exception 'p_q must be at most 200 characters.' using errcode = '22023';
  end if;

  if v_brf is not null then
    v_where := v_where || format(' and p.brf_id = %L', v_brf);
  elsif private.is_admin() then
    null; -- an admin at aal2: every project
  else
    select sp.id, sp.service_categories into v_provider, v_provider_categories
    from public.service_provider_profiles sp where sp.id = private.current_provider_id();
    if v_provider is null then
      return null; -- neither a BRF nor a provider: nothing to list
    end if;
    -- (no statistics: treated as broad)
    if private.estimated_projects_in_categories(v_provider_categories) < 1000 then
      v_where := v_where || format(' and p.id = any (array(select private.projects_in_categories(%L::uuid[])))', v_provider_categories);
    else
      v_where := v_where || format(' and p.category_ids && %L::uuid[]', v_provider_categories);
    end if;
    if p_applied is not null and not 'unapplied' = any (p_applied) then
      -- only quoted projects: from the provider's own quotes (a few hundred), read once
      v_from := v_from || ' join private.own_quotes() q on q.project_id = p.id';
    else
      v_from := v_from || format(' left join public.quotes q on q.project_id = p.id and q.service_provider_id = %L', v_provider);
    end if;
    v_quote := 'q.quote_amount';
    if p_applied is not null then
      if not 'applied' = any (p_applied) then v_where := v_where || ' and q.id is null'; end if;
      if not 'unapplied' = any (p_applied) then v_where := v_where || ' and q.id is not null'; end if;
    end if;
  end if;

  if p_status is not null then
    v_where := v_where || ' and (false' || coalesce((select string_agg(' or ' || (c_status_sql ->> x), '') from unnest(p_status) x), '') || ')';
  end if;
  if p_deadline_lte is not null then
    -- up to and including that day in Sweden
    v_where := v_where || format(' and p.submission_deadline < %L::timestamptz', (p_deadline_lte + 1)::timestamp at time zone 'Europe/Stockholm');
  end if;
  if cardinality(p_category_ids) > 0 then
    v_where := v_where || format(' and p.category_ids && %L::uuid[]', p_category_ids);
  end if;
  if btrim(coalesce(p_q, '')) <> '' then
    v_where := v_where || format(' and p.id = any (array(select private.projects_matching_text(%L)))',
      '%' || replace(replace(replace(lower(btrim(p_q)), '\', '\\'), '%', '\%'), '_', '\_') || '%');
  end if;

  -- the parts, each "condition | order by"
  if v_sort = 'status' then
    foreach s in array case v_dir when 'asc' then c_status_rank
      else array(select c_status_rank[i] from generate_subscripts(c_status_rank, 1, true) i) end loop
      v_parts := v_parts || ((c_status_sql ->> s) || ' | p.submission_deadline, ' || c_title_key || ', p.id');
    end loop;
  elsif v_sort = 'quoted_amount' and v_provider is not null then
    v_parts := array[
      c_open || ' and q.id is not null | q.quote_amount ' || v_dir || ', ' || c_title_key || ', p.id',
      c_open || ' and q.id is null | ' || c_title_key || ', p.id',
      'not ' || c_open || ' and q.id is not null | q.quote_amount ' || v_dir || ', ' || c_title_key || ', p.id',
      'not ' || c_open || ' and q.id is null | ' || c_title_key || ', p.id'];
  else
    v_order := case v_sort
      when 'deadline' then 'p.submission_deadline ' || v_dir || ', ' || c_title_key || ', p.id'
      -- (a project without categories, which the app never makes, counts as the largest key:
      -- Postgres' default null order, so both directions walk the one index)
      when 'category' then 'p.category_sort_key ' || v_dir || ', ' || c_title_key || ', p.id'
      -- a BRF has no quotes of its own: by title
      else c_title_key || ' ' || v_dir || ', p.id' end;
    v_parts := array[c_open || ' | ' || v_order, 'not ' || c_open || ' | ' || v_order];
  end if;

  -- index order: every part walks its index and stops at offset + limit rows
  select string_agg(format('(select p.id, %s as quote_amount from %s where %s and %s order by %s limit %s)',
      v_quote, v_from, v_where, split_part(v_parts[i], ' | ', 1), split_part(v_parts[i], ' | ', 2), p_limit + p_offset),
    ' union all ' order by i)
  into v_union from generate_subscripts(v_parts, 1) i;
  -- filter first: the matching rows once (by the filters' own indexes), then the parts over them
  select format('with m as materialized (select p.id, p.status, p.submission_deadline, p.title, p.category_sort_key, %s as quote_id, %s as quote_amount from %s where %s) ',
      case when v_provider is null then 'null::uuid' else 'q.id' end, v_quote, v_from, v_where)
    || string_agg(format('(select p.id, p.quote_amount from m p cross join lateral (select p.quote_id as id, p.quote_amount) q where %s order by %s limit %s)',
      split_part(v_parts[i], ' | ', 1), split_part(v_parts[i], ' | ', 2), p_limit + p_offset), ' union all ' order by i)
  into v_filtered from generate_subscripts(v_parts, 1) i;

  return array[format('select count(*) from %s where %s', v_from, v_where)]
    || array(select format($sql$
    select p.id, p.brf_id, b.organization_name, p.title, left(p.description, 201),
      public.effective_project_status(p.status, p.submission_deadline), p.submission_deadline, p.created_at, p.max_bids,
      coalesce((select jsonb_agg(jsonb_build_object('id', sc.id, 'name', sc.name) order by sc.sort_order, sc.name)
        from public.service_categories sc where sc.id = any (p.category_ids)), '[]'::jsonb),
      page.quote_amount,
      %2$s,
      %3$s,
      b.city,
      %6$s,
      %7$s,
      $1::bigint
    from (select u.id, u.quote_amount, row_number() over () as n from (%1$s limit %4$s offset %5$s) u) page
      join public.projects p on p.id = page.id
      left join public.brf_public_profiles b on b.id = p.brf_id
    order by page.n$sql$,
      parts,
      case when v_provider is null then 'null::boolean' else 'page.quote_amount is not null' end,
      case when v_provider is null then 'null::boolean' else format(
        'exists (select 1 from public.project_awards a where a.project_id = p.id and a.winning_service_provider_id = %L)', v_provider) end,
      p_limit, p_offset,
      -- the board's own list: how many quotes each project has and the lowest (row security lets
      -- only the owner read them; the one quote per provider keeps this small)
      case when v_brf is null then 'null::integer' else '(select count(*)::integer from public.quotes qc where qc.project_id = p.id)' end,
      case when v_brf is null then 'null::numeric' else '(select min(qc.quote_amount) from public.quotes qc where qc.project_id = p.id)' end)
    from unnest(array[v_union, v_filtered]) with ordinality as x(parts, k) order by k);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.is_board_member(p_project_id uuid, p_user_id uuid) from public;
grant execute on function private.is_board_member(p_project_id uuid, p_user_id uuid) to service_role;

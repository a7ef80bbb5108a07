-- Who is told what (issue 28): a question reaches the project's owner, followers hear of
-- messages, deadline changes and cancellations, bidders hear the outcome and the owner hears
-- when quotes are ready to award. Every notification now carries its facts in `params`, so the
-- page and the e-mail write the sentence in the receiver's language; `message` stays the English
-- sentence the spec names.

alter table public.notifications drop constraint notifications_type_check;
alter table public.notifications add constraint notifications_type_check check (type in ('new_quote',
  'quote_viewed', 'project_awarded', 'deadline_1week', 'deadline_2weeks', 'deadline_1month', 'new_message',
  'project_deleted', 'new_question', 'deadline_changed', 'project_cancelled', 'ready_to_award'));

-- title, provider, amount (whole kronor), outcome ('won' | 'not_awarded'), variant (who a
-- message notification is for), author, deadline, quotes (a count)
alter table public.notifications add column params jsonb not null default '{}'::jsonb
  check (jsonb_typeof(params) = 'object');

create function private.notify(p_user_id uuid, p_project_id uuid, p_quote_id uuid, p_type text, p_message text,
  p_params jsonb)
returns void
language sql security definer set search_path = '' as $$
  insert into public.notifications (user_id, project_id, quote_id, type, message, params)
  select p_user_id, p_project_id, p_quote_id, p_type, p_message, p_params
  where p_user_id is not null
$$;

create function private.whole_kronor(p_amount numeric) returns text
language sql immutable set search_path = '' as $$
  select replace(to_char(round(p_amount), 'FM999,999,999,990'), ',', ' ')
$$;

-- The people who follow a project or have a live quote on it, never its owner: told of a
-- changed deadline or a cancellation.
create function private.project_audience(p_project_id uuid) returns table (user_id uuid)
language sql stable security definer set search_path = '' as $$
  select f.user_id from public.project_subscriptions f where f.project_id = p_project_id and f.is_subscribed
  union
  select s.user_id from public.quotes q join public.service_provider_profiles s on s.id = q.service_provider_id
    where q.project_id = p_project_id and q.status = 'submitted'
  except
  select private.project_owner_user_id(p_project_id)
$$;

-- ---------------------------------------------------------------------------------------------
-- Quotes

create or replace function private.on_quote_inserted() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_provider_user uuid;
  v_provider_name text;
  v_title text := private.project_title(new.project_id);
begin
  select s.user_id, s.organization_name into v_provider_user, v_provider_name
    from public.service_provider_profiles s where s.id = new.service_provider_id;
  v_provider_name := coalesce(v_provider_name, 'a provider');
  perform private.notify(private.project_owner_user_id(new.project_id), new.project_id, new.id, 'new_quote',
    format('You have received a new quote for "%s" from %s: %s kr.', v_title, v_provider_name,
      private.whole_kronor(new.quote_amount)),
    jsonb_build_object('title', v_title, 'provider', v_provider_name, 'amount', round(new.quote_amount)));
  perform private.follow_project(new.project_id, v_provider_user);
  return null;
end;
$$;

create or replace function private.on_quote_viewed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_title text := private.project_title(new.project_id);
begin
  if new.is_viewed and not old.is_viewed then
    perform private.notify(
      (select s.user_id from public.service_provider_profiles s where s.id = new.service_provider_id),
      new.project_id, new.id, 'quote_viewed',
      format('Your quote for "%s" has been viewed.', v_title), jsonb_build_object('title', v_title));
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Messages: a question (a top-level message) tells the project's owner; a reply tells, once each
-- and never the writer, the parent's sender, the owner and the providers who quoted (the spec's
-- three sentences); and either tells everyone else who follows the project.

create or replace function private.on_message_inserted() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_owner uuid := private.project_owner_user_id(new.project_id);
  v_title text := private.project_title(new.project_id);
  v_author text := coalesce(new.organization_name, '');
begin
  perform private.follow_project(new.project_id, new.sender_id);

  if new.parent_message_id is null then
    if v_owner is distinct from new.sender_id then
      perform private.notify(v_owner, new.project_id, null, 'new_question',
        format('New question on "%s" from %s.', v_title, v_author),
        jsonb_build_object('title', v_title, 'author', v_author));
    end if;
  end if;

  insert into public.notifications (user_id, project_id, type, message, params)
  select distinct on (r.user_id) r.user_id, new.project_id, 'new_message', r.message,
    jsonb_build_object('title', v_title, 'author', v_author, 'variant', r.variant)
  from (
    select m.sender_id as user_id, 1 as rank, 'You have a new reply to your message.' as message,
        'parentSender' as variant
      from public.project_messages m where m.id = new.parent_message_id
    union all
    select v_owner, 2, 'You have a new reply in your project.', 'projectOwner'
      where new.parent_message_id is not null
    union all
    select s.user_id, 3, 'You have a new reply in a project you have quoted on.', 'quotedProvider'
      from public.quotes q join public.service_provider_profiles s on s.id = q.service_provider_id
      where new.parent_message_id is not null and q.project_id = new.project_id
    union all
    select f.user_id, 4, format('New message on "%s", a project you follow.', v_title), 'followed'
      from public.project_subscriptions f where f.project_id = new.project_id and f.is_subscribed
  ) r
  where r.user_id is not null and r.user_id is distinct from new.sender_id
    -- the owner already heard of a question
    and not (new.parent_message_id is null and r.user_id is not distinct from v_owner)
  order by r.user_id, r.rank;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Projects: a changed deadline and a cancellation reach the audience.

create function private.on_project_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.deleted_at is not null then
    return null;
  end if;
  if new.submission_deadline is distinct from old.submission_deadline and new.status = 'open' then
    insert into public.notifications (user_id, project_id, type, message, params)
    select a.user_id, new.id, 'deadline_changed',
      format('The submission deadline for "%s" has changed to %s.', new.title,
        to_char(new.submission_deadline at time zone 'Europe/Stockholm', 'YYYY-MM-DD HH24:MI')),
      jsonb_build_object('title', new.title, 'deadline', new.submission_deadline,
        'previous', old.submission_deadline)
    from private.project_audience(new.id) a;
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    insert into public.notifications (user_id, project_id, type, message, params)
    select a.user_id, new.id, 'project_cancelled',
      format('The project "%s" has been cancelled by its owner.', new.title),
      jsonb_build_object('title', new.title)
    from private.project_audience(new.id) a;
  end if;
  return null;
end;
$$;

create trigger projects_after_changed after update of submission_deadline, status on public.projects
  for each row execute function private.on_project_changed();

-- ---------------------------------------------------------------------------------------------
-- Awarding tells the winner and every other bidder their outcome.

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
    format('Congratulations! Your quote for "%s" has been accepted.', v_project.title),
    jsonb_build_object('title', v_project.title, 'outcome', 'won'));
  insert into public.notifications (user_id, project_id, quote_id, type, message, params)
  select s.user_id, p_project_id, q.id, 'project_awarded',
    format('The project "%s" has been awarded to another provider.', v_project.title),
    jsonb_build_object('title', v_project.title, 'outcome', 'not_awarded')
  from public.quotes q join public.service_provider_profiles s on s.id = q.service_provider_id
  where q.project_id = p_project_id and q.id <> v_quote.id and q.status = 'rejected';

  return v_award;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Deleting with quotes tells the bidders.

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
  select distinct s.user_id, 'project_deleted',
    format('The project "%s" was deleted by its owner. Your quote is kept on record.', v_title),
    jsonb_build_object('title', v_title)
  from public.quotes q join public.service_provider_profiles s on s.id = q.service_provider_id
  where q.project_id = p_project_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Scheduled: deadline reminders (now with their facts) and 'Ready to award' for an owner whose
-- open project passed its deadline with quotes and no award. Each is sent once per project and
-- user (private.deadline_reminders_sent), even after the notification is deleted.

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
    select d.project_id, d.title, d.type, b.user_id
      from due d join public.projects p on p.id = d.project_id join public.brf_profiles b on b.id = p.brf_id
    union
    select d.project_id, d.title, d.type, f.user_id
      from due d join public.project_subscriptions f on f.project_id = d.project_id and f.is_subscribed
    union
    select d.project_id, d.title, d.type, s.user_id
      from due d join public.quotes q on q.project_id = d.project_id and q.status in ('submitted', 'accepted')
      join public.service_provider_profiles s on s.id = q.service_provider_id
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

create function private.send_ready_to_award_notifications() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  with due as (
    select p.id as project_id, p.title, b.user_id, count(q.id) as quotes
    from public.projects p
    join public.brf_profiles b on b.id = p.brf_id
    join public.quotes q on q.project_id = p.id and q.status = 'submitted'
    where p.status in ('open', 'closed') and p.deleted_at is null and p.submission_deadline <= now()
      and not exists (select 1 from public.project_awards a where a.project_id = p.id)
    group by p.id, p.title, b.user_id
  ),
  sent as (
    insert into private.deadline_reminders_sent (project_id, user_id, type)
    select d.project_id, d.user_id, 'ready_to_award' from due d
    on conflict do nothing
    returning project_id, user_id
  ),
  created as (
    insert into public.notifications (user_id, project_id, type, message, params)
    select d.user_id, d.project_id, 'ready_to_award',
      format('The submission deadline for "%s" has passed with %s quotes: ready to award.', d.title, d.quotes),
      jsonb_build_object('title', d.title, 'quotes', d.quotes)
    from sent s join due d on d.project_id = s.project_id and d.user_id = s.user_id
    returning 1
  )
  select count(*) into v_count from created;
  return v_count;
end;
$$;

create function public.send_ready_to_award_notifications() returns integer
language sql security invoker set search_path = '' as $$
  select private.send_ready_to_award_notifications()
$$;

-- ---------------------------------------------------------------------------------------------
-- Notifications written before they carried their facts: the facts from their sentence.

update public.notifications n set params = jsonb_strip_nulls(jsonb_build_object(
    'title', substring(n.message from '"(.*)"'),
    'provider', substring(n.message from '" from (.*): [0-9 ]+ kr\.$'),
    'amount', replace(substring(n.message from ': ([0-9 ]+) kr\.$'), ' ', '')::numeric,
    'outcome', case when n.type <> 'project_awarded' then null
      when n.message like 'Congratulations!%' then 'won' else 'not_awarded' end,
    'variant', case n.message
      when 'You have a new reply to your message.' then 'parentSender'
      when 'You have a new reply in your project.' then 'projectOwner'
      when 'You have a new reply in a project you have quoted on.' then 'quotedProvider' end))
where n.params = '{}'::jsonb;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.notify(p_user_id uuid, p_project_id uuid, p_quote_id uuid, p_type text,
  p_message text, p_params jsonb), private.whole_kronor(p_amount numeric),
  private.project_audience(p_project_id uuid), private.on_project_changed(),
  private.send_ready_to_award_notifications() from public;
grant execute on function private.notify(p_user_id uuid, p_project_id uuid, p_quote_id uuid, p_type text,
  p_message text, p_params jsonb), private.whole_kronor(p_amount numeric),
  private.project_audience(p_project_id uuid), private.on_project_changed(),
  private.send_ready_to_award_notifications() to service_role;
revoke all on function public.send_ready_to_award_notifications() from public;

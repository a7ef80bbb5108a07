-- Notifications, created by the database only: new quotes, viewed quotes, awards, replies,
-- deadline reminders and deleted projects; each honours the user's preferences.

-- Notifications are created by the database only: clients never insert them.

create function private.notify(p_user_id uuid, p_project_id uuid, p_quote_id uuid, p_type text, p_message text)
returns void
language sql security definer set search_path = '' as $$
  insert into public.notifications (user_id, project_id, quote_id, type, message)
  select p_user_id, p_project_id, p_quote_id, p_type, p_message
  where p_user_id is not null
$$;

create function private.project_title(p_project_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select p.title from public.projects p where p.id = p_project_id
$$;

-- A new quote's notification names who quoted and how much : a board sees what came in
-- without opening the project. The amount is whole kronor grouped by spaces, as sv-SE writes it.

create or replace function private.on_quote_inserted() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_provider_user uuid;
  v_provider_name text;
begin
  select s.user_id, s.organization_name into v_provider_user, v_provider_name
    from public.service_provider_profiles s where s.id = new.service_provider_id;
  perform private.notify(private.project_owner_user_id(new.project_id), new.project_id, new.id, 'new_quote',
    format('You have received a new quote for "%s" from %s: %s kr.', private.project_title(new.project_id),
      coalesce(v_provider_name, 'a provider'), replace(to_char(round(new.quote_amount), 'FM999,999,999,990'), ',', ' ')));
  perform private.follow_project(new.project_id, v_provider_user);
  return null;
end;
$$;

create trigger quotes_after_insert after insert on public.quotes
  for each row execute function private.on_quote_inserted();

create function private.on_quote_viewed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.is_viewed and not old.is_viewed then
    perform private.notify(
      (select s.user_id from public.service_provider_profiles s where s.id = new.service_provider_id),
      new.project_id, new.id, 'quote_viewed',
      format('Your quote for "%s" has been viewed.', private.project_title(new.project_id)));
  end if;
  return null;
end;
$$;

create trigger quotes_after_viewed after update of is_viewed on public.quotes
  for each row execute function private.on_quote_viewed();

-- ---------------------------------------------------------------------------------------------
-- Messages: posting follows; a reply notifies, once each and never the replier, the parent
-- message's sender, the project's BRF user and the providers who quoted (spec/projects.md §7).

create function private.on_message_inserted() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.follow_project(new.project_id, new.sender_id);

  if new.parent_message_id is not null then
    insert into public.notifications (user_id, project_id, type, message)
    select distinct on (r.user_id) r.user_id, new.project_id, 'new_message', r.message
    from (
      select m.sender_id as user_id, 1 as rank, 'You have a new reply to your message.' as message
        from public.project_messages m where m.id = new.parent_message_id
      union all
      select b.user_id, 2, 'You have a new reply in your project.'
        from public.projects p join public.brf_profiles b on b.id = p.brf_id where p.id = new.project_id
      union all
      select s.user_id, 3, 'You have a new reply in a project you have quoted on.'
        from public.quotes q join public.service_provider_profiles s on s.id = q.service_provider_id
        where q.project_id = new.project_id
    ) r
    where r.user_id is not null and r.user_id is distinct from new.sender_id
    order by r.user_id, r.rank;
  end if;
  return null;
end;
$$;

create trigger project_messages_after_insert after insert on public.project_messages
  for each row execute function private.on_message_inserted();

-- Deadline reminders skip soft-deleted projects (and honour preferences through the
-- notifications trigger).
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
    insert into public.notifications (user_id, project_id, type, message)
    select s.user_id, s.project_id, s.type,
      format('The submission deadline for "%s" is in %s.', r.title,
        case s.type when 'deadline_1week' then '1 week' when 'deadline_2weeks' then '2 weeks' else '1 month' end)
    from sent s join recipients r on r.project_id = s.project_id and r.user_id = s.user_id and r.type = s.type
    returning 1
  )
  select count(*) into v_count from created;
  return v_count;
end;
$$;

create function public.send_deadline_notifications() returns integer
language sql security invoker set search_path = '' as $$
  select private.send_deadline_notifications()
$$;

-- notifications: own rows only; created by the database
create policy "Users read their notifications" on public.notifications
  for select to authenticated using (user_id = (select auth.uid()));

create policy "Users mark their notifications read" on public.notifications
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "Users delete their notifications" on public.notifications
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "Users read their notification preferences" on public.notification_preferences
  for select to authenticated using (user_id = (select auth.uid()));

create policy "Users create their notification preferences" on public.notification_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));

create policy "Users change their notification preferences" on public.notification_preferences
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "Users delete their notification preferences" on public.notification_preferences
  for delete to authenticated using (user_id = (select auth.uid()));

create function private.wants_notification(p_user_id uuid, p_type text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((
    select case p_type
      when 'new_quote' then n.new_quote
      when 'quote_viewed' then n.quote_viewed
      when 'project_awarded' then n.project_awarded
      when 'new_message' then n.new_message
      when 'deadline_1week' then n.deadline_1week
      when 'deadline_2weeks' then n.deadline_2weeks
      when 'deadline_1month' then n.deadline_1month
      when 'project_deleted' then n.project_deleted
      else true
    end
    from public.notification_preferences n where n.user_id = p_user_id
  ), true)
$$;

create function private.honour_preferences() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not private.wants_notification(new.user_id, new.type) then
    return null;
  end if;
  return new;
end;
$$;

create trigger notifications_honour_preferences before insert on public.notifications
  for each row execute function private.honour_preferences();

-- Live updates for the notification bell and the project message board. Delivery still
-- checks each subscriber's row security.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end;
$$;
alter publication supabase_realtime add table public.notifications, public.project_messages;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.notify(p_user_id uuid, p_project_id uuid, p_quote_id uuid, p_type text,
  p_message text), private.project_title(p_project_id uuid), private.on_quote_inserted(),
  private.on_quote_viewed(), private.on_message_inserted(), private.send_deadline_notifications(),
  private.wants_notification(p_user_id uuid, p_type text), private.honour_preferences() from public;
grant execute on function private.notify(p_user_id uuid, p_project_id uuid, p_quote_id uuid, p_type text,
  p_message text), private.project_title(p_project_id uuid), private.on_quote_inserted(),
  private.on_quote_viewed(), private.on_message_inserted(), private.send_deadline_notifications(),
  private.wants_notification(p_user_id uuid, p_type text), private.honour_preferences() to service_role;
revoke all on function public.send_deadline_notifications() from public;
grant select, delete on table public.notifications to authenticated;
grant select, insert, delete, update on table public.notification_preferences to authenticated;
grant update (read) on table public.notifications to authenticated;

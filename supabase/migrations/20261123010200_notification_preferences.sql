-- notification_preferences: one switch per notification type; a missing row means all on.
-- Every notification the database creates passes through one trigger that honours them, so no
-- trigger or job can forget to.

alter table public.notification_preferences
  add column deadline_1week boolean not null default true,
  add column deadline_2weeks boolean not null default true,
  add column deadline_1month boolean not null default true,
  add column project_deleted boolean not null default true;

update public.notification_preferences
set deadline_1week = deadline_reminders, deadline_2weeks = deadline_reminders, deadline_1month = deadline_reminders;

alter table public.notification_preferences drop column deadline_reminders;

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

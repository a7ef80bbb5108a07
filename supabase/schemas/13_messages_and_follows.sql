-- Project messages (questions and replies, public, never edited) and follows. A message names
-- its sender's organisation, never its e-mail (decision 0013).

create function private.message_project(p_message_id uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select m.project_id from public.project_messages m where m.id = p_message_id
$$;

-- The organisation a sender writes for, and whether it is a BRF.
create function private.sender_identity(p_user_id uuid, out organization_name text, out is_brf boolean)
language sql stable security definer set search_path = '' as $$
  select
    coalesce(
      (select b.organization_name from public.brf_members m join public.brf_profiles b on b.id = m.brf_id
        where m.user_id = p_user_id),
      (select s.organization_name from public.provider_members m
        join public.service_provider_profiles s on s.id = m.provider_id where m.user_id = p_user_id)),
    exists (select 1 from public.brf_members m where m.user_id = p_user_id)
$$;

create function private.guard_message() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_identity record;
begin
  if tg_op = 'INSERT' then
    if private.is_api_user() then
      new.sender_id := (select auth.uid());
      new.created_at := now();
    end if;
    select * into v_identity from private.sender_identity(new.sender_id);
    new.sender_email := null;
    new.is_public := true;
    new.organization_name := v_identity.organization_name;
    new.is_brf := coalesce(v_identity.is_brf, false);
    new.updated_at := new.created_at;
    if new.parent_message_id is not null
       and private.message_project(new.parent_message_id) is distinct from new.project_id then
      raise exception 'A reply must belong to the same project as its parent message.' using errcode = '23514';
    end if;
    return new;
  end if;

  new.created_at := old.created_at;
  new.sender_email := null;
  new.is_public := true;
  new.updated_at := now();
  return new;
end;
$$;

create trigger project_messages_guard before insert or update on public.project_messages
  for each row execute function private.guard_message();

-- spec/projects.md 4: 'No following on a closed project.' Only there: an awarded or cancelled
-- project may be followed (and unfollowed) like an open one. A provider with an active quote
-- still cannot unfollow.
create function private.guard_subscription() returns trigger
language plpgsql set search_path = '' as $$
begin
  -- cascaded deletes (a project or a user removed) are not an unfollow
  if tg_op = 'DELETE' then
    if pg_trigger_depth() = 1 and private.has_active_quote(old.project_id, old.user_id) then
      raise exception 'You cannot unfollow a project you have an active quote on.' using errcode = '23514';
    end if;
    return old;
  end if;

  if tg_op = 'UPDATE' then
    if new.project_id is distinct from old.project_id or new.user_id is distinct from old.user_id then
      raise exception 'A follow cannot be moved to another project or user.' using errcode = '42501';
    end if;
    new.created_at := old.created_at;
  elsif private.is_api_user() then
    new.created_at := now();
  end if;
  new.updated_at := now();

  if new.is_subscribed and (tg_op = 'INSERT' or not old.is_subscribed)
     and private.project_status(new.project_id) = 'closed' then
    raise exception 'You cannot follow a closed project.' using errcode = '23514';
  end if;
  if not new.is_subscribed and (tg_op = 'INSERT' or old.is_subscribed)
     and private.has_active_quote(new.project_id, new.user_id) then
    raise exception 'You cannot unfollow a project you have an active quote on.' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger project_subscriptions_guard before insert or update or delete on public.project_subscriptions
  for each row execute function private.guard_subscription();

-- Quoting and posting follow the project automatically (never a closed one).
create function private.follow_project(p_project_id uuid, p_user_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_user_id is null or private.project_status(p_project_id) in ('closed', 'cancelled') then
    return;
  end if;
  insert into public.project_subscriptions (project_id, user_id, is_subscribed)
  values (p_project_id, p_user_id, true)
  on conflict (project_id, user_id) do update set is_subscribed = true
  where not public.project_subscriptions.is_subscribed;
end;
$$;

create policy "Signed-in users read project messages" on public.project_messages
  for select to authenticated using (private.project_visible(project_id) or (select private.is_admin()));

create policy "Signed-in users post project messages" on public.project_messages
  for insert to authenticated with check (sender_id = (select auth.uid()) and private.project_visible(project_id));

create policy "Senders delete their messages" on public.project_messages
  for delete to authenticated using (sender_id = (select auth.uid()) and private.project_visible(project_id));

create policy "Users read their follows" on public.project_subscriptions
  for select to authenticated using (user_id = (select auth.uid()) and private.project_visible(project_id));

create policy "Users follow projects" on public.project_subscriptions
  for insert to authenticated with check (user_id = (select auth.uid()) and private.project_visible(project_id));

create policy "Users change their follows" on public.project_subscriptions
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "Users remove their follows" on public.project_subscriptions
  for delete to authenticated using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- A reply from the board stays the board's: written by one of its deciders when it was sent, so
-- it stays an answer when its writer later leaves the board (the to-do does not ask again).

create function private.stamp_message_by_board() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.by_board := private.is_board_member(new.project_id, coalesce(new.sender_id, (select auth.uid())));
  return new;
end;
$$;

-- named to run after project_messages_guard, which sets the sender
create trigger project_messages_stamp_board before insert on public.project_messages
  for each row execute function private.stamp_message_by_board();

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.message_project(p_message_id uuid), private.sender_identity(p_user_id uuid)
  from public;
grant execute on function private.message_project(p_message_id uuid), private.sender_identity(p_user_id uuid)
  to authenticated, service_role;
revoke all on function private.guard_message(), private.guard_subscription(),
  private.follow_project(p_project_id uuid, p_user_id uuid) from public;
grant execute on function private.guard_message(), private.guard_subscription(),
  private.follow_project(p_project_id uuid, p_user_id uuid) to service_role;
grant select, insert, delete on table public.project_messages to authenticated;
grant select, insert, delete on table public.project_subscriptions to authenticated;
grant update (project_id, user_id, is_subscribed) on table public.project_subscriptions to authenticated;
revoke all on function private.stamp_message_by_board() from public;
grant execute on function private.stamp_message_by_board() to service_role;

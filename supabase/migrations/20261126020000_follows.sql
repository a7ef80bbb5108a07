-- spec/projects.md 4: 'No following on a closed project.' Only there: an awarded or cancelled
-- project may be followed (and unfollowed) like an open one. A provider with an active quote
-- still cannot unfollow.

create or replace function private.guard_subscription() returns trigger
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

-- E-mail for notifications. Each user chooses per type: in the app, by e-mail, both or off (the
-- type's in-app switch and its email_ switch), and may gather the day's e-mail into one digest at
-- an hour of their choosing (Stockholm time). A notification that should go by e-mail writes a
-- row to private.mail_outbox in its own transaction; a sender (the send-mail function:
-- local-supabase locally, a scheduled Edge Function in production) claims rows, sends each with
-- the row's id as its idempotency key, and records the outcome. A failed send is retried with
-- backoff, then marked failed for the admins to see. Invitations (05_invitations.sql) go through
-- the same queue, to an address that may have no account yet.

-- The key that signs unsubscribe links, made once.
insert into private.mail_secrets default values;

-- Whether a type goes by e-mail when the user has no preferences row: its e-mail column's
-- default, so a type added later states it once, where its column is made.
create function private.email_default(p_type text) returns boolean
language sql stable set search_path = '' as $$
  select coalesce((
    select pg_catalog.pg_get_expr(d.adbin, d.adrelid) = 'true'
    from pg_catalog.pg_attribute a
      join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = 'public.notification_preferences'::regclass and a.attname = 'email_' || p_type
      and not a.attisdropped
  ), false)
$$;

-- 'held' when the user gathers e-mail in a digest, 'pending' to send now, null for no e-mail.
create function private.email_delivery(p_user_id uuid, p_type text) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when n.user_id is null then case when private.email_default(p_type) then 'pending' end
    when not n.email_notifications or not coalesce((to_jsonb(n) ->> ('email_' || p_type))::boolean, false) then null
    when n.email_digest then 'held'
    else 'pending'
  end
  from (select 1) one
  left join public.notification_preferences n on n.user_id = p_user_id
$$;

-- One trigger honours the preferences: the e-mail is queued in the notification's transaction
-- (so neither is lost without the other), then the in-app row kept or dropped.
create function private.deliver_notification() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  -- benchmark data (public.local_seed_large) is written without mail
  v_delivery text := case when current_setting('brf.without_mail', true) = 'on' then null
    else private.email_delivery(new.user_id, new.type) end;
begin
  if v_delivery is not null then
    insert into private.mail_outbox (user_id, kind, notification_id, type, project_id, params, message, status,
      created_at)
    values (new.user_id, 'notification', new.id, new.type, new.project_id, new.params, new.message, v_delivery,
      new.created_at);
    if v_delivery = 'pending' then
      perform pg_notify('mail_outbox', '');
    end if;
  end if;
  if not private.wants_notification(new.user_id, new.type) then
    return null;
  end if;
  return new;
end;
$$;
create trigger notifications_deliver before insert on public.notifications
  for each row execute function private.deliver_notification();

-- Turning the digest off sends what it held.
create function private.release_held_mail() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.email_digest and not new.email_digest then
    update private.mail_outbox set status = 'pending', next_attempt_at = now()
      where user_id = new.user_id and status = 'held';
    perform pg_notify('mail_outbox', '');
  end if;
  return null;
end;
$$;

create trigger notification_preferences_release_held after update of email_digest on public.notification_preferences
  for each row execute function private.release_held_mail();

-- ---------------------------------------------------------------------------------------------
-- The digest: at the user's hour each Stockholm day, what was held before it goes out as one
-- mail (once per user and day: mail_outbox_one_digest). p_now lets a test stand at tomorrow.
create function private.gather_mail_digests(p_now timestamptz) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  with due as (
    select n.user_id,
      -- the last digest hour at or before p_now, in Stockholm
      (case when extract(hour from p_now at time zone 'Europe/Stockholm') >= n.digest_hour
        then date_trunc('day', p_now at time zone 'Europe/Stockholm')
        else date_trunc('day', p_now at time zone 'Europe/Stockholm') - interval '1 day' end
        + make_interval(hours => n.digest_hour)) at time zone 'Europe/Stockholm' as until
    from public.notification_preferences n
    where n.email_digest
      and exists (select 1 from private.mail_outbox o where o.user_id = n.user_id and o.status = 'held')
  ),
  gathered as (
    select d.user_id, d.until, array_agg(o.id) as ids,
      jsonb_agg(jsonb_build_object('type', o.type, 'project_id', o.project_id, 'params', o.params,
        'message', o.message, 'created_at', o.created_at) order by o.created_at) as items
    from due d join private.mail_outbox o on o.user_id = d.user_id and o.status = 'held' and o.created_at < d.until
    group by d.user_id, d.until
  ),
  inserted as (
    insert into private.mail_outbox (user_id, kind, items, digest_until, status)
    select g.user_id, 'digest', g.items, g.until, 'pending' from gathered g
    on conflict (user_id, digest_until) do nothing
    returning user_id, digest_until
  ),
  marked as (
    update private.mail_outbox o set status = 'gathered'
    from inserted i join gathered g on g.user_id = i.user_id and g.until = i.digest_until
    where o.id = any (g.ids)
    returning 1
  )
  select count(*) into v_count from inserted;
  if v_count > 0 then
    perform pg_notify('mail_outbox', '');
  end if;
  return v_count;
end;
$$;

create function public.gather_mail_digests(p_now timestamptz default now()) returns integer
language sql security invoker set search_path = '' as $$
  select private.gather_mail_digests(p_now)
$$;

-- ---------------------------------------------------------------------------------------------
-- Unsubscribe links: user.type.expiry(epoch seconds).hmac, signed with the private key. 'all'
-- (a digest's link) turns e-mail off altogether.
create function private.unsubscribe_signature(p_payload text) returns text
language sql stable security definer set search_path = '' as $$
  select encode(extensions.hmac(convert_to(p_payload, 'UTF8'), s.unsubscribe_key, 'sha256'), 'hex')
  from private.mail_secrets s
$$;

create function private.unsubscribe_token(p_user_id uuid, p_type text, p_expires timestamptz) returns text
language sql stable security definer set search_path = '' as $$
  select v.payload || '.' || private.unsubscribe_signature(v.payload)
  from (select p_user_id::text || '.' || p_type || '.' || floor(extract(epoch from p_expires))::bigint::text as payload) v
$$;

-- Any type with an e-mail switch can be unsubscribed from: the link is signed, so the type is ours.
create function public.unsubscribe_email(p_token text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_parts text[] := string_to_array(coalesce(p_token, ''), '.');
  v_user uuid;
  v_type text;
begin
  if cardinality(v_parts) <> 4 or v_parts[1] !~ '^[0-9a-f-]{36}$' or v_parts[3] !~ '^[0-9]{1,12}$'
     or private.unsubscribe_signature(v_parts[1] || '.' || v_parts[2] || '.' || v_parts[3]) <> v_parts[4] then
    raise exception 'This unsubscribe link is not valid.' using errcode = '22023';
  end if;
  if to_timestamp(v_parts[3]::bigint) < now() then
    raise exception 'This unsubscribe link has expired.' using errcode = '22023';
  end if;
  v_user := v_parts[1]::uuid;
  v_type := v_parts[2];
  insert into public.notification_preferences (user_id) values (v_user) on conflict (user_id) do nothing;
  if v_type = 'all' then
    update public.notification_preferences set email_notifications = false, updated_at = now() where user_id = v_user;
  elsif v_type ~ '^[a-z0-9_]+$' and exists (select 1 from information_schema.columns c
      where c.table_schema = 'public' and c.table_name = 'notification_preferences'
        and c.column_name = 'email_' || v_type) then
    execute format('update public.notification_preferences set %I = false, updated_at = now() where user_id = $1',
      'email_' || v_type) using v_user;
  else
    raise exception 'This unsubscribe link is not valid.' using errcode = '22023';
  end if;
  return v_type;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The sender's side (service role): claim due mail, then record each outcome. A claim holds a
-- row for two minutes; a sender that dies holding it leaves it to the next claim, which sends it
-- with the same idempotency key, so the mail still goes out at most once.
create function private.mail_backoff(p_attempts integer) returns interval
language sql immutable set search_path = '' as $$
  select least(10 * power(4, greatest(p_attempts - 1, 0)), 3600) * interval '1 second'
$$;

-- The sender's claim: notifications, digests and invitations (an address and the inviter's
-- language, no user).
create function public.claim_mail(p_limit integer default 20)
returns table (id uuid, kind text, attempts integer, email text, language text, type text, project_id uuid,
  params jsonb, message text, items jsonb, created_at timestamptz, unsubscribe_token text)
language plpgsql security definer set search_path = '' as $$
begin
  perform private.gather_mail_digests(now());
  -- what the user turned off since it was queued is not sent
  update private.mail_outbox o set status = 'skipped', locked_until = null
  where o.status = 'pending' and o.next_attempt_at <= now() and o.kind = 'notification'
    and private.email_delivery(o.user_id, o.type) is null;
  update private.mail_outbox o set status = 'skipped', locked_until = null
  where o.status = 'pending' and o.kind = 'digest'
    and not coalesce((select n.email_notifications from public.notification_preferences n where n.user_id = o.user_id), true);

  return query
  with claimed as (
    update private.mail_outbox o
    set status = 'sending', attempts = o.attempts + 1, locked_until = now() + interval '2 minutes'
    where o.id in (
      select c.id from private.mail_outbox c
      where (c.status = 'pending' and c.next_attempt_at <= now()) or (c.status = 'sending' and c.locked_until < now())
      order by c.next_attempt_at
      limit greatest(1, least(p_limit, 100))
      for update skip locked
    )
    returning o.*
  )
  select c.id, c.kind, c.attempts, coalesce(u.email::text, c.email),
    coalesce(u.raw_user_meta_data ->> 'language', c.params ->> 'language', 'sv'), c.type,
    c.project_id, c.params, c.message, c.items, c.created_at,
    case when c.user_id is not null
      then private.unsubscribe_token(c.user_id, coalesce(c.type, 'all'), now() + interval '60 days') end
  from claimed c left join auth.users u on u.id = c.user_id;
end;
$$;

-- p_error null: sent. Otherwise retried after a backoff, and failed for good after 6 attempts.
create function public.complete_mail(p_id uuid, p_error text default null) returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_status text;
begin
  update private.mail_outbox o set
    status = case when p_error is null then 'sent' when o.attempts >= 6 then 'failed' else 'pending' end,
    sent_at = case when p_error is null then now() end,
    last_error = left(coalesce(p_error, o.last_error), 2000),
    next_attempt_at = case when p_error is null then o.next_attempt_at else now() + private.mail_backoff(o.attempts) end,
    locked_until = null
  where o.id = p_id and o.status = 'sending'
  returning o.status into v_status;
  return v_status;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Admins see how delivery goes and every failure.
create function private.admin_mail_delivery()
returns table (id uuid, status text, kind text, type text, email text, attempts integer, last_error text,
  created_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return query
  select o.id, o.status, o.kind, o.type, u.email::text, o.attempts, o.last_error, o.created_at
  from private.mail_outbox o left join auth.users u on u.id = o.user_id
  where o.status = 'failed' or (o.status in ('pending', 'sending') and o.last_error is not null)
  order by o.created_at desc
  limit 50;
end;
$$;

create function public.admin_mail_delivery()
returns table (id uuid, status text, kind text, type text, email text, attempts integer, last_error text,
  created_at timestamptz)
language sql stable security invoker set search_path = '' as $$
  select * from private.admin_mail_delivery()
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.email_default(p_type text),
  private.email_delivery(p_user_id uuid, p_type text), private.deliver_notification(),
  private.release_held_mail(), public.gather_mail_digests(p_now timestamp with time zone),
  private.unsubscribe_signature(p_payload text), private.unsubscribe_token(p_user_id uuid, p_type text,
    p_expires timestamp with time zone), public.unsubscribe_email(p_token text),
  private.mail_backoff(p_attempts integer), public.claim_mail(p_limit integer),
  public.complete_mail(p_id uuid, p_error text) from public;
revoke all on function private.admin_mail_delivery(), public.admin_mail_delivery() from public;
grant execute on function private.admin_mail_delivery(), public.admin_mail_delivery() to authenticated;
revoke all on function private.gather_mail_digests(p_now timestamp with time zone) from public;
grant execute on function private.gather_mail_digests(p_now timestamp with time zone) to service_role;

-- Notifications, created by the database only (decision 0016; clients never insert them): new
-- quotes, viewed quotes, awards (won or not awarded, to every bidder), replies and questions,
-- deadline reminders, changed deadlines and cancellations, 'Ready to award', deleted projects,
-- award proposals and requests to join. A question reaches the project's board, followers hear of
-- messages, deadline changes and cancellations, bidders hear the outcome and the board hears
-- when quotes are ready to award. Every notification carries its facts in `params`, so the page
-- and the e-mail write the sentence in the receiver's language; `message` stays the English
-- sentence the spec names. Each honours the user's preferences (the in-app switch here, e-mail in
-- 15_mail_outbox.sql).

-- One notification to one user (none when there is no user).
create function private.notify(p_user_id uuid, p_project_id uuid, p_quote_id uuid, p_type text, p_message text)
returns void
language sql security definer set search_path = '' as $$
  insert into public.notifications (user_id, project_id, quote_id, type, message)
  select p_user_id, p_project_id, p_quote_id, p_type, p_message
  where p_user_id is not null
$$;

create function private.notify(p_user_id uuid, p_project_id uuid, p_quote_id uuid, p_type text, p_message text,
  p_params jsonb)
returns void
language sql security definer set search_path = '' as $$
  insert into public.notifications (user_id, project_id, quote_id, type, message, params)
  select p_user_id, p_project_id, p_quote_id, p_type, p_message, p_params
  where p_user_id is not null
$$;

create function private.project_title(p_project_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select p.title from public.projects p where p.id = p_project_id
$$;

-- An amount in whole kronor as the sentences write it: '1 250 000'.
create function private.whole_kronor(p_amount numeric) returns text
language sql immutable set search_path = '' as $$
  select replace(to_char(round(p_amount), 'FM999,999,999,990'), ',', ' ')
$$;

-- The people who follow a project or have a live quote on it, never its board: told of a
-- changed deadline or a cancellation.
create function private.project_audience(p_project_id uuid) returns table (user_id uuid)
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
-- Quotes: a new quote tells each board member of it; the company and amount only to those who
-- may see it (on a sealed project or a board that declares, nobody yet). A viewed quote tells the
-- people of its company.
create function private.on_quote_inserted() returns trigger
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

create trigger quotes_after_insert after insert on public.quotes
  for each row execute function private.on_quote_inserted();

create function private.on_quote_viewed() returns trigger
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

create trigger quotes_after_viewed after update of is_viewed on public.quotes
  for each row execute function private.on_quote_viewed();

-- ---------------------------------------------------------------------------------------------
-- Messages: a question reaches the board; a reply reaches, once each and never the writer, the
-- parent's sender, the board, and the people of the companies that quoted; every message reaches
-- the other followers.
create function private.on_message_inserted() returns trigger
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

create trigger project_messages_after_insert after insert on public.project_messages
  for each row execute function private.on_message_inserted();

-- ---------------------------------------------------------------------------------------------
-- A changed deadline or a cancellation tells the project's audience; a cancellation gives the
-- board's reason.
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
      jsonb_strip_nulls(jsonb_build_object('title', new.title, 'reason', new.cancel_reason))
    from private.project_audience(new.id) a;
  end if;
  return null;
end;
$$;

create trigger projects_after_changed after update of submission_deadline, status on public.projects
  for each row execute function private.on_project_changed();

-- ---------------------------------------------------------------------------------------------
-- Scheduled: reminders and 'Ready to award' to the board and to the bidding companies' people.
create function private.send_deadline_notifications() returns integer
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

create function public.send_deadline_notifications() returns integer
language sql security invoker set search_path = '' as $$
  select private.send_deadline_notifications()
$$;

-- Once, to the board, when the deadline has passed with quotes and nothing is awarded.
create function private.send_ready_to_award_notifications() returns integer
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

create function public.send_ready_to_award_notifications() returns integer
language sql security invoker set search_path = '' as $$
  select private.send_ready_to_award_notifications()
$$;

-- notifications: own rows only; created by the database
create policy "Users read their notifications" on public.notifications
  for select to authenticated using (user_id = (select auth.uid()));

create policy "Users mark their notifications read" on public.notifications
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "Users delete their notifications" on public.notifications
  for delete to authenticated using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- Preferences: the user's own row; no row means the defaults (the table's column defaults).
create function private.wants_notification(p_user_id uuid, p_type text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((
    select (to_jsonb(n) ->> p_type)::boolean
    from public.notification_preferences n where n.user_id = p_user_id
  ), true)
$$;

create policy "Users read their notification preferences" on public.notification_preferences
  for select to authenticated using (user_id = (select auth.uid()));

create policy "Users create their notification preferences" on public.notification_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));

create policy "Users change their notification preferences" on public.notification_preferences
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "Users delete their notification preferences" on public.notification_preferences
  for delete to authenticated using (user_id = (select auth.uid()));

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
-- A new quote's notification names the amount including VAT, with the amount excluding VAT.
-- A trigger of its own, named to run before notifications_deliver queues the e-mail, so the
-- facts hold whatever private.on_quote_inserted becomes.

create function private.notification_vat_basis() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_quote public.quotes;
begin
  if new.type = 'new_quote' and new.quote_id is not null and new.params ? 'amount' then
    select * into v_quote from public.quotes q where q.id = new.quote_id;
    if found then
      new.params := new.params || jsonb_build_object('price_basis', v_quote.price_basis,
        'amount_incl_vat', round(v_quote.amount_incl_vat),
        'amount_excl_vat', round(v_quote.amount_incl_vat - v_quote.vat_amount));
      if new.params ? 'provider' then
        new.message := format('You have received a new quote for "%s" from %s: %s kr incl. VAT (%s kr excl.).',
          new.params ->> 'title', new.params ->> 'provider', private.whole_kronor(v_quote.amount_incl_vat),
          private.whole_kronor(v_quote.amount_incl_vat - v_quote.vat_amount));
      end if;
    end if;
  end if;
  return new;
end;
$$;

create trigger notifications_carry_vat_basis before insert on public.notifications
  for each row execute function private.notification_vat_basis();

-- ---------------------------------------------------------------------------------------------
-- Outcome letters (decision 0027): the award's notifications carry the facts each one needs (the
-- BRF, the bidder's rank by price including VAT, the board's reason, the winner and price where the
-- board publishes it, the board's contact for the winner), from the bidder's own quote, at award
-- time. Rank: 1 + the bids cheaper including VAT (what a BRF pays), among every bid of the award.

create function private.outcome_letter_facts(p_quote_id uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_strip_nulls(jsonb_build_object(
    'brf', b.organization_name,
    'amount', q.quote_amount,
    'price_basis', q.price_basis,
    'amount_excl_vat', q.amount_incl_vat - q.vat_amount,
    'amount_incl_vat', q.amount_incl_vat,
    'rank', (select 1 + count(*) from public.quotes o where o.project_id = q.project_id
      and o.status in ('accepted', 'rejected') and o.amount_incl_vat < q.amount_incl_vat),
    'bids', (select count(*) from public.quotes o where o.project_id = q.project_id
      and o.status in ('accepted', 'rejected')),
    'reason', (select ap.reason from public.award_proposals ap where ap.project_id = q.project_id
      and ap.outcome = 'confirmed' order by ap.closed_at desc limit 1),
    -- the winner and price: to the others only where the board publishes the winner
    'winner', case when not won and p.show_winner_publicly then ws.organization_name end,
    'winner_amount_excl_vat', case when not won and p.show_winner_publicly then w.amount_incl_vat - w.vat_amount end,
    'winner_amount_incl_vat', case when not won and p.show_winner_publicly then w.amount_incl_vat end,
    'winner_published', case when not won then p.show_winner_publicly end,
    -- the board's contact person: to the winner, who now works with them
    'contact_name', case when won then nullif(btrim(coalesce(b.contact_person_first_name, '') || ' '
      || coalesce(b.contact_person_last_name, '')), '') end,
    'contact_phone', case when won then nullif(btrim(b.phone), '') end,
    'contact_email', case when won then nullif(btrim(b.email), '') end))
  from public.quotes q
    join public.projects p on p.id = q.project_id
    join public.brf_profiles b on b.id = p.brf_id
    join public.project_awards a on a.project_id = p.id
    join public.quotes w on w.id = a.winning_quote_id
    join public.service_provider_profiles ws on ws.id = w.service_provider_id
    cross join lateral (select q.id = a.winning_quote_id as won) as outcome
  where q.id = p_quote_id
$$;

create function private.add_outcome_letter() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.quote_id is not null then
    new.params := new.params || coalesce(private.outcome_letter_facts(new.quote_id), '{}'::jsonb);
  end if;
  return new;
end;
$$;

-- before notifications_deliver (triggers of one kind fire by name), so the e-mail carries the facts too
create trigger notifications_award_letter before insert on public.notifications
  for each row when (new.type = 'project_awarded') execute function private.add_outcome_letter();

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.notify(p_user_id uuid, p_project_id uuid, p_quote_id uuid, p_type text,
    p_message text), private.notify(p_user_id uuid, p_project_id uuid, p_quote_id uuid, p_type text,
    p_message text, p_params jsonb), private.project_title(p_project_id uuid),
  private.whole_kronor(p_amount numeric), private.project_audience(p_project_id uuid),
  private.on_quote_inserted(), private.on_quote_viewed(), private.on_message_inserted(),
  private.on_project_changed(), private.send_deadline_notifications(),
  private.send_ready_to_award_notifications(), private.wants_notification(p_user_id uuid, p_type text)
  from public;
grant execute on function private.notify(p_user_id uuid, p_project_id uuid, p_quote_id uuid, p_type text,
    p_message text), private.notify(p_user_id uuid, p_project_id uuid, p_quote_id uuid, p_type text,
    p_message text, p_params jsonb), private.project_title(p_project_id uuid),
  private.whole_kronor(p_amount numeric), private.project_audience(p_project_id uuid),
  private.on_quote_inserted(), private.on_quote_viewed(), private.on_message_inserted(),
  private.on_project_changed(), private.send_deadline_notifications(),
  private.send_ready_to_award_notifications(), private.wants_notification(p_user_id uuid, p_type text)
  to service_role;
revoke all on function public.send_deadline_notifications(), public.send_ready_to_award_notifications()
  from public;
grant select, delete on table public.notifications to authenticated;
grant update (read) on table public.notifications to authenticated;
grant select, insert, update, delete on table public.notification_preferences to authenticated;
revoke all on function private.notification_vat_basis() from public;
grant execute on function private.notification_vat_basis() to service_role;
revoke all on function private.outcome_letter_facts(p_quote_id uuid), private.add_outcome_letter() from public;
grant execute on function private.outcome_letter_facts(p_quote_id uuid), private.add_outcome_letter() to service_role;

-- What needs the signed-in user, shown above /projects. A board: questions on its projects
-- nobody from the board has answered, projects ready to award, quotes it has not opened, an award
-- proposal to confirm, quotes waiting for the member's declaration (once the bids are open). A
-- provider: the board's answers on projects it quoted or asked on (last 7 days), outcomes of its
-- quotes (last 14 days), and deadlines within 7 days of projects it follows or quoted. Each row is
-- one project and kind, with a count and the latest time.

-- The caller's BRF (any role reads it) or company. A question counts as answered by what the board
-- was when it answered (project_messages.by_board).
create function private.my_todo()
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
  where not (m.by_board or private.is_board_member(o.id, m.sender_id))
    and not exists (select 1 from public.project_messages r where r.parent_message_id = m.id
      and (r.by_board or private.is_board_member(o.id, r.sender_id)))
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
  where p.deleted_at is null and (r.by_board or private.is_board_member(p.id, r.sender_id))
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

-- The award by two: a proposal to confirm, and quotes waiting for the member's declaration
-- (asked only once the bids are open). The proposal reaches a deputy called in for the project too.
create function private.my_board_todo()
returns table (kind text, project_id uuid, title text, count integer, at timestamptz)
language sql stable security definer set search_path = '' as $$
  select 'confirm_award', p.id, p.title, 1, a.proposed_at
  from public.award_proposals a join public.projects p on p.id = a.project_id
  where a.outcome is null and p.deleted_at is null
    and (p.brf_id = private.acting_brf_id() or (select auth.uid()) in (select private.stand_ins(p.id)))
    and a.proposed_by is distinct from (select auth.uid())
    and not exists (select 1 from public.interest_declarations d where d.project_id = p.id
      and d.user_id = (select auth.uid()) and cardinality(d.conflict_provider_ids) > 0)
  union all
  select 'declare_interest', p.id, p.title, count(*)::integer, max(x.quoted_at)
  from public.projects p cross join lateral private.project_bidders(p.id) x
  where p.brf_id = private.current_brf_id() and p.deleted_at is null
    and not exists (select 1 from public.project_awards w where w.project_id = p.id)
    and private.declarations_required(p.id) and not private.bids_sealed(p.id)
    and not exists (select 1 from public.interest_declarations d where d.project_id = p.id
      and d.user_id = (select auth.uid()) and x.service_provider_id = any (d.bidder_ids))
  group by p.id, p.title
$$;

create function public.my_todo()
returns table (kind text, project_id uuid, title text, count integer, at timestamptz)
language sql stable security invoker set search_path = '' as $$
  select * from private.my_todo()
  union all
  select * from private.my_board_todo()
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.my_todo(), public.my_todo() from public;
grant execute on function private.my_todo(), public.my_todo() to authenticated;
revoke all on function private.my_board_todo() from public;
grant execute on function private.my_board_todo() to authenticated, service_role;

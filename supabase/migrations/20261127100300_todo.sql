-- What needs the signed-in user, shown above /projects (issue 28). A board: questions on its
-- projects nobody from the board has answered, projects ready to award, quotes it has not
-- opened. A provider: the board's answers on projects it quoted or asked on (last 7 days),
-- outcomes of its quotes (last 14 days), and deadlines within 7 days of projects it follows or
-- quoted. Each row is one project and kind, with a count and the latest time.

create function private.my_todo()
returns table (kind text, project_id uuid, title text, count integer, at timestamptz)
language sql stable security definer set search_path = '' as $$
  with me as (
    select (select auth.uid()) as uid,
      (select s.id from public.service_provider_profiles s where s.user_id = (select auth.uid())) as provider_id
  ),
  own as (
    select p.id, p.title, p.status, p.submission_deadline
    from public.projects p join public.brf_profiles b on b.id = p.brf_id
    where b.user_id = (select uid from me) and p.deleted_at is null
  ),
  quoted as (
    select p.id, p.title, p.status, p.submission_deadline, q.status as quote_status, q.updated_at
    from public.quotes q join public.projects p on p.id = q.project_id
    where q.service_provider_id = (select provider_id from me) and p.deleted_at is null
  )
  select 'unanswered_question', o.id, o.title, count(*)::integer, max(m.created_at)
  from own o join public.project_messages m on m.project_id = o.id and m.parent_message_id is null
  where m.sender_id is distinct from (select uid from me)
    and not exists (select 1 from public.project_messages r where r.parent_message_id = m.id and r.is_brf
      and r.sender_id = (select uid from me))
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
  where p.deleted_at is null and r.sender_id = private.project_owner_user_id(p.id)
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

create function public.my_todo()
returns table (kind text, project_id uuid, title text, count integer, at timestamptz)
language sql stable security invoker set search_path = '' as $$
  select * from private.my_todo()
$$;

revoke all on function private.my_todo(), public.my_todo() from public, anon;
grant execute on function private.my_todo(), public.my_todo() to authenticated;

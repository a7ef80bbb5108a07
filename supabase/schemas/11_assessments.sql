-- The board's assessment of the quotes (decision 0019): each board member who may star (chair,
-- ledamöter, suppleanter) gives a quote a score from 1 to 5, which the whole board sees side by
-- side, and may keep a note only they read. Both need the quote to be readable to the member
-- (open bids, a declaration that clears its company). Writes upsert on (quote, member).

-- Whether the caller may assess this quote: a board member who stars and reads it, without a
-- declared conflict in the project (decision 0024).
create function private.may_assess_quote(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q
    where q.id = p_quote_id and private.may(q.project_id, 'star') and private.project_visible(q.project_id)
      and private.sees_bidder(q.project_id, q.service_provider_id)
      and not private.has_conflict(q.project_id, (select auth.uid()))
  )
$$;

-- An exclusion (or a name erased) is no new score: the member's own time stays.
create function private.stamp_assessment() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE'
     and (to_jsonb(new) - 'excluded_at' - 'member_name') = (to_jsonb(old) - 'excluded_at' - 'member_name') then
    return new;
  end if;
  new.updated_at := now();
  if tg_table_name = 'quote_scores' then
    new.member_name := private.person_name(new.user_id);
  end if;
  return new;
end;
$$;

create trigger quote_scores_stamp before insert or update on public.quote_scores
  for each row execute function private.stamp_assessment();
create trigger quote_notes_stamp before insert or update on public.quote_notes
  for each row execute function private.stamp_assessment();

create policy "The board reads the members' scores" on public.quote_scores
  for select to authenticated using (private.can_read_quote(quote_id) and private.may(
    (select q.project_id from public.quotes q where q.id = quote_id), 'read_quotes'));
create policy "A member scores a quote it reads" on public.quote_scores
  for insert to authenticated with check (user_id = (select auth.uid()) and private.may_assess_quote(quote_id));
create policy "A member changes its score" on public.quote_scores
  for update to authenticated using (user_id = (select auth.uid()) and private.may_assess_quote(quote_id))
  with check (user_id = (select auth.uid()) and private.may_assess_quote(quote_id));
-- An excluded score is part of the record: its member cannot take it back.
create policy "A member takes back its score" on public.quote_scores
  for delete to authenticated using (user_id = (select auth.uid()) and excluded_at is null);

create policy "A member reads its own notes" on public.quote_notes
  for select to authenticated using (user_id = (select auth.uid()) and private.may_assess_quote(quote_id));
create policy "A member writes a note on a quote it reads" on public.quote_notes
  for insert to authenticated with check (user_id = (select auth.uid()) and private.may_assess_quote(quote_id));
create policy "A member changes its note" on public.quote_notes
  for update to authenticated using (user_id = (select auth.uid()) and private.may_assess_quote(quote_id))
  with check (user_id = (select auth.uid()) and private.may_assess_quote(quote_id));
create policy "A member deletes its note" on public.quote_notes
  for delete to authenticated using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.may_assess_quote(p_quote_id uuid) from public;
grant execute on function private.may_assess_quote(p_quote_id uuid) to authenticated, service_role;
revoke all on function private.stamp_assessment() from public;
grant execute on function private.stamp_assessment() to service_role;
grant select, delete on table public.quote_notes to authenticated;
grant insert (quote_id, note) on table public.quote_notes to authenticated;
grant update (quote_id, note) on table public.quote_notes to authenticated;
grant select, delete on table public.quote_scores to authenticated;
grant insert (quote_id, score) on table public.quote_scores to authenticated;
grant update (quote_id, score) on table public.quote_scores to authenticated;

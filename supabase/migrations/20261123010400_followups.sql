-- Follow-ups to the issue-10 migrations (kept apart so that a database which already ran those
-- gets them too): viewed_at set by the database, logos not listable, one permissive policy per
-- role and action (splinter 0006), a key on the rate-limit events, and messages of an archived
-- project kept as they are (communication records are retained).

create or replace function private.guard_quote_viewed() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.is_viewed then
    if not new.is_viewed and private.is_api_user() then
      raise exception 'A viewed quote cannot be marked as unviewed.' using errcode = '23514';
    end if;
    new.is_viewed := true;
    new.viewed_at := old.viewed_at;
  elsif not new.is_viewed then
    new.viewed_at := null;
  elsif private.is_api_user() then
    -- the moment it was first viewed is the database's
    new.viewed_at := now();
  end if;
  return new;
end;
$$;

-- Anyone fetches a logo by its public URL, which involves no row security; a broad SELECT policy
-- would only let every signed-in user list the whole bucket (splinter 0025).
drop policy "Signed-in users read logos" on storage.objects;
create policy "Users read their own logo" on storage.objects
  for select to authenticated using (bucket_id = 'logos' and private.is_own_logo(name));

drop policy "Active categories are public" on public.service_categories;
drop policy "Admins read all categories" on public.service_categories;
create policy "Active categories are public" on public.service_categories
  for select to anon using (is_active);
create policy "Active categories, and all for admins" on public.service_categories
  for select to authenticated using (is_active or (select private.is_admin()));

drop policy "Providers edit their quote before the deadline" on public.quotes;
drop policy "Owners mark quotes viewed or starred" on public.quotes;
-- the provider edits amount and description while the project takes quotes; the owner marks
-- viewed and starred (which columns each may touch: private.guard_quote)
create policy "Providers edit open quotes, owners mark them" on public.quotes
  for update to authenticated
  using ((service_provider_id = (select private.current_provider_id()) and private.project_accepts_quotes(project_id))
    or private.is_project_owner(project_id))
  with check ((service_provider_id = (select private.current_provider_id()) and private.project_accepts_quotes(project_id))
    or private.is_project_owner(project_id));

alter table private.rate_limit_events add column id bigint generated always as identity primary key;

drop policy "Senders edit their messages" on public.project_messages;
drop policy "Senders delete their messages" on public.project_messages;
create policy "Senders edit their messages" on public.project_messages
  for update to authenticated
  using (sender_id = (select auth.uid()) and private.project_visible(project_id))
  with check (sender_id = (select auth.uid()) and private.project_visible(project_id));
create policy "Senders delete their messages" on public.project_messages
  for delete to authenticated using (sender_id = (select auth.uid()) and private.project_visible(project_id));

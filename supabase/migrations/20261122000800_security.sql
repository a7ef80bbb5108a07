-- Row-level security on every table, and grants cut down to what each API role needs.
-- Supabase grants anon, authenticated and service_role everything in public by default; that is
-- revoked here and only the needed privileges are given back. Policies are for authenticated
-- (anonymous users read active categories and nothing else).

-- ---------------------------------------------------------------------------------------------
-- Grants

revoke all on all tables in schema public from anon, authenticated;
-- and for whatever later migrations create here: grant explicitly, never by default
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
revoke all on all tables in schema private from public, anon, authenticated;
revoke all on all functions in schema public from public, anon, authenticated;
revoke all on all functions in schema private from public, anon, authenticated;

grant select on public.service_categories to anon, authenticated;

grant select, insert on public.brf_profiles to authenticated;
grant update (organization_number, organization_name, contact_person_first_name, contact_person_last_name,
  phone, email, city, street_address, street_number, zip, number_of_apartments, description, website)
  on public.brf_profiles to authenticated;
grant select on public.brf_public_profiles to authenticated;

grant select on public.service_provider_profiles to authenticated;
grant insert (id, user_id, organization_number, organization_name, registered_at, contact_person_first_name,
  contact_person_last_name, phone, email, city, street_address, street_number, zip, service_categories,
  description, website, logo_id, created_at)
  on public.service_provider_profiles to authenticated;
grant update (organization_number, organization_name, registered_at, contact_person_first_name,
  contact_person_last_name, phone, email, city, street_address, street_number, zip, service_categories,
  description, website, logo_id)
  on public.service_provider_profiles to authenticated;

grant select, insert, delete on public.projects to authenticated;
grant update (title, description, submission_deadline, max_bids, show_winner_publicly) on public.projects to authenticated;
grant select on public.project_awards to authenticated;
grant select on public.project_details to authenticated;

grant select, insert, delete on public.project_service_categories to authenticated;
grant select, insert, delete on public.project_addresses to authenticated;
grant update (street, street_number, zip, city, county) on public.project_addresses to authenticated;
grant select, insert, delete on public.project_attachments to authenticated;
grant select, insert, delete on public.project_viewing_dates to authenticated;
grant update (viewing_date, duration_minutes, comments, address_street, address_street_number, address_zip,
  address_city, address_county) on public.project_viewing_dates to authenticated;

grant select, insert, delete on public.quotes to authenticated;
grant update (quote_amount, description, is_viewed, viewed_at, is_starred) on public.quotes to authenticated;
grant select, insert, delete on public.quote_attachments to authenticated;

grant select, insert on public.reviews to authenticated;
-- the key columns are grantable so an upsert works; the policy keeps them pointing at the winner
grant update (brf_id, service_provider_id, project_id, rating, comment_text) on public.reviews to authenticated;

grant select, insert, delete on public.project_messages to authenticated;
grant update (message_text) on public.project_messages to authenticated;
grant select, insert, delete on public.project_subscriptions to authenticated;
grant update (project_id, user_id, is_subscribed) on public.project_subscriptions to authenticated;

grant select, delete on public.notifications to authenticated;
grant update (read) on public.notifications to authenticated;
grant select, insert, update, delete on public.notification_preferences to authenticated;

grant select on public.audit_logs to authenticated;
grant select, insert on public.analytics_snapshots to authenticated;

grant execute on function public.create_project(text, text, timestamptz, uuid[], integer, boolean, jsonb) to authenticated;
grant execute on function public.award_project(uuid, uuid) to authenticated;
grant execute on function public.send_deadline_notifications() to service_role;

grant execute on all functions in schema private to authenticated, service_role;
revoke execute on function private.send_deadline_notifications() from authenticated;

-- ---------------------------------------------------------------------------------------------
-- Row-level security

alter table public.service_categories enable row level security;
alter table public.brf_profiles enable row level security;
alter table public.brf_public_profiles enable row level security;
alter table public.service_provider_profiles enable row level security;
alter table public.projects enable row level security;
alter table public.project_awards enable row level security;
alter table public.project_service_categories enable row level security;
alter table public.project_addresses enable row level security;
alter table public.project_attachments enable row level security;
alter table public.project_viewing_dates enable row level security;
alter table public.quotes enable row level security;
alter table public.quote_attachments enable row level security;
alter table public.reviews enable row level security;
alter table public.project_messages enable row level security;
alter table public.project_subscriptions enable row level security;
alter table public.notifications enable row level security;
alter table public.notification_preferences enable row level security;
alter table public.audit_logs enable row level security;
alter table public.analytics_snapshots enable row level security;
alter table private.deadline_reminders_sent enable row level security;

-- service_categories
create policy "Active categories are public" on public.service_categories
  for select to anon, authenticated using (is_active);
create policy "Admins read all categories" on public.service_categories
  for select to authenticated using ((select private.is_admin()));

-- brf_profiles: contact data only for the owner and admins
create policy "Owners and admins read BRF profiles" on public.brf_profiles
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "Users create their own BRF profile" on public.brf_profiles
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Owners update their BRF profile" on public.brf_profiles
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "Signed-in users read BRF names" on public.brf_public_profiles
  for select to authenticated using (true);

-- service_provider_profiles
create policy "Signed-in users read provider profiles" on public.service_provider_profiles
  for select to authenticated using (true);
create policy "Users create their own provider profile" on public.service_provider_profiles
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Owners update their provider profile" on public.service_provider_profiles
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- projects
create policy "Signed-in users read projects" on public.projects
  for select to authenticated using (true);
create policy "BRFs create their own projects" on public.projects
  for insert to authenticated with check (brf_id = (select private.current_brf_id()));
create policy "Owners update their projects" on public.projects
  for update to authenticated
  using (brf_id = (select private.current_brf_id())) with check (brf_id = (select private.current_brf_id()));
create policy "Owners delete their projects" on public.projects
  for delete to authenticated using (brf_id = (select private.current_brf_id()));

create policy "Winner data for owner, winner, admins, or when public" on public.project_awards
  for select to authenticated using (private.can_see_award(project_id));

-- a project's categories, addresses, files and viewing dates
create policy "Signed-in users read project categories" on public.project_service_categories
  for select to authenticated using (true);
create policy "Owners add project categories" on public.project_service_categories
  for insert to authenticated with check (private.is_project_owner(project_id));
create policy "Owners remove project categories" on public.project_service_categories
  for delete to authenticated using (private.is_project_owner(project_id));

create policy "Signed-in users read project addresses" on public.project_addresses
  for select to authenticated using (true);
create policy "Owners add project addresses" on public.project_addresses
  for insert to authenticated with check (private.is_project_owner(project_id));
create policy "Owners update project addresses" on public.project_addresses
  for update to authenticated using (private.is_project_owner(project_id)) with check (private.is_project_owner(project_id));
create policy "Owners delete project addresses" on public.project_addresses
  for delete to authenticated using (private.is_project_owner(project_id));

create policy "Signed-in users read project files" on public.project_attachments
  for select to authenticated using (true);
create policy "Owners add project files" on public.project_attachments
  for insert to authenticated with check (private.is_project_owner(project_id));
create policy "Owners delete project files" on public.project_attachments
  for delete to authenticated using (private.is_project_owner(project_id));

create policy "Signed-in users read viewing dates" on public.project_viewing_dates
  for select to authenticated using (true);
create policy "Owners add viewing dates" on public.project_viewing_dates
  for insert to authenticated with check (private.is_project_owner(project_id));
create policy "Owners update viewing dates" on public.project_viewing_dates
  for update to authenticated using (private.is_project_owner(project_id)) with check (private.is_project_owner(project_id));
create policy "Owners delete viewing dates" on public.project_viewing_dates
  for delete to authenticated using (private.is_project_owner(project_id));

-- quotes: a provider sees only its own; the owner and admins see all of a project's quotes
create policy "Providers, project owners and admins read quotes" on public.quotes
  for select to authenticated using (
    service_provider_id = (select private.current_provider_id())
    or private.is_project_owner(project_id)
    or (select private.is_admin()));
create policy "Providers quote on open projects before the deadline" on public.quotes
  for insert to authenticated with check (
    service_provider_id = (select private.current_provider_id()) and private.project_accepts_quotes(project_id));
create policy "Providers edit their quote before the deadline" on public.quotes
  for update to authenticated
  using (service_provider_id = (select private.current_provider_id()) and private.project_accepts_quotes(project_id))
  with check (service_provider_id = (select private.current_provider_id()) and private.project_accepts_quotes(project_id));
create policy "Owners mark quotes viewed or starred" on public.quotes
  for update to authenticated using (private.is_project_owner(project_id)) with check (private.is_project_owner(project_id));
create policy "Providers withdraw their quote before the deadline" on public.quotes
  for delete to authenticated
  using (service_provider_id = (select private.current_provider_id()) and private.project_accepts_quotes(project_id));

create policy "Quote readers read its files" on public.quote_attachments
  for select to authenticated using (private.can_read_quote(quote_id));
create policy "Providers add files to their open quote" on public.quote_attachments
  for insert to authenticated with check (private.can_edit_quote(quote_id));
create policy "Providers remove files from their open quote" on public.quote_attachments
  for delete to authenticated using (private.can_edit_quote(quote_id));

-- reviews
create policy "Signed-in users read reviews" on public.reviews
  for select to authenticated using (true);
create policy "Owners review the winner of their awarded project" on public.reviews
  for insert to authenticated with check (private.can_review(project_id, brf_id, service_provider_id));
create policy "Owners update their review" on public.reviews
  for update to authenticated
  using (brf_id = (select private.current_brf_id()))
  with check (private.can_review(project_id, brf_id, service_provider_id));

-- messages
create policy "Signed-in users read project messages" on public.project_messages
  for select to authenticated using (
    is_public or sender_id = (select auth.uid()) or private.is_project_owner(project_id) or (select private.is_admin()));
create policy "Signed-in users post project messages" on public.project_messages
  for insert to authenticated with check (sender_id = (select auth.uid()));
create policy "Senders edit their messages" on public.project_messages
  for update to authenticated using (sender_id = (select auth.uid())) with check (sender_id = (select auth.uid()));
create policy "Senders delete their messages" on public.project_messages
  for delete to authenticated using (sender_id = (select auth.uid()));

-- follows
create policy "Users read their follows" on public.project_subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users follow projects" on public.project_subscriptions
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users change their follows" on public.project_subscriptions
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users remove their follows" on public.project_subscriptions
  for delete to authenticated using (user_id = (select auth.uid()));

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

-- admin data: role admin (permissive) and, restrictively, a second factor (aal2)
create policy "Admins read audit logs" on public.audit_logs
  for select to authenticated using ((select private.has_admin_role()));
create policy "Admin data requires aal2" on public.audit_logs
  as restrictive for all to authenticated using ((select private.is_aal2())) with check ((select private.is_aal2()));

create policy "Admins read analytics snapshots" on public.analytics_snapshots
  for select to authenticated using ((select private.has_admin_role()));
create policy "Admins record analytics snapshots" on public.analytics_snapshots
  for insert to authenticated with check ((select private.has_admin_role()));
create policy "Admin data requires aal2" on public.analytics_snapshots
  as restrictive for all to authenticated using ((select private.is_aal2())) with check ((select private.is_aal2()));

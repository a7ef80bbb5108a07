-- An index on every foreign key and on every column a policy or a list query filters by.
-- (Unique constraints already index brf_profiles.user_id, service_provider_profiles.user_id,
-- brf_public_profiles.user_id, quotes (project_id, service_provider_id), reviews.project_id,
-- project_subscriptions (project_id, user_id) and the composite primary keys.)

create index service_categories_active_idx on public.service_categories (is_active, sort_order, name);

create index service_provider_profiles_categories_idx on public.service_provider_profiles using gin (service_categories);
create index brf_profiles_created_at_idx on public.brf_profiles (created_at);
create index service_provider_profiles_created_at_idx on public.service_provider_profiles (created_at);

create index projects_brf_id_idx on public.projects (brf_id);
create index projects_status_idx on public.projects (status);
create index projects_submission_deadline_idx on public.projects (submission_deadline);

create index project_awards_winning_service_provider_id_idx on public.project_awards (winning_service_provider_id);
create index project_awards_winning_quote_id_idx on public.project_awards (winning_quote_id);

create index project_service_categories_category_idx on public.project_service_categories (service_category_id);
create index project_addresses_project_id_idx on public.project_addresses (project_id);
create index project_attachments_project_id_idx on public.project_attachments (project_id);
create index project_attachments_uploaded_by_idx on public.project_attachments (uploaded_by);
create index project_viewing_dates_project_id_idx on public.project_viewing_dates (project_id, viewing_date);

create index quotes_service_provider_id_idx on public.quotes (service_provider_id);
create index quotes_project_id_idx on public.quotes (project_id);
create index quote_attachments_quote_id_idx on public.quote_attachments (quote_id);

create index reviews_brf_id_idx on public.reviews (brf_id);
create index reviews_service_provider_id_idx on public.reviews (service_provider_id);

create index project_messages_project_id_idx on public.project_messages (project_id, created_at);
create index project_messages_sender_id_idx on public.project_messages (sender_id);
create index project_messages_parent_message_id_idx on public.project_messages (parent_message_id);

create index project_subscriptions_user_id_idx on public.project_subscriptions (user_id);

create index notifications_user_id_idx on public.notifications (user_id, created_at desc);
create index notifications_user_unread_idx on public.notifications (user_id) where not read;
create index notifications_project_id_idx on public.notifications (project_id);
create index notifications_quote_id_idx on public.notifications (quote_id);

create index deadline_reminders_sent_user_id_idx on private.deadline_reminders_sent (user_id);

create index audit_logs_created_at_idx on public.audit_logs (created_at desc);
create index audit_logs_user_id_idx on public.audit_logs (user_id);

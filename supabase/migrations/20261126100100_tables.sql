-- Tables, keys and constraints for both specs (accounts.md and projects.md, section 3).
-- Limits mirror the specs' validation rules so a client that bypasses the UI cannot store
-- invalid data. Amounts are SEK in numeric(12,2); every time is timestamptz. Every table has
-- row level security; the policies are in the file of their concern, the grants at each file's end.

create schema if not exists private;
grant usage on schema private to authenticated, service_role;

-- Nothing new in public is reachable by the API roles until a file grants it.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;

-- Required text must hold something besides whitespace. btrim() strips spaces only, so a title
-- of tabs or line breaks passed; private.trimmed() strips what the forms' String.prototype.trim
-- strips (ASCII whitespace, no-break and Unicode spaces, line and paragraph separators, BOM),
-- and every CHECK on required text counts what is left.

create function private.trimmed(p_text text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select regexp_replace(p_text,
    '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g')
$$;

-- ---------------------------------------------------------------------------------------------
-- Service categories
create table public.service_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (char_length(private.trimmed(name)) between 1 and 100),
  icon_name text not null check (char_length(icon_name) between 1 and 100),
  description text check (char_length(description) <= 1000),
  is_active boolean not null default true,
  -- 'Annat' (other) sorts last; the rest by name
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------
-- Organisation profiles (one per user, across both tables: enforced by trigger)
create table public.brf_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  organization_number text not null check (char_length(private.trimmed(organization_number)) between 1 and 20),
  organization_name text not null check (char_length(private.trimmed(organization_name)) between 1 and 200),
  contact_person_first_name text check (char_length(private.trimmed(contact_person_first_name)) between 2 and 100),
  contact_person_last_name text check (char_length(private.trimmed(contact_person_last_name)) between 2 and 100),
  phone text check (phone ~ '^\+?[0-9 ()-]{8,30}$'),
  email text check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320),
  city text not null check (char_length(private.trimmed(city)) between 1 and 100),
  street_address text not null check (char_length(private.trimmed(street_address)) between 1 and 255),
  street_number text not null check (char_length(private.trimmed(street_number)) between 1 and 20),
  zip text not null check (zip ~ '^[0-9]{3} ?[0-9]{2}$'),
  number_of_apartments integer not null check (number_of_apartments between 1 and 100000),
  description text check (char_length(description) <= 2000),
  website text check (char_length(website) <= 255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- What other users may see of a BRF (project pages show id, name and user id). Kept in step
-- with brf_profiles by a trigger, so the contact data never has to be readable by others.
create table public.brf_public_profiles (
  id uuid primary key references public.brf_profiles (id) on delete cascade,
  user_id uuid not null unique references auth.users (id) on delete cascade,
  organization_name text not null,
  city text
);

create table public.service_provider_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  organization_number text not null check (char_length(private.trimmed(organization_number)) between 1 and 20),
  organization_name text not null check (char_length(private.trimmed(organization_name)) between 1 and 200),
  registered_at date not null default current_date,
  contact_person_first_name text check (char_length(private.trimmed(contact_person_first_name)) between 2 and 100),
  contact_person_last_name text check (char_length(private.trimmed(contact_person_last_name)) between 2 and 100),
  phone text check (phone ~ '^\+?[0-9 ()-]{8,30}$'),
  email text check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320),
  city text not null check (char_length(private.trimmed(city)) between 1 and 100),
  street_address text not null check (char_length(private.trimmed(street_address)) between 1 and 255),
  street_number text not null check (char_length(private.trimmed(street_number)) between 1 and 20),
  zip text not null check (zip ~ '^[0-9]{3} ?[0-9]{2}$'),
  service_categories uuid[] not null check (cardinality(service_categories) between 1 and 100),
  description text check (char_length(description) <= 2000),
  website text check (char_length(website) <= 255),
  logo_id text check (char_length(logo_id) <= 500),
  -- mean of review ratings, maintained by the database only
  average_rating numeric(3, 2) check (average_rating between 1 and 5),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A provider's public face, for every registered user; its contact details stay in
-- service_provider_profiles for the provider itself, admins at aal2, and BRFs that own a project
-- it quoted on. Kept in step by a trigger, as brf_public_profiles is.
create table public.service_provider_public_profiles (
  id uuid primary key references public.service_provider_profiles (id) on delete cascade,
  user_id uuid not null unique references auth.users (id) on delete cascade,
  organization_name text not null,
  city text not null,
  service_categories uuid[] not null,
  website text,
  logo_id text,
  average_rating numeric(3, 2),
  registered_at date not null,
  created_at timestamptz not null
);

-- ---------------------------------------------------------------------------------------------
-- Projects
create table public.projects (
  id uuid primary key default gen_random_uuid(),
  brf_id uuid not null references public.brf_profiles (id) on delete cascade,
  title text not null check (char_length(private.trimmed(title)) between 3 and 200 and char_length(title) <= 200),
  description text not null check (char_length(private.trimmed(description)) between 10 and 2000 and char_length(description) <= 2000),
  status text not null default 'open'
    check (status in ('open', 'closed', 'awarded', 'cancelled', 'in_progress', 'completed')),
  submission_deadline timestamptz not null,
  max_bids integer check (max_bids between 1 and 1000),
  show_winner_publicly boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- set when a project with quotes is deleted: hidden from all but admins, kept 7 years (lifecycle)
  deleted_at timestamptz,
  -- the project list's keys, written only by the triggers of the project list
  category_ids uuid[] not null default '{}',
  category_sort_key text collate "C",
  -- lets other users embed the BRF's public name: projects -> brf_public_profiles
  constraint projects_brf_public_profile_fkey foreign key (brf_id) references public.brf_public_profiles (id) on delete cascade
);

-- Winner data lives apart from projects so that row security can hide it from other users
-- unless show_winner_publicly; public.project_details joins it back.
create table public.project_awards (
  project_id uuid primary key references public.projects (id) on delete cascade,
  winning_service_provider_id uuid not null references public.service_provider_profiles (id) on delete cascade,
  winning_quote_id uuid not null,
  winning_budget numeric(12, 2) not null,
  awarded_at timestamptz not null default now()
);

create table public.project_service_categories (
  project_id uuid not null references public.projects (id) on delete cascade,
  service_category_id uuid not null references public.service_categories (id) on delete restrict,
  created_at timestamptz not null default now(),
  primary key (project_id, service_category_id)
);

create table public.project_addresses (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  street text not null check (char_length(private.trimmed(street)) between 1 and 255 and char_length(street) <= 255),
  street_number text check (char_length(street_number) <= 20),
  zip text check (char_length(zip) <= 10),
  city text not null check (char_length(private.trimmed(city)) between 1 and 100 and char_length(city) <= 100),
  county text not null default 'Sweden' check (char_length(county) <= 100),
  created_at timestamptz not null default now()
);

create table public.project_attachments (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  file_name text not null check (char_length(file_name) between 1 and 255),
  file_type text not null check (char_length(file_type) between 1 and 255),
  file_size bigint not null check (file_size between 0 and 52428800),
  storage_path text not null check (char_length(storage_path) between 1 and 1024),
  uploaded_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now()
);

create table public.project_viewing_dates (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  viewing_date timestamptz not null,
  duration_minutes integer not null default 60
    check (duration_minutes between 15 and 480 and duration_minutes % 15 = 0),
  comments text check (char_length(comments) <= 1000),
  address_street text check (char_length(address_street) <= 255),
  address_street_number text check (char_length(address_street_number) <= 20),
  address_zip text check (address_zip ~ '^[0-9]{3} ?[0-9]{2}$'),
  address_city text check (char_length(address_city) <= 100),
  address_county text default 'Sweden' check (char_length(address_county) <= 100),
  created_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------
-- Quotes
create table public.quotes (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  service_provider_id uuid not null references public.service_provider_profiles (id) on delete cascade,
  quote_amount numeric(12, 2) not null check (quote_amount between 1 and 9000000000),
  description text check (char_length(description) <= 1000),
  status text not null default 'submitted' check (status in ('submitted', 'accepted', 'rejected', 'withdrawn')),
  is_viewed boolean not null default false,
  viewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint quotes_one_per_provider_per_project unique (project_id, service_provider_id)
);

alter table public.project_awards
  add constraint project_awards_winning_quote_id_fkey
  foreign key (winning_quote_id) references public.quotes (id) on delete cascade;

-- The board's star on a quote is its private shortlist. Row security cannot hide one column of a
-- row the provider may read, so the star lives in a table of its own that only the project's
-- owner (and admins at aal2) can read: a provider reading its quote learns nothing of it.
create table public.quote_stars (
  quote_id uuid primary key references public.quotes (id) on delete cascade,
  starred_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now()
);

create table public.quote_attachments (
  id uuid primary key default gen_random_uuid(),
  quote_id uuid not null references public.quotes (id) on delete cascade,
  file_name text not null check (char_length(file_name) between 1 and 255),
  file_type text not null check (char_length(file_type) between 1 and 255),
  file_size bigint not null check (file_size between 0 and 52428800),
  storage_path text not null check (char_length(storage_path) between 1 and 1024),
  created_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------
-- Reviews (one per project, of its winner)
create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  brf_id uuid not null references public.brf_profiles (id) on delete cascade,
  service_provider_id uuid not null references public.service_provider_profiles (id) on delete cascade,
  project_id uuid not null references public.projects (id) on delete cascade,
  rating integer not null check (rating between 1 and 5),
  -- spec: 'comment optional and trimmed'; given, it says something
  comment_text text check (comment_text is null or (char_length(private.trimmed(comment_text)) >= 1 and char_length(comment_text) <= 2000)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reviews_one_per_project unique (project_id),
  constraint reviews_brf_public_profile_fkey foreign key (brf_id) references public.brf_public_profiles (id) on delete cascade
);

-- ---------------------------------------------------------------------------------------------
-- Messages and follows
create table public.project_messages (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  sender_id uuid references auth.users (id) on delete set null default auth.uid(),
  sender_email text,
  message_text text not null check (char_length(private.trimmed(message_text)) between 1 and 5000),
  organization_name text,
  is_brf boolean not null default false,
  is_public boolean not null default true,
  -- a removed message leaves its replies in place (they move up a level)
  parent_message_id uuid references public.project_messages (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- no sender e-mail is stored (decision 0013), and every message is public
  constraint project_messages_no_sender_email check (sender_email is null),
  constraint project_messages_public check (is_public)
);

create table public.project_subscriptions (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade default auth.uid(),
  is_subscribed boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint project_subscriptions_project_user unique (project_id, user_id)
);

-- ---------------------------------------------------------------------------------------------
-- Notifications
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  project_id uuid references public.projects (id) on delete cascade,
  quote_id uuid references public.quotes (id) on delete set null,
  message text not null check (char_length(message) between 1 and 1000),
  type text not null check (type in ('new_quote', 'quote_viewed', 'project_awarded',
    'deadline_1week', 'deadline_2weeks', 'deadline_1month', 'new_message', 'project_deleted')),
  read boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.notification_preferences (
  user_id uuid primary key references auth.users (id) on delete cascade default auth.uid(),
  email_notifications boolean not null default true,
  new_quote boolean not null default true,
  quote_viewed boolean not null default true,
  project_awarded boolean not null default true,
  new_message boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deadline_1week boolean not null default true,
  deadline_2weeks boolean not null default true,
  deadline_1month boolean not null default true,
  project_deleted boolean not null default true
);

-- Which deadline reminders went out, so public.send_deadline_notifications() is idempotent
-- even after a user deletes the notification itself.
create table private.deadline_reminders_sent (
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  type text not null,
  sent_at timestamptz not null default now(),
  primary key (project_id, user_id, type)
);

-- Abuse limits' events: per subject (a user, or a BRF for project creation) and action.
create table private.rate_limit_events (
  subject_id uuid not null,
  action text not null,
  at timestamptz not null default now(),
  id bigint generated always as identity primary key
);

-- ---------------------------------------------------------------------------------------------
-- Administration
create table public.audit_logs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  action text not null,
  resource_type text not null,
  resource_id uuid,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

create table public.analytics_snapshots (
  id uuid primary key default gen_random_uuid(),
  snapshot_date date not null unique default current_date,
  total_projects integer not null default 0 check (total_projects >= 0),
  total_brfs integer not null default 0 check (total_brfs >= 0),
  total_service_providers integer not null default 0 check (total_service_providers >= 0),
  top_service_categories text[] not null default '{}',
  created_at timestamptz not null default now()
);

-- Row level security on every table: nothing is readable or writable without a policy.
alter table public.service_categories enable row level security;
alter table public.brf_profiles enable row level security;
alter table public.brf_public_profiles enable row level security;
alter table public.service_provider_profiles enable row level security;
alter table public.service_provider_public_profiles enable row level security;
alter table public.projects enable row level security;
alter table public.project_awards enable row level security;
alter table public.project_service_categories enable row level security;
alter table public.project_addresses enable row level security;
alter table public.project_attachments enable row level security;
alter table public.project_viewing_dates enable row level security;
alter table public.quotes enable row level security;
alter table public.quote_stars enable row level security;
alter table public.quote_attachments enable row level security;
alter table public.reviews enable row level security;
alter table public.project_messages enable row level security;
alter table public.project_subscriptions enable row level security;
alter table public.notifications enable row level security;
alter table public.notification_preferences enable row level security;
alter table public.audit_logs enable row level security;
alter table public.analytics_snapshots enable row level security;
alter table private.deadline_reminders_sent enable row level security;
alter table private.rate_limit_events enable row level security;

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
create index quote_stars_starred_by_idx on public.quote_stars (starred_by);

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.trimmed(p_text text) from public;
grant execute on function private.trimmed(p_text text) to authenticated, service_role;

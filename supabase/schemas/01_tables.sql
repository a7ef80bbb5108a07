-- Every table of the marketplace, with its final columns, keys, cascades and CHECKs: the specs'
-- tables (accounts.md and projects.md, section 3) and those of the rules built on them
-- (organisations' members, invitations, the award by two, sealed bids, assessments, activity, the
-- mail queue, monitoring). Limits mirror the specs' validation rules so a client that bypasses
-- the UI cannot store invalid data. Amounts are SEK in numeric(12,2); every time is timestamptz.
-- Every table has row level security; the policies and grants are in the file of its concern.

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
-- Organisation profiles (one organisation per user, across both kinds: 03_profiles.sql). A
-- profile outlives the person who registered it (decision 0020): user_id becomes null when that
-- account is deleted.
create table public.brf_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid unique references auth.users (id) on delete set null,
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
  updated_at timestamptz not null default now(),
  -- the board's award rule, set by its chair (10_awarding.sql): how many members an award
  -- takes, and whether they must have signed in with the second factor
  award_signatures smallint not null default 2 check (award_signatures in (1, 2)),
  award_requires_mfa boolean not null default false
);

-- What other users may see of a BRF (project pages show id, name and user id). Kept in step
-- with brf_profiles by a trigger, so the contact data never has to be readable by others.
create table public.brf_public_profiles (
  id uuid primary key references public.brf_profiles (id) on delete cascade,
  user_id uuid unique references auth.users (id) on delete set null,
  organization_name text not null,
  city text
);

create table public.service_provider_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid unique references auth.users (id) on delete set null,
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
  user_id uuid unique references auth.users (id) on delete set null,
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
-- An organisation's members (04_organisations_and_members.sql; decision 0017): a BRF is a board,
-- a provider a company. BRF roles: chair ('ordförande', one per BRF), member ('ledamot'), deputy
-- ('suppleant'), observer ('observatör': a property manager, consultant or auditor). Provider
-- roles: admin, member. A user belongs to one organisation.
create table public.brf_members (
  brf_id uuid not null references public.brf_profiles (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('chair', 'member', 'deputy', 'observer')),
  joined_at timestamptz not null default now(),
  primary key (brf_id, user_id),
  constraint brf_members_one_organisation unique (user_id),
  -- the chair lets this member invite others too (05_invitations.sql)
  may_invite boolean not null default false
);
create unique index brf_members_one_chair on public.brf_members (brf_id) where role = 'chair';

-- The board's own log (decision 0031; 04_organisations_and_members.sql): every change of its
-- membership and roles and of how it awards.
create table public.board_events (
  id uuid primary key default gen_random_uuid(),
  brf_id uuid not null references public.brf_profiles (id) on delete cascade,
  kind text not null check (kind in ('joined', 'role_changed', 'left', 'removed', 'rule_change_proposed',
    'rule_changed', 'rule_change_withdrawn')),
  -- people by id only: a name is read as it is now (private.person_name), so a deleted person's
  -- entries name nobody (decision 0020)
  person_id uuid references auth.users (id) on delete set null,
  role text,
  previous_role text,
  invited_by uuid references auth.users (id) on delete set null,
  details jsonb not null default '{}'::jsonb,
  actor_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default clock_timestamp()
);
create index board_events_brf_idx on public.board_events (brf_id, created_at desc);

create table public.provider_members (
  provider_id uuid not null references public.service_provider_profiles (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('admin', 'member')),
  joined_at timestamptz not null default now(),
  primary key (provider_id, user_id),
  constraint provider_members_one_organisation unique (user_id)
);

-- Invitations to join an organisation (05_invitations.sql): by e-mail, for 7 days.
create table public.organization_invitations (
  id uuid primary key default gen_random_uuid(),
  brf_id uuid references public.brf_profiles (id) on delete cascade,
  provider_id uuid references public.service_provider_profiles (id) on delete cascade,
  -- null once an accepted invitation's person has deleted the account (the record of who invited
  -- whom stays, without the address)
  email text check (email = lower(email) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  role text not null,
  invited_by uuid references auth.users (id) on delete set null,
  -- sha-256 of the token in the link; the token itself is only in the mail
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  withdrawn_at timestamptz,
  constraint organization_invitations_one_organisation check ((brf_id is null) <> (provider_id is null)),
  constraint organization_invitations_role check (
    (brf_id is not null and role in ('member', 'deputy', 'observer'))
    or (provider_id is not null and role in ('admin', 'member')))
);
create index organization_invitations_brf_idx on public.organization_invitations (brf_id) where brf_id is not null;
create index organization_invitations_provider_idx on public.organization_invitations (provider_id)
  where provider_id is not null;

-- one open invitation per address and organisation
create unique index organization_invitations_open_idx on public.organization_invitations
  (coalesce(brf_id, provider_id), email) where accepted_at is null and withdrawn_at is null;

-- Requests to join a registered organisation (05_invitations.sql): one per person and
-- organisation a day.
create table private.membership_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  organization_type text not null check (organization_type in ('brf', 'service_provider')),
  organization_id uuid not null,
  created_at timestamptz not null default now()
);
create index membership_requests_recent_idx on private.membership_requests (user_id, organization_id, created_at desc);

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
  constraint projects_brf_public_profile_fkey foreign key (brf_id) references public.brf_public_profiles (id) on delete cascade,
  -- the quote terms every quote must give (08_quotes.sql), chosen at creation
  required_quote_terms text[] not null default '{}' check (required_quote_terms <@ array['valid_until',
    'planned_start', 'duration_weeks', 'warranty_years', 'payment_plan', 'hourly_rate', 'reservations',
    'standard_terms']),
  -- sealed until the deadline (09_sealed_bids.sql); the insert trigger sets the board's default
  sealed_bids boolean not null,
  -- the reason the board gave when it cancelled the project (20_lifecycle.sql)
  cancel_reason text check (char_length(cancel_reason) between 1 and 2000)
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
  created_at timestamptz not null default now(),
  -- a file of a frozen request is never deleted: withdrawn by an addendum, it stays in the record
  withdrawn_at timestamptz,
  withdrawn_by uuid references auth.users (id) on delete set null,
  withdrawn_in integer,
  constraint project_attachments_withdrawn check ((withdrawn_at is null) = (withdrawn_in is null))
);
create index project_attachments_withdrawn_by_idx on public.project_attachments (withdrawn_by);

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

-- A project's activity log for the minutes (17_project_activity.sql); the actor's name is kept
-- as it was, so the log still reads after a member leaves.
create table public.project_activity (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  actor_id uuid references auth.users (id) on delete set null,
  actor_name text,
  action text not null check (action in ('created', 'edited', 'cancelled', 'archived', 'awarded', 'reviewed',
    'declared', 'proposed', 'withdrawn', 'confirmed', 'stood_in', 'board_changed')),
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index project_activity_project_idx on public.project_activity (project_id, created_at desc);

-- The request as it stood at the first quote (decision 0025; 16_files_and_storage.sql): bidders
-- answer the request as it stood when they quoted, so the board's minutes can say what that was.
create table public.project_request_snapshots (
  project_id uuid primary key references public.projects (id) on delete cascade,
  title text not null,
  description text not null,
  -- the categories' stored (Swedish) names, sorted
  categories jsonb not null default '[]'::jsonb check (jsonb_typeof(categories) = 'array'),
  -- [{id, file_name, file_type, file_size, storage_path, uploaded_at}]
  files jsonb not null default '[]'::jsonb check (jsonb_typeof(files) = 'array'),
  required_quote_terms text[] not null default '{}',
  sealed_bids boolean not null,
  submission_deadline timestamptz not null,
  max_bids integer,
  taken_at timestamptz not null default now()
);

-- A numbered change to a frozen request. `changes` names what changed; the columns hold the
-- change: the new title or description, the categories after it, the files it added or withdrew.
create table public.project_addenda (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  number integer not null check (number >= 1),
  changes text[] not null check (cardinality(changes) >= 1
    and changes <@ array['title', 'description', 'categories', 'files_added', 'files_withdrawn']),
  title text,
  description text,
  categories jsonb check (jsonb_typeof(categories) = 'array'),
  -- [{id, file_name, file_type, file_size, storage_path, uploaded_at}]
  files_added jsonb not null default '[]'::jsonb check (jsonb_typeof(files_added) = 'array'),
  files_withdrawn jsonb not null default '[]'::jsonb check (jsonb_typeof(files_withdrawn) = 'array'),
  made_by uuid references auth.users (id) on delete set null,
  made_by_name text,
  created_at timestamptz not null default now(),
  constraint project_addenda_number unique (project_id, number)
);
create index project_addenda_made_by_idx on public.project_addenda (made_by);

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
  constraint quotes_one_per_provider_per_project unique (project_id, service_provider_id),
  -- The quote's terms, comparable across bidders (08_quotes.sql). Business-to-business quotes
  -- are written excluding VAT; amounts are compared including it (25 %), which a BRF pays and
  -- cannot deduct.
  price_basis text not null default 'excl_vat' check (price_basis in ('incl_vat', 'excl_vat')),
  valid_until date,
  planned_start date,
  duration_weeks integer check (duration_weeks between 1 and 520),
  warranty_years integer check (warranty_years between 0 and 30),
  payment_plan text check (char_length(payment_plan) between 1 and 2000),
  hourly_rate numeric(10, 2) check (hourly_rate > 0 and hourly_rate <= 100000),
  reservations text check (char_length(reservations) between 1 and 4000),
  standard_terms text check (standard_terms in ('ab04', 'abt06', 'none')),
  amount_incl_vat numeric(14, 2) generated always as (
    case when price_basis = 'incl_vat' then quote_amount else round(quote_amount * 1.25, 2) end) stored,
  vat_amount numeric(14, 2) generated always as (
    case when price_basis = 'incl_vat' then round(quote_amount * 0.2, 2) else round(quote_amount * 0.25, 2) end) stored
);

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

-- The board's assessment of the quotes (11_assessments.sql): a score the whole board sees, a
-- note only its writer reads.
create table public.quote_scores (
  quote_id uuid not null references public.quotes (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade default auth.uid(),
  member_name text,
  score smallint not null check (score between 1 and 5),
  updated_at timestamptz not null default now(),
  -- set when the member declares a conflict of interest in the project (decision 0024)
  excluded_at timestamptz,
  primary key (quote_id, user_id)
);
comment on column public.quote_scores.excluded_at is
  'when the member declared a conflict of interest in the project: the score is kept, and counts for nothing';

create table public.quote_notes (
  quote_id uuid not null references public.quotes (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade default auth.uid(),
  note text not null check (char_length(note) between 1 and 4000),
  updated_at timestamptz not null default now(),
  primary key (quote_id, user_id)
);

-- ---------------------------------------------------------------------------------------------
-- Sealed bids (09_sealed_bids.sql): quotes withdrawn before the deadline, which the opening
-- lists, and the opening record, written once and never changed.
create table public.quote_withdrawals (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  service_provider_id uuid references public.service_provider_profiles (id) on delete set null,
  organization_name text,
  quoted_at timestamptz not null,
  withdrawn_at timestamptz not null default now()
);
create index quote_withdrawals_project_idx on public.quote_withdrawals (project_id);

create table public.bid_openings (
  project_id uuid primary key references public.projects (id) on delete cascade,
  opened_at timestamptz not null,
  -- [{quote_id, provider, organization_number, amount, price_basis, amount_incl_vat, valid_until, quoted_at}]
  bids jsonb not null,
  -- [{provider, quoted_at, withdrawn_at}]
  withdrawn jsonb not null,
  -- sha-256 of every opened quote's contents: amount, terms, description and files
  checksum text not null
);

create table public.bid_opening_attendance (
  project_id uuid not null references public.bid_openings (project_id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  member_name text,
  -- 'opened': opened the quotes in the first hour; 'ticked': the chair recorded them present
  how text not null check (how in ('opened', 'ticked')),
  recorded_at timestamptz not null default now(),
  constraint bid_opening_attendance_once unique (project_id, user_id)
);

-- ---------------------------------------------------------------------------------------------
-- Awarding (10_awarding.sql). Winner data lives apart from projects so that row security can hide
-- it from other users unless show_winner_publicly; public.project_details joins it back.
create table public.project_awards (
  project_id uuid primary key references public.projects (id) on delete cascade,
  winning_service_provider_id uuid not null references public.service_provider_profiles (id) on delete cascade,
  winning_quote_id uuid not null references public.quotes (id) on delete cascade,
  winning_budget numeric(12, 2) not null,
  awarded_at timestamptz not null default now(),
  -- the winning quote's basis and its amount including VAT beside winning_budget (the amount as
  -- quoted, the spec's column): every headline number is on one VAT basis (decision 0026)
  winning_price_basis text not null check (winning_price_basis in ('incl_vat', 'excl_vat')),
  winning_amount_incl_vat numeric(14, 2) not null
);

-- The board's own budget (decision 0026): optional, set until the first quote arrives, read only
-- by the board and admins (a budget shown to bidders anchors their prices).
create table public.project_budgets (
  project_id uuid primary key references public.projects (id) on delete cascade,
  -- the same limits as a quote's amount (spec/projects.md 9: 1 to 9,000,000,000 SEK, step 0.01)
  amount numeric(12, 2) not null check (amount between 1 and 9000000000),
  price_basis text not null check (price_basis in ('incl_vat', 'excl_vat')),
  amount_incl_vat numeric(14, 2) generated always as (
    case when price_basis = 'incl_vat' then amount else round(amount * 1.25, 2) end) stored,
  vat_amount numeric(14, 2) generated always as (
    case when price_basis = 'incl_vat' then round(amount * 0.2, 2) else round(amount * 0.25, 2) end) stored,
  -- who set it (the name is read from the person, so a deleted account leaves none: decision 0020)
  set_by uuid references auth.users (id) on delete set null,
  set_at timestamptz not null default now()
);
create index project_budgets_set_by_idx on public.project_budgets (set_by);

-- Declarations of interest (jäv, LEF 6:10): no conflict, or a conflict with named bidders.
create table public.interest_declarations (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  member_name text,
  -- the bidding companies listed when the member declared
  bidder_ids uuid[] not null default '{}',
  conflict_provider_ids uuid[] not null default '{}',
  conflict_provider_names text[] not null default '{}',
  declared_at timestamptz not null default now(),
  constraint interest_declarations_one_per_member unique (project_id, user_id),
  constraint interest_declarations_conflicts_are_bidders check (conflict_provider_ids <@ bidder_ids),
  constraint interest_declarations_names check (
    cardinality(conflict_provider_names) = cardinality(conflict_provider_ids))
);

-- The award by two: a proposal with its reason (none from a board of one), confirmed or withdrawn.
create table public.award_proposals (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  quote_id uuid not null references public.quotes (id) on delete cascade,
  reason text check (char_length(reason) between 1 and 2000 and reason = btrim(reason)),
  proposed_by uuid references auth.users (id) on delete set null,
  proposed_by_name text,
  proposed_at timestamptz not null default now(),
  outcome text check (outcome in ('confirmed', 'withdrawn')),
  closed_by uuid references auth.users (id) on delete set null,
  closed_by_name text,
  closed_at timestamptz,
  constraint award_proposals_closed check ((outcome is null) = (closed_at is null)),
  -- when each signer joined the board (decision 0031): one who joined after the proposal does
  -- not confirm it
  proposed_by_joined_at timestamptz,
  closed_by_joined_at timestamptz
);

-- one open proposal per project
create unique index award_proposals_open_idx on public.award_proposals (project_id) where outcome is null;
create index award_proposals_project_idx on public.award_proposals (project_id, proposed_at desc);

-- The board's safeguards are the board's decision (decision 0031): a change that lowers how it
-- awards is proposed by the chair and confirmed by another decider.
create table public.award_rule_changes (
  id uuid primary key default gen_random_uuid(),
  brf_id uuid not null references public.brf_profiles (id) on delete cascade,
  award_signatures smallint not null check (award_signatures in (1, 2)),
  award_requires_mfa boolean not null,
  proposed_by uuid references auth.users (id) on delete set null,
  proposed_by_name text,
  proposed_at timestamptz not null default now(),
  outcome text check (outcome in ('confirmed', 'withdrawn')),
  closed_by uuid references auth.users (id) on delete set null,
  closed_by_name text,
  closed_at timestamptz,
  constraint award_rule_changes_closed check ((outcome is null) = (closed_at is null))
);
-- one open change per board
create unique index award_rule_changes_open_idx on public.award_rule_changes (brf_id) where outcome is null;

-- Deputies who step in for one project, for a decider who stood aside.
create table public.award_stand_ins (
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  member_name text,
  stands_in_for uuid references auth.users (id) on delete set null,
  stands_in_for_name text,
  called_by uuid references auth.users (id) on delete set null,
  called_by_name text,
  called_at timestamptz not null default now(),
  primary key (project_id, user_id)
);
create unique index award_stand_ins_for_idx on public.award_stand_ins (project_id, stands_in_for);

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
  constraint project_messages_public check (is_public),
  -- a reply from the board stays the board's when its writer later leaves the board
  by_board boolean not null default false
);
comment on column public.project_messages.by_board is
  'sent by the chair or a member of the project''s board (set by the database when the message is sent)';

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
-- Notifications (14_notifications.sql) and their e-mail (15_mail_outbox.sql)
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  project_id uuid references public.projects (id) on delete cascade,
  quote_id uuid references public.quotes (id) on delete set null,
  message text not null check (char_length(message) between 1 and 1000),
  -- the list in the form the migrations that add a type read back and write (an array literal)
  type text not null check (type = any ('{award_made,award_proposed,award_withdrawn,board_changed,deadline_1month,'
    'deadline_1week,deadline_2weeks,deadline_changed,membership_requested,new_message,new_question,new_quote,'
    'project_awarded,project_cancelled,project_deleted,quote_receipt,quote_viewed,ready_to_award,'
    'request_addendum}'::text[])),
  read boolean not null default false,
  created_at timestamptz not null default now(),
  -- the facts the sentence is written from, in the reader's language: title, provider, amount
  -- (whole kronor), outcome ('won' | 'not_awarded'), variant (who a message notification is
  -- for), author, deadline, quotes (a count)
  params jsonb not null default '{}'::jsonb check (jsonb_typeof(params) = 'object')
);

-- Per type an in-app switch (named as the type) and an e-mail switch (email_<type>); the day's
-- e-mail may be gathered into one digest at digest_hour (Stockholm time).
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
  project_deleted boolean not null default true,
  new_question boolean not null default true,
  deadline_changed boolean not null default true,
  project_cancelled boolean not null default true,
  ready_to_award boolean not null default true,
  email_new_quote boolean not null default true,
  email_quote_viewed boolean not null default false,
  email_project_awarded boolean not null default true,
  email_new_message boolean not null default false,
  email_deadline_1week boolean not null default true,
  email_deadline_2weeks boolean not null default true,
  email_deadline_1month boolean not null default true,
  email_project_deleted boolean not null default false,
  email_new_question boolean not null default true,
  email_deadline_changed boolean not null default false,
  email_project_cancelled boolean not null default false,
  email_ready_to_award boolean not null default true,
  email_digest boolean not null default false,
  digest_hour smallint not null default 7 check (digest_hour between 0 and 23),
  award_proposed boolean not null default true,
  email_award_proposed boolean not null default true,
  membership_requested boolean not null default true,
  email_membership_requested boolean not null default true,
  award_made boolean not null default true,
  email_award_made boolean not null default true,
  award_withdrawn boolean not null default true,
  email_award_withdrawn boolean not null default true,
  request_addendum boolean not null default true,
  email_request_addendum boolean not null default true,
  quote_receipt boolean not null default true,
  email_quote_receipt boolean not null default true,
  board_changed boolean not null default true,
  email_board_changed boolean not null default true
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

-- The mail queue: written in the notification's (or invitation's) transaction, drained by the
-- send-mail function. An invitation goes to an address that may have no account yet.
create table private.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  kind text not null check (kind in ('notification', 'digest', 'invitation')),
  -- a notification's copy: the user may delete the notification, and in-app may be off
  notification_id uuid,
  type text,
  project_id uuid,
  params jsonb not null default '{}'::jsonb,
  message text,
  -- a digest's notifications: [{type, project_id, params, message, created_at}]
  items jsonb,
  digest_until timestamptz,
  -- held: waits for the user's digest; gathered: sent in one
  status text not null default 'pending'
    check (status in ('held', 'pending', 'sending', 'sent', 'failed', 'skipped', 'gathered')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint mail_outbox_one_digest unique (user_id, digest_until),
  constraint mail_outbox_kind_fields check ((kind = 'notification') = (type is not null)),
  email text,
  constraint mail_outbox_recipient check (user_id is not null or email is not null)
);
create index mail_outbox_due_idx on private.mail_outbox (next_attempt_at) where status in ('pending', 'sending');
create index mail_outbox_held_idx on private.mail_outbox (user_id, created_at) where status = 'held';
create index mail_outbox_failed_idx on private.mail_outbox (created_at desc) where status = 'failed';

-- The key that signs unsubscribe links; it never leaves the database.
create table private.mail_secrets (
  id boolean primary key default true check (id),
  unsubscribe_key bytea not null default extensions.gen_random_bytes(32)
);

-- ---------------------------------------------------------------------------------------------
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

-- The browser's monitoring entries (spec/accounts.md, Monitoring; 23_monitoring.sql), written
-- only by the service role, kept by received_at.
create table private.monitoring_logs (
  id bigint generated always as identity primary key,
  level text not null check (level in ('debug', 'info', 'warn', 'error', 'fatal')),
  message text not null,
  context jsonb,
  session_id text not null,
  client_timestamp timestamptz not null,
  url text,
  user_agent text,
  received_at timestamptz not null default now()
);
create index monitoring_logs_session_idx on private.monitoring_logs (session_id, received_at);
create index monitoring_logs_received_idx on private.monitoring_logs (received_at);

create table private.monitoring_metrics (
  id bigint generated always as identity primary key,
  name text not null,
  value double precision not null,
  unit text,
  session_id text not null,
  client_timestamp timestamptz not null,
  tags jsonb,
  received_at timestamptz not null default now()
);
create index monitoring_metrics_session_idx on private.monitoring_metrics (session_id, received_at);
create index monitoring_metrics_received_idx on private.monitoring_metrics (received_at);
create index monitoring_metrics_name_idx on private.monitoring_metrics (name, received_at);

-- Row level security on every table: nothing is readable or writable without a policy.
alter table public.service_categories enable row level security;
alter table public.brf_profiles enable row level security;
alter table public.brf_public_profiles enable row level security;
alter table public.service_provider_profiles enable row level security;
alter table public.service_provider_public_profiles enable row level security;
alter table public.brf_members enable row level security;
alter table public.provider_members enable row level security;
alter table public.board_events enable row level security;
alter table public.organization_invitations enable row level security;
alter table private.membership_requests enable row level security;
alter table public.projects enable row level security;
alter table public.project_service_categories enable row level security;
alter table public.project_addresses enable row level security;
alter table public.project_attachments enable row level security;
alter table public.project_viewing_dates enable row level security;
alter table public.project_activity enable row level security;
alter table public.project_request_snapshots enable row level security;
alter table public.project_addenda enable row level security;
alter table public.quotes enable row level security;
alter table public.quote_stars enable row level security;
alter table public.quote_attachments enable row level security;
alter table public.quote_scores enable row level security;
alter table public.quote_notes enable row level security;
alter table public.quote_withdrawals enable row level security;
alter table public.bid_openings enable row level security;
alter table public.bid_opening_attendance enable row level security;
alter table public.project_awards enable row level security;
alter table public.project_budgets enable row level security;
alter table public.interest_declarations enable row level security;
alter table public.award_proposals enable row level security;
alter table public.award_stand_ins enable row level security;
alter table public.award_rule_changes enable row level security;
alter table public.reviews enable row level security;
alter table public.project_messages enable row level security;
alter table public.project_subscriptions enable row level security;
alter table public.notifications enable row level security;
alter table public.notification_preferences enable row level security;
alter table private.deadline_reminders_sent enable row level security;
alter table private.mail_outbox enable row level security;
alter table private.mail_secrets enable row level security;
alter table private.rate_limit_events enable row level security;
alter table public.audit_logs enable row level security;
alter table public.analytics_snapshots enable row level security;
alter table private.monitoring_logs enable row level security;
alter table private.monitoring_metrics enable row level security;

-- An index on every foreign key and on every column a policy or a list query filters by.
-- (Unique constraints already index brf_profiles.user_id, service_provider_profiles.user_id,
-- brf_public_profiles.user_id, quotes (project_id, service_provider_id), reviews.project_id,
-- project_subscriptions (project_id, user_id) and the composite primary keys.)
create index service_categories_active_idx on public.service_categories (is_active, sort_order, name);
create index service_provider_profiles_categories_idx on public.service_provider_profiles using gin (service_categories);
create index brf_profiles_created_at_idx on public.brf_profiles (created_at);
create index service_provider_profiles_created_at_idx on public.service_provider_profiles (created_at);
-- the company whose profile shows a logo (16_files_and_storage.sql: who may change it)
create index service_provider_profiles_logo_idx on public.service_provider_profiles (logo_id)
  where logo_id is not null;
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

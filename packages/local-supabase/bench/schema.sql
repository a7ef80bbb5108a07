-- Benchmark schema: the app's project list in miniature. 10,000 projects, each with its BRF's
-- public profile (to-one) and an address (to-many), readable by anon through RLS policies.
create table public.brf_public_profiles (
  id uuid primary key default gen_random_uuid(),
  organization_name text not null
);
create table public.projects (
  id uuid primary key default gen_random_uuid(),
  brf_id uuid not null references public.brf_public_profiles (id) on delete cascade,
  title text not null,
  description text not null,
  status text not null default 'open' check (status in ('open', 'closed', 'awarded', 'cancelled', 'in_progress', 'completed')),
  submission_deadline timestamptz not null,
  max_bids integer,
  created_at timestamptz not null default now()
);
create table public.project_addresses (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  street text not null,
  street_number text,
  zip text,
  city text not null
);
create index projects_brf_id_idx on public.projects (brf_id);
create index projects_status_idx on public.projects (status);
create index projects_created_at_idx on public.projects (created_at);
create index project_addresses_project_id_idx on public.project_addresses (project_id);

alter table public.brf_public_profiles enable row level security;
alter table public.projects enable row level security;
alter table public.project_addresses enable row level security;
create policy "Everyone reads BRF names" on public.brf_public_profiles for select to anon, authenticated using (true);
create policy "Everyone reads projects that are not cancelled" on public.projects
  for select to anon, authenticated using (status <> 'cancelled');
create policy "Everyone reads project addresses" on public.project_addresses for select to anon, authenticated using (true);
grant select on public.brf_public_profiles, public.projects, public.project_addresses to anon, authenticated;

insert into public.brf_public_profiles (id, organization_name)
select md5('brf' || g)::uuid, 'BRF Solgläntan ' || g from generate_series(1, 500) g;
insert into public.projects (id, brf_id, title, description, status, submission_deadline, max_bids, created_at)
select md5('project' || g)::uuid, md5('brf' || (1 + g % 500))::uuid,
  'Stambyte etapp ' || g, repeat('Byte av stammar och badrum i trapphus ' || g || '. ', 4),
  (array['open', 'open', 'open', 'closed', 'awarded', 'cancelled', 'in_progress', 'completed'])[1 + g % 8],
  timestamptz '2026-12-01 12:00+00' + (g % 90) * interval '1 day', 1 + g % 20,
  timestamptz '2026-01-01 00:00+00' + g * interval '17 minutes'
from generate_series(1, 10000) g;
insert into public.project_addresses (project_id, street, street_number, zip, city)
select md5('project' || g)::uuid, 'Storgatan', (1 + g % 120)::text, lpad((10000 + g % 89999)::text, 5, '0'),
  (array['Stockholm', 'Göteborg', 'Malmö', 'Uppsala'])[1 + g % 4]
from generate_series(1, 10000) g;
analyze public.brf_public_profiles, public.projects, public.project_addresses;

-- Benchmark data for local-supabase only (npm run seed:large): `npm run seed:large`
-- (supabase/scripts/seed-large.ts) and supabase/bench call public.local_seed_large(). It only runs
-- on local-supabase (its `_local` schema must exist), so on a hosted project it refuses; and only
-- the service role may call it. Each call adds p_projects projects (1 to 3 categories, open, past
-- deadline, awarded, cancelled) owned by 40 bench BRFs and about p_quotes quotes from 60 bench
-- providers (created on the first call; password as the demo accounts'). 'Bänkprov Entreprenad 01
-- AB' works in 13 of the 15 categories, so it sees most projects; the others in one to four.

-- The rows themselves.
create function private.local_seed_large_rows(p_projects integer default 10000, p_quotes integer default 30000)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_brfs constant integer := 40;
  v_providers constant integer := 60;
  v_hash text := extensions.crypt('BrfDemo#2026!', extensions.gen_salt('bf', 4));
  v_categories uuid[];
  v_batch integer;
  v_quotes_per_project integer := greatest(1, least(v_providers, ceil(p_quotes::numeric / greatest(p_projects, 1))::integer));
  v_started timestamptz := clock_timestamp();
begin
  if to_regnamespace('_local') is null then
    raise exception 'local_seed_large only runs on local-supabase.' using errcode = '42501';
  end if;
  if p_projects not between 1 and 100000 or p_quotes not between 0 and 300000 then
    raise exception 'p_projects must be 1 to 100000 and p_quotes 0 to 300000.' using errcode = '22023';
  end if;
  select array_agg(id order by sort_order, name) into v_categories from public.service_categories where is_active;

  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', u.email, v_hash, now(),
    '{"provider":"email","providers":["email"]}', jsonb_build_object('organization_type', u.kind, 'registration_step', 'organization_completed'), now(), now()
  from (
    select format('bench-brf-%s@seed.brf-marknaden.se', lpad(i::text, 2, '0')) as email, 'brf' as kind from generate_series(1, v_brfs) i
    union all
    select format('bench-provider-%s@seed.brf-marknaden.se', lpad(i::text, 2, '0')), 'service_provider' from generate_series(1, v_providers) i
  ) u
  where not exists (select 1 from auth.users x where x.email = u.email);

  insert into public.brf_profiles (user_id, organization_number, organization_name, city, street_address, street_number, zip, number_of_apartments)
  select u.id, format('7696%s-%s', lpad(i::text, 2, '0'), lpad((1000 + i)::text, 4, '0')), format('BRF Bänkprov %s', lpad(i::text, 2, '0')),
    (array['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Västerås'])[1 + i % 5], 'Bänkgatan', i::text, '114 51', 20 + i
  from generate_series(1, v_brfs) i
  join auth.users u on u.email = format('bench-brf-%s@seed.brf-marknaden.se', lpad(i::text, 2, '0'))
  where not exists (select 1 from public.brf_profiles b where b.user_id = u.id);

  -- provider 01 works in almost every category (it sees most projects); the others in one to four
  insert into public.service_provider_profiles (user_id, organization_number, organization_name, city, street_address, street_number, zip, service_categories)
  select u.id, format('5566%s-%s', lpad(i::text, 2, '0'), lpad((2000 + i)::text, 4, '0')), format('Bänkprov Entreprenad %s AB', lpad(i::text, 2, '0')),
    'Stockholm', 'Verkstadsgatan', i::text, '117 43',
    case when i = 1 then v_categories[1:cardinality(v_categories) - 2]
      else array(select distinct v_categories[1 + (i * k * 7) % cardinality(v_categories)] from generate_series(1, 1 + i % 4) k) end
  from generate_series(1, v_providers) i
  join auth.users u on u.email = format('bench-provider-%s@seed.brf-marknaden.se', lpad(i::text, 2, '0'))
  where not exists (select 1 from public.service_provider_profiles s where s.user_id = u.id);

  v_batch := (select count(*) from public.projects p join public.brf_profiles b on b.id = p.brf_id where b.organization_name like 'BRF Bänkprov %');

  create temporary table seed_projects on commit drop as
  select gen_random_uuid() as id, n, b.id as brf_id,
    case when n % 20 between 12 and 15 then now() - make_interval(days => 1 + n % 90)
         when n % 20 between 16 and 18 then now() - make_interval(days => 10 + n % 200)
         else now() + make_interval(days => 1 + n % 365, hours => n % 24) end as deadline,
    case when n % 20 in (16, 17) then 'awarded' when n % 20 = 18 then 'cancelled' else 'open' end as status
  from generate_series(v_batch + 1, v_batch + p_projects) n
  join lateral (select id from public.brf_profiles where organization_name = format('BRF Bänkprov %s', lpad((1 + n % v_brfs)::text, 2, '0'))) b on true;

  insert into public.projects (id, brf_id, title, description, status, submission_deadline, max_bids, show_winner_publicly, created_at)
  select s.id, s.brf_id,
    format('%s %s, etapp %s', (array['Stambyte', 'Fasadrenovering', 'Takbyte', 'Hissbyte', 'Laddstolpar', 'Relining', 'Fönsterbyte',
      'OVK', 'Energideklaration', 'Solceller', 'Trapphusmålning', 'Dränering', 'Passagesystem', 'Gårdsrenovering', 'Balkongrenovering'])[1 + s.n % 15],
      (array['hus A', 'hus B', 'gårdshuset', 'gatuhuset', 'garaget', 'port 3', 'hela föreningen'])[1 + s.n % 7], s.n),
    format('Föreningen söker offert på %s. Arbetet omfattar %s lägenheter och ska vara klart %s. Referens %s.',
      (array['byte av stammar och badrum', 'puts och målning av fasaden', 'ny takbeläggning och plåtarbeten', 'två nya hissar',
        'tolv laddplatser i garaget', 'relining av avloppsledningar', 'nya treglasfönster', 'obligatorisk ventilationskontroll',
        'energideklaration av fastigheten', 'solceller på taket'])[1 + s.n % 10], 10 + s.n % 90, 2027 + s.n % 3, s.n),
    s.status, s.deadline, case when s.n % 4 = 0 then 5 + s.n % 20 end, s.n % 3 = 0,
    least(now(), s.deadline - make_interval(days => 8 + s.n % 30))
  from seed_projects s;

  insert into public.project_service_categories (project_id, service_category_id)
  select distinct s.id, v_categories[1 + (s.n * k * 7 + k) % cardinality(v_categories)]
  from seed_projects s, generate_series(1, 1 + s.n % 3) k;

  insert into public.quotes (project_id, service_provider_id, quote_amount, description, status, created_at)
  select s.id, sp.id, 25000 + ((s.n * 7919 + k * 104729) % 4000000), 'Fast pris enligt förfrågningsunderlaget.',
    'submitted', least(now(), s.deadline - interval '1 day')
  from seed_projects s
  cross join generate_series(0, v_quotes_per_project - 1) k
  join public.service_provider_profiles sp on sp.organization_name = format('Bänkprov Entreprenad %s AB', lpad((1 + (s.n + k * 17) % v_providers)::text, 2, '0'))
  where s.n - v_batch <= ceil(p_quotes::numeric / v_quotes_per_project);

  insert into public.project_awards (project_id, winning_service_provider_id, winning_quote_id, winning_budget)
  select distinct on (q.project_id) q.project_id, q.service_provider_id, q.id, q.quote_amount
  from seed_projects s join public.quotes q on q.project_id = s.id
  where s.status = 'awarded'
  order by q.project_id, q.quote_amount;

  -- merge the GIN indexes' pending lists, so the first searches plan and run on the index
  perform gin_clean_pending_list('public.projects_search_trgm_idx'::regclass);
  perform gin_clean_pending_list('public.projects_category_ids_idx'::regclass);
  analyze public.projects;
  analyze public.project_service_categories;
  analyze public.quotes;
  return jsonb_build_object('projects', p_projects, 'quotes', (select count(*) from public.quotes q join seed_projects s on s.id = q.project_id),
    'seconds', round(extract(epoch from clock_timestamp() - v_started)::numeric, 1));
end;
$$;

-- The benchmark's 30,000 quotes would queue as many mails to accounts nobody reads: written
-- without mail (private.deliver_notification).
create function public.local_seed_large(p_projects integer default 10000, p_quotes integer default 30000)
returns jsonb
language plpgsql security invoker set search_path = '' as $$
begin
  perform set_config('brf.without_mail', 'on', true);
  return private.local_seed_large_rows(p_projects, p_quotes);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.local_seed_large_rows(p_projects integer, p_quotes integer) from public;
grant execute on function private.local_seed_large_rows(p_projects integer, p_quotes integer) to service_role;
revoke all on function public.local_seed_large(p_projects integer, p_quotes integer) from public;

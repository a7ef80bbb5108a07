-- Service categories (Swedish names, lucide icon names). 'Annat' (other) sorts last.
-- The demo world's users and their rows need auth users: supabase/scripts/seed-users.ts.
insert into public.service_categories (id, name, icon_name, description, sort_order) values
  ('c0000000-0000-4000-8000-000000000001', 'Bygg och renovering', 'hammer', 'Om- och tillbyggnad, renovering av lägenheter och gemensamma utrymmen', 0),
  ('c0000000-0000-4000-8000-000000000002', 'Tak och fasad', 'house', 'Takbyte, takomläggning, fasadrenovering och puts', 0),
  ('c0000000-0000-4000-8000-000000000003', 'VVS', 'wrench', 'Stambyte, rörarbeten, värme och sanitet', 0),
  ('c0000000-0000-4000-8000-000000000004', 'El', 'zap', 'Elinstallationer, belysning och laddstolpar', 0),
  ('c0000000-0000-4000-8000-000000000005', 'Måleri', 'paintbrush', 'Målning av trapphus, fasader och lägenheter', 0),
  ('c0000000-0000-4000-8000-000000000006', 'Trädgård och utemiljö', 'trees', 'Skötsel av grönytor, lekplatser och gårdar', 0),
  ('c0000000-0000-4000-8000-000000000007', 'Städning', 'sparkles', 'Trappstädning, storstädning och fönsterputs', 0),
  ('c0000000-0000-4000-8000-000000000008', 'Fönster och dörrar', 'door-open', 'Byte och renovering av fönster, entré- och lägenhetsdörrar', 0),
  ('c0000000-0000-4000-8000-000000000009', 'Hiss', 'arrow-up-down', 'Hissinstallation, modernisering och service', 0),
  ('c0000000-0000-4000-8000-000000000010', 'Ventilation', 'wind', 'OVK, ventilationsaggregat och injustering', 0),
  ('c0000000-0000-4000-8000-000000000011', 'Energi och solceller', 'sun', 'Solceller, värmepumpar och energieffektivisering', 0),
  ('c0000000-0000-4000-8000-000000000012', 'Lås och säkerhet', 'lock', 'Passagesystem, lås, kameror och brandskydd', 0),
  ('c0000000-0000-4000-8000-000000000013', 'Mark och asfalt', 'construction', 'Markarbeten, dränering, asfaltering och plattsättning', 0),
  ('c0000000-0000-4000-8000-000000000014', 'Fastighetsförvaltning', 'building-2', 'Teknisk och ekonomisk förvaltning', 0),
  ('c0000000-0000-4000-8000-000000000015', 'Annat', 'ellipsis', 'Övriga tjänster', 100)
on conflict (id) do nothing;

-- Local only (seed.sql is never pushed to a hosted project): lets supabase/scripts/seed-users.ts
-- give the demo admin a TOTP factor with a fixed, published secret. Service role only.
create or replace function public.local_seed_totp_factor(p_user_id uuid, p_factor_id uuid, p_secret text)
returns void
language sql security definer set search_path = '' as $$
  insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
  values (p_factor_id, p_user_id, 'Demo authenticator', 'totp', 'verified', now(), now(), p_secret)
  on conflict (id) do update set secret = excluded.secret, status = 'verified', updated_at = now()
$$;
revoke all on function public.local_seed_totp_factor(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.local_seed_totp_factor(uuid, uuid, text) to service_role;

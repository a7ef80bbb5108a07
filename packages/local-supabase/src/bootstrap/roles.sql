-- Roles as the Supabase images create them. Roles are cluster-wide, so each is created only if
-- missing (a PostgreSQL server may already have them). Two databases on one server may bootstrap
-- at the same moment (advisory locks are per database, so they cannot serialise this): whoever
-- loses the race on pg_authid / pg_auth_members finds the role or membership there and goes on.
do $bootstrap$
declare
  r record;
begin
  for r in select * from (values
      ('anon', 'nologin noinherit'),
      ('authenticated', 'nologin noinherit'),
      ('service_role', 'nologin noinherit bypassrls'),
      ('authenticator', 'login noinherit'),
      ('supabase_admin', 'nologin'),
      ('supabase_auth_admin', 'nologin noinherit'),
      ('supabase_storage_admin', 'nologin noinherit'),
      ('supabase_realtime_admin', 'nologin noinherit'),
      ('dashboard_user', 'nologin'),
      ('pgbouncer', 'nologin')
    ) as t(name, opts)
  loop
    if not exists (select 1 from pg_roles where rolname = r.name) then
      begin
        execute format('create role %I %s', r.name, r.opts);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
  -- authenticator, and the bootstrapping role (it switches into the API roles per request,
  -- which needs membership when it is not a superuser), are members of the API roles.
  for r in select g.name as granted, m.name as member
      from unnest(array['anon', 'authenticated', 'service_role']) as g(name),
           unnest(array['authenticator', current_user::text]) as m(name)
  loop
    if not exists (select 1 from pg_auth_members am
                   where am.roleid = r.granted::regrole and am.member = r.member::regrole) then
      begin
        execute format('grant %I to %I', r.granted, r.member);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
end
$bootstrap$;

-- Roles as the Supabase images create them. Roles are cluster-wide, so each is created only if
-- missing (a PostgreSQL server may already have them).
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
      execute format('create role %I %s', r.name, r.opts);
    end if;
  end loop;
end
$bootstrap$;

grant anon, authenticated, service_role to authenticator;
-- postgres switches into the API roles per request (needed when it is not a superuser).
grant anon, authenticated, service_role to current_user;

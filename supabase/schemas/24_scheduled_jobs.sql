-- The periodic jobs, where the database can schedule them itself: hosted Supabase has pg_cron, so
-- this schedules every job there, each once (a job of the same name is replaced). Without pg_cron
-- (PGlite, a bare PostgreSQL) nothing is scheduled, and local-supabase's scheduler runs the same
-- SQL functions every minute (packages/local-supabase/src/scheduler.ts, SCHEDULED_JOBS; a test
-- keeps the two lists equal), runs send-mail itself and sweeps storage in-process.
--
-- The Edge Functions that run on a schedule: send-mail every minute (retries and digests; a queued
-- mail is sent at the next run) and sweep-files hourly (files nothing refers to, removed through
-- the Storage API, which SQL cannot do without leaving the bytes behind). pg_cron calls them
-- through pg_net with the project's URL and service-role key, which the deployment stores in Vault
-- as project_url and service_role_key (scripts/deploy-backend.mjs); without pg_net they are not
-- scheduled.

-- Null, and no request, until the deployment has stored both secrets.
create function private.invoke_edge_function(p_name text) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  v_url text;
  v_key text;
begin
  if p_name !~ '^[a-z][a-z0-9-]{0,62}$' then
    raise exception 'Not an Edge Function name: %', p_name using errcode = '22023';
  end if;
  if to_regnamespace('net') is null or to_regclass('vault.decrypted_secrets') is null then
    return null;
  end if;
  select max(decrypted_secret) filter (where name = 'project_url'),
    max(decrypted_secret) filter (where name = 'service_role_key')
  into v_url, v_key
  from vault.decrypted_secrets
  where name in ('project_url', 'service_role_key');
  if v_url is null or v_key is null then
    return null;
  end if;
  -- pg_net sends it once the job's transaction commits and waits up to a minute for the answer
  return net.http_post(
    url := rtrim(v_url, '/') || '/functions/v1/' || p_name,
    body := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key),
    timeout_milliseconds := 60000
  );
end;
$$;

do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    return;
  end if;
  create extension if not exists pg_cron;
  perform cron.schedule('close-past-deadline-projects', '* * * * *',
    'select public.close_past_deadline_projects()');
  perform cron.schedule('purge-expired-projects', '0 3 * * *', 'select public.purge_expired_projects()');
  perform cron.schedule('apply-retention', '30 3 * * *', 'select public.apply_retention()');
  perform cron.schedule('send-deadline-notifications', '0 * * * *', 'select public.send_deadline_notifications()');
  perform cron.schedule('send-ready-to-award-notifications', '*/15 * * * *',
    'select public.send_ready_to_award_notifications()');
  -- the board may open the bids first; the job opens them for everyone else
  perform cron.schedule('open-due-bids', '* * * * *', 'select public.open_due_bids()');
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
    perform cron.schedule('send-mail', '* * * * *', $job$select private.invoke_edge_function('send-mail')$job$);
    perform cron.schedule('sweep-files', '7 * * * *', $job$select private.invoke_edge_function('sweep-files')$job$);
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.invoke_edge_function(p_name text) from public;

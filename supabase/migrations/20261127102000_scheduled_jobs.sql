-- The periodic jobs (issue 31) where the database can schedule them itself: hosted Supabase has
-- pg_cron, so this schedules every SQL job there, each once (a job of the same name is replaced),
-- at the cadences the deployment guide used to ask for by hand.
-- Without pg_cron (PGlite, a bare PostgreSQL) it does nothing, and local-supabase's scheduler
-- runs the same functions every minute (packages/local-supabase/src/scheduler.ts, SCHEDULED_JOBS;
-- a test keeps the two lists equal). The mail sender is an Edge Function, scheduled with the
-- deployment, not here.
do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    return;
  end if;
  create extension if not exists pg_cron;
  perform cron.schedule('close-past-deadline-projects', '* * * * *',
    'select public.close_past_deadline_projects()');
  perform cron.schedule('purge-expired-projects', '0 3 * * *', 'select public.purge_expired_projects()');
  perform cron.schedule('send-deadline-notifications', '0 * * * *', 'select public.send_deadline_notifications()');
  perform cron.schedule('send-ready-to-award-notifications', '*/15 * * * *',
    'select public.send_ready_to_award_notifications()');
  -- the board may open the bids first; the job opens them for everyone else
  perform cron.schedule('open-due-bids', '* * * * *', 'select public.open_due_bids()');
end;
$$;

// Periodic jobs hosted Supabase would run with pg_cron (supabase/README.md, Deploying): store
// 'closed' on projects past their deadline, purge archived projects past retention, send the
// deadline reminders and 'Ready to award', open sealed bids at their deadline, apply the terms'
// retention periods. Each runs only if the project's schema defines it.
// Then storage is swept: objects no row refers to after an hour, and the files whose object
// rows are gone.
import type { Context } from './types.ts';
import { sweepOrphanFiles, sweepUnreferencedObjects } from './storage/sweep.ts';

export const DEADLINE_JOB = 'public.send_deadline_notifications()';
export const SCHEDULED_JOBS = [
  'public.close_past_deadline_projects()',
  'public.purge_expired_projects()',
  DEADLINE_JOB,
  'public.send_ready_to_award_notifications()',
  'public.open_due_bids()',
  'public.apply_retention()',
];

/** Runs the job now if the function exists; silently does nothing if it does not. */
export async function runJob(ctx: Context, signature: string): Promise<boolean> {
  const exists = await ctx.db.query<{ ok: boolean }>(`select to_regprocedure($1) is not null as ok`, [signature]);
  if (!exists.rows[0]?.ok) return false;
  await ctx.db.query(`select ${signature}`);
  return true;
}

export const runDeadlineJob = (ctx: Context) => runJob(ctx, DEADLINE_JOB);

/** Every scheduled job that exists, in order; one failing does not stop the next. Returns those run. */
export async function runScheduledJobs(ctx: Context): Promise<string[]> {
  const ran: string[] = [];
  for (const job of SCHEDULED_JOBS) {
    try {
      if (await runJob(ctx, job)) ran.push(job);
    } catch (err) {
      ctx.log('warn', `${job} failed`, err);
    }
  }
  return ran;
}

export function startScheduler(ctx: Context, intervalMs: number): () => Promise<void> {
  if (!(intervalMs > 0)) return async () => {};
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runScheduledJobs(ctx)
      .then(() => sweepUnreferencedObjects(ctx))
      .then(() => sweepOrphanFiles(ctx))
      .catch((err) => ctx.log('warn', 'sweeping storage files failed', err))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  // stopping waits for a run under way, so the database is not closed beneath it
  return async () => {
    clearInterval(timer);
    await running;
  };
}

// Periodic jobs hosted Supabase would run with pg_cron: send_deadline_notifications() hourly.
import type { Context } from './types.ts';

export const DEADLINE_JOB = 'public.send_deadline_notifications()';

/** Runs the job now if the function exists; silently does nothing if it does not. */
export async function runDeadlineJob(ctx: Context): Promise<boolean> {
  const exists = await ctx.db.query<{ ok: boolean }>(`select to_regprocedure($1) is not null as ok`, [DEADLINE_JOB]);
  if (!exists.rows[0]?.ok) return false;
  await ctx.db.query(`select public.send_deadline_notifications()`);
  return true;
}

export function startScheduler(ctx: Context, intervalMs: number): () => void {
  if (!(intervalMs > 0)) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDeadlineJob(ctx)
      .catch((err) => ctx.log('warn', 'send_deadline_notifications() failed', err))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

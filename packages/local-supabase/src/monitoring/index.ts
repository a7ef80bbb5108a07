// POST /api/monitoring/log and /metric: validated, size-limited, stored in _local (private:
// API roles cannot read it; inspect with SQL as the superuser).
import type { z } from 'zod';
import { HttpError, readJson, sendJson } from '../http.ts';
import type { Surface } from '../types.ts';
import { LogEntry, Metric } from './schema.ts';

function validate<T>(schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const issues = r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const what = schema === (LogEntry as unknown) ? 'log entry' : 'metric';
  throw new HttpError(400, {
    message: `Invalid ${what}: ${issues.map((i) => `${i.path || '(body)'} ${i.message}`).join('; ')}`,
    issues,
  });
}

function iso(t: string | number): string {
  return new Date(t).toISOString();
}

export const monitoring: Surface = async ({ req, res, path, method, ctx }) => {
  if (path !== '/log' && path !== '/metric') throw new HttpError(404, { message: `No monitoring endpoint ${path}` });
  if (method !== 'POST')
    throw new HttpError(405, { message: `Use POST for /api/monitoring${path}` }, { allow: 'POST' });
  const ctype = String(req.headers['content-type'] ?? '');
  if (!/^application\/json\b/i.test(ctype) && !/^text\/plain\b/i.test(ctype)) {
    // text/plain is what navigator.sendBeacon sends for a string body.
    throw new HttpError(415, { message: 'Content-Type must be application/json' });
  }
  const body = await readJson<unknown>(req, ctx.config.monitoringLimitBytes);
  if (path === '/log') {
    const e = validate(LogEntry, body);
    await ctx.db.query(
      `insert into _local.monitoring_logs (level, message, context, session_id, client_timestamp, url, user_agent)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        e.level,
        e.message,
        e.context === undefined ? null : JSON.stringify(e.context),
        e.sessionId,
        iso(e.timestamp),
        e.url ?? null,
        e.userAgent ?? req.headers['user-agent'] ?? null,
      ],
    );
  } else {
    const m = validate(Metric, body);
    await ctx.db.query(
      `insert into _local.monitoring_metrics (name, value, unit, session_id, client_timestamp, tags)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        m.name,
        m.value,
        m.unit ?? null,
        m.sessionId,
        iso(m.timestamp),
        m.tags === undefined ? null : JSON.stringify(m.tags),
      ],
    );
  }
  sendJson(res, 202, { status: 'accepted' });
};

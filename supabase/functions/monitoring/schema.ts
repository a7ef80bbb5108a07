// What the shell's monitoring client may send (packages/monitoring's contract test holds it to this).
import { z } from 'zod';

const timestamp = z.union([z.string().max(64), z.number()]).refine((v) => !Number.isNaN(new Date(v).getTime()), {
  message: 'must be an ISO date string or epoch milliseconds',
});

const details = z.record(z.string(), z.unknown());

// spec/accounts.md 3: a log entry is level, message, timestamp, userId, sessionId, context, error;
// the page's address and the browser come with it.
export const LogEntry = z
  .object({
    level: z.enum(['debug', 'info', 'warn', 'error', 'fatal']),
    message: z.string().min(1).max(8000),
    timestamp,
    userId: z.string().max(200).nullish(),
    sessionId: z.string().min(1).max(200),
    context: details.optional(),
    error: z.union([details, z.string().max(8000)]).nullish(),
    url: z.string().max(2000).optional(),
    userAgent: z.string().max(1000).optional(),
  })
  .strict();

// spec/accounts.md 3: a metric is name, value, unit, timestamp, context; the session comes with it,
// and `tags`, the labels stored metrics are read by (a client from before `context` sent only those).
export const Metric = z
  .object({
    name: z.string().min(1).max(200),
    value: z.number().refine(Number.isFinite, { message: 'must be a finite number' }),
    unit: z.string().max(50).optional(),
    timestamp,
    context: details.optional(),
    sessionId: z.string().min(1).max(200),
    tags: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
  })
  .strict();

export type LogEntry = z.infer<typeof LogEntry>;
export type Metric = z.infer<typeof Metric>;

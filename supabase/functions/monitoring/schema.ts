// What the shell's monitoring client may send (packages/monitoring's contract test holds it to this).
import { z } from 'zod';

const timestamp = z.union([z.string().max(64), z.number()]).refine((v) => !Number.isNaN(new Date(v).getTime()), {
  message: 'must be an ISO date string or epoch milliseconds',
});

export const LogEntry = z
  .object({
    level: z.enum(['debug', 'info', 'warn', 'error', 'fatal']),
    message: z.string().min(1).max(8000),
    context: z.record(z.string(), z.unknown()).optional(),
    sessionId: z.string().min(1).max(200),
    timestamp,
    url: z.string().max(2000).optional(),
    userAgent: z.string().max(1000).optional(),
  })
  .strict();

export const Metric = z
  .object({
    name: z.string().min(1).max(200),
    value: z.number().refine(Number.isFinite, { message: 'must be a finite number' }),
    unit: z.string().max(50).optional(),
    sessionId: z.string().min(1).max(200),
    timestamp,
    tags: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
  })
  .strict();

export type LogEntry = z.infer<typeof LogEntry>;
export type Metric = z.infer<typeof Metric>;

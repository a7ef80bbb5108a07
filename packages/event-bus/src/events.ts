import * as z from 'zod/mini';

/**
 * The contract between independently shipped parts. Payloads only ever gain optional fields;
 * a field is never changed or removed (ARCHITECTURE.md, "Events between parts").
 */
export const toastTypes = ['success', 'error', 'info', 'warning'] as const;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  organizationType: z.nullable(z.enum(['brf', 'service_provider'])),
  role: z.nullable(z.string()),
});

export const eventSchemas = {
  toast: z.object({ type: z.enum(toastTypes), message: z.string().check(z.minLength(1)) }),
  session: z.object({
    user: z.nullable(sessionUserSchema),
    aal: z.nullable(z.enum(['aal1', 'aal2'])),
    loading: z.boolean(),
  }),
  'notifications.changed': z.object({ userId: z.string() }),
  'profile.updated': z.object({ profileType: z.enum(['brf', 'service_provider']), userId: z.string() }),
  'project.changed': z.object({ projectId: z.string() }),
  'quote.changed': z.object({ projectId: z.string() }),
} as const;

/** Events whose last value a late subscriber receives at once. */
export const replayedEvents: ReadonlySet<EventName> = new Set<EventName>(['session']);

export type EventName = keyof typeof eventSchemas;
export type EventPayload<E extends EventName> = z.infer<(typeof eventSchemas)[E]>;
export type ToastType = (typeof toastTypes)[number];
export type SessionUser = z.infer<typeof sessionUserSchema>;

import { boolean, nullable, number, object, oneOf, optional, string, type Infer } from './check.ts';
import { organizationTypes, sessionUserSchema } from './session-user.ts';

export const toastTypes = ['success', 'error', 'info', 'warning'] as const;
export type ToastType = (typeof toastTypes)[number];

const id = string({ minLength: 1 });

/**
 * Every event between independently shipped parts: its contract version and payload schema.
 * Changes are additive: a new field is optional and bumps `version`; nothing is renamed, retyped
 * or removed. Objects are not strict, so a newer sender's unknown fields are ignored, and an
 * older sender's payload (without the newest optional fields) still parses. The bus stamps each
 * payload with the sender's version as `v`.
 */
export const events = {
  /** any -> shell: show a toast (spec durations 10/5/3/4 s by type) */
  toast: { version: 1, schema: object({ type: oneOf(toastTypes), message: string({ minLength: 1 }) }) },
  /** shell -> all: the session truth; replayed to late subscribers. v2 added phone, registrationStep, profileId */
  session: {
    version: 2,
    schema: object({ user: nullable(sessionUserSchema), aal: nullable(oneOf(['aal1', 'aal2'])), loading: boolean() }),
  },
  /** mf-messaging (and anything that marks or creates notifications) -> shell: the bell refetches its count */
  'notifications.changed': { version: 1, schema: object({ userId: id }) },
  /** mf-accounts -> all: a profile was saved (also the spec's `profileUpdated` window event, 100 ms later) */
  'profile.updated': { version: 1, schema: object({ profileType: oneOf(organizationTypes), userId: id }) },
  /** mf-projects -> all: a project was created, edited, cancelled or deleted; tiles and lists refresh */
  'project.changed': { version: 1, schema: object({ projectId: id }) },
  /** mf-projects (award) -> mf-quotes, mf-messaging, shell: the owner awarded a quote */
  'project.awarded': { version: 1, schema: object({ projectId: id, quoteId: id, providerId: id }) },
  /** mf-quotes -> mf-projects (quote counts), shell: a provider sent a new quote */
  'quote.submitted': { version: 1, schema: object({ projectId: id, quoteId: id }) },
  /** mf-quotes -> all: a quote was edited, withdrawn, starred or marked viewed. v2 added quoteId, change */
  'quote.changed': {
    version: 2,
    schema: object({
      projectId: id,
      quoteId: optional(id),
      change: optional(oneOf(['edited', 'withdrawn', 'starred', 'viewed'])),
    }),
  },
  /** mf-messaging -> mf-projects (message counts), shell: a message or reply was posted on a project */
  'message.posted': { version: 1, schema: object({ projectId: id, messageId: id, parentId: optional(nullable(id)) }) },
} as const;

export type EventName = keyof typeof events;
export type EventPayload<E extends EventName> = Infer<(typeof events)[E]['schema']>;

/** Events whose last value a late subscriber receives at once. */
export const replayedEvents: ReadonlySet<EventName> = new Set<EventName>(['session']);

/** Any payload may carry the contract version its sender was built with. */
export const versionStamp = object({ v: optional(number({ int: true, positive: true })) });

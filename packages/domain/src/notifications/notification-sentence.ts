import { formatDateTime } from '../format/dates.ts';
import { formatSek } from '../format/sek.ts';
import type { DisplayLanguage } from '../format/dates.ts';

/**
 * A notification's facts as the database stores them in `notifications.params`
 * (supabase/migrations/*_notification_kinds.sql); the page and the e-mail both write the
 * sentence from them in the receiver's language.
 */
export interface NotificationParams {
  title?: string;
  provider?: string;
  /** whole kronor */
  amount?: number | string;
  outcome?: 'won' | 'not_awarded';
  /** who a message notification is for: parentSender, projectOwner, quotedProvider, followed */
  variant?: string;
  author?: string;
  deadline?: string;
  quotes?: number;
  /** membership_requested: the address of the person asking to join */
  email?: string;
  /** membership_requested: the organisation they ask to join */
  organization?: string;
}

const MESSAGE_VARIANTS = new Set(['parentSender', 'projectOwner', 'quotedProvider', 'followed']);
const PLAIN_TYPES = new Set([
  'quote_viewed',
  'deadline_1week',
  'deadline_2weeks',
  'deadline_1month',
  'project_deleted',
  'new_question',
  'deadline_changed',
  'project_cancelled',
  'ready_to_award',
]);

/**
 * The type's variant: which of its sentences applies; null for a type this build does not know, or
 * a message notification whose facts do not name whom it is for.
 */
function variantOf(type: string, params: NotificationParams): string | null {
  switch (type) {
    case 'new_quote':
      return params.provider ? 'new_quote.detailed' : 'new_quote';
    case 'project_awarded':
      return params.outcome === 'won' ? 'project_awarded.won' : 'project_awarded.not_awarded';
    case 'new_message':
      // which of the sentences is the row's own fact: without it, the stored message says who it is for
      return params.variant && MESSAGE_VARIANTS.has(params.variant) ? `new_message.${params.variant}` : null;
    case 'award_proposed':
      // the proposer's name may be unknown ('')
      return params.author ? 'award_proposed' : 'award_proposed.unnamed';
    case 'membership_requested':
      // without a name of their own, the person is named by their address, once
      return params.author && params.author !== params.email ? 'membership_requested' : 'membership_requested.email';
    default:
      return PLAIN_TYPES.has(type) ? type : null;
  }
}

// the facts each sentence names; the spec's three reply sentences name none
const NEEDS: Record<string, readonly (keyof NotificationParams)[]> = {
  'new_quote.detailed': ['title', 'provider', 'amount'],
  'new_message.parentSender': [],
  'new_message.projectOwner': [],
  'new_message.quotedProvider': [],
  new_question: ['title', 'author'],
  deadline_changed: ['title', 'deadline'],
  ready_to_award: ['title', 'quotes'],
  award_proposed: ['title', 'author'],
  'award_proposed.unnamed': ['title'],
  membership_requested: ['author', 'email', 'organization'],
  'membership_requested.email': ['email', 'organization'],
};

/**
 * The catalogue key of the sentence (`type.…`); null when the type is unknown or the row lacks
 * the facts its sentence names (one a caller inserted by hand): then show the stored message.
 */
export function sentenceKey(type: string, params: NotificationParams): string | null {
  const variant = variantOf(type, params);
  if (!variant) return null;
  const needs = NEEDS[variant] ?? ['title'];
  return needs.every((fact) => params[fact] !== undefined && params[fact] !== null && params[fact] !== '')
    ? `type.${variant}`
    : null;
}

/** The catalogue key of an e-mail's subject (`subject.…`). */
export function subjectKey(type: string, params: NotificationParams): string {
  if (type === 'project_awarded') return `subject.${variantOf(type, params)}`;
  return `subject.${type}`;
}

/** The sentence's values, formatted as the language writes them (amounts in SEK, times in `timeZone`). */
export function sentenceValues(
  params: NotificationParams,
  language: DisplayLanguage,
  timeZone?: string,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of ['title', 'provider', 'author', 'email', 'organization'] as const) {
    if (params[key] !== undefined) values[key] = String(params[key]);
  }
  if (params.amount !== undefined && params.amount !== null && params.amount !== '') {
    values.amount = formatSek(Number(params.amount));
  }
  if (params.deadline) values.deadline = formatDateTime(params.deadline, language, timeZone);
  if (params.quotes !== undefined) values.quotes = String(params.quotes);
  return values;
}

const QUOTES_TYPES = new Set(['new_quote', 'ready_to_award', 'award_proposed']);

/**
 * Where a notification leads: the project's part that needs the reader, the members on /profile
 * for someone asking to join, else the notifications.
 */
export function notificationPath(type: string, projectId: string | null | undefined): string {
  if (type === 'membership_requested') return '/profile#members';
  if (!projectId) return '/notifications';
  if (type === 'new_question' || type === 'new_message') return `/projects/${projectId}#messages`;
  if (QUOTES_TYPES.has(type)) return `/projects/${projectId}#quotes`;
  return `/projects/${projectId}`;
}

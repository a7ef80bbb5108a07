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
  /** whole kronor, on the quote's own basis */
  amount?: number | string;
  /** new_quote: the quote's basis and its amount on both (whole kronor), the headline basis (decision 0026) */
  price_basis?: string;
  amount_incl_vat?: number | string;
  amount_excl_vat?: number | string;
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
  /** request_addendum: the addendum's number */
  number?: number;
  /** request_addendum: what it changed (title, description, categories, files_added, files_withdrawn) */
  changes?: string[];
  /** award_withdrawn: why the proposal fell ('conflict': its proposer declared a conflict of interest) */
  because?: string;
  /** board_changed: what changed (joined, role_changed, left, removed, rule_change_proposed, rule_changed, ...) */
  kind?: string;
  /** board_changed: the member it is about, and who invited them */
  person?: string;
  invited_by?: string;
}

const BOARD_CHANGES = new Set([
  'joined',
  'role_changed',
  'left',
  'removed',
  'rule_change_proposed',
  'rule_changed',
  'rule_change_withdrawn',
]);

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
  'request_addendum',
]);

/**
 * The type's variant: which of its sentences applies; null for a type this build does not know, or
 * a message notification whose facts do not name whom it is for.
 */
function variantOf(type: string, params: NotificationParams): string | null {
  switch (type) {
    case 'new_quote':
      if (!params.provider) return 'new_quote';
      return params.amount_incl_vat === undefined ? 'new_quote.detailed' : 'new_quote.detailedVat';
    case 'project_awarded':
      return params.outcome === 'won' ? 'project_awarded.won' : 'project_awarded.not_awarded';
    case 'new_message':
      // which of the sentences is the row's own fact: without it, the stored message says who it is for
      return params.variant && MESSAGE_VARIANTS.has(params.variant) ? `new_message.${params.variant}` : null;
    case 'award_proposed':
      // the company and amount only to a member who sees that quote; the proposer's name may be unknown ('')
      if (params.author && params.provider && params.amount_incl_vat !== undefined) return 'award_proposed.detailed';
      return params.author ? 'award_proposed' : 'award_proposed.unnamed';
    case 'award_made':
      return params.provider && params.amount_incl_vat !== undefined ? 'award_made.detailed' : 'award_made';
    case 'award_withdrawn':
      return 'award_withdrawn';
    case 'board_changed':
      if (!params.kind || !BOARD_CHANGES.has(params.kind)) return null;
      return params.kind === 'joined' && params.invited_by
        ? 'board_changed.joinedInvited'
        : `board_changed.${params.kind}`;
    case 'quote_receipt':
      return params.variant === 'changed' ? 'quote_receipt.changed' : 'quote_receipt.sent';
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
  'new_quote.detailedVat': ['title', 'provider', 'amount_incl_vat', 'amount_excl_vat'],
  'new_message.parentSender': [],
  'new_message.projectOwner': [],
  'new_message.quotedProvider': [],
  new_question: ['title', 'author'],
  deadline_changed: ['title', 'deadline'],
  ready_to_award: ['title', 'quotes'],
  request_addendum: ['title', 'number'],
  award_proposed: ['title', 'author'],
  'award_proposed.unnamed': ['title'],
  'award_proposed.detailed': ['title', 'author', 'provider', 'amount_incl_vat', 'amount_excl_vat'],
  award_made: ['title', 'author'],
  'award_made.detailed': ['title', 'author', 'provider', 'amount_incl_vat', 'amount_excl_vat'],
  award_withdrawn: ['title', 'author'],
  membership_requested: ['author', 'email', 'organization'],
  'board_changed.joined': ['person'],
  'board_changed.joinedInvited': ['person', 'invited_by'],
  'board_changed.role_changed': ['person'],
  'board_changed.left': ['person'],
  'board_changed.removed': ['person'],
  'board_changed.rule_change_proposed': ['author'],
  'board_changed.rule_changed': [],
  'board_changed.rule_change_withdrawn': [],
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
  if (type === 'project_awarded' || type === 'quote_receipt') return `subject.${variantOf(type, params)}`;
  return `subject.${type}`;
}

/** The sentence's values, formatted as the language writes them (amounts in SEK, times in `timeZone`). */
export function sentenceValues(
  params: NotificationParams,
  language: DisplayLanguage,
  timeZone?: string,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of ['title', 'provider', 'author', 'email', 'organization', 'person'] as const) {
    if (params[key] !== undefined) values[key] = String(params[key]);
  }
  if (params.invited_by) values.invitedBy = String(params.invited_by);
  if (params.amount !== undefined && params.amount !== null && params.amount !== '') {
    values.amount = formatSek(Number(params.amount));
  }
  if (params.amount_incl_vat !== undefined && params.amount_excl_vat !== undefined) {
    values.amountInclVat = formatSek(Number(params.amount_incl_vat));
    values.amountExclVat = formatSek(Number(params.amount_excl_vat));
  }
  if (params.deadline) values.deadline = formatDateTime(params.deadline, language, timeZone);
  if (params.quotes !== undefined) values.quotes = String(params.quotes);
  if (params.number !== undefined) values.number = String(params.number);
  return values;
}

const QUOTES_TYPES = new Set(['new_quote', 'ready_to_award', 'award_proposed', 'award_made', 'award_withdrawn']);

/**
 * Where a notification leads: the project's part that needs the reader, the members on /profile
 * for someone asking to join, else the notifications.
 */
export function notificationPath(type: string, projectId: string | null | undefined): string {
  if (type === 'membership_requested') return '/profile#members';
  if (type === 'board_changed') return '/profile';
  if (!projectId) return '/notifications';
  if (type === 'new_question' || type === 'new_message') return `/projects/${projectId}#messages`;
  if (type === 'request_addendum') return `/projects/${projectId}#addenda`;
  if (QUOTES_TYPES.has(type)) return `/projects/${projectId}#quotes`;
  return `/projects/${projectId}`;
}

import type { DisplayLanguage } from '../format/dates.ts';
import { formatDateTime } from '../format/dates.ts';
import { PRODUCT_TIME_ZONE } from '../format/stockholm-day.ts';
import en from './locales/en.json' with { type: 'json' };
import sv from './locales/sv.json' with { type: 'json' };
import { headerText } from './mail-header-text.ts';
import { letterOf, letterTextLines, type MailLetter } from './mail-letter.ts';
import {
  notificationPath,
  type NotificationParams,
  sentenceKey,
  sentenceValues,
  subjectKey,
} from './notification-sentence.ts';

interface DigestItem {
  type: string;
  project_id: string | null;
  params: NotificationParams;
  message: string | null;
  created_at: string;
}

/** A row the sender claimed from the mail queue (public.claim_mail). */
export interface QueuedMail {
  kind: 'notification' | 'digest' | 'invitation';
  language: string;
  type: string | null;
  project_id: string | null;
  params: NotificationParams;
  /** the stored English sentence, written when the facts do not make one */
  message: string | null;
  items: DigestItem[] | null;
  created_at: string;
  /** none for an invitation: it is no notification to turn off */
  unsubscribe_token: string | null;
}

export interface MailLinks {
  /** the site, e.g. https://brf.example (no trailing slash) */
  siteUrl: string;
  /** the one-click endpoint mail clients POST to (RFC 8058), e.g. {supabase}/functions/v1/unsubscribe */
  oneClickUrl: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

type Catalogue = Record<string, string>;
const CATALOGUES: Record<DisplayLanguage, Catalogue> = { en, sv };

function say(catalogue: Catalogue, key: string, values: Record<string, string> = {}): string {
  const template = catalogue[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

const BODY_STYLE =
  "font-family:system-ui,-apple-system,'Segoe UI',sans-serif;" + 'color:#1a202c;line-height:1.5;margin:0;padding:24px';
const LINK_STYLE = 'color:#1d4ed8';
const BUTTON_STYLE =
  'display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none';
const NOTE_STYLE = 'color:#4a5568;font-size:13px';

/** A link in a mail's HTML part: the address and the words escaped. */
function htmlLink(href: string, label: string, style = LINK_STYLE): string {
  return `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;
}

/** A mail's HTML part: the head, the subject as its heading, then `body` (lines of HTML). */
function htmlPage(language: DisplayLanguage, subject: string, body: string): string {
  const title = escapeHtml(subject);
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">` +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>${title}</title></head>`,
    `<body style="${BODY_STYLE}">`,
    `<h1 style="font-size:20px;margin:0 0 16px">${title}</h1>`,
    `${body}`,
    '</body></html>',
  ].join('\n');
}

/** The mail's action for a type: one of its own, else the project's or the notifications'. */
const OWN_ACTIONS = new Set([
  'new_question',
  'ready_to_award',
  'award_proposed',
  'membership_requested',
  'quote_receipt',
  'request_addendum',
]);

interface Line {
  sentence: string;
  when: string;
  url: string;
  action: string;
  /** the receipt's terms, an award's letter: what the mail says beyond the sentence */
  letter: MailLetter | null;
}

function lineOf(catalogue: Catalogue, language: DisplayLanguage, siteUrl: string, item: DigestItem): Line {
  const key = sentenceKey(item.type, item.params);
  const values = sentenceValues(item.params, language, PRODUCT_TIME_ZONE);
  const actionKey = OWN_ACTIONS.has(item.type)
    ? `mail.action.${item.type}`
    : item.project_id
      ? 'mail.action.project'
      : 'mail.action.notifications';
  return {
    sentence: key ? say(catalogue, key, values) : (item.message ?? item.type),
    when: formatDateTime(item.created_at, language, PRODUCT_TIME_ZONE),
    url: `${siteUrl}${notificationPath(item.type, item.project_id)}`,
    action: say(catalogue, actionKey),
    letter: letterOf(item.type, item.params as Record<string, unknown>, language, (k, v) => say(catalogue, k, v)),
  };
}

/** A letter in a mail's HTML part: its paragraphs, its facts as a table of rows, its closing. */
function letterHtml(letter: MailLetter): string {
  const paragraphs = (texts: string[]) => texts.map((text) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`);
  const rows = letter.facts.map(
    ({ label, value }) =>
      `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;font-weight:600">` +
      `${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
  );
  return [
    ...paragraphs(letter.paragraphs),
    ...(rows.length > 0 ? [`<table style="border-collapse:collapse;margin:0 0 16px">${rows.join('')}</table>`] : []),
    ...paragraphs(letter.closing),
  ].join('\n');
}

/**
 * One notification, or a day's digest, as an e-mail in the receiver's language: a subject, a
 * plain-text and an HTML part with the link to the exact page, and a one-click unsubscribe (a
 * link in the text, and the RFC 8058 headers a mail client acts on).
 */
export function composeNotificationMail(mail: QueuedMail, links: MailLinks): ComposedMail {
  const language: DisplayLanguage = mail.language === 'en' ? 'en' : 'sv';
  const catalogue = CATALOGUES[language];
  if (mail.kind === 'invitation') return composeInvitationMail(mail, links, language);
  const token = encodeURIComponent(mail.unsubscribe_token ?? '');
  const unsubscribePage = `${links.siteUrl}/unsubscribe?token=${token}`;
  const settingsUrl = `${links.siteUrl}/notification-settings`;
  const items =
    mail.kind === 'digest'
      ? (mail.items ?? [])
      : [
          {
            type: mail.type ?? '',
            project_id: mail.project_id,
            params: mail.params,
            message: mail.message,
            created_at: mail.created_at,
          },
        ];
  const lines = items.map((item) => lineOf(catalogue, language, links.siteUrl, item));
  const first = items[0];
  const subject = headerText(
    mail.kind === 'digest'
      ? say(catalogue, 'mail.digest.subject', { count: String(items.length) })
      : say(catalogue, subjectKey(first.type, first.params), sentenceValues(first.params, language, PRODUCT_TIME_ZONE)),
  );
  const lead = mail.kind === 'digest' ? say(catalogue, 'mail.digest.lead') : null;
  const unsubscribeLabel = say(catalogue, mail.kind === 'digest' ? 'mail.unsubscribe.all' : 'mail.unsubscribe');

  const text = [
    subject,
    '',
    ...(lead ? [lead, ''] : []),
    ...lines.flatMap((line) => [
      // a single letter is its own text; a digest says each item's sentence, then its letter
      ...(line.letter && mail.kind !== 'digest' ? [] : [`${line.when}: ${line.sentence}`]),
      ...(line.letter ? letterTextLines(line.letter) : []),
      `${line.action}: ${line.url}`,
      '',
    ]),
    '--',
    say(catalogue, 'mail.why'),
    `${say(catalogue, 'mail.settings')}: ${settingsUrl}`,
    `${unsubscribeLabel}: ${unsubscribePage}`,
    '',
  ].join('\n');

  const entries = lines.map((line) =>
    line.letter && mail.kind !== 'digest'
      ? `${letterHtml(line.letter)}\n<p style="margin:0 0 20px">${htmlLink(line.url, line.action, BUTTON_STYLE)}</p>`
      : `<p style="margin:0 0 4px">${escapeHtml(line.sentence)}</p>\n` +
        (line.letter ? `${letterHtml(line.letter)}\n` : '') +
        `<p style="margin:0 0 20px;color:#4a5568;font-size:14px"><time>${escapeHtml(line.when)}</time> · ` +
        `${htmlLink(line.url, line.action)}</p>`,
  );
  const html = htmlPage(
    language,
    subject,
    [
      `${lead ? `<p>${escapeHtml(lead)}</p>\n` : ''}${entries.join('\n')}`,
      '<hr style="border:0;border-top:1px solid #e2e8f0;margin:24px 0 12px">',
      `<p style="${NOTE_STYLE}">${escapeHtml(say(catalogue, 'mail.why'))}<br>`,
      `${htmlLink(settingsUrl, say(catalogue, 'mail.settings'))} · ${htmlLink(unsubscribePage, unsubscribeLabel)}</p>`,
    ].join('\n'),
  );

  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClickUrl}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

interface InvitationFacts {
  /** who invited: a name, else their address */
  inviter?: string;
  organization?: string;
  organization_type?: string;
  role?: string;
  token?: string;
  expires_at?: string;
}

/** An invitation to join an organisation: who invites, as what, until when, and the link. */
function composeInvitationMail(mail: QueuedMail, links: MailLinks, language: DisplayLanguage): ComposedMail {
  const catalogue = CATALOGUES[language];
  const facts = mail.params as InvitationFacts;
  const organization = facts.organization ?? '';
  const role = say(catalogue, `role.${facts.organization_type}.${facts.role}`);
  const url = `${links.siteUrl}/invitations/accept?token=${encodeURIComponent(facts.token ?? '')}`;
  const date = facts.expires_at ? formatDateTime(facts.expires_at, language, PRODUCT_TIME_ZONE) : '';
  const subject = headerText(say(catalogue, 'invitation.subject', { organization }));
  const lead = facts.inviter
    ? say(catalogue, 'invitation.leadBy', { inviter: facts.inviter, organization, role })
    : say(catalogue, 'invitation.lead', { organization, role });
  const action = say(catalogue, 'invitation.action');
  const expires = say(catalogue, 'invitation.expires', { date });
  const ignore = say(catalogue, 'invitation.ignore');
  const text = [subject, '', lead, '', `${action}: ${url}`, '', expires, '', ignore, ''].join('\n');
  const html = htmlPage(
    language,
    subject,
    [
      `<p>${escapeHtml(lead)}</p>`,
      `<p>${htmlLink(url, action, BUTTON_STYLE)}</p>`,
      `<p style="color:#4a5568;font-size:14px">${escapeHtml(expires)}</p>`,
      `<p style="${NOTE_STYLE}">${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  );
  return { subject, text, html, headers: {} };
}

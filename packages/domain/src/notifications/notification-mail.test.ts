import { describe, expect, it } from 'vitest';
import { composeNotificationMail, type QueuedMail } from './notification-mail.ts';
import { sentenceKey } from './notification-sentence.ts';
import en from './locales/en.json' with { type: 'json' };
import { NOTIFICATION_TYPES } from './notification-types.ts';

const links = { siteUrl: 'https://brf.example', oneClickUrl: 'https://api.brf.example/functions/v1/unsubscribe' };
const quote: QueuedMail = {
  kind: 'notification',
  language: 'sv',
  type: 'new_quote',
  project_id: 'p-1',
  params: { title: 'Stambyte <2027>', provider: 'Rör & Son AB', amount: 1250000 },
  message: null,
  items: null,
  created_at: '2026-11-26T13:05:00Z',
  unsubscribe_token: 'u.new_quote.1.sig',
};

describe('a notification e-mail', () => {
  it("is written in the receiver's language, with the amount and time as Swedish writes them", () => {
    const mail = composeNotificationMail(quote, links);
    expect(mail.subject).toBe('Ny offert: Stambyte <2027>');
    // sv-SE groups digits and parts 'kr' with no-break spaces
    expect(mail.text.replaceAll('\u00a0', ' ')).toContain(
      '26 nov. 2026 14:05: Du har fått en ny offert på "Stambyte <2027>" från Rör & Son AB: 1 250 000 kr.',
    );
    expect(mail.text).toContain('Öppna projektet: https://brf.example/projects/p-1#quotes');
    const english = composeNotificationMail({ ...quote, language: 'en' }, links);
    expect(english.subject).toBe('New quote: Stambyte <2027>');
    expect(english.text.replaceAll('\u00a0', ' ')).toContain('from Rör & Son AB: 1 250 000 kr.');
  });

  it('escapes what users wrote in the HTML part and links the exact page', () => {
    const { html } = composeNotificationMail(quote, links);
    expect(html).toContain('Stambyte &lt;2027&gt;');
    expect(html).toContain('Rör &amp; Son AB');
    expect(html).not.toContain('<2027>');
    expect(html).toContain('href="https://brf.example/projects/p-1#quotes"');
    expect(html).toContain('href="https://brf.example/unsubscribe?token=u.new_quote.1.sig"');
  });

  it('carries the one-click unsubscribe of RFC 8058', () => {
    expect(composeNotificationMail(quote, links).headers).toEqual({
      'List-Unsubscribe': '<https://api.brf.example/functions/v1/unsubscribe?token=u.new_quote.1.sig>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('names the outcome of an award in its subject', () => {
    const won = { ...quote, type: 'project_awarded', params: { title: 'Hissbyte', outcome: 'won' as const } };
    expect(composeNotificationMail(won, links).subject).toBe('Du vann: Hissbyte');
    const lost = { ...won, language: 'en', params: { title: 'Hissbyte', outcome: 'not_awarded' as const } };
    expect(composeNotificationMail(lost, links).subject).toBe('Not awarded: Hissbyte');
  });

  it("gathers a day's notifications into one digest", () => {
    const digest: QueuedMail = {
      ...quote,
      kind: 'digest',
      type: null,
      project_id: null,
      params: {},
      items: [
        {
          type: 'new_question',
          project_id: 'p-1',
          params: { title: 'Tak', author: 'Bygg AB' },
          message: null,
          created_at: quote.created_at,
        },
        {
          type: 'project_deleted',
          project_id: null,
          params: {},
          message: 'The project "Fönster" was deleted by its owner. Your quote is kept on record.',
          created_at: quote.created_at,
        },
      ],
      unsubscribe_token: 'u.all.1.sig',
    };
    const mail = composeNotificationMail(digest, links);
    expect(mail.subject).toBe('Din dagliga sammanfattning: 2 aviseringar');
    expect(mail.text).toContain('Svara på frågan: https://brf.example/projects/p-1#messages');
    expect(mail.text).toContain('Se dina aviseringar: https://brf.example/notifications');
    // a row without its facts says the sentence it was stored with
    expect(mail.text).toContain('The project "Fönster" was deleted by its owner.');
    expect(mail.text).toContain('Avsluta all e-post: https://brf.example/unsubscribe?token=u.all.1.sig');
  });
});

describe('the sentences', () => {
  it('has one for every type, and a subject for every type', () => {
    const catalogue = en as Record<string, string>;
    for (const type of NOTIFICATION_TYPES) {
      const key = sentenceKey(type, {
        outcome: 'won',
        title: 'T',
        provider: 'P',
        amount: 1,
        author: 'A',
        deadline: '2027-01-01T12:00:00Z',
        quotes: 2,
      });
      expect(key && catalogue[key], type).toBeTruthy();
      expect(
        composeNotificationMail({ ...quote, language: 'en', type, params: { title: 'T' } }, links).subject,
      ).not.toMatch(/^subject\./);
    }
  });
});

// What people typed reaches a mail's subject (a project's title, an organisation's name, a
// person's name) and its body; neither a line break nor markup may do more than be read.
import { describe, expect, it } from 'vitest';
import { composeNotificationMail, type QueuedMail } from './notification-mail.ts';

const links = { siteUrl: 'https://brf.example', oneClickUrl: 'https://api.brf.example/functions/v1/unsubscribe' };
const INJECTED_TITLE = 'Takbyte\r\nBcc: alla@example.se\r\n\r\n<b>Betala här</b>';

const question: QueuedMail = {
  kind: 'notification',
  language: 'sv',
  type: 'new_question',
  project_id: 'p-1',
  params: { title: INJECTED_TITLE, author: 'Rör & Son AB' },
  message: null,
  items: null,
  created_at: '2026-11-26T13:05:00Z',
  unsubscribe_token: 'u.new_question.1.sig',
};

const invitation: QueuedMail = {
  kind: 'invitation',
  language: 'en',
  type: null,
  project_id: null,
  params: {
    organization: 'BRF Solgläntan\nBcc: alla@example.se <img src=x onerror=alert(1)>',
    organization_type: 'brf',
    role: 'member',
    token: 'abc',
    expires_at: '2026-12-03T10:00:00Z',
  } as QueuedMail['params'],
  message: null,
  items: null,
  created_at: '2026-11-26T13:05:00Z',
  unsubscribe_token: null,
};

const CONTROL = /[\p{Cc}\u2028\u2029]/u;

describe('a mail built from what people typed', () => {
  it("keeps a project title's line breaks out of the subject and its markup as text in the HTML part", () => {
    const mail = composeNotificationMail(question, links);
    expect(mail.subject).toBe('En fråga till er styrelse: Takbyte Bcc: alla@example.se <b>Betala här</b>');
    expect(mail.subject).not.toMatch(CONTROL);
    for (const [name, value] of Object.entries(mail.headers)) expect(`${name}${value}`).not.toMatch(CONTROL);
    expect(mail.html).toContain('&lt;b&gt;Betala här&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it("keeps an organisation's name to one line in the invitation's subject and as text in its HTML part", () => {
    const mail = composeNotificationMail(invitation, links);
    expect(mail.subject).toBe('You are invited to BRF Solgläntan Bcc: alla@example.se <img src=x onerror=alert(1)>');
    expect(mail.subject).not.toMatch(CONTROL);
    expect(mail.html).toContain('BRF Solgläntan\nBcc: alla@example.se &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img');
  });

  it('keeps a digest subject, written by the product alone, as it was', () => {
    const digest: QueuedMail = {
      ...question,
      kind: 'digest',
      items: [question, question].map((item) => ({ ...item, type: 'new_question' })),
      language: 'en',
    };
    expect(composeNotificationMail(digest, links).subject).toBe('Your daily summary: 2 notifications');
  });
});

import { describe, expect, it } from 'vitest';
import { composeNotificationMail, type QueuedMail } from './notification-mail.ts';
import { sentenceKey } from './notification-sentence.ts';
import en from './locales/en.json' with { type: 'json' };
import sv from './locales/sv.json' with { type: 'json' };
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

describe('an award proposed for the board to confirm', () => {
  const proposal: QueuedMail = {
    ...quote,
    type: 'award_proposed',
    params: { title: 'Stambyte', author: 'Anna Berg' },
    message: 'Anna Berg proposes awarding "Stambyte". Confirm or withdraw the proposal.',
    unsubscribe_token: 'u.award_proposed.1.sig',
  };

  it('names the proposer and leads to the quotes, in Swedish and English', () => {
    const mail = composeNotificationMail(proposal, links);
    expect(mail.subject).toBe('En tilldelning att bekräfta: Stambyte');
    expect(mail.text).toContain('Anna Berg föreslår att "Stambyte" tilldelas. Bekräfta eller dra tillbaka förslaget.');
    expect(mail.text).toContain('Bekräfta eller dra tillbaka förslaget: https://brf.example/projects/p-1#quotes');
    const english = composeNotificationMail({ ...proposal, language: 'en' }, links);
    expect(english.subject).toBe('An award to confirm: Stambyte');
    expect(english.text).toContain('Anna Berg proposes awarding "Stambyte". Confirm or withdraw the proposal.');
  });

  it('says "a board member" when the proposer has no name', () => {
    const unnamed = { ...proposal, params: { title: 'Stambyte', author: '' } };
    expect(composeNotificationMail(unnamed, links).text).toContain(
      'En styrelseledamot föreslår att "Stambyte" tilldelas.',
    );
    expect(composeNotificationMail({ ...unnamed, language: 'en' }, links).text).toContain(
      'A board member proposes awarding "Stambyte".',
    );
  });
});

describe('someone asking to join the organisation', () => {
  const request: QueuedMail = {
    ...quote,
    type: 'membership_requested',
    project_id: null,
    params: { author: 'Sara Lund', email: 'sara@x.se', organization: 'BRF Eken' },
    message: 'Sara Lund (sara@x.se) asks to join BRF Eken. Invite them from your profile page.',
    unsubscribe_token: 'u.membership_requested.1.sig',
  };

  it('names the person and their address, and leads to the members on /profile', () => {
    const mail = composeNotificationMail(request, links);
    expect(mail.subject).toBe('Någon vill gå med i BRF Eken');
    expect(mail.text).toContain('Sara Lund (sara@x.se) vill gå med i BRF Eken. Bjud in från din profilsida.');
    expect(mail.text).toContain('Se medlemmarna på din profil: https://brf.example/profile#members');
    expect(mail.html).toContain('href="https://brf.example/profile#members"');
    const english = composeNotificationMail({ ...request, language: 'en' }, links);
    expect(english.subject).toBe('A request to join BRF Eken');
    expect(english.text).toContain('Sara Lund (sara@x.se) asks to join BRF Eken. Invite them from your profile page.');
    expect(english.text).toContain('See the members on your profile: https://brf.example/profile#members');
  });

  it('names a person without a name of their own by their address, once', () => {
    const params = { author: 'sara@x.se', email: 'sara@x.se', organization: 'Rör AB' };
    expect(composeNotificationMail({ ...request, language: 'en', params }, links).text).toContain(
      ': sara@x.se asks to join Rör AB. Invite them from your profile page.',
    );
  });
});

describe('a new quote to a board that declares interests', () => {
  it('names neither the provider nor the amount', () => {
    const mail = composeNotificationMail({ ...quote, params: { title: 'Stambyte' } }, links);
    expect(mail.subject).toBe('Ny offert: Stambyte');
    expect(mail.text).toContain(': Du har fått en ny offert på "Stambyte".\n');
    expect(mail.text).toContain('Öppna projektet: https://brf.example/projects/p-1#quotes');
    expect(mail.text).not.toContain('från');
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
        email: 'e@x.se',
        organization: 'O',
        variant: 'projectOwner',
        number: 1,
        kind: 'joined',
        person: 'M',
      });
      expect(key && catalogue[key], type).toBeTruthy();
      expect(
        composeNotificationMail({ ...quote, language: 'en', type, params: { title: 'T' } }, links).subject,
      ).not.toMatch(/^subject\./);
    }
  });

  it('has the same keys, each with the same facts, in Swedish', () => {
    const english = en as Record<string, string>;
    const swedish = sv as Record<string, string>;
    const facts = (text = '') => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
    expect(Object.keys(swedish).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english)) expect(facts(swedish[key]), key).toEqual(facts(english[key]));
  });
});

describe('an addendum to a request', () => {
  const addendum: QueuedMail = {
    ...quote,
    type: 'request_addendum',
    params: { title: 'Stambyte 48 lägenheter', number: 2, changes: ['description', 'files_added'] },
    unsubscribe_token: 'u.request_addendum.1.sig',
  };

  it('names the addendum and leads to the addenda on the project page, in Swedish and English', () => {
    const mail = composeNotificationMail(addendum, links);
    expect(mail.subject).toBe('Tillägg 2 till förfrågan: Stambyte 48 lägenheter');
    expect(mail.text).toContain(
      ': Tillägg 2 till "Stambyte 48 lägenheter": styrelsen har ändrat förfrågan. ' +
        'Läs vad som ändrats innan du skickar eller står fast vid din offert.\n',
    );
    expect(mail.text).toContain('Läs tillägget: https://brf.example/projects/p-1#addenda');
    const english = composeNotificationMail({ ...addendum, language: 'en' }, links);
    expect(english.subject).toBe('Addendum 2 to the request: Stambyte 48 lägenheter');
    expect(english.text).toContain('Read the addendum: https://brf.example/projects/p-1#addenda');
  });
});

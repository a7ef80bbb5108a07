import { describe, expect, it } from 'vitest';
import { composeNotificationMail, type QueuedMail } from './notification-mail.ts';
import type { NotificationParams } from './notification-sentence.ts';

// Decision 0027: the receipt of a quote and the award's outcome are letters the bidder keeps. Each
// suite of this package runs in Stockholm and in New York: a date without a time is the same day in both.

const links = { siteUrl: 'https://brf.example', oneClickUrl: 'https://api.brf.example/functions/v1/unsubscribe' };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const receiptFacts = {
  variant: 'sent',
  quote_id: 'q-1',
  title: 'Stambyte 48 lägenheter',
  brf: 'BRF Solgläntan',
  provider: 'Rör & Son AB',
  // 12:00 and 14:30 in Stockholm
  deadline: '2027-01-15T11:00:00Z',
  at: '2026-12-07T13:30:00Z',
  amount: 4350000,
  price_basis: 'excl_vat',
  amount_excl_vat: 4350000,
  vat_amount: 1087500,
  amount_incl_vat: 5437500,
  // the first of a month: a day that a time zone west of UTC would print as the last of the one before
  valid_until: '2027-03-01',
  planned_start: '2027-04-01',
  duration_weeks: 20,
  warranty_years: 5,
  payment_plan: '30 % vid start, 70 % vid slutbesiktning',
  hourly_rate: 650,
  reservations: 'Asbestsanering ingår inte.',
  standard_terms: 'ab04',
  description: 'Stambyte i 48 lägenheter <med> relining av spillvatten.',
  files: [
    { name: 'offert.pdf', size: 25_200, uploaded_at: '2026-12-07T13:30:05Z' },
    { name: 'tidplan.pdf', size: 4_000, uploaded_at: '2026-12-07T13:30:06Z' },
  ],
};

const receipt: QueuedMail = {
  kind: 'notification',
  language: 'sv',
  type: 'quote_receipt',
  project_id: 'p-1',
  params: receiptFacts as NotificationParams,
  message: 'Receipt: your quote for "Stambyte 48 lägenheter" was received.',
  items: null,
  created_at: '2026-12-07T13:30:00Z',
  unsubscribe_token: 'u.quote_receipt.1.sig',
};

describe("a quote's receipt", () => {
  it('lists every term the company bound itself to, in Swedish, dates as dates', () => {
    const mail = composeNotificationMail(receipt, links);
    expect(mail.subject).toBe('Kvitto på er offert: Stambyte 48 lägenheter');
    const text = plain(mail.text);
    expect(text).toContain(
      'Er offert på "Stambyte 48 lägenheter" kom fram till BRF Solgläntan den 7 dec. 2026 14:30. ' +
        'Rör & Son AB är bunden av de här villkoren:\n\n' +
        'Belopp: 4 350 000 kr exkl. moms\n' +
        'Belopp inkl. moms: 5 437 500 kr\n' +
        'Moms: 1 087 500 kr\n' +
        'Giltig till: 1 mars 2027\n' +
        'Planerad start: 1 apr. 2027\n' +
        'Genomförandetid: 20 veckor\n' +
        'Garanti: 5 år\n' +
        'Betalningsplan: 30 % vid start, 70 % vid slutbesiktning\n' +
        'Timpris för ändrings- och tilläggsarbeten (ÄTA): 650 kr/tim\n' +
        'Förbehåll: Asbestsanering ingår inte.\n' +
        'Standardavtal: AB 04\n' +
        'Beskrivning: Stambyte i 48 lägenheter <med> relining av spillvatten.\n' +
        'Filer: offert.pdf, tidplan.pdf\n\n' +
        'Ni kan ändra eller dra tillbaka offerten fram till sista offertdag, 15 jan. 2027 12:00. Därefter jämför ' +
        'styrelsen offerterna och ni får besked om utfallet via e-post.\n\n' +
        'Se er offert: https://brf.example/projects/p-1\n',
    );
  });

  it('in English, for a changed quote given including VAT', () => {
    const changed = {
      ...receiptFacts,
      variant: 'changed',
      price_basis: 'incl_vat',
      amount: 5437500,
      duration_weeks: 1,
      warranty_years: 1,
      standard_terms: 'none',
    };
    const mail = composeNotificationMail({ ...receipt, language: 'en', params: changed as NotificationParams }, links);
    expect(mail.subject).toBe('Receipt for your changed quote: Stambyte 48 lägenheter');
    const text = plain(mail.text);
    expect(text).toContain(
      'Your changed quote for "Stambyte 48 lägenheter" reached BRF Solgläntan on Dec 07, 2026 14:30. ' +
        'Rör & Son AB is now bound by these terms:\n\n' +
        'Amount: 5 437 500 kr incl. VAT\n' +
        'Amount excl. VAT: 4 350 000 kr\n' +
        'VAT: 1 087 500 kr\n' +
        'Valid until: Mar 01, 2027\n' +
        'Planned start: Apr 01, 2027\n' +
        'Duration: 1 week\n' +
        'Warranty: 1 year\n',
    );
    expect(text).toContain('Hourly rate for changes and extra work (ÄTA): 650 kr/h\n');
    expect(text).toContain('Standard contract: Neither AB 04 nor ABT 06\n');
    expect(text).toContain(
      'You can change or withdraw the quote until the submission deadline, Jan 15, 2027 12:00. Then the board ' +
        'compares the quotes, and you are told the outcome by e-mail.',
    );
    expect(text).toContain('See your quote: https://brf.example/projects/p-1');
  });

  it('leaves out what the quote does not state', () => {
    const bare = {
      ...receiptFacts,
      valid_until: undefined,
      planned_start: undefined,
      duration_weeks: undefined,
      warranty_years: undefined,
      payment_plan: undefined,
      hourly_rate: undefined,
      reservations: undefined,
      standard_terms: undefined,
      description: undefined,
      files: [],
    };
    const text = plain(composeNotificationMail({ ...receipt, params: bare as NotificationParams }, links).text);
    expect(text).toContain(
      'Belopp: 4 350 000 kr exkl. moms\nBelopp inkl. moms: 5 437 500 kr\nMoms: 1 087 500 kr\n\nNi',
    );
    expect(text).not.toContain('Giltig till');
    expect(text).not.toContain('Filer');
  });

  it('escapes what the company wrote in the HTML part, with the terms as rows of a table', () => {
    const { html } = composeNotificationMail(receipt, links);
    expect(html).toContain('<th scope="row"');
    expect(html).toContain('Rör &amp; Son AB');
    expect(html).toContain('Stambyte i 48 lägenheter &lt;med&gt; relining');
    expect(html).not.toContain('<med>');
    expect(html).toContain('href="https://brf.example/projects/p-1"');
  });

  it("a digest says the receipt's sentence and lists its terms under it", () => {
    const digest: QueuedMail = {
      ...receipt,
      kind: 'digest',
      type: null,
      project_id: null,
      params: {},
      items: [
        {
          type: 'quote_receipt',
          project_id: 'p-1',
          params: receiptFacts as NotificationParams,
          message: null,
          created_at: receipt.created_at,
        },
      ],
    };
    const text = plain(composeNotificationMail(digest, links).text);
    expect(text).toContain('7 dec. 2026 14:30: Kvitto: er offert på "Stambyte 48 lägenheter" har tagits emot.\n');
    expect(text).toContain('Giltig till: 1 mars 2027\n');
  });
});

const lost: QueuedMail = {
  ...receipt,
  type: 'project_awarded',
  params: {
    title: 'Stambyte',
    outcome: 'not_awarded',
    brf: 'BRF Solgläntan',
    amount: 4350000,
    price_basis: 'excl_vat',
    amount_excl_vat: 4350000,
    amount_incl_vat: 5437500,
    rank: 2,
    bids: 5,
    reason: 'Lägst pris med AB 04 och fem års garanti.',
    winner: 'Bygg & Fasad AB',
    winner_amount_excl_vat: 4100000,
    winner_amount_incl_vat: 5125000,
    winner_published: true,
  } as NotificationParams,
  message: 'The project "Stambyte" has been awarded to another provider.',
  unsubscribe_token: 'u.project_awarded.1.sig',
};

describe("the award's outcome, a letter", () => {
  it("to a bidder not chosen: the BRF, its rank, the board's reason, and the winner the board publishes", () => {
    const mail = composeNotificationMail(lost, links);
    expect(mail.subject).toBe('Inte antagen: Stambyte');
    expect(plain(mail.text)).toContain(
      'BRF Solgläntan har tilldelat "Stambyte" en annan leverantör. Tack för er offert.\n\n' +
        'Er offert, 5 437 500 kr inkl. moms (4 350 000 kr exkl.), kom på plats 2 av 5 räknat på pris inklusive ' +
        'moms (1 är lägst).\n\n' +
        'Styrelsens motivering: Lägst pris med AB 04 och fem års garanti.\n\n' +
        'Styrelsen valde Bygg & Fasad AB: 5 125 000 kr inkl. moms (4 100 000 kr exkl.).\n\n' +
        'Öppna projektet: https://brf.example/projects/p-1\n',
    );
    expect(mail.html).toContain('Bygg &amp; Fasad AB');
  });

  it('says that the board does not publish the winner, and names none', () => {
    const {
      winner: _w,
      winner_amount_excl_vat: _e,
      winner_amount_incl_vat: _i,
      ...facts
    } = lost.params as Record<string, unknown>;
    const hidden = { ...lost, language: 'en', params: { ...facts, winner_published: false } as NotificationParams };
    const text = plain(composeNotificationMail(hidden, links).text);
    expect(text).toContain(
      'BRF Solgläntan has awarded "Stambyte" to another provider. Thank you for your quote.\n\n' +
        'Your quote, 5 437 500 kr incl. VAT (4 350 000 kr excl.), ranked 2 of 5 by price including VAT ' +
        '(1 is the lowest).\n\n' +
        "The board's reason: Lägst pris med AB 04 och fem års garanti.\n\n" +
        'The board does not publish who won.\n',
    );
    expect(text).not.toContain('Bygg');
  });

  it("to the winner: the board's contact and the next step, in English and Swedish", () => {
    const won: QueuedMail = {
      ...lost,
      language: 'en',
      params: {
        title: 'Stambyte',
        outcome: 'won',
        brf: 'BRF Solgläntan',
        amount: 4350000,
        price_basis: 'excl_vat',
        amount_excl_vat: 4350000,
        amount_incl_vat: 5437500,
        rank: 1,
        bids: 5,
        reason: 'Lägst pris med AB 04 och fem års garanti.',
        contact_name: 'Anna Berg',
        contact_phone: '+46 70 123 45 67',
        contact_email: 'styrelsen@brf-solglantan.se',
      } as NotificationParams,
    };
    const english = composeNotificationMail(won, links);
    expect(english.subject).toBe('You won: Stambyte');
    expect(plain(english.text)).toContain(
      'Congratulations! BRF Solgläntan has accepted your quote for "Stambyte": 5 437 500 kr incl. VAT ' +
        '(4 350 000 kr excl.).\n\n' +
        "The board's reason: Lägst pris med AB 04 och fem års garanti.\n\n" +
        'Next step: the board will contact you to agree on the contract. You can reach the board through ' +
        'Anna Berg, +46 70 123 45 67, styrelsen@brf-solglantan.se.\n\n' +
        'Open the project: https://brf.example/projects/p-1\n',
    );
    const swedish = plain(composeNotificationMail({ ...won, language: 'sv' }, links).text);
    expect(swedish).toContain(
      'Nästa steg: styrelsen kontaktar er för att skriva avtal. Ni når styrelsen via Anna Berg, ' +
        '+46 70 123 45 67, styrelsen@brf-solglantan.se.',
    );
  });

  it('to a winner whose board has no contact person: the way to reach it', () => {
    const won = {
      ...lost,
      params: { title: 'Stambyte', outcome: 'won', brf: 'BRF Solgläntan' } as NotificationParams,
    };
    expect(plain(composeNotificationMail(won, links).text)).toContain(
      'Grattis! BRF Solgläntan har antagit er offert på "Stambyte".\n\n' +
        'Nästa steg: styrelsen kontaktar er för att skriva avtal. Tills dess kan ni skriva till styrelsen i ' +
        'projektets meddelanden.',
    );
  });
});

describe('an invitation', () => {
  it('says who invited', () => {
    const invitation: QueuedMail = {
      ...receipt,
      kind: 'invitation',
      type: null,
      params: {
        organization: 'BRF Solgläntan',
        organization_type: 'brf',
        role: 'member',
        token: 'abc',
        expires_at: '2026-12-14T13:30:00Z',
        inviter: 'Anna Berg',
      } as NotificationParams,
      unsubscribe_token: null,
    };
    expect(composeNotificationMail(invitation, links).text).toContain(
      'Anna Berg bjuder in dig till BRF Solgläntan på BRF-marknaden som ledamot.',
    );
    expect(composeNotificationMail({ ...invitation, language: 'en' }, links).text).toContain(
      'Anna Berg invites you to join BRF Solgläntan on BRF Marketplace as board member.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { composeNotificationMail, type QueuedMail } from './notification-mail.ts';

// The award as a workflow (decision 0024): who proposed what and what to do, the award made, a
// proposal fallen; each in the receiver's language, leading to the project's quotes.
const links = { siteUrl: 'https://brf.example', oneClickUrl: 'https://api.brf.example/functions/v1/unsubscribe' };
const proposal: QueuedMail = {
  kind: 'notification',
  language: 'sv',
  type: 'award_proposed',
  project_id: 'p-1',
  params: {
    title: 'Stambyte 48 lägenheter',
    author: 'Stina Lind',
    provider: 'Rör AB',
    amount_incl_vat: 5_437_500,
    amount_excl_vat: 4_350_000,
  },
  message: null,
  items: null,
  created_at: '2026-12-07T13:05:00Z',
  unsubscribe_token: 'u.award_proposed.1.sig',
};
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe('an award proposed', () => {
  it('says who proposed which company for how much, and leads to the proposal to confirm it', () => {
    const mail = composeNotificationMail(proposal, links);
    expect(mail.subject).toBe('En tilldelning att bekräfta: Stambyte 48 lägenheter');
    expect(plain(mail.text)).toContain(
      ': Stina Lind föreslår att "Stambyte 48 lägenheter" tilldelas Rör AB för 5 437 500 kr inkl. moms ' +
        '(4 350 000 kr exkl.). Bekräfta eller dra tillbaka förslaget.\n',
    );
    expect(mail.text).toContain('Bekräfta eller dra tillbaka förslaget: https://brf.example/projects/p-1#quotes');
    const english = composeNotificationMail({ ...proposal, language: 'en' }, links);
    expect(english.subject).toBe('An award to confirm: Stambyte 48 lägenheter');
    expect(plain(english.text)).toContain(
      ': Stina Lind proposes awarding "Stambyte 48 lägenheter" to Rör AB for 5 437 500 kr incl. VAT ' +
        '(4 350 000 kr excl.). Confirm or withdraw the proposal.\n',
    );
    expect(english.text).toContain('Confirm or withdraw the proposal: https://brf.example/projects/p-1#quotes');
  });

  it('names no company to a member who does not see its quote', () => {
    const mail = composeNotificationMail(
      { ...proposal, language: 'en', params: { title: 'Stambyte 48 lägenheter', author: 'Stina Lind' } },
      links,
    );
    expect(mail.text).toContain(
      ': Stina Lind proposes awarding "Stambyte 48 lägenheter". Confirm or withdraw the proposal.\n',
    );
    expect(mail.text).not.toContain('Rör AB');
  });
});

describe('the award made', () => {
  const made: QueuedMail = {
    ...proposal,
    type: 'award_made',
    params: { ...proposal.params, author: 'Olle Lind' },
    unsubscribe_token: 'u.award_made.1.sig',
  };

  it('tells the board whom the project went to, for how much, and who confirmed it', () => {
    const mail = composeNotificationMail(made, links);
    expect(mail.subject).toBe('Tilldelat: Stambyte 48 lägenheter');
    expect(plain(mail.text)).toContain(
      ': "Stambyte 48 lägenheter" är tilldelat Rör AB för 5 437 500 kr inkl. moms (4 350 000 kr exkl.). ' +
        'Olle Lind bekräftade tilldelningen.\n',
    );
    expect(mail.text).toContain('Öppna projektet: https://brf.example/projects/p-1#quotes');
    const english = composeNotificationMail({ ...made, language: 'en' }, links);
    expect(english.subject).toBe('Awarded: Stambyte 48 lägenheter');
    expect(plain(english.text)).toContain(
      ': "Stambyte 48 lägenheter" is awarded to Rör AB for 5 437 500 kr incl. VAT (4 350 000 kr excl.). ' +
        'Olle Lind confirmed the award.\n',
    );
  });

  it('to a member who does not see the winning quote: that it is made, not to whom', () => {
    const mail = composeNotificationMail(
      { ...made, language: 'en', params: { title: 'Stambyte 48 lägenheter', author: 'Olle Lind' } },
      links,
    );
    expect(mail.text).toContain(': "Stambyte 48 lägenheter" is awarded. Olle Lind confirmed the award.\n');
  });
});

describe('a proposal fallen', () => {
  it('says why and what the board can do next', () => {
    const fallen: QueuedMail = {
      ...proposal,
      type: 'award_withdrawn',
      params: { title: 'Stambyte 48 lägenheter', author: 'Stina Lind', because: 'conflict' },
      unsubscribe_token: 'u.award_withdrawn.1.sig',
    };
    const mail = composeNotificationMail(fallen, links);
    expect(mail.subject).toBe('Förslaget om tilldelning har fallit: Stambyte 48 lägenheter');
    expect(mail.text).toContain(
      ': Förslaget om tilldelning av "Stambyte 48 lägenheter" har fallit: Stina Lind har anmält jäv. ' +
        'En ledamot som deltar kan föreslå på nytt.\n',
    );
    const english = composeNotificationMail({ ...fallen, language: 'en' }, links);
    expect(english.subject).toBe('The proposed award has fallen: Stambyte 48 lägenheter');
    expect(english.text).toContain(
      ': The award proposed on "Stambyte 48 lägenheter" has fallen: Stina Lind declared a conflict of interest. ' +
        'A member who takes part may propose again.\n',
    );
    expect(english.text).toContain('Open the project: https://brf.example/projects/p-1#quotes');
  });
});

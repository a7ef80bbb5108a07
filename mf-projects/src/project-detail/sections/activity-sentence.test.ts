import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage, translate, type Language } from '@brf/i18n';
import { projectsCatalogue } from '../../i18n.ts';
import { activitySentence } from './activity-sentence.ts';

/** The sentence in `language`, with sv-SE's non-breaking spaces written as plain ones. */
async function sentences(language: Language) {
  await setLanguage(language, { remember: false });
  const t = (key: string, values?: Record<string, string | number>) => translate(projectsCatalogue, key, values);
  return (action: string, details: unknown = {}, actor_name: string | null = null) =>
    activitySentence({ action, details: details as never, actor_name }, t, language)?.replaceAll('\u00a0', ' ') ?? null;
}

describe('an activity sentence', () => {
  afterAll(async () => await setLanguage('en', { remember: false }));

  it('says what was done, in English', async () => {
    const say = await sentences('en');
    expect(say('created', { title: 'Stambyte' })).toBe('created the project');
    expect(say('edited', { fields: ['submission_deadline', 'title'] })).toBe(
      'changed the title and the submission deadline',
    );
    expect(say('edited', { fields: ['max_bids', 'description', 'show_winner_publicly'] })).toBe(
      'changed the description, the max bids, and whether the winner is shown',
    );
    expect(say('cancelled')).toBe('cancelled the project');
    expect(say('archived')).toBe('archived the project');
    expect(
      say('awarded', { provider: 'Rör AB', amount: 1250000, price_basis: 'excl_vat', amount_incl_vat: 1562500 }),
    ).toBe('awarded the project to Rör AB for 1 562 500 kr incl. VAT (1 250 000 kr excl.)');
    expect(
      say('awarded', { provider: 'Rör AB', amount: 1250000, price_basis: 'incl_vat', amount_incl_vat: 1250000 }),
    ).toBe('awarded the project to Rör AB for 1 250 000 kr incl. VAT (1 000 000 kr excl.)');
    // an entry written before awards carried a basis: its amount excludes VAT
    expect(say('awarded', { provider: 'Rör AB', amount: 1250000 })).toBe(
      'awarded the project to Rör AB for 1 562 500 kr incl. VAT (1 250 000 kr excl.)',
    );
    expect(say('reviewed', { rating: 4 })).toBe('reviewed the winner: 4 of 5');
  });

  it('says what was done, in Swedish', async () => {
    const say = await sentences('sv');
    expect(say('created', { title: 'Stambyte' })).toBe('skapade projektet');
    expect(say('edited', { fields: ['title', 'submission_deadline'] })).toBe('ändrade titeln och sista offertdag');
    expect(say('edited', { fields: ['show_winner_publicly', 'max_bids', 'description'] })).toBe(
      'ändrade beskrivningen, max antal offerter och om vinnaren visas',
    );
    expect(say('cancelled')).toBe('avbröt projektet');
    expect(say('archived')).toBe('arkiverade projektet');
    expect(say('awarded', { provider: 'Rör AB', amount: 1250000, price_basis: 'incl_vat' })).toBe(
      'tilldelade projektet till Rör AB för 1 250 000 kr inkl. moms (1 000 000 kr exkl.)',
    );
    expect(say('reviewed', { rating: 5 })).toBe('betygsatte vinnaren: 5 av 5');
  });

  it('says the declarations of interest and the two-person award, in English', async () => {
    const say = await sentences('en');
    expect(say('declared', { conflicts: [] })).toBe('declared no conflict of interest');
    expect(say('declared', { conflicts: ['Bygg AB'] })).toBe(
      'declared a conflict of interest with Bygg AB (stood aside)',
    );
    expect(say('declared', { conflicts: ['Bygg AB', 'Rör AB'] })).toBe(
      'declared a conflict of interest with Bygg AB and Rör AB (stood aside)',
    );
    expect(say('proposed', { provider: 'Rör AB', reason: 'Lägst pris, goda referenser' })).toBe(
      'proposed awarding Rör AB: "Lägst pris, goda referenser"',
    );
    expect(say('withdrawn', { proposed_by: 'Olle Ek' }, 'Olle Ek')).toBe('withdrew the award proposal');
    expect(say('withdrawn', { proposed_by: 'Olle Ek' }, 'Karin Lund')).toBe(
      'withdrew the award proposal made by Olle Ek',
    );
    expect(say('withdrawn', { proposed_by: null }, 'Karin Lund')).toBe('withdrew the award proposal');
    expect(say('withdrawn', { proposed_by: 'Olle Ek', because: 'conflict' }, 'Olle Ek')).toBe(
      'declared a conflict of interest, so the award proposal fell',
    );
    expect(say('stood_in', { deputy: 'Disa Ek', stands_in_for: 'Jonas Lund' }, 'Karin Lund')).toBe(
      'called in the deputy Disa Ek for Jonas Lund, who stands aside',
    );
    expect(say('stood_in', {}, 'Karin Lund')).toBe('called in a deputy for a member who stands aside');
    expect(
      say('board_changed', { change: 'joined', person: 'Docka Lind', invited_by: 'Stina Berg' }, 'Docka Lind'),
    ).toBe('joined the board, invited by Stina Berg');
    expect(say('board_changed', { change: 'removed', person: 'Docka Lind' }, 'Stina Berg')).toBe(
      'removed Docka Lind from the board',
    );
    expect(say('confirmed', { proposed_by: 'Olle' })).toBe('confirmed the award proposed by Olle');
    expect(say('awarded', { provider: 'Rör AB', amount: 850000, stood_aside: ['Karin Lund'] })).toBe(
      'awarded the project to Rör AB for 1 062 500 kr incl. VAT (850 000 kr excl.). Stood aside: Karin Lund',
    );
    expect(say('awarded', { provider: 'Rör AB', amount: 850000, stood_aside: [] })).toBe(
      'awarded the project to Rör AB for 1 062 500 kr incl. VAT (850 000 kr excl.)',
    );
  });

  it('says the declarations of interest and the two-person award, in Swedish', async () => {
    const say = await sentences('sv');
    expect(say('declared', { conflicts: [] })).toBe('anmälde inget jäv');
    expect(say('declared', { conflicts: ['Bygg AB', 'Rör AB'] })).toBe(
      'anmälde jäv mot Bygg AB och Rör AB och avstod från beslutet',
    );
    expect(say('proposed', { provider: 'Rör AB', reason: 'Lägst pris' })).toBe(
      'föreslog att projektet tilldelas Rör AB: "Lägst pris"',
    );
    expect(say('withdrawn', { proposed_by: 'Olle Ek' }, 'Olle Ek')).toBe('drog tillbaka förslaget till tilldelning');
    expect(say('withdrawn', { proposed_by: 'Olle Ek' }, 'Karin Lund')).toBe(
      'drog tillbaka förslaget till tilldelning som Olle Ek lade fram',
    );
    expect(say('withdrawn', { proposed_by: 'Olle Ek', because: 'conflict' }, 'Olle Ek')).toBe(
      'anmälde jäv, så förslaget till tilldelning föll',
    );
    expect(say('confirmed', { proposed_by: 'Olle' })).toBe('bekräftade tilldelningen som Olle föreslog');
    expect(say('awarded', { provider: 'Rör AB', amount: 850000, stood_aside: ['Karin Lund', 'Per Ek'] })).toBe(
      'tilldelade projektet till Rör AB för 1 062 500 kr inkl. moms (850 000 kr exkl.). Avstod på grund av jäv: ' +
        'Karin Lund och Per Ek',
    );
  });

  it('falls back to the plain sentence when the details are missing or malformed', async () => {
    const say = await sentences('en');
    expect(say('edited', { fields: [] })).toBe('edited the project');
    expect(say('edited', { fields: ['colour'] })).toBe('edited the project');
    expect(say('edited', null)).toBe('edited the project');
    expect(say('edited', { fields: ['colour', 'title'] })).toBe('changed the title');
    expect(say('awarded', { provider: 'Rör AB' })).toBe('awarded the project');
    expect(say('reviewed', { rating: 9 })).toBe('reviewed the winner');
    expect(say('reviewed', [])).toBe('reviewed the winner');
    expect(say('declared', {})).toBe('declared their interests');
    expect(say('declared', { conflicts: [null, ''] })).toBe('declared no conflict of interest');
    expect(say('proposed', { provider: 'Rör AB' })).toBe('proposed awarding Rör AB');
    expect(say('proposed', { reason: 'Billigast' })).toBe('proposed an award');
    expect(say('confirmed', { proposed_by: null })).toBe('confirmed the proposed award');
    expect(say('awarded', { stood_aside: ['Karin Lund'] })).toBe('awarded the project. Stood aside: Karin Lund');
    expect(say('awarded', { provider: 'Rör AB', amount: 850000, stood_aside: 'Karin Lund' })).toBe(
      'awarded the project to Rör AB for 1 062 500 kr incl. VAT (850 000 kr excl.)',
    );
  });

  it("names a person whose account was deleted 'Deleted user' where the entry keeps their place", async () => {
    const en = await sentences('en');
    expect(en('awarded', { stood_aside: ['Karin Lund', null] })).toBe(
      'awarded the project. Stood aside: Karin Lund and Deleted user',
    );
    expect(en('stood_in', { deputy: 'Disa Ek', stands_in_for: null })).toBe(
      'called in the deputy Disa Ek for Deleted user, who stands aside',
    );
    const sv = await sentences('sv');
    expect(sv('awarded', { stood_aside: [null] })).toBe(
      'tilldelade projektet. Avstod på grund av jäv: Raderad användare',
    );
  });

  it('gives null for an action this build does not know', async () => {
    const say = await sentences('en');
    expect(say('reopened')).toBeNull();
  });
});

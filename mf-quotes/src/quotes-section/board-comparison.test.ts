import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatExactQuoteAmount } from '@brf/domain/quotes';
import { downloadQuotesCsv, printableComparisonHtml } from './board-comparison.ts';
import { toListItem } from './quote-list-item.ts';
import { receivedQuote } from './received-quote.fixture.ts';
import type { ReceivedQuote } from '../shared/api/received-quotes.ts';

const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const project = {
  id: 'p',
  title: 'Stambyte <hus A>',
  status: 'closed',
  submissionDeadline: '2026-11-01T00:00:00Z',
  ownerUserId: 'u',
  myRole: 'chair',
  brfId: 'b',
  winningProviderId: null,
  winningQuoteId: null,
  requiredQuoteTerms: [],
  sealedBids: false,
};

function quote(
  id: string,
  amount: number,
  name: string,
  description: string | null,
  rating: number | null,
): ReceivedQuote {
  const organization_number = id === 'a' ? '556677-8899' : '559900-1122';
  return receivedQuote(id, {
    quote_amount: amount,
    description,
    service_provider_profiles: { id: `sp-${id}`, organization_name: name, organization_number, average_rating: rating },
  });
}

describe('the printable comparison for the board', () => {
  const items = [
    quote('a', 1200000, 'Alfa & Söner <AB>', 'Pris "fast"\nrad två', 4),
    quote('b', 980000, 'Beta Rör AB', null, null),
  ].map(toListItem);
  const html = printableComparisonHtml(project, items, t, 'sv', { now: new Date('2026-11-01T10:00:00Z') });

  it('escapes every text it prints', () => {
    expect(html).toContain('Alfa &amp; Söner &lt;AB&gt;');
    expect(html).toContain('Pris &quot;fast&quot;\nrad två');
    expect(html).toContain('Stambyte &lt;hus A&gt;');
    expect(html).not.toContain('<AB>');
  });
  it('lists the quotes by amount, lowest first, with the rating to one decimal or a dash', () => {
    const rows = html.split('<tr>').slice(2);
    expect(rows[0]).toContain('Beta Rör AB');
    expect(rows[0]).toContain('>–<');
    expect(rows[1]).toContain('556677-8899');
    expect(rows[1]).toContain('>4,0<'); // as Swedish writes it
    expect(html).toContain('<html lang="sv">');
  });
  it('states each amount including VAT with the amount excluding VAT beside it (decision 0026)', () => {
    const text = html.replaceAll('\u00a0', ' ').replaceAll('&quot;', '"');
    expect(text).toContain('compare.amountOnBases {"amount":"1 225 000 kr","other":"980 000 kr"}');
    expect(text).toContain('compare.amountOnBases {"amount":"1 500 000 kr","other":"1 200 000 kr"}');
  });
  it("is a page the site's CSP allows: its style and Print button are files of this remote, nothing inline", () => {
    const sources = [...html.matchAll(/<(?:link rel="stylesheet" href|script src)="([^"]+)"/g)].map(([, url]) => url);
    expect(sources).toHaveLength(2);
    const [styleSheet, printScript] = sources.map((url) => new URL(url));
    expect(styleSheet.pathname).toMatch(/\/printable-comparison\.css$/);
    expect(printScript.pathname).toMatch(/\/print-button\.js$/);
    expect(html).not.toMatch(/<style|<script>|\son[a-z]+=|style="/);
    expect(html).toContain('<button type="button" data-print>compare.print</button>');
  });
});

describe('a quote whose provider cannot be read', () => {
  it("is listed as 'Unknown Service Provider' in the comparison, not left blank", () => {
    // the embed the types promise can be missing at run time (a provider removed meanwhile)
    const nameless = {
      ...quote('c', 500000, 'x', null, null),
      service_provider_profiles: null,
    } as unknown as ReceivedQuote;
    const html = printableComparisonHtml(
      project,
      [toListItem(nameless)],
      (key) => (key === 'compare.unknownProvider' ? 'Unknown Service Provider' : key),
      'sv',
      { now: new Date('2026-11-01T10:00:00Z') },
    );
    expect(html).toContain('Unknown Service Provider');
  });
});

describe("the board's CSV download", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a semicolon-separated UTF-8 file named after the project, a row per quote, lowest amount first', async () => {
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:quotes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const nameless = {
      ...quote('c', 1500000, 'x', null, null),
      service_provider_profiles: null,
    } as unknown as ReceivedQuote;
    const items = [
      quote('a', 1200000.5, 'Alfa & Söner AB', 'Fast pris', 4),
      quote('b', 980000, 'Beta Rör AB', null, null),
      nameless,
    ].map(toListItem);

    downloadQuotesCsv(
      project,
      items,
      (key) => ({ 'compare.unknownProvider': 'Unknown Service Provider', 'compare.fileName': 'offerter' })[key] ?? key,
    );

    expect(names).toEqual(['offerter-stambyte-hus-a.csv']);
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const lines = (await blob!.text()).split('\r\n').map((line) => line.split(';').slice(0, 3).join(';'));
    expect(lines.slice(1, 4)).toEqual([
      'Beta Rör AB;559900-1122;980000,00',
      'Alfa & Söner AB;556677-8899;1200000,50',
      'Unknown Service Provider;;1500000,00',
    ]);
  });
});

describe("the comparison's terms and scores in the exports", () => {
  afterEach(() => vi.restoreAllMocks());
  const words: Record<string, string> = {
    'compare.unknownProvider': 'Unknown Service Provider',
    'compare.fileName': 'offerter',
    'compare.provider': 'Provider',
    'matrix.amountInclVat': 'Amount incl. VAT',
    'matrix.warrantyYears': 'Warranty (years)',
    'matrix.averageScore': 'Average score',
    'matrix.scores': "Board's scores",
    'matrix.basis.incl_vat': 'Incl. VAT',
    'matrix.basis.excl_vat': 'Excl. VAT',
    'matrix.best': 'Best',
    'matrix.missing': 'Missing',
    'matrix.title': 'Comparison',
  };
  const tr = (key: string, values?: Record<string, string | number>) =>
    key === 'matrix.memberScore' ? `${values?.name}: ${values?.score}` : (words[key] ?? key);
  // 900 000 excluding VAT is 1 125 000 including it: dearer than 1 000 000 including VAT
  const items = [
    receivedQuote('a', {
      quote_amount: 900000,
      warranty_years: 10,
      service_provider_profiles: {
        id: 'sp-a',
        organization_name: 'Alfa AB',
        organization_number: '556000-0000',
        average_rating: 4,
      },
    }),
    receivedQuote('b', {
      quote_amount: 1000000,
      price_basis: 'incl_vat',
      warranty_years: null,
      service_provider_profiles: {
        id: 'sp-b',
        organization_name: 'Beta AB',
        organization_number: '556000-0000',
        average_rating: 4,
      },
    }),
  ].map(toListItem);
  const assessments = new Map([
    ['a', { scores: [{ user_id: 'u1', member_name: 'Anna', score: 4 }], note: 'privat' }],
    ['b', { scores: [{ user_id: 'u1', member_name: 'Anna', score: 2 }], note: null }],
  ]);

  it('adds the terms and the scores after the spec’s columns, lowest price including VAT first', async () => {
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:quotes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    downloadQuotesCsv(project, items, tr, { assessments });

    const [header, first, second] = (await blob!.text())
      .slice(1)
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(header!.slice(0, 6)).toEqual([
      'Provider',
      'compare.organizationNumber',
      'compare.amount',
      'compare.date',
      'compare.rating',
      'compare.description',
    ]);
    const column = (name: string) => header!.indexOf(name);
    expect(first![0]).toBe('Beta AB');
    expect(first![column('matrix.priceBasis')]).toBe('Incl. VAT');
    expect(first![column('Amount incl. VAT')]).toBe('1000000,00');
    expect(second![column('Amount incl. VAT')]).toBe('1125000,00');
    expect(second![column('Warranty (years)')]).toBe('10');
    expect(second![column("Board's scores")]).toBe('Anna: 4');
    expect(second![column('Average score')]).toBe('4,0');
    // a note is its writer's own: it is never exported
    expect(second!.join(';')).not.toContain('privat');
  });

  it('prints a comparison with the best of each row and a required term left out in words', () => {
    const html = printableComparisonHtml(project, items, tr, 'en', { assessments, requiredTerms: ['warranty_years'] });
    const comparison = html.slice(html.indexOf('<h2>Comparison</h2>'));
    expect(comparison).toContain('<th scope="col">Beta AB</th><th scope="col">Alfa AB</th>');
    const row = (label: string) => comparison.slice(comparison.indexOf(`>${label}</th>`)).split('</tr>')[0]!;
    expect(row('Amount incl. VAT')).toContain(
      `<td>${formatExactQuoteAmount(1000000)} <span class="mark">Best</span></td>`,
    );
    expect(row('Warranty (years)')).toContain('<td><span class="mark">Missing</span></td><td>10</td>');
    expect(row('Average score')).toContain('<td>4.0 <span class="mark">Best</span></td>');
  });
});

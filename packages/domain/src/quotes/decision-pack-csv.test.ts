import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';
import { decisionPackCsv } from './decision-pack-csv.ts';

const lines = (csv: string) => csv.slice(1).split('\r\n');

describe('the decision pack as CSV', () => {
  it('is UTF-8 with BOM, semicolon-separated, CRLF, its parts in order after an empty line', () => {
    const csv = decisionPackCsv({
      title: 'Beslutsunderlag: Stambyte i hus A',
      facts: [
        ['Sammanställt', '2026-12-02 10:15'],
        ['Kontrollsumma (SHA-256)', 'ab12'],
      ],
      sections: [
        { title: 'Projekt och förfrågan', rows: [['Titel', 'Stambyte i hus A']] },
        {
          title: 'Anbudsöppning',
          columns: ['Företag', 'Belopp'],
          rows: [
            ['Åkes Rör AB', '1250000,50'],
            ['Bygg & Co', '980000,00'],
          ],
        },
      ],
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual([
      'Beslutsunderlag: Stambyte i hus A',
      'Sammanställt;2026-12-02 10:15',
      'Kontrollsumma (SHA-256);ab12',
      '',
      'Projekt och förfrågan',
      'Titel;Stambyte i hus A',
      '',
      'Anbudsöppning',
      'Företag;Belopp',
      'Åkes Rör AB;1250000,50',
      'Bygg & Co;980000,00',
      '',
    ]);
  });

  it('writes a part without rows as its title and what it says instead, without the column names', () => {
    const csv = decisionPackCsv({
      title: 'Decision pack: Roof',
      facts: [],
      sections: [
        { title: 'Decision', columns: ['Winner'], rows: [], empty: 'No award yet.' },
        { title: 'Attachments', rows: [] },
      ],
    });
    expect(lines(csv)).toEqual(['Decision pack: Roof', '', 'Decision', 'No award yet.', '', 'Attachments', '']);
  });

  it('escapes cells as the quotes CSV does: separators, quotes, line breaks, formulas', () => {
    const csv = decisionPackCsv({
      title: 'Decision pack: A; B',
      facts: [['Reason', 'Lowest price;\nbest "warranty"']],
      sections: [{ title: 'Reservations', rows: [['=SUM(A1)', '-5 %', '@home']] }],
    });
    expect(lines(csv)).toEqual([
      '"Decision pack: A; B"',
      'Reason;"Lowest price;\nbest ""warranty"""',
      '',
      'Reservations',
      "'=SUM(A1);'-5 %;'@home",
      '',
    ]);
  });
});

describe('canonical JSON of what a checksum covers', () => {
  it('orders every object by key, keeps arrays in order and leaves out undefined members', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }, 2], e: undefined })).toBe(
      '{"a":[{"c":"x","d":null},2],"b":1}',
    );
  });

  it('gives the same text for the same contents built in another order', () => {
    const one = { quote_id: 'q1', amount: 1250000.5, files: [{ name: 'a.pdf', size: 10 }] };
    const other = { files: [{ size: 10, name: 'a.pdf' }], amount: 1250000.5, quote_id: 'q1' };
    expect(canonicalJson(one)).toBe(canonicalJson(other));
    expect(canonicalJson([undefined, 'å'])).toBe('[null,"å"]');
  });
});

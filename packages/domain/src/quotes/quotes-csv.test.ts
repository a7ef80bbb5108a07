import { describe, expect, it } from 'vitest';
import { csvField, quotesCsv, quotesCsvFileName } from './quotes-csv.ts';

const headers = {
  provider: 'Provider',
  organizationNumber: 'Organisation number',
  amount: 'Amount (SEK)',
  date: 'Date',
  rating: 'Rating',
  description: 'Description',
};

describe('quotes CSV for the board', () => {
  it('starts with the BOM, separates by semicolons, ends lines with CRLF', () => {
    const csv = quotesCsv(
      [
        {
          provider: 'Åkes Tak AB',
          organizationNumber: '556677-8899',
          amount: 1250000.5,
          // 09:05 in Stockholm (summer time), wherever the CSV is made
          createdAt: '2026-05-03T07:05:00Z',
          rating: 4,
          description: 'Plåttak',
        },
      ],
      headers,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Provider;Organisation number;Amount (SEK);Date;Rating;Description',
      'Åkes Tak AB;556677-8899;1250000,50;2026-05-03 09:05;4,0;Plåttak',
      '',
    ]);
  });
  it('quotes separators, quotes and line breaks, and never lets a cell be a formula', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('plain')).toBe('plain');
  });
  it('leaves empty cells for a missing rating, number or description', () => {
    const csv = quotesCsv(
      [
        {
          provider: 'X',
          organizationNumber: null,
          amount: 1,
          createdAt: '2025-12-31T23:00:00Z',
          rating: null,
          description: null,
        },
      ],
      headers,
    );
    expect(csv.split('\r\n')[1]).toBe('X;;1,00;2026-01-01 00:00;;');
  });
  it('adds further columns after the six, in the order given', () => {
    const csv = quotesCsv(
      [
        {
          provider: 'X',
          organizationNumber: null,
          amount: 1,
          createdAt: '2025-12-31T23:00:00Z',
          rating: null,
          description: null,
          extra: ['1,25', 'AB 04'],
        },
      ],
      { ...headers, extra: ['Amount incl. VAT', 'Standard contract'] },
    );
    expect(csv.slice(1).split('\r\n').slice(0, 2)).toEqual([
      'Provider;Organisation number;Amount (SEK);Date;Rating;Description;Amount incl. VAT;Standard contract',
      'X;;1,00;2026-01-01 00:00;;;1,25;AB 04',
    ]);
  });
  it('names the file after the project', () => {
    expect(quotesCsvFileName('offerter', 'Stambyte i hus Ä/B')).toBe('offerter-stambyte-i-hus-a-b.csv');
  });
});

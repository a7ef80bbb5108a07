import { describe, expect, it } from 'vitest';
import { catalogueGaps } from './catalogue-check.ts';

describe('catalogueGaps', () => {
  it('passes two complete languages', () => {
    expect(catalogueGaps('ns', { en: { a: 'Hi {name}' }, sv: { a: 'Hej {name}' } })).toEqual([]);
  });

  it('names a key that exists in one language and not the other, both ways', () => {
    expect(catalogueGaps('ns', { en: { a: 'A', b: 'B' }, sv: { a: 'A', c: 'C' } })).toEqual([
      'ns: "c" exists in sv but not in en',
      'ns: "b" exists in en but not in sv',
    ]);
  });

  it('names a missing file, an empty message, and placeholders or tags that differ', () => {
    expect(catalogueGaps('ns', { en: { a: 'A' } })).toEqual(['ns: no sv catalogue']);
    expect(catalogueGaps('ns', { en: { a: 'A' }, sv: { a: ' ' } })).toEqual(['ns: "a" is empty in sv']);
    expect(catalogueGaps('ns', { en: { a: 'Hi {name}' }, sv: { a: 'Hej {namn}' } })).toEqual([
      'ns: "a" has placeholders {namn} in sv but {name} in en',
    ]);
    expect(catalogueGaps('ns', { en: { a: 'See <link>this</link>' }, sv: { a: 'Se detta' } })).toEqual([
      'ns: "a" has other tags in en than in sv',
    ]);
  });
});

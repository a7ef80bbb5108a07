import { describe, expect, it } from 'vitest';
import { sortServiceCategories } from './service-categories.ts';

describe('sortServiceCategories', () => {
  it('sorts by name with Annat last', () => {
    const names = sortServiceCategories([
      { name: 'Annat' },
      { name: 'Städning' },
      { name: 'El' },
      { name: 'Ärenden' },
      { name: 'Bygg' },
    ]).map((c) => c.name);
    expect(names).toEqual(['Bygg', 'El', 'Städning', 'Ärenden', 'Annat']);
  });
});

describe('sortServiceCategories in the language shown', () => {
  it('sorts by the name a page shows, Other still last', () => {
    const english: Record<string, string> = {
      Annat: 'Other',
      VVS: 'Plumbing and heating',
      El: 'Electrical',
      Hiss: 'Lifts',
    };
    const names = sortServiceCategories(
      [{ name: 'Annat' }, { name: 'VVS' }, { name: 'Hiss' }, { name: 'El' }],
      (name) => english[name]!,
    ).map((c) => c.name);
    expect(names).toEqual(['El', 'Hiss', 'VVS', 'Annat']);
  });
});

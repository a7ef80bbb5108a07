import { describe, expect, it } from 'vitest';
import { sortServiceCategories } from './service-categories.ts';

describe('sortServiceCategories', () => {
  it('sorts by name with Annat last', () => {
    const names = sortServiceCategories([{ name: 'Annat' }, { name: 'Städning' }, { name: 'El' }, { name: 'Ärenden' }, { name: 'Bygg' }]).map(
      (c) => c.name,
    );
    expect(names).toEqual(['Bygg', 'El', 'Städning', 'Ärenden', 'Annat']);
  });
});

import { describe, expect, it } from 'vitest';
import { categoriesForUrl, categoryArgument, NO_CATEGORIES, selectedCategories } from './category-selection.ts';

const options = ['a', 'b', 'c'];

describe('the Categories filter in the URL', () => {
  it('no categories in the URL means every option is chosen and no filter is sent', () => {
    expect(selectedCategories([], options)).toEqual(options);
    expect(categoryArgument([])).toBeNull();
  });
  it('All writes nothing, None writes the none marker, some write their ids', () => {
    expect(categoriesForUrl(options, options)).toEqual([]);
    expect(categoriesForUrl([], options)).toEqual([NO_CATEGORIES]);
    expect(categoriesForUrl(['b'], options)).toEqual(['b']);
  });
  it('None sends an empty list (nothing matches) and shows nothing chosen', () => {
    expect(selectedCategories([NO_CATEGORIES], options)).toEqual([]);
    expect(categoryArgument([NO_CATEGORIES])).toEqual([]);
  });
  it('ids the viewer cannot choose are not shown as chosen', () => {
    expect(selectedCategories(['b', 'zzz'], options)).toEqual(['b']);
    expect(categoryArgument(['b'])).toEqual(['b']);
  });
});

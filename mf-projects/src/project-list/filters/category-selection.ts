/**
 * The Categories filter in the URL: no `categories` = every category (no filter); 'none' = the
 * user chose None (nothing matches). The domain's filter state keeps ids only, so 'none' is this
 * page's marker for the empty choice.
 */
export const NO_CATEGORIES = 'none';

export function selectedCategories(urlCategories: readonly string[], options: readonly string[]): string[] {
  if (urlCategories.length === 0) return [...options];
  if (urlCategories.includes(NO_CATEGORIES)) return [];
  return urlCategories.filter((id) => options.includes(id));
}

export function categoriesForUrl(chosen: readonly string[], options: readonly string[]): string[] {
  if (chosen.length === 0) return [NO_CATEGORIES];
  if (options.length > 0 && options.every((id) => chosen.includes(id))) return [];
  return [...chosen];
}

/** What list_projects receives for the categories. */
export function categoryArgument(urlCategories: readonly string[]): string[] | null {
  if (urlCategories.length === 0) return null;
  return urlCategories.includes(NO_CATEGORIES) ? [] : [...urlCategories];
}

export interface ServiceCategory {
  id: string;
  name: string;
  icon_name?: string | null;
  description?: string | null;
}

/** The catch-all category, always listed last. */
export const OTHER_CATEGORY_NAME = 'Annat';

/** By name as shown (Swedish collation; `shown` gives the English name on an English page), with 'Annat' last. */
export function sortServiceCategories<C extends Pick<ServiceCategory, 'name'>>(
  categories: readonly C[],
  shown: (name: string) => string = (name) => name,
): C[] {
  return [...categories].sort((a, b) => {
    const aOther = a.name === OTHER_CATEGORY_NAME;
    const bOther = b.name === OTHER_CATEGORY_NAME;
    if (aOther !== bOther) return aOther ? 1 : -1;
    return shown(a.name).localeCompare(shown(b.name), 'sv-SE');
  });
}

/** A category picker's options in the order and words a page shows (`shown` from useServiceCategoryName). */
export function serviceCategoryOptions(categories: readonly ServiceCategory[], shown: (swedish: string) => string) {
  return sortServiceCategories(categories, shown).map((category) => ({
    value: category.id,
    label: shown(category.name),
    description: category.description ? shown(category.description) : null,
    iconName: category.icon_name ?? null,
  }));
}

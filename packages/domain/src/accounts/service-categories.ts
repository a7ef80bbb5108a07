export interface ServiceCategory {
  id: string;
  name: string;
  icon_name?: string | null;
  description?: string | null;
}

/** The catch-all category, always listed last. */
export const OTHER_CATEGORY_NAME = 'Annat';

/** By name (Swedish collation), with 'Annat' last. */
export function sortServiceCategories<C extends Pick<ServiceCategory, 'name'>>(categories: readonly C[]): C[] {
  return [...categories].sort((a, b) => {
    const aOther = a.name === OTHER_CATEGORY_NAME;
    const bOther = b.name === OTHER_CATEGORY_NAME;
    if (aOther !== bOther) return aOther ? 1 : -1;
    return a.name.localeCompare(b.name, 'sv-SE');
  });
}

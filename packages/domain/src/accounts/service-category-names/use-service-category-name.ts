import { useMemo } from 'react';
import { defineCatalogue, i18n, useTranslation } from '@brf/i18n';

/**
 * The service categories' names and descriptions are the marketplace's data, in Swedish; this
 * catalogue gives each its English words, keyed by the Swedish text.
 */
export const serviceCategoryNamesCatalogue = defineCatalogue('service-categories', {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
});

const prefix = `${serviceCategoryNamesCatalogue.namespace}:`;

/**
 * `const categoryText = useServiceCategoryName(); categoryText(category.name)`: a category's
 * name or description in the language shown. A category an operator added after this catalogue
 * keeps its Swedish words.
 */
export function useServiceCategoryName(): (swedish: string) => string {
  const { language } = useTranslation(serviceCategoryNamesCatalogue);
  // i18n.messages are the loaded messages of the language shown
  return useMemo(
    () => (swedish: string) => (prefix + swedish in i18n.messages ? i18n._(prefix + swedish) : swedish),
    [language],
  );
}

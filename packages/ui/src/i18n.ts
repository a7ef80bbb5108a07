import { defineCatalogue } from '@brf/i18n';

/** Texts the primitives show when the caller gives none (close buttons, loading, summaries). */
export const uiCatalogue = defineCatalogue('ui', {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
});

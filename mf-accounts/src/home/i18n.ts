import { defineCatalogue } from '@brf/i18n';

/** The home page's own texts: a first visit fetches these, not the whole accounts catalogue. */
export const homeCatalogue = defineCatalogue('accounts-home', {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
});

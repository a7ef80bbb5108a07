import { defineCatalogue } from '@brf/i18n';

/** The login page's own texts: /login fetches these, not the whole accounts catalogue. */
export const loginCatalogue = defineCatalogue('accounts-login', {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
});

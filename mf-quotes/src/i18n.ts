import { currentLanguage, defineCatalogue, loadCatalogue } from '@brf/i18n';

export const quotesCatalogue = defineCatalogue('quotes', {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
});

// Fetched with this remote's code, so a widget does not wait for it after mounting (a suspended
// render starts no query: the quotes would be asked for only after the texts arrived).
loadCatalogue(quotesCatalogue, currentLanguage()).catch((error: unknown) =>
  console.error('[mf-quotes] catalogue', error),
);

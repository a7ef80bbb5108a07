import { defineCatalogue } from '@brf/i18n';

export const quotesCatalogue = defineCatalogue('quotes', {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
});

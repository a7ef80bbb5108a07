import { defineCatalogue } from '@brf/i18n';

/** The quote forms' own texts: /projects/:id/submit-quote fetches these, not the whole quotes catalogue. */
export const quoteFormCatalogue = defineCatalogue('quotes-form', {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
});

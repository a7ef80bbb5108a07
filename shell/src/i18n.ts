import { defineCatalogue } from '@brf/i18n';

export const shellCatalogue = defineCatalogue('shell', {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
});

import { defineCatalogue } from '@brf/i18n';

export const adminCatalogue = defineCatalogue('admin', {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
});

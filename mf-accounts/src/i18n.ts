import { defineCatalogue } from '@brf/i18n';

export const accountsCatalogue = defineCatalogue('accounts', {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
});

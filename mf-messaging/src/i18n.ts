import { defineCatalogue } from '@brf/i18n';

export const messagingCatalogue = defineCatalogue('messaging', {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
});

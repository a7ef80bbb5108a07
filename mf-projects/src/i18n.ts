import { defineCatalogue } from '@brf/i18n';

export const projectsCatalogue = defineCatalogue('projects', {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
});

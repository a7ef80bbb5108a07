import { defineCatalogue } from '@brf/i18n';

/** A notification's sentence per type, and its e-mail's texts (the sender reads the same files). */
export const notificationCatalogue = defineCatalogue('notifications', {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
});

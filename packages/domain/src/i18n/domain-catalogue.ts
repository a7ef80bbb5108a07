import { defineCatalogue } from '@brf/i18n';

/**
 * The domain's messages. Schemas and rules keep the spec's English text (tests assert it word
 * for word); this catalogue is keyed by that English text, with `{label}`-style templates for
 * the generic field messages, so any message a schema produces can be shown in Swedish.
 */
export const domainCatalogue = defineCatalogue('domain', {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
});

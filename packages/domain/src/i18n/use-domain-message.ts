import { useMemo } from 'react';
import { i18n, useTranslation } from '@brf/i18n';
import { domainCatalogue } from './domain-catalogue.ts';
import { compileTemplates, localizeMessage } from './localize-message.ts';

const prefix = `${domainCatalogue.namespace}:`;

/** `const message = useDomainMessage(); message(errors.email?.message)`: a schema's message in the language shown. */
export function useDomainMessage(): (message: string | undefined) => string {
  const { language } = useTranslation(domainCatalogue);
  return useMemo(() => {
    // keys are the English text in every language, so the loaded file gives the templates
    const keys = Object.keys(i18n.messages)
      .filter((id) => id.startsWith(prefix))
      .map((id) => id.slice(prefix.length));
    const templates = compileTemplates(keys);
    const lookup = (key: string, values?: Record<string, string>) =>
      prefix + key in i18n.messages ? i18n._(prefix + key, values) : undefined;
    return (message) => (message ? localizeMessage(message, lookup, templates) : '');
  }, [language]);
}

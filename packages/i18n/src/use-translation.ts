import { use, useCallback, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n-instance.ts';
import { isCatalogueLoaded, loadCatalogue, messageId, type Catalogue } from './catalogue.ts';
import { currentLanguage } from './set-language.ts';
import type { Language } from './language.ts';

export type MessageValues = Record<string, string | number>;
export type Translate = (key: string, values?: MessageValues) => string;

function subscribe(onChange: () => void) {
  return i18n.on('change', onChange);
}

/** The language shown now; components re-render when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** Looks a key up in a namespace of the active language (outside React: toasts, document titles). */
export function translate(catalogue: Catalogue, key: string, values?: MessageValues): string {
  const id = messageId(catalogue.namespace, key);
  if (!(id in i18n.messages)) {
    console.error(`[i18n] no message "${key}" in namespace "${catalogue.namespace}" (${currentLanguage()})`);
    return key;
  }
  return i18n._(id, values);
}

/**
 * `const { t } = useTranslation(accountsCatalogue)` then `t('login.title')`. Suspends (React
 * `use`) until the namespace's file for the active language has arrived, so a region's Suspense
 * fallback (its skeleton) shows instead of keys.
 */
export function useTranslation(catalogue: Catalogue): { t: Translate; language: Language } {
  const language = useLanguage();
  if (!isCatalogueLoaded(catalogue, language)) use(loadCatalogue(catalogue, language));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new t per language re-renders what uses it
  const t = useCallback<Translate>((key, values) => translate(catalogue, key, values), [catalogue, language]);
  return useMemo(() => ({ t, language }), [t, language]);
}

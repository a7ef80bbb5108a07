import type { Messages } from '@lingui/core';
import { i18n } from './i18n-instance.ts';
import type { Language } from './language.ts';

type CatalogueModule = { default: Record<string, unknown> } | Record<string, unknown>;

/** A namespace (one per remote or package) and how to fetch each language's file of it. */
export interface Catalogue {
  namespace: string;
  load: Record<Language, () => Promise<CatalogueModule>>;
}

const catalogues = new Map<string, Catalogue>();
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

const cacheKey = (catalogue: Catalogue, language: Language) => `${catalogue.namespace}:${language}`;

/**
 * Declares a namespace. Call once at module level in the owning workspace, with dynamic imports
 * so each language is its own chunk:
 * `defineCatalogue('accounts', { en: () => import('./locales/en.json'), sv: () => import('./locales/sv.json') })`.
 */
export function defineCatalogue(namespace: string, load: Catalogue['load']): Catalogue {
  const known = catalogues.get(namespace);
  if (known) return known;
  const catalogue = { namespace, load };
  catalogues.set(namespace, catalogue);
  return catalogue;
}

export function registeredCatalogues(): Catalogue[] {
  return [...catalogues.values()];
}

export function messageId(namespace: string, key: string): string {
  return `${namespace}:${key}`;
}

export function isCatalogueLoaded(catalogue: Catalogue, language: Language): boolean {
  return loaded.has(cacheKey(catalogue, language));
}

/** Fetches one language of one namespace once; the same promise for every caller (Suspense needs that). */
export function loadCatalogue(catalogue: Catalogue, language: Language): Promise<void> {
  const key = cacheKey(catalogue, language);
  let promise = loading.get(key);
  if (!promise) {
    promise = catalogue.load[language]().then((module) => {
      const messages = ('default' in module ? module.default : module) as Messages;
      const prefixed: Messages = {};
      for (const [id, message] of Object.entries(messages)) prefixed[messageId(catalogue.namespace, id)] = message;
      i18n.load(language, prefixed);
      loaded.add(key);
    });
    promise.catch(() => loading.delete(key)); // a failed chunk may be retried
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Every declared namespace's file for a language, together. A failed file is left to the
 * `useTranslation` that needs it (it suspends again and its region shows the error).
 */
export function loadDeclaredCatalogues(language: Language): Promise<void> {
  return Promise.all(
    registeredCatalogues().map((catalogue) => loadCatalogue(catalogue, language).catch(() => undefined)),
  ).then(() => undefined);
}

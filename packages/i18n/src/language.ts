export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the visitor's choice is remembered (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'brf.language';

export function isLanguage(value: unknown): value is Language {
  return value === 'sv' || value === 'en';
}

/** Swedish for a browser whose first language is sv* (sv, sv-SE, sv-FI), English otherwise. */
export function languageFromBrowser(preferred: readonly string[]): Language {
  return preferred[0]?.toLowerCase().startsWith('sv') ? 'sv' : 'en';
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked (privacy settings): the choice lasts for this page only
  }
}

export function storedLanguage(): Language | undefined {
  const value = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : undefined;
}

export function rememberLanguage(language: Language): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // quota or privacy mode: not remembering is the only sensible fallback
  }
}

/** The remembered choice first, then the browser's language. */
export function initialLanguage(): Language {
  const browser =
    typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return storedLanguage() ?? languageFromBrowser(browser);
}

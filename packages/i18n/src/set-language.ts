import { i18n } from './i18n-instance.ts';
import { loadCatalogue, registeredCatalogues, type Catalogue } from './catalogue.ts';
import { initialLanguage, rememberLanguage, type Language } from './language.ts';

export function currentLanguage(): Language {
  return (i18n.locale || 'en') as Language;
}

function showLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  i18n.activate(language);
}

/**
 * Switches the page's language without a reload: every namespace declared so far is fetched in
 * the new language first, so nothing shows a key or suspends while switching.
 */
export async function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  await Promise.all(registeredCatalogues().map((catalogue) => loadCatalogue(catalogue, language)));
  if (remember) rememberLanguage(language);
  showLanguage(language);
}

/** At boot: the remembered or browser language, with the catalogues the first paint needs. */
export async function startI18n(firstPaint: Catalogue[] = []): Promise<Language> {
  const language = initialLanguage();
  await Promise.all(firstPaint.map((catalogue) => loadCatalogue(catalogue, language)));
  showLanguage(language);
  return language;
}

export { i18n } from './i18n-instance.ts';
export {
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  languageFromBrowser,
  initialLanguage,
  type Language,
} from './language.ts';
export {
  defineCatalogue,
  loadCatalogue,
  loadDeclaredCatalogues,
  isCatalogueLoaded,
  registeredCatalogues,
  type Catalogue,
} from './catalogue.ts';
export { setLanguage, startI18n, currentLanguage } from './set-language.ts';
export { useTranslation, useLanguage, translate, type Translate, type MessageValues } from './use-translation.ts';
export { RichText } from './rich-text.tsx';
export { useDocumentTitle, SITE_NAMES } from './document-title.ts';

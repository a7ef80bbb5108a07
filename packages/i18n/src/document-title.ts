import { useEffect } from 'react';
import type { Language } from './language.ts';
import { useLanguage } from './use-translation.ts';

/** The product's name, one per language, the same wherever it shows (nav bar, home, tab, terms). */
export const SITE_NAMES: Record<Language, string> = { en: 'BRF Marketplace', sv: 'BRF-marknaden' };

/** Each route names its tab in the language shown: 'Login · BRF Marketplace', 'Logga in · BRF-marknaden'. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const site = SITE_NAMES[useLanguage()];
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${site}` : site;
  }, [pageTitle, site]);
}

import { currentLanguage, type Language } from '@brf/i18n';

const ONE_DECIMAL: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  sv: new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};
// Swedish writes the SI prefix kilo in lower case ('25,2 kB'); English keeps its 'KB'
const KILOBYTES: Record<Language, string> = { en: 'KB', sv: 'kB' };

/**
 * '512 B', '12.5 KB', '3.2 MB' in English; '512 B', '12,5 kB', '3,2 MB' as Swedish writes them.
 * In the page's language unless one is given.
 */
export function formatFileSize(bytes: number, language: Language = currentLanguage()): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${ONE_DECIMAL[language].format(bytes / 1024)} ${KILOBYTES[language]}`;
  return `${ONE_DECIMAL[language].format(bytes / (1024 * 1024))} MB`;
}

/** The languages the product is shown in (the same as @brf/i18n's Language). */
export type DisplayLanguage = 'sv' | 'en';

const LOCALES: Record<DisplayLanguage, string> = { en: 'en-US', sv: 'sv-SE' };

/** The locales dates and numbers are formatted in. */
export const DISPLAY_LOCALES: readonly string[] = Object.values(LOCALES);

/** The locale a language's dates and numbers are formatted in: 'en-US' / 'sv-SE'. */
export const displayLocale = (language: DisplayLanguage): string => LOCALES[language];

import { useMemo } from 'react';
import { useTranslation, type Language, type Translate } from '@brf/i18n';
import { useDomainMessage, useServiceCategoryName } from '@brf/domain/i18n';
import { formatCalendarDate, formatStockholmDateTime } from '@brf/domain/format';
import { formatExactQuoteAmount, UNKNOWN_SERVICE_PROVIDER } from '@brf/domain/quotes';
import { quotesCatalogue } from '../i18n.ts';

/** What the pack's parts and its CSV write their words with, in the language shown. */
export interface PackTexts {
  t: Translate;
  language: Language;
  /** a domain text (labels, statuses) in the language shown */
  message: (text: string) => string;
  /** a service category's stored (Swedish) name in the language shown */
  categoryName: (swedish: string) => string;
  unknownProvider: string;
}

export function usePackTexts(): PackTexts {
  const { t, language } = useTranslation(quotesCatalogue);
  const message = useDomainMessage();
  const categoryName = useServiceCategoryName();
  return useMemo(
    () => ({ t, language, message, categoryName, unknownProvider: message(UNKNOWN_SERVICE_PROVIDER) }),
    [t, language, message, categoryName],
  );
}

/** A date without a time ('2026-12-01'): that day wherever the reader is. */
export const formatDay = (value: string, language: Language) => formatCalendarDate(value, language);

/** A moment: day and time in Swedish time, as the board's record states it wherever it is printed. */
export const formatWhen = (value: string, language: Language) => formatStockholmDateTime(value, language);

export const formatAmount = (value: number) => formatExactQuoteAmount(value);

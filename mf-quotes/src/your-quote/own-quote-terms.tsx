import { useId } from 'react';
import type { Language, Translate } from '@brf/i18n';
import { formatCalendarDate, formatNumber } from '@brf/domain/format';
import { bindingTerms, formatExactQuoteAmount, type BindingTerm, type BindingTermsSource } from '@brf/domain/quotes';
import styles from './your-quote.module.css';

function termValue(term: BindingTerm, t: Translate, language: Language): string {
  switch (term.id) {
    case 'amount':
      return t(`yourQuote.basis.${term.basis}`, { amount: formatExactQuoteAmount(term.amount) });
    case 'amountInclVat':
    case 'amountExclVat':
    case 'vat':
      return formatExactQuoteAmount(term.amount);
    case 'hourlyRate':
      return t('yourQuote.perHour', { amount: formatExactQuoteAmount(term.amount) });
    case 'validUntil':
    case 'plannedStart':
      // a date without a time: the same day wherever the reader is
      return formatCalendarDate(term.day, language);
    case 'durationWeeks':
      return t(term.count === 1 ? 'yourQuote.week' : 'yourQuote.weeks', { count: formatNumber(term.count, language) });
    case 'warrantyYears':
      return t(term.count === 1 ? 'yourQuote.year' : 'yourQuote.years', { count: formatNumber(term.count, language) });
    case 'standardTerms':
      return t(`yourQuote.standard.${term.standard}`);
    default:
      return term.text;
  }
}

/**
 * What the company bound itself to, as its receipt lists it (decision 0027): the amount and its
 * basis, the amounts with and without VAT, and every term the quote states. The description and
 * the files stand beside it in the card.
 */
export function OwnQuoteTerms({ quote, t, language }: { quote: BindingTermsSource; t: Translate; language: Language }) {
  const titleId = useId();
  const terms = bindingTerms(quote).filter((term) => term.id !== 'description');
  return (
    <section className={styles.terms} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.termsTitle}>
        {t('yourQuote.termsTitle')}
      </h3>
      <dl className={styles.facts} data-part="binding-terms">
        {terms.map((term) => (
          <div key={term.id}>
            <dt>{t(`yourQuote.term.${term.id}`)}</dt>
            <dd className={styles.termValue}>{termValue(term, t, language)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.receiptNote}>{t('yourQuote.receiptNote')}</p>
    </section>
  );
}

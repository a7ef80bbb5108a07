import { headlineParts, headlineRangeParts, type AmountOnBothBases, type HeadlineOptions } from '@brf/domain/format';
import styles from './headline-amount.module.css';

interface HeadlineAmountProps extends HeadlineOptions {
  amount: AmountOnBothBases;
  /** up to this amount: a range ('5 000 000 kr – 5 437 500 kr') */
  to?: AmountOnBothBases;
  /** the domain catalogue's words in the language shown (`useDomainMessage()`) */
  message: (text: string) => string;
}

/**
 * An amount as every headline states it (decision 0026): including VAT, then the basis and the
 * amount excluding VAT in smaller type beneath it; read aloud and copied as one sentence.
 */
export function HeadlineAmount({ amount, to, message, exact }: HeadlineAmountProps) {
  const parts = to ? headlineRangeParts(amount, to) : headlineParts(amount, { exact });
  return (
    <>
      {parts.amount} <span className={styles.basis}>{message(parts.besideAmount)}</span>
    </>
  );
}

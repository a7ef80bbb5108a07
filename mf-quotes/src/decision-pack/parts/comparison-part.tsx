import { cx } from '@brf/ui';
import { comparisonFields, type ComparedQuote } from '../../quotes-section/comparison/compared-quotes.ts';
import type { PackTexts } from '../pack-texts.ts';
import { PackPart } from './pack-part.tsx';
import styles from '../decision-pack.module.css';

/** Part 3: the quotes side by side, one column each, a row per term and the board's scores. */
export function ComparisonPart({ compared, texts }: { compared: readonly ComparedQuote[]; texts: PackTexts }) {
  const { t, language } = texts;
  const caption = t('decision.comparison.caption');
  return (
    <PackPart id="comparison" title={t('decision.comparison.title')}>
      {compared.length === 0 ? (
        <p className={styles.note}>{t('decision.comparison.none')}</p>
      ) : (
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={caption}>
          <table className={cx(styles.table, styles.comparison)}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('decision.comparison.term')}</th>
                {compared.map((quote) => (
                  <th key={quote.id} scope="col">
                    {quote.provider}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparisonFields(compared).map((field) => (
                <tr key={field.id} data-row={field.id}>
                  <th scope="row">{t(field.label)}</th>
                  {compared.map((quote) => {
                    const text = field.text(quote, t, language);
                    return (
                      <td key={quote.id} className={cx(field.long && styles.long)}>
                        {text ?? <span className={styles.notStated}>{t('decision.notStated')}</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PackPart>
  );
}

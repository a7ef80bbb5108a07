import type { ListedBid } from '../decision-pack-model.ts';
import { formatAmount, formatDay, formatWhen, type PackTexts } from '../pack-texts.ts';
import styles from '../decision-pack.module.css';

/** The bids as the opening record lists them (or the quotes as received): one row each. */
export function BidsTable({ bids, caption, texts }: { bids: readonly ListedBid[]; caption: string; texts: PackTexts }) {
  const { t, language } = texts;
  const notStated = <span className={styles.notStated}>{t('decision.notStated')}</span>;
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('decision.bids.provider')}</th>
            <th scope="col">{t('decision.bids.organizationNumber')}</th>
            <th scope="col" className={styles.number}>
              {t('decision.bids.amount')}
            </th>
            <th scope="col">{t('decision.bids.basis')}</th>
            <th scope="col" className={styles.number}>
              {t('decision.bids.amountInclVat')}
            </th>
            <th scope="col">{t('decision.bids.validUntil')}</th>
            <th scope="col">{t('decision.bids.quotedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {bids.map((bid) => (
            <tr key={bid.quoteId}>
              <th scope="row">{bid.provider}</th>
              <td>{bid.organizationNumber ?? notStated}</td>
              <td className={styles.number}>{formatAmount(bid.amount)}</td>
              <td>{t(`decision.basis.${bid.priceBasis}`)}</td>
              <td className={styles.number}>
                {bid.amountInclVat === null ? notStated : formatAmount(bid.amountInclVat)}
              </td>
              <td>{bid.validUntil ? formatDay(bid.validUntil, language) : notStated}</td>
              <td>{formatWhen(bid.quotedAt, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

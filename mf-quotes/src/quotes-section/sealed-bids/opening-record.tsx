import { useId } from 'react';
import type { Language, Translate } from '@brf/i18n';
import { formatCalendarDate, formatStockholmDateTime } from '@brf/domain/format';
import { formatExactQuoteAmount } from '@brf/domain/quotes';
import { Button, InlineAlert, Skeleton } from '@brf/ui';
import { useBidOpening, type BidOpening } from '../../shared/api/bid-opening.ts';
import type { QuoteProject } from '../../shared/api/quote-project.ts';
import { hiddenBidLines } from './hidden-bids.ts';
import { OpeningAttendanceForm } from './opening-attendance-form.tsx';
import styles from './sealed-bids.module.css';

interface OpeningRecordProps {
  project: QuoteProject;
  t: Translate;
  language: Language;
}

/**
 * After the deadline of a sealed project: the opening record, written once when the bids opened
 * (reading it opens them when due, and records the reader present in the first hour). The chair
 * adds members present until the award. Printed, it is a page of the board's decision pack.
 */
export function OpeningRecord({ project, t, language }: OpeningRecordProps) {
  const opening = useBidOpening(project.id, true);
  const headingId = useId();
  if (opening.isPending) {
    return (
      <div className={styles.record} aria-busy="true">
        <Skeleton width="10rem" height="1.5rem" />
        <Skeleton height="6rem" radius="md" />
      </div>
    );
  }
  if (opening.isError) {
    return (
      <InlineAlert
        tone="error"
        action={
          <Button variant="secondary" size="small" onClick={() => void opening.refetch()}>
            {t('section.retry')}
          </Button>
        }
      >
        {t('opening.loadError')}
      </InlineAlert>
    );
  }
  if (!opening.data) return null;
  const record = opening.data;
  const awarded = project.status === 'awarded' || project.winningQuoteId !== null;
  return (
    <section className={styles.record} aria-labelledby={headingId} data-opening-record>
      <h3 id={headingId} className={styles.heading}>
        {t('opening.title')}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('opening.project')}</dt>
          <dd>{project.title}</dd>
        </div>
        <div>
          <dt>{t('opening.openedAt')}</dt>
          <dd>
            <time dateTime={record.openedAt}>{formatStockholmDateTime(record.openedAt, language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('opening.bidCount')}</dt>
          <dd data-bid-count>{record.received}</dd>
        </div>
      </dl>
      <HiddenBids record={record} t={t} />
      {record.received + record.withdrawn.length === 0 ? (
        <p className={styles.text}>{t('opening.noBids')}</p>
      ) : record.bids.length + record.withdrawn.length > 0 ? (
        <OpenedBidsTable record={record} t={t} language={language} />
      ) : null}
      <div>
        <h4 className={styles.subheading}>{t('opening.checksum')}</h4>
        <code className={styles.checksum} data-checksum>
          {record.checksum}
        </code>
        <p className={styles.hint}>{t('opening.checksumHint')}</p>
      </div>
      <div>
        <h4 className={styles.subheading}>{t('opening.present')}</h4>
        {record.present.length === 0 ? (
          <p className={styles.text}>{t('opening.nobodyPresent')}</p>
        ) : (
          <ul className={styles.present}>
            {record.present.map((member) => (
              <li key={`${member.user_id}-${member.recorded_at}`}>
                {t(member.how === 'opened' ? 'opening.opened' : 'opening.ticked', {
                  name:
                    member.user_id === null
                      ? t('declarations.deletedUser')
                      : (member.member_name ?? t('opening.unnamed')),
                  when: formatStockholmDateTime(member.recorded_at, language),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
      {project.myRole === 'chair' && !awarded ? (
        <OpeningAttendanceForm project={project} present={record.present} t={t} />
      ) : null}
    </section>
  );
}

/** What the reader may not see of the record, and why: the count above is every bid received. */
function HiddenBids({ record, t }: { record: BidOpening; t: Translate }) {
  const lines = hiddenBidLines(record, t);
  if (lines.length === 0) return null;
  return (
    <ul className={styles.hidden} data-hidden-bids>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function OpenedBidsTable({ record, t, language }: { record: BidOpening; t: Translate; language: Language }) {
  const captionId = useId();
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.bids}>
        <caption id={captionId}>{t('opening.bidsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('opening.provider')}</th>
            <th scope="col" className={styles.number}>
              {t('opening.amount')}
            </th>
            <th scope="col">{t('opening.basis')}</th>
            <th scope="col" className={styles.number}>
              {t('opening.amountInclVat')}
            </th>
            <th scope="col">{t('opening.validUntil')}</th>
          </tr>
        </thead>
        <tbody>
          {record.bids.map((bid) => (
            <tr key={bid.quote_id} data-opened-bid={bid.quote_id}>
              <th scope="row">
                {bid.provider ?? t('compare.unknownProvider')}
                {bid.organization_number ? (
                  <span className={styles.organizationNumber}>
                    {t('opening.organizationNumber', { number: bid.organization_number })}
                  </span>
                ) : null}
              </th>
              <td className={styles.number}>{formatExactQuoteAmount(bid.amount)}</td>
              <td>{t(`matrix.basis.${bid.price_basis}`)}</td>
              <td className={styles.number}>{formatExactQuoteAmount(bid.amount_incl_vat)}</td>
              <td>{bid.valid_until ? formatCalendarDate(bid.valid_until, language) : '–'}</td>
            </tr>
          ))}
          {record.withdrawn.map((bid) => (
            <tr key={`${bid.provider}-${bid.withdrawn_at}`} className={styles.withdrawn} data-withdrawn-bid>
              <th scope="row">{bid.provider ?? t('compare.unknownProvider')}</th>
              <td colSpan={4}>
                {t('opening.withdrawn', {
                  date: formatStockholmDateTime(bid.withdrawn_at, language),
                  quoted: formatStockholmDateTime(bid.quoted_at, language),
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

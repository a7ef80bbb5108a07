import { useId } from 'react';
import { Lock } from 'lucide-react';
import type { Language, Translate } from '@brf/i18n';
import { formatDateTime } from '@brf/domain/format';
import { Button, InlineAlert, Skeleton } from '@brf/ui';
import { useQuoteReceipts } from '../../shared/api/quote-receipts.ts';
import styles from './sealed-bids.module.css';

interface SealedBidsPanelProps {
  projectId: string;
  /** the submission deadline, when the bids open */
  deadline: string;
  t: Translate;
  language: Language;
}

/** Before the deadline of a sealed project: how many quotes arrived and when, and when they open; no amounts. */
export function SealedBidsPanel({ projectId, deadline, t, language }: SealedBidsPanelProps) {
  const receipts = useQuoteReceipts(projectId, true);
  const headingId = useId();
  const arrivalsId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-sealed-bids>
      <h3 id={headingId} className={styles.heading}>
        <Lock aria-hidden="true" size={18} /> {t('sealed.title')}
      </h3>
      <p className={styles.text}>{t('sealed.intro')}</p>
      <p className={styles.text}>{t('sealed.opensAt', { date: formatDateTime(deadline, language) })}</p>
      {receipts.isPending ? (
        <Skeleton width="10rem" height="1.5rem" />
      ) : receipts.isError ? (
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={() => void receipts.refetch()}>
              {t('section.retry')}
            </Button>
          }
        >
          {t('sealed.loadError')}
        </InlineAlert>
      ) : (
        <>
          <p className={styles.count} data-receipts={receipts.data.length}>
            {t('sealed.received', { count: receipts.data.length })}
          </p>
          {receipts.data.length > 0 ? (
            <>
              <h4 id={arrivalsId} className={styles.subheading}>
                {t('sealed.arrivals')}
              </h4>
              <ol className={styles.list} aria-labelledby={arrivalsId}>
                {receipts.data.map((receivedAt, index) => (
                  // two quotes may arrive in the same instant: the position keeps them apart
                  <li key={`${receivedAt}-${index}`}>
                    <time dateTime={receivedAt}>
                      {t('sealed.arrival', { date: formatDateTime(receivedAt, language) })}
                    </time>
                  </li>
                ))}
              </ol>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

import { useId } from 'react';
import { useTranslation } from '@brf/i18n';
import { formatDateTime, formatNumber } from '@brf/domain/format';
import { Badge, Skeleton } from '@brf/ui';
import { adminCatalogue } from '../../i18n.ts';
import { useMailDelivery, type MailDeliveryEntry } from '../api/mail-delivery.ts';
import { DashboardPanel } from '../panel/dashboard-panel.tsx';
import { isFailedForGood, mailStatusText, mailTypeText } from './mail-delivery-text.ts';
import styles from './mail-delivery-panel.module.css';

/** The failed and retried e-mails as a table, scrolling sideways inside its own box on a phone. */
function MailDeliveryTable({ entries }: { entries: MailDeliveryEntry[] }) {
  const { t, language } = useTranslation(adminCatalogue);
  const summaryId = useId();
  return (
    <>
      <p id={summaryId} className={styles.summary}>
        {t('mail.summary', { count: entries.length })}
      </p>
      {/* focusable: a box that scrolls must be reachable by keyboard (WCAG 2.1.1) */}
      <div className={styles.scroller} role="region" aria-labelledby={summaryId} tabIndex={0}>
        <table className={styles.table} aria-labelledby={summaryId}>
          <thead>
            <tr>
              <th scope="col">{t('mail.column.time')}</th>
              <th scope="col">{t('mail.column.recipient')}</th>
              <th scope="col">{t('mail.column.type')}</th>
              <th scope="col">{t('mail.column.status')}</th>
              <th scope="col" className={styles.number}>
                {t('mail.column.attempts')}
              </th>
              <th scope="col">{t('mail.column.error')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => {
              const typeText = mailTypeText(t, entry.kind, entry.type);
              return (
                <tr key={entry.id} data-mail={entry.id} data-status={entry.status}>
                  <th scope="row" className={styles.time}>
                    <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, language)}</time>
                  </th>
                  <td className={styles.email}>{entry.email ?? '—'}</td>
                  <td>{typeText ?? (entry.type ? <code>{entry.type}</code> : '—')}</td>
                  <td>
                    <Badge tone={isFailedForGood(entry.status) ? 'danger' : 'warning'}>
                      {mailStatusText(t, entry.status)}
                    </Badge>
                  </td>
                  <td className={styles.number}>{formatNumber(entry.attempts, language)}</td>
                  <td className={styles.error}>{entry.last_error || '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** issue 28: notification e-mails that failed for good or are being retried after an error. */
export function MailDeliveryPanel({ userId }: { userId: string }) {
  const { t } = useTranslation(adminCatalogue);
  const query = useMailDelivery(userId);
  return (
    <DashboardPanel
      name="mail-delivery"
      title={t('mail.heading')}
      query={query}
      className={styles.panel}
      skeleton={
        <div className={styles.skeleton}>
          <Skeleton width="60%" />
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="2.5rem" />
          ))}
        </div>
      }
    >
      {(entries) =>
        entries.length === 0 ? (
          <p className={styles.empty}>{t('mail.empty')}</p>
        ) : (
          <MailDeliveryTable entries={entries} />
        )
      }
    </DashboardPanel>
  );
}

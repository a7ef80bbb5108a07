import { CalendarClock } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_DETAIL_TEXTS } from '@brf/domain/projects';
import { formatDateTime } from '@brf/domain/format';
import { projectsCatalogue } from '../../i18n.ts';
import { useViewingDates, type ViewingDateRow } from '../api/viewing-dates.ts';
import { useDeleteViewingDate } from '../api/delete-viewing-date.ts';
import { addressLine } from './address-line.ts';
import { EditableRows } from './editable-rows.tsx';
import styles from '../project-detail-page.module.css';
import { ViewingDateModal } from '../owner-editors.ts';

/** spec 2: the owner adds, edits and deletes; others see the list or a note to contact the owner. */
export function ViewingDatesSection({ projectId, isOwner }: { projectId: string; isOwner: boolean }) {
  const { t, language } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const dates = useViewingDates(projectId);
  const remove = useDeleteViewingDate();
  const describe = (row: ViewingDateRow) => formatDateTime(row.viewing_date, language);
  return (
    <EditableRows
      title={t('detail.viewingDatesSection')}
      rows={dates.data ?? []}
      loaded={dates.isSuccess}
      isOwner={isOwner}
      empty={
        isOwner ? (
          <p className={styles.muted}>{message(PROJECT_DETAIL_TEXTS.noViewingDatesOwner)}</p>
        ) : (
          <div className={styles.muted}>
            <p>{message(PROJECT_DETAIL_TEXTS.noViewingDatesScheduled)}</p>
            <p>{t('detail.contactOwner')}</p>
          </div>
        )
      }
      icon={<CalendarClock aria-hidden="true" size={18} />}
      renderRow={(row) => (
        <>
          <span>
            {describe(row)} · {t('detail.minutes', { count: row.duration_minutes })}
          </span>
          {row.address_street || row.address_city ? (
            <small className={styles.muted}>
              {addressLine({
                street: row.address_street,
                street_number: row.address_street_number,
                zip: row.address_zip,
                city: row.address_city,
              })}
            </small>
          ) : null}
          {row.comments ? <small className={styles.muted}>{row.comments}</small> : null}
        </>
      )}
      kind="viewing-date"
      addLabel={t('detail.addDate')}
      editLabel={(row) => t('detail.editViewingDateNamed', { date: describe(row) })}
      deleteLabel={(row) => t('detail.deleteViewingDateNamed', { date: describe(row) })}
      renderEditor={(row, onClose) => <ViewingDateModal projectId={projectId} viewingDate={row} onClose={onClose} />}
      deleteTitle={t('detail.deleteViewingDateTitle')}
      deleteQuestion={(row) => t('detail.deleteViewingDateQuestion', { date: describe(row) })}
      remove={remove}
    />
  );
}

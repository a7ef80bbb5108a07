import { useState } from 'react';
import { CalendarClock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_DETAIL_TEXTS } from '@brf/domain/projects';
import { formatDateTime } from '@brf/domain/format';
import { Button, CollapsibleSection, ConfirmDialog, LazyPartSlot } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { useViewingDates, type ViewingDateRow } from '../api/viewing-dates.ts';
import { useDeleteViewingDate } from '../api/delete-viewing-date.ts';
import { addressLine } from './address-line.ts';
import styles from '../project-detail-page.module.css';
import { ViewingDateModal } from '../owner-editors.ts';

/** spec 2: the owner adds, edits and deletes; others see the list or a note to contact the owner. */
export function ViewingDatesSection({ projectId, isOwner }: { projectId: string; isOwner: boolean }) {
  const { t, language } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const dates = useViewingDates(projectId);
  const [editing, setEditing] = useState<ViewingDateRow | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<ViewingDateRow | null>(null);
  const remove = useDeleteViewingDate(() => setToDelete(null));
  const rows = dates.data ?? [];
  const describe = (row: ViewingDateRow) => formatDateTime(row.viewing_date, language);
  return (
    <CollapsibleSection
      title={t('detail.viewingDatesSection')}
      count={rows.length}
      defaultOpen
      actions={
        isOwner ? (
          <Button variant="ghost" size="small" icon={<Plus aria-hidden="true" size={16} />} opensDialog="add-viewing-date" onClick={() => setEditing('new')}>
            {t('detail.addDate')}
          </Button>
        ) : null
      }
    >
      {dates.isSuccess && rows.length === 0 ? (
        isOwner ? (
          <p className={styles.muted}>{message(PROJECT_DETAIL_TEXTS.noViewingDatesOwner)}</p>
        ) : (
          <div className={styles.muted}>
            <p>{message(PROJECT_DETAIL_TEXTS.noViewingDatesScheduled)}</p>
            <p>{t('detail.contactOwner')}</p>
          </div>
        )
      ) : (
        <ul className={styles.rows}>
          {rows.map((row) => (
            <li key={row.id} className={styles.row}>
              <CalendarClock aria-hidden="true" size={18} />
              <span className={styles.rowMain}>
                <span>
                  {describe(row)} · {t('detail.minutes', { count: row.duration_minutes })}
                </span>
                {row.address_street || row.address_city ? (
                  <small className={styles.muted}>
                    {addressLine({ street: row.address_street, street_number: row.address_street_number, zip: row.address_zip, city: row.address_city })}
                  </small>
                ) : null}
                {row.comments ? <small className={styles.muted}>{row.comments}</small> : null}
              </span>
              {isOwner ? (
                <>
                  <Button variant="ghost" size="small" icon={<Pencil aria-hidden="true" size={16} />} opensDialog="edit-viewing-date" aria-label={t('detail.editViewingDateNamed', { date: describe(row) })} onClick={() => setEditing(row)} />
                  <Button variant="ghost" size="small" icon={<Trash2 aria-hidden="true" size={16} />} opensDialog="delete-viewing-date" aria-label={t('detail.deleteViewingDateNamed', { date: describe(row) })} onClick={() => setToDelete(row)} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <LazyPartSlot onClose={() => setEditing(null)}>
          <ViewingDateModal projectId={projectId} viewingDate={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </LazyPartSlot>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('detail.deleteViewingDateTitle')}
        confirmLabel={t('detail.delete')}
        cancelLabel={t('detail.cancel')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      >
        <p>{t('detail.deleteViewingDateQuestion', { date: toDelete ? describe(toDelete) : '' })}</p>
      </ConfirmDialog>
    </CollapsibleSection>
  );
}

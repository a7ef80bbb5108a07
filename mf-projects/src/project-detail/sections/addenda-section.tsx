import { useTranslation, type Translate } from '@brf/i18n';
import { formatDateTime } from '@brf/domain/format';
import { useServiceCategoryName } from '@brf/domain/i18n';
import { madeBefore, type RequestAddendum } from '@brf/domain/projects';
import { Button, CollapsibleSection, InlineAlert, formatFileSize } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { useRequestRecord } from '../api/request-record.ts';
import styles from '../project-detail-page.module.css';

/**
 * The request's addenda (decision 0025), numbered and dated with what each changed, for everyone
 * who reads the project. The board also reads that the request froze at the first quote, and
 * sees the section before the first addendum, so it knows what its next change does.
 */
export function AddendaSection({
  projectId,
  deadline,
  isOwner,
}: {
  projectId: string;
  deadline: string;
  isOwner: boolean;
}) {
  const { t, language } = useTranslation(projectsCatalogue);
  const record = useRequestRecord(projectId);
  const addenda = record.data?.addenda ?? [];
  const frozenAt = record.data?.snapshot?.takenAt ?? null;
  if (record.isError) {
    return (
      <CollapsibleSection title={t('detail.addenda.title')} defaultOpen>
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={() => void record.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('detail.addenda.loadError')}
        </InlineAlert>
      </CollapsibleSection>
    );
  }
  if (addenda.length === 0 && !(isOwner && frozenAt)) return null;
  return (
    <CollapsibleSection title={t('detail.addenda.title')} count={addenda.length} defaultOpen>
      <div className={styles.sectionBody}>
        {isOwner && frozenAt ? (
          <p className={styles.muted}>{t('detail.addenda.frozen', { date: formatDateTime(frozenAt, language) })}</p>
        ) : null}
        {addenda.length === 0 ? (
          <p className={styles.muted}>{t('detail.addenda.none')}</p>
        ) : (
          <ol className={styles.rows}>
            {addenda.map((addendum) => (
              <AddendumItem key={addendum.number} addendum={addendum} deadline={deadline} />
            ))}
          </ol>
        )}
      </div>
    </CollapsibleSection>
  );
}

function AddendumItem({ addendum, deadline }: { addendum: RequestAddendum; deadline: string }) {
  const { t, language } = useTranslation(projectsCatalogue);
  const categoryName = useServiceCategoryName();
  const date = formatDateTime(addendum.createdAt, language);
  return (
    <li className={styles.addendum} data-addendum={addendum.number}>
      <p className={styles.addendumHead}>
        <strong>{t('detail.addenda.number', { number: String(addendum.number) })}</strong>{' '}
        <time dateTime={addendum.createdAt} className={styles.activityTime}>
          {addendum.madeByName ? t('detail.addenda.madeBy', { date, name: addendum.madeByName }) : date}
        </time>
      </p>
      {madeBefore(addendum, deadline) ? null : <p className={styles.muted}>{t('detail.addenda.afterDeadline')}</p>}
      <ul className={styles.addendumChanges}>{changeLines(addendum, t, categoryName)}</ul>
    </li>
  );
}

function changeLines(addendum: RequestAddendum, t: Translate, categoryName: (name: string) => string) {
  const lines = [];
  if (addendum.changes.includes('title') && addendum.title !== null) {
    lines.push(<li key="title">{t('detail.addenda.newTitle', { title: addendum.title })}</li>);
  }
  if (addendum.changes.includes('description') && addendum.description !== null) {
    lines.push(
      <li key="description">
        {t('detail.addenda.newDescription')}
        <p className={styles.description}>{addendum.description}</p>
      </li>,
    );
  }
  if (addendum.changes.includes('categories') && addendum.categories) {
    lines.push(
      <li key="categories">
        {t('detail.addenda.newCategories', { categories: addendum.categories.map(categoryName).join(', ') })}
      </li>,
    );
  }
  for (const file of addendum.filesAdded) {
    lines.push(
      <li key={`added-${file.id}`}>
        {t('detail.addenda.fileAdded', { name: file.fileName, size: formatFileSize(file.fileSize) })}
      </li>,
    );
  }
  for (const file of addendum.filesWithdrawn) {
    lines.push(<li key={`withdrawn-${file.id}`}>{t('detail.addenda.fileWithdrawn', { name: file.fileName })}</li>);
  }
  return lines;
}

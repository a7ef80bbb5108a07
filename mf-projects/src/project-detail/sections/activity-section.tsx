import { useEffect, useState } from 'react';
import { useTranslation } from '@brf/i18n';
import { formatDateTime } from '@brf/domain/format';
import { Button, CollapsibleSection, InlineAlert, Skeleton, VisuallyHidden, whenIdle } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { useProjectActivity } from '../api/project-activity.ts';
import { activitySentence } from './activity-sentence.ts';
import styles from '../project-detail-page.module.css';

/**
 * An entry without a name is the marketplace's own, unless its member has deleted the account since
 * (issue 31): the erasure marks those, and only a signed-in member declares, proposes or confirms.
 */
const MEMBERS_ACTIONS = new Set(['declared', 'proposed', 'confirmed', 'withdrawn', 'stood_in', 'board_changed']);
const unnamedActor = ({ action, details }: { action: string; details: unknown }) =>
  MEMBERS_ACTIONS.has(action) || (details as { actor_deleted?: unknown } | null)?.actor_deleted === true
    ? 'detail.activity.deletedUser'
    : 'detail.activity.system';

/**
 * Issue 29: who did what to the project, newest first (at most 50), for its board and admins.
 * Secondary: the log is read at the first idle moment after the page has rendered.
 */
export function ActivitySection({ projectId }: { projectId: string }) {
  const { t, language } = useTranslation(projectsCatalogue);
  const [started, setStarted] = useState(false);
  useEffect(() => whenIdle(() => setStarted(true)), []);
  const activity = useProjectActivity(projectId, started);
  const rows = activity.data ?? [];

  return (
    <CollapsibleSection title={t('detail.activity.title')} defaultOpen>
      {activity.isError ? (
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={() => void activity.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('detail.activity.loadError')}
        </InlineAlert>
      ) : activity.isPending ? (
        <div className={styles.rows} aria-busy="true">
          <VisuallyHidden>{t('detail.activity.loading')}</VisuallyHidden>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height="2.75rem" radius="md" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{t('detail.activity.empty')}</p>
      ) : (
        <ol className={styles.rows}>
          {rows.map((row) => {
            const what = activitySentence(row, t, language);
            const actor = row.actor_name?.trim() || t(unnamedActor(row));
            return (
              <li key={row.id} className={styles.activityRow}>
                <time dateTime={row.created_at} className={styles.activityTime}>
                  {formatDateTime(row.created_at, language)}
                </time>
                <span className={styles.activityText}>
                  <span className={styles.activityActor}>{actor}</span> {what ?? <code>{row.action}</code>}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </CollapsibleSection>
  );
}

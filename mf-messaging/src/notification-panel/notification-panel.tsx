import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Check } from 'lucide-react';
import { Skeleton, cx } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { isNavigableProjectId } from '@brf/domain/notifications';
import { formatShortDateTime } from '@brf/domain/format';
import type { NotificationPanelProps } from '@brf/contracts';
import { messagingCatalogue } from '../i18n.ts';
import { useViewer } from '@brf/supabase/session';
import { useNotifications } from '../notifications/api/notifications-list.ts';
import { useChangeNotification } from '../notifications/api/change-notifications.ts';
import { useLiveNotifications } from '../notifications/api/live-notifications.ts';
import { useNotificationMessage } from '../notifications/notification-message.tsx';
import { projectPath, useViewProject } from '../notifications/use-view-project.ts';
import { UnreadDot } from '../notifications/unread-dot.tsx';
import styles from './notification-panel.module.css';

/** How many of the newest the bell's panel lists; /notifications has the 50. */
const PANEL_ITEMS = 10;

/** The bell's panel (the shell's Popover places it: 20rem wide, at most 24rem high). */
export default function NotificationPanel({ onClose }: NotificationPanelProps) {
  const { t, language } = useTranslation(messagingCatalogue);
  const { userId } = useViewer();
  const list = useNotifications(userId);
  const change = useChangeNotification(userId);
  const viewProject = useViewProject(onClose);
  const messageOf = useNotificationMessage();
  useLiveNotifications(userId, 'panel');
  const rows = (list.data ?? []).slice(0, PANEL_ITEMS);

  const view = (event: MouseEvent<HTMLAnchorElement>, projectId: string) => {
    event.preventDefault();
    viewProject(projectId);
  };

  return (
    <section className={styles.section} data-remote="mf-messaging" data-page="notification-panel">
      <h2 className={styles.title}>{t('panel.heading')}</h2>
      {list.isPending && userId ? (
        <div className={styles.loading} aria-hidden="true">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </div>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{t('panel.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => {
            const message = messageOf(row);
            const title = row.projects?.title;
            return (
              <li
                key={row.id}
                className={cx(styles.item, row.read && styles.read)}
                data-notification-id={row.id}
                data-read={row.read}
              >
                {!row.read ? <UnreadDot small /> : <span />}
                <div className={styles.body}>
                  <p className={styles.message}>{message}</p>
                  {title && isNavigableProjectId(row.project_id) ? (
                    <a
                      className={styles.project}
                      href={projectPath(row.project_id)}
                      onClick={(event) => view(event, row.project_id!)}
                    >
                      {t('notifications.projectLabel', { title })}
                    </a>
                  ) : null}
                  <time className={styles.date} dateTime={row.created_at}>
                    {formatShortDateTime(row.created_at, language)}
                  </time>
                </div>
                {!row.read ? (
                  <button
                    type="button"
                    className={styles.markRead}
                    aria-label={t('notifications.markReadLabel', { message })}
                    title={t('notifications.markRead')}
                    onClick={() => change.mutate({ kind: 'read', id: row.id })}
                  >
                    <Check aria-hidden="true" size={16} />
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Link className={styles.viewAll} to="/notifications" onClick={onClose}>
        {t('panel.viewAll')}
      </Link>
    </section>
  );
}

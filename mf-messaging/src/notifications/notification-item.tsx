import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Check, Trash2 } from 'lucide-react';
import { Button, cx } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { isNavigableProjectId, notificationPath } from '@brf/domain/notifications';
import { formatShortDateTime } from '@brf/domain/format';
import { messagingCatalogue } from '../i18n.ts';
import type { NotificationRow } from './api/notification-row.ts';
import { useNotificationMessage } from './notification-message.tsx';
import { projectPath } from './use-view-project.ts';
import { UnreadDot } from './unread-dot.tsx';
import styles from './notifications-page.module.css';

export interface NotificationItemProps {
  notification: NotificationRow;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
  onViewProject: (projectId: string | null) => void;
  /** The page's first notification: its message is what the page benchmark times (Element Timing). */
  first?: boolean;
}

/** The link of a notification about no project, by type: someone asking to join leads to the members. */
const PLACE_LABELS: Record<string, string> = { membership_requested: 'notifications.viewMembers' };

/**
 * An unread item: message, short date, unread dot, 'View Project' (or the place a notification about no
 * project leads to), mark read and delete. A read item: faded, delete only.
 */
export function NotificationItem({ notification, onMarkRead, onDelete, onViewProject, first }: NotificationItemProps) {
  const { t, language } = useTranslation(messagingCatalogue);
  const messageOf = useNotificationMessage();
  const message = messageOf(notification);
  const unread = !notification.read;
  const projectId = notification.project_id;
  const placeLabel = isNavigableProjectId(projectId) ? undefined : PLACE_LABELS[notification.type];
  const view = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onViewProject(projectId);
  };
  return (
    <li
      className={cx(styles.item, !unread && styles.read)}
      data-notification-id={notification.id}
      data-read={notification.read}
    >
      {unread ? <UnreadDot /> : null}
      <div className={styles.body}>
        <p className={styles.message} elementtiming={first ? 'first-notification' : undefined}>
          {message}
        </p>
        <p className={styles.meta}>
          <time dateTime={notification.created_at}>{formatShortDateTime(notification.created_at, language)}</time>
          {/* the reply sentences (the spec's words) do not name the project: this line does */}
          {notification.projects?.title ? (
            <span data-part="project">{t('notifications.projectLabel', { title: notification.projects.title })}</span>
          ) : null}
          {unread && isNavigableProjectId(projectId) ? (
            <a className={styles.viewProject} href={projectPath(projectId)} onClick={view}>
              {t('notifications.viewProject')}
            </a>
          ) : unread && placeLabel ? (
            <Link className={styles.viewProject} to={notificationPath(notification.type, projectId)}>
              {t(placeLabel)}
            </Link>
          ) : null}
        </p>
      </div>
      <div className={styles.actions}>
        {unread ? (
          <Button
            variant="ghost"
            size="small"
            icon={<Check aria-hidden="true" size={16} />}
            aria-label={t('notifications.markReadLabel', { message })}
            onClick={() => onMarkRead(notification.id)}
          >
            {t('notifications.markRead')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="small"
          icon={<Trash2 aria-hidden="true" size={16} />}
          aria-label={t('notifications.deleteLabel', { message })}
          onClick={() => onDelete(notification.id)}
        >
          {t('notifications.delete')}
        </Button>
      </div>
    </li>
  );
}

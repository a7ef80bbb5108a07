import { useState } from 'react';
import { Badge, Button, CollapsibleSection, InlineAlert, PageHeading, Skeleton, VisuallyHidden } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { messagingCatalogue } from '../i18n.ts';
import { useViewer } from '@brf/supabase/session';
import { useNotifications } from './api/notifications-list.ts';
import { useChangeNotification } from './api/change-notifications.ts';
import { useLiveNotifications } from './api/live-notifications.ts';
import { NotificationItem } from './notification-item.tsx';
import { useViewProject } from './use-view-project.ts';
import { markedRead, readListOrder } from './read-order.ts';
import styles from './notifications-page.module.css';

/** /notifications (spec/accounts.md 2): unread items, then the collapsed 'Read notifications'. */
export default function NotificationsPage() {
  const { t } = useTranslation(messagingCatalogue);
  const { userId } = useViewer();
  const list = useNotifications(userId);
  const change = useChangeNotification(userId);
  const viewProject = useViewProject();
  useLiveNotifications(userId, 'page');
  const [readOrder, setReadOrder] = useState<string[]>([]);

  const rows = list.data ?? [];
  const unread = rows.filter((row) => !row.read);
  const read = readListOrder(
    rows.filter((row) => row.read),
    readOrder,
  );
  const markAllRead = () => {
    setReadOrder((order) =>
      markedRead(
        order,
        unread.map((row) => row.id),
      ),
    );
    change.mutate({ kind: 'allRead' });
  };
  const itemProps = {
    onMarkRead: (id: string) => {
      setReadOrder((order) => markedRead(order, [id]));
      change.mutate({ kind: 'read', id });
    },
    onDelete: (id: string) => change.mutate({ kind: 'delete', id }),
    onViewProject: viewProject,
  };

  return (
    <section className={styles.page} data-remote="mf-messaging" data-page="notifications">
      <PageHeading
        title={
          <span className={styles.heading}>
            {t('notifications.heading')}
            {unread.length > 0 ? (
              <>
                <Badge tone="count" data-testid="unread-count" aria-hidden="true">
                  {unread.length}
                </Badge>
                <VisuallyHidden>{t('notifications.unreadBadge', { count: unread.length })}</VisuallyHidden>
              </>
            ) : null}
          </span>
        }
        actions={
          <Button variant="secondary" disabled={unread.length === 0} onClick={markAllRead}>
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      {list.isPending && userId ? (
        <div className={styles.loading} role="status">
          <p>{t('notifications.loading')}</p>
          <Skeleton height="4rem" />
          <Skeleton height="4rem" />
          <Skeleton height="4rem" />
        </div>
      ) : list.isError ? (
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={() => void list.refetch()}>
              {t('notifications.retry')}
            </Button>
          }
        >
          {t('notifications.loadFailed')}
        </InlineAlert>
      ) : (
        <>
          {unread.length === 0 ? (
            <p className={styles.empty}>{t('notifications.empty')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('notifications.unreadList')}>
              {unread.map((row, index) => (
                <NotificationItem key={row.id} notification={row} first={index === 0} {...itemProps} />
              ))}
            </ul>
          )}
          {read.length > 0 ? (
            <CollapsibleSection
              title={t('notifications.readSection')}
              count={read.length}
              className={styles.readSection}
            >
              <ul className={styles.list}>
                {read.map((row, index) => (
                  <NotificationItem
                    key={row.id}
                    notification={row}
                    first={unread.length === 0 && index === 0}
                    {...itemProps}
                  />
                ))}
              </ul>
            </CollapsibleSection>
          ) : null}
        </>
      )}
    </section>
  );
}

import { Bell } from 'lucide-react';
import { Badge, Popover } from '@brf/ui';
import { selectUnreadCount, useSessionStore } from '@brf/supabase/session';
import { RemoteRegion } from '../remotes/remote-region.tsx';
import { useTranslation } from '@brf/i18n';
import { shellCatalogue } from '../i18n.ts';
import { unreadBadgeText } from '@brf/domain/navigation';
import type { MenuControl } from './menu-control.ts';
import styles from './nav-bar.module.css';

const panel = { remote: 'mf-messaging', module: 'NotificationPanel' } as const;

/** The panel's content is mf-messaging's; it is fetched the first time the panel opens. */
export function NotificationBell({ open, onOpenChange, onClose }: MenuControl) {
  const unread = useSessionStore(selectUnreadCount);
  const { t } = useTranslation(shellCatalogue);
  return (
    <Popover
      id="notification-panel"
      open={open}
      onOpenChange={onOpenChange}
      triggerClassName={styles.iconButton}
      triggerLabel={unread > 0 ? t('nav.notificationsUnread', { count: unread }) : t('nav.notifications')}
      panelClassName={styles.panel}
      panelLabel={t('nav.notifications')}
      trigger={
        <>
          <Bell aria-hidden="true" size={20} />
          {unread > 0 && (
            <Badge
              tone="count"
              pulse
              className={styles.badge}
              data-unread-badge
              aria-hidden="true"
              elementtiming="bell-count"
            >
              {unreadBadgeText(unread)}
            </Badge>
          )}
        </>
      }
    >
      <RemoteRegion target={panel} props={{ onClose }} />
    </Popover>
  );
}

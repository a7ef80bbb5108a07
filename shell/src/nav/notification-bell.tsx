import { useRef } from 'react';
import { Bell } from 'lucide-react';
import { Badge } from '@brf/ui';
import { selectUnreadCount, useSessionStore } from '@brf/supabase/session';
import { RemoteRegion } from '../remotes/remote-region.tsx';
import { unreadBadgeText } from './unread-badge.ts';
import { useDismiss } from './use-dismiss.ts';
import styles from './nav-bar.module.css';

const panel = { remote: 'mf-messaging', module: 'NotificationPanel' } as const;

/** The panel's content is mf-messaging's; it is fetched the first time the panel opens. */
export function NotificationBell({ open, onToggle, onClose }: { open: boolean; onToggle: () => void; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const unread = useSessionStore(selectUnreadCount);
  useDismiss(ref, open, onClose);
  return (
    <div ref={ref} className={styles.dropdown}>
      <button
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls="notification-panel"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={onToggle}
      >
        <Bell aria-hidden="true" size={20} />
        {unread > 0 && (
          <Badge tone="count" pulse className={styles.badge} data-unread-badge aria-hidden="true">
            {unreadBadgeText(unread)}
          </Badge>
        )}
      </button>
      {open && (
        <div id="notification-panel" className={styles.panel} role="region" aria-label="Notifications">
          <RemoteRegion target={panel} props={{ onClose }} />
        </div>
      )}
    </div>
  );
}

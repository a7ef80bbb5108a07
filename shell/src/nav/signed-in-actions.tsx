import type { MenuControl } from './menu-control.ts';
import { NotificationBell } from './notification-bell.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import styles from './nav-bar.module.css';

interface Props {
  bell: MenuControl;
  profile: MenuControl;
  onSignOut: () => void;
}

/** The bar's actions for a signed-in user: their own chunk, so an anonymous first visit skips them. */
export default function SignedInActions({ bell, profile, onSignOut }: Props) {
  return (
    <>
      <NotificationBell {...bell} />
      <div className={styles.desktopOnly}>
        <ProfileMenu {...profile} onSignOut={onSignOut} />
      </div>
    </>
  );
}

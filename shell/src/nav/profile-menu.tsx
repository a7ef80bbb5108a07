import { Link } from 'react-router-dom';
import { Avatar, Popover } from '@brf/ui';
import { avatarLetter, fullName, useSessionStore } from '@brf/supabase/session';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { shellCatalogue } from '../i18n.ts';
import { profileLinks } from './nav-links.ts';
import type { MenuControl } from './menu-control.ts';
import styles from './nav-bar.module.css';

export function ProfileMenu({ open, onOpenChange, onClose, onSignOut }: MenuControl & { onSignOut: () => void }) {
  const name = useSessionStore(fullName);
  const letter = useSessionStore(avatarLetter);
  const { t } = useTranslation(shellCatalogue);
  return (
    <Popover
      id="profile-menu"
      open={open}
      onOpenChange={onOpenChange}
      triggerClassName={styles.avatarButton}
      triggerLabel={t('nav.accountMenu', { name })}
      trigger={
        <>
          <Avatar letter={letter} />
          <ChevronDown aria-hidden="true" size={16} />
        </>
      }
    >
      <p className={styles.menuName}>{name}</p>
      <ul className={styles.menuList}>
        {profileLinks.map((link) => (
          <li key={link.to}>
            <Link className={styles.menuItem} to={link.to} onClick={onClose}>
              {t(link.label)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.menuItem} onClick={onSignOut}>
            {t('nav.signOut')}
          </button>
        </li>
      </ul>
    </Popover>
  );
}

import { NavLink } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { Popover } from '@brf/ui';
import { fullName, useSessionStore } from '@brf/supabase/session';
import { useTranslation } from '@brf/i18n';
import { shellCatalogue } from '../i18n.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { mainLinks, profileLinks, registerLinks } from './nav-links.ts';
import type { MenuControl } from './menu-control.ts';
import styles from './nav-bar.module.css';

interface Props extends MenuControl {
  loggedIn: boolean;
  isAdmin: boolean;
  onSignOut: () => void;
}

/** Below 768 px: one toggle that repeats every link of the bar. */
export function MobileMenu({ open, onOpenChange, onClose, loggedIn, isAdmin, onSignOut }: Props) {
  const name = useSessionStore(fullName);
  const { t } = useTranslation(shellCatalogue);
  const links = [
    ...mainLinks(isAdmin),
    ...(loggedIn ? profileLinks : [{ to: '/login', label: 'nav.login' }, ...registerLinks]),
  ];
  return (
    <Popover
      id="mobile-menu"
      open={open}
      onOpenChange={onOpenChange}
      layout="sheet"
      className={styles.mobileOnly}
      triggerClassName={styles.iconButton}
      triggerLabel={open ? t('nav.closeMenu') : t('nav.openMenu')}
      trigger={open ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
    >
      {loggedIn && <p className={styles.menuName}>{name}</p>}
      <ul className={styles.menuList}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={styles.mobileItem} onClick={onClose}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
        {loggedIn && (
          <li>
            <button type="button" className={styles.mobileItem} onClick={onSignOut}>
              {t('nav.signOut')}
            </button>
          </li>
        )}
        <li>
          <LanguageSwitch className={styles.mobileItem} onSwitched={onClose} />
        </li>
      </ul>
    </Popover>
  );
}

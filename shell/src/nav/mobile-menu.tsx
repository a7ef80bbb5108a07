import { useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { fullName, useSessionStore } from '@brf/supabase/session';
import { mainLinks, profileLinks, registerLinks } from './nav-links.ts';
import { useDismiss } from './use-dismiss.ts';
import styles from './nav-bar.module.css';

interface Props {
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  loggedIn: boolean;
  isAdmin: boolean;
  onSignOut: () => void;
}

/** Below 768 px: one toggle that repeats every link of the bar. */
export function MobileMenu({ open, onToggle, onClose, loggedIn, isAdmin, onSignOut }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const name = useSessionStore(fullName);
  useDismiss(ref, open, onClose);
  const links = [
    ...mainLinks(isAdmin),
    ...(loggedIn ? profileLinks : [{ to: '/login', label: 'Login' }, ...registerLinks]),
  ];
  return (
    <div ref={ref} className={styles.mobileOnly}>
      <button
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={onToggle}
      >
        {open ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
      </button>
      {open && (
        <div id="mobile-menu" className={styles.mobileMenu}>
          {loggedIn && <p className={styles.menuName}>{name}</p>}
          <ul className={styles.menuList}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={styles.mobileItem} onClick={onClose}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {loggedIn && (
              <li>
                <button type="button" className={styles.mobileItem} onClick={onSignOut}>
                  Sign Out
                </button>
              </li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}

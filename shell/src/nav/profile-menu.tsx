import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@brf/ui';
import { avatarLetter, fullName, useSessionStore } from '@brf/supabase/session';
import { ChevronDown } from 'lucide-react';
import { profileLinks } from './nav-links.ts';
import { useDismiss } from './use-dismiss.ts';
import styles from './nav-bar.module.css';

interface Props {
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  onSignOut: () => void;
}

export function ProfileMenu({ open, onToggle, onClose, onSignOut }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const name = useSessionStore(fullName);
  const letter = useSessionStore(avatarLetter);
  useDismiss(ref, open, onClose);
  return (
    <div ref={ref} className={styles.dropdown}>
      <button
        type="button"
        className={styles.avatarButton}
        aria-expanded={open}
        aria-controls="profile-menu"
        aria-label={`Account menu for ${name}`}
        onClick={onToggle}
      >
        <Avatar letter={letter} />
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      {open && (
        <div id="profile-menu" className={styles.menu}>
          <p className={styles.menuName}>{name}</p>
          <ul className={styles.menuList}>
            {profileLinks.map((link) => (
              <li key={link.to}>
                <Link className={styles.menuItem} to={link.to} onClick={onClose}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className={styles.menuItem} onClick={onSignOut}>
                Sign Out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

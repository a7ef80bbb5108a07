import { Link } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import { Popover } from '@brf/ui';
import { registerLinks } from './nav-links.ts';
import type { MenuControl } from './menu-control.ts';
import styles from './nav-bar.module.css';

export function RegisterMenu({ open, onOpenChange, onClose }: MenuControl) {
  return (
    <Popover
      id="register-menu"
      open={open}
      onOpenChange={onOpenChange}
      triggerClassName={styles.primaryAction}
      trigger={
        <>
          Register <ChevronDown aria-hidden="true" size={16} />
        </>
      }
    >
      <ul className={styles.menuList} aria-label="Register">
        {registerLinks.map((link) => (
          <li key={link.to}>
            <Link className={styles.menuItem} to={link.to} onClick={onClose}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Popover>
  );
}

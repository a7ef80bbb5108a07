import { Link } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import { Popover } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { shellCatalogue } from '../i18n.ts';
import { registerLinks } from './nav-links.ts';
import type { MenuControl } from './menu-control.ts';
import styles from './nav-bar.module.css';

export function RegisterMenu({ open, onOpenChange, onClose }: MenuControl) {
  const { t } = useTranslation(shellCatalogue);
  return (
    <Popover
      id="register-menu"
      open={open}
      onOpenChange={onOpenChange}
      triggerClassName={styles.primaryAction}
      trigger={
        <>
          {t('nav.register')} <ChevronDown aria-hidden="true" size={16} />
        </>
      }
    >
      <ul className={styles.menuList} aria-label={t('nav.register')}>
        {registerLinks.map((link) => (
          <li key={link.to}>
            <Link className={styles.menuItem} to={link.to} onClick={onClose}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </Popover>
  );
}

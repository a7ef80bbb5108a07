import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import { registerLinks } from './nav-links.ts';
import { useDismiss } from './use-dismiss.ts';
import styles from './nav-bar.module.css';

export function RegisterMenu({ open, onToggle, onClose }: { open: boolean; onToggle: () => void; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, onClose);
  return (
    <div ref={ref} className={styles.dropdown}>
      <button type="button" className={styles.primaryAction} aria-expanded={open} aria-controls="register-menu" onClick={onToggle}>
        Register <ChevronDown aria-hidden="true" size={16} />
      </button>
      {open && (
        <ul id="register-menu" className={styles.menu} aria-label="Register">
          {registerLinks.map((link) => (
            <li key={link.to}>
              <Link className={styles.menuItem} to={link.to} onClick={onClose}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

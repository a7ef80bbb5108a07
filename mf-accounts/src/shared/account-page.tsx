import type { ReactNode } from 'react';
import { cx } from '@brf/ui';
import styles from './account-page.module.css';

export interface AccountPageProps {
  /** data-page, the name the shell's route tests look for */
  page: string;
  children: ReactNode;
  /** narrow: a single card (login, password); wide: registration, profile */
  width?: 'narrow' | 'wide' | 'full';
  className?: string;
}

/** The outer frame of every page this remote exposes. */
export function AccountPage({ page, children, width = 'narrow', className }: AccountPageProps) {
  return (
    <section data-remote="mf-accounts" data-page={page} className={cx(styles.page, styles[width], className)}>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LEGAL_LAST_UPDATED } from '@brf/domain/accounts';
import { AccountPage } from '../shared/account-page.tsx';
import styles from './legal-page.module.css';

export function LegalPage({ page, title, children }: { page: string; title: string; children: ReactNode }) {
  return (
    <AccountPage page={page} width="wide">
      <article className={styles.article}>
        <h1>{title}</h1>
        <p className={styles.updated}>Last updated: {LEGAL_LAST_UPDATED}</p>
        {children}
        <p>
          <Link to="/" className={styles.back}>Back to Home</Link>
        </p>
      </article>
    </AccountPage>
  );
}

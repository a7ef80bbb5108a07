import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LEGAL_LAST_UPDATED } from '@brf/domain/accounts';
import { formatLongDate } from '@brf/domain/format';
import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../i18n.ts';
import { AccountPage } from '../shared/account-page.tsx';
import styles from './legal-page.module.css';

export function LegalPage({ page, title, children }: { page: string; title: string; children: ReactNode }) {
  const { t, language } = useTranslation(accountsCatalogue);
  return (
    <AccountPage page={page} width="wide">
      <article className={styles.article}>
        <h1 elementtiming="public-heading">{title}</h1>
        <p className={styles.updated}>
          {t('legal.lastUpdated', { date: formatLongDate(new Date(LEGAL_LAST_UPDATED), language) })}
        </p>
        {children}
        <p>
          <Link to="/" className={styles.back}>
            {t('legal.back')}
          </Link>
        </p>
      </article>
    </AccountPage>
  );
}

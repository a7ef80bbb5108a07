import { Link } from 'react-router-dom';
import { useTranslation } from '@brf/i18n';
import { shellCatalogue } from '../i18n.ts';
import styles from './guarded-page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation(shellCatalogue);
  return (
    <section className={styles.page} data-page="not-found">
      <h1>{t('notFound.heading')}</h1>
      <p>
        <Link to="/">{t('notFound.back')}</Link>
      </p>
    </section>
  );
}

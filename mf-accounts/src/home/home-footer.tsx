import { Link } from 'react-router-dom';
import styles from './home-page.module.css';
import { useTranslation } from '@brf/i18n';
import { homeCatalogue } from './i18n.ts';

export const SUPPORT_EMAIL = 'support@brf-marknaden.se';

export function HomeFooter() {
  const { t } = useTranslation(homeCatalogue);
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')}>
        <ul className={styles.footerLinks}>
          <li>
            <Link to="/projects">{t('footer.projects')}</Link>
          </li>
          <li>
            <Link to="/register-brf">{t('footer.registerBrf')}</Link>
          </li>
          <li>
            <Link to="/register-service-provider">{t('footer.registerProvider')}</Link>
          </li>
          <li>
            <Link to="/terms-of-service">{t('footer.terms')}</Link>
          </li>
          <li>
            <Link to="/privacy-policy">{t('footer.privacy')}</Link>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{t('footer.support')}</a>
          </li>
        </ul>
      </nav>
    </footer>
  );
}

import { Link } from 'react-router-dom';
import { BarChart3, Bell, ClipboardList, Users } from 'lucide-react';
import { AccountPage } from '../shared/account-page.tsx';
import { HomeFooter } from './home-footer.tsx';
import styles from './home-page.module.css';
import { useTranslation } from '@brf/i18n';
import { homeCatalogue } from './i18n.ts';

const FEATURES = [
  { icon: ClipboardList, key: 'projects' },
  { icon: Users, key: 'matching' },
  { icon: Bell, key: 'messaging' },
  { icon: BarChart3, key: 'reports' },
];

/** / and /unverified. */
export default function HomePage() {
  const { t } = useTranslation(homeCatalogue);
  return (
    <AccountPage page="home" width="full">
      <header className={styles.hero}>
        <h1 className={styles.title} elementtiming="public-heading">
          {t('home.title')}
        </h1>
        <p className={styles.lead}>{t('home.lead')}</p>
        <div className={styles.buttons}>
          <Link className={styles.primary} to="/register-brf">
            {t('home.registerBrf')}
          </Link>
          <Link className={styles.secondary} to="/register-service-provider">
            {t('home.registerProvider')}
          </Link>
        </div>
      </header>

      <section aria-labelledby="features" className={styles.features}>
        <h2 id="features" className={styles.heading}>
          {t('home.features')}
        </h2>
        <ul className={styles.featureList}>
          {FEATURES.map(({ icon: Icon, key }) => (
            <li key={key} className={styles.feature}>
              <Icon aria-hidden="true" size={28} className={styles.featureIcon} />
              <h3>{t(`home.feature.${key}.title`)}</h3>
              <p>{t(`home.feature.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta" className={styles.cta}>
        <h2 id="cta" className={styles.heading}>
          {t('home.cta.heading')}
        </h2>
        <p>{t('home.cta.text')}</p>
        <div className={styles.buttons}>
          <Link className={styles.primary} to="/register-brf">
            {t('home.registerBrf')}
          </Link>
          <Link className={styles.secondary} to="/login">
            {t('home.login')}
          </Link>
        </div>
      </section>

      <HomeFooter />
    </AccountPage>
  );
}

import { Link } from 'react-router-dom';
import { BarChart3, Bell, ClipboardList, Users } from 'lucide-react';
import { AccountPage } from '../shared/account-page.tsx';
import { HomeFooter } from './home-footer.tsx';
import styles from './home-page.module.css';

const FEATURES = [
  {
    icon: ClipboardList,
    title: 'Project management',
    text: 'Publish procurement projects with specifications, file uploads and submission deadlines.',
  },
  {
    icon: Users,
    title: 'Provider matching',
    text: 'Service providers find projects that match their categories, location and experience.',
  },
  {
    icon: Bell,
    title: 'Messaging and notifications',
    text: 'Ask and answer questions on each project and get notified when something happens.',
  },
  {
    icon: BarChart3,
    title: 'Analysis and reports',
    text: 'Compare quotes side by side and follow your projects from publication to award.',
  },
];

/** / and /unverified. */
export default function HomePage() {
  return (
    <AccountPage page="home" width="full">
      <header className={styles.hero}>
        <h1 className={styles.title}>BRF Marketplace</h1>
        <p className={styles.lead}>
          The marketplace where housing cooperatives publish procurement projects and service providers send quotes.
        </p>
        <div className={styles.buttons}>
          <Link className={styles.primary} to="/register-brf">
            Register as BRF
          </Link>
          <Link className={styles.secondary} to="/register-service-provider">
            Register as Service Provider
          </Link>
        </div>
      </header>

      <section aria-labelledby="features" className={styles.features}>
        <h2 id="features" className={styles.heading}>
          Features
        </h2>
        <ul className={styles.featureList}>
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.feature}>
              <Icon aria-hidden="true" size={28} className={styles.featureIcon} />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta" className={styles.cta}>
        <h2 id="cta" className={styles.heading}>
          Ready to get started?
        </h2>
        <p>Registration is free. Create an account for your cooperative or your company in a few minutes.</p>
        <div className={styles.buttons}>
          <Link className={styles.primary} to="/register-brf">
            Register as BRF
          </Link>
          <Link className={styles.secondary} to="/login">
            Login
          </Link>
        </div>
      </section>

      <HomeFooter />
    </AccountPage>
  );
}

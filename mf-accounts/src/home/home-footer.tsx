import { Link } from 'react-router-dom';
import styles from './home-page.module.css';

export const SUPPORT_EMAIL = 'support@brf-marknaden.se';

export function HomeFooter() {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Footer">
        <ul className={styles.footerLinks}>
          <li><Link to="/projects">Projects</Link></li>
          <li><Link to="/register-brf">Register BRF</Link></li>
          <li><Link to="/register-service-provider">Register Service Provider</Link></li>
          <li><Link to="/terms-of-service">Terms of Service</Link></li>
          <li><Link to="/privacy-policy">Privacy Policy</Link></li>
          <li><a href={`mailto:${SUPPORT_EMAIL}`}>Contact support</a></li>
        </ul>
      </nav>
    </footer>
  );
}

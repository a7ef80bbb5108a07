import { Link } from 'react-router-dom';
import styles from './guarded-page.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.page} data-page="not-found">
      <h1>Page not found</h1>
      <p>
        <Link to="/">Back to Home</Link>
      </p>
    </section>
  );
}

import { Button } from '@brf/ui';
import styles from './remote-region.module.css';

const names: Record<string, string> = {
  'mf-accounts': 'This page',
  'mf-projects': 'Projects',
  'mf-quotes': 'Quotes',
  'mf-messaging': 'Messages and notifications',
  'mf-admin': 'The admin dashboard',
};

export function RemoteFallback({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.fallback} data-remote-fallback={remote}>
      <p className={styles.fallbackText}>
        <strong>{names[remote] ?? 'This part of the page'} could not be loaded.</strong> The rest of the site still
        works; try again in a moment.
      </p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

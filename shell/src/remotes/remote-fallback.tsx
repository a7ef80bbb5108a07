import { Button } from '@brf/ui';
import styles from './remote-region.module.css';

/** Widgets name themselves; a whole page is 'This page'. */
const names: Record<string, string> = {
  ProjectDetailPage: 'This project',
  QuotesSection: 'Quotes',
  YourQuote: 'Your quote',
  ProjectMessages: 'Project messages',
  NotificationPanel: 'Notifications',
};

export function RemoteFallback({ remote, module, onRetry }: { remote: string; module: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.fallback} data-remote-fallback={remote}>
      <p className={styles.fallbackText}>
        <strong>{names[module] ?? 'This page'} could not be loaded.</strong> The rest of the site still
        works; try again in a moment.
      </p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

import { Button } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { shellCatalogue } from '../i18n.ts';
import styles from './remote-region.module.css';

/** Widgets name themselves (fallback.<module>); a whole page is 'This page'. */
const NAMED = new Set([
  'ProjectDetailPage',
  'SendQuoteAction',
  'QuotesSection',
  'YourQuote',
  'ProjectMessages',
  'NotificationPanel',
]);

export function RemoteFallback({ remote, module, onRetry }: { remote: string; module: string; onRetry: () => void }) {
  const { t } = useTranslation(shellCatalogue);
  const name = t(NAMED.has(module) ? `fallback.${module}` : 'fallback.page');
  return (
    <div role="alert" className={styles.fallback} data-remote-fallback={remote}>
      <p className={styles.fallbackText}>
        <strong>{t('fallback.failed', { name })}</strong> {t('fallback.rest')}
      </p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t('fallback.retry')}
      </Button>
    </div>
  );
}

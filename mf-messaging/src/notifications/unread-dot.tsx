import { cx } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { messagingCatalogue } from '../i18n.ts';
import styles from './unread-dot.module.css';

/** The mark of an unread notification, named for those who cannot see it; the bell's panel shows it smaller. */
export function UnreadDot({ small = false }: { small?: boolean }) {
  const { t } = useTranslation(messagingCatalogue);
  return (
    <span className={cx(styles.dot, small && styles.small)} role="img" aria-label={t('notifications.unreadDot')} />
  );
}

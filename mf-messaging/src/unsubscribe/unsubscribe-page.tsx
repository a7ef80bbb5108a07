import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Card, InlineAlert, PageHeading } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { NOTIFICATION_TYPES } from '@brf/domain/notifications';
import { messagingCatalogue } from '../i18n.ts';
import { typeInToken, unsubscribe } from './api/unsubscribe.ts';
import styles from './unsubscribe-page.module.css';

type State = { status: 'idle' | 'pending' | 'done' } | { status: 'failed'; reason: string };

// the database's refusals, as the page says them
const REASONS: Record<string, string> = {
  'This unsubscribe link is not valid.': 'unsubscribe.invalid',
  'This unsubscribe link has expired.': 'unsubscribe.expired',
};

/**
 * The page an e-mail's unsubscribe link opens, without signing in. It asks before it acts: mail
 * scanners open links, and only a person presses the button (mail clients use the one-click
 * POST of the List-Unsubscribe header instead).
 */
export default function UnsubscribePage() {
  const { t } = useTranslation(messagingCatalogue);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const type = typeInToken(token);
  const known = type === 'all' || (NOTIFICATION_TYPES as readonly string[]).includes(type ?? '');
  const [state, setState] = useState<State>({ status: known ? 'idle' : 'failed', reason: 'unsubscribe.invalid' });

  const what = type === 'all' ? t('unsubscribe.all') : known ? t(`settings.switch.${type}`) : '';

  const onConfirm = async () => {
    setState({ status: 'pending' });
    try {
      await unsubscribe(token);
      setState({ status: 'done' });
    } catch (error) {
      const reason = REASONS[error instanceof Error ? error.message : ''] ?? 'unsubscribe.failed';
      setState({ status: 'failed', reason });
    }
  };

  return (
    <section className={styles.page} data-remote="mf-messaging" data-page="unsubscribe">
      <Card>
        <PageHeading title={t('unsubscribe.heading')} />
        {state.status === 'done' ? (
          <InlineAlert tone="success">{t('unsubscribe.done', { what })}</InlineAlert>
        ) : state.status === 'failed' ? (
          <InlineAlert tone="error">{t(state.reason)}</InlineAlert>
        ) : (
          <>
            <p>{t('unsubscribe.question', { what })}</p>
            <Button onClick={onConfirm} busy={state.status === 'pending'} busyLabel={t('unsubscribe.busy')}>
              {t('unsubscribe.confirm')}
            </Button>
          </>
        )}
        <p className={styles.hint}>
          {t('unsubscribe.settingsHint')} <Link to="/notification-settings">{t('unsubscribe.settingsLink')}</Link>
        </p>
      </Card>
    </section>
  );
}

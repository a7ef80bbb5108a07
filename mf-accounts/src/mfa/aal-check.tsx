import { useState } from 'react';
import { Button } from '@brf/ui';
import { aalCheckFailedMessage } from '@brf/domain/accounts';
import { readAal } from './mfa-api.ts';
import styles from './mfa.module.css';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

/** 'Check AAL': shows the current assurance level as text. */
export function AalCheck() {
  const [text, setText] = useState<string | null>(null);
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();
  async function check() {
    const level = await readAal();
    setText(
      'error' in level
        ? message(aalCheckFailedMessage(level.error))
        : t('mfa.currentAal', { current: String(level.currentLevel), next: String(level.nextLevel) }),
    );
  }
  return (
    <div className={styles.row}>
      <Button variant="secondary" onClick={check}>
        {t('mfa.checkAal')}
      </Button>
      {text ? <output className={styles.aal}>{text}</output> : null}
    </div>
  );
}

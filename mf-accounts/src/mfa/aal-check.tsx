import { useState } from 'react';
import { Button } from '@brf/ui';
import { aalCheckFailedMessage } from '@brf/domain/accounts';
import { fetchAssuranceLevel, type AssuranceLevel } from './api/assurance-level.ts';
import { failureReason } from './failure-reason.ts';
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
    let level: AssuranceLevel;
    try {
      level = await fetchAssuranceLevel();
    } catch (error) {
      setText(message(aalCheckFailedMessage(failureReason(error))));
      return;
    }
    setText(t('mfa.currentAal', { current: String(level.currentLevel), next: String(level.nextLevel) }));
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

import { useState } from 'react';
import { Button } from '@brf/ui';
import { aalCheckFailedMessage } from '@brf/domain/accounts';
import { readAal } from './mfa-api.ts';
import styles from './mfa.module.css';

/** 'Check AAL': shows the current assurance level as text. */
export function AalCheck() {
  const [text, setText] = useState<string | null>(null);
  async function check() {
    const level = await readAal();
    setText('error' in level ? aalCheckFailedMessage(level.error) : `Current AAL: ${level.currentLevel} (next: ${level.nextLevel})`);
  }
  return (
    <div className={styles.row}>
      <Button variant="secondary" onClick={check}>
        Check AAL
      </Button>
      {text ? <output className={styles.aal}>{text}</output> : null}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation, type Translate } from '@brf/i18n';
import { formatDateTime } from '@brf/domain/format';
import { Button, InlineAlert } from '@brf/ui';
import { accountsCatalogue } from '../../i18n.ts';
import { type AwardRuleChange, useChangeAwardRule } from '../api/award-rule-change.ts';
import { ruleChangeFailure } from './rule-change-words.ts';
import styles from './awarding.module.css';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * A change that lowers how the board awards, waiting for a second decider: every member reads it;
 * a decider other than the proposer confirms it; any decider may withdraw it.
 */
export function PendingRuleChange({
  change,
  profileId,
  userId,
  mayDecide,
}: {
  change: AwardRuleChange;
  profileId: string;
  userId: string;
  mayDecide: boolean;
}) {
  const { t, language } = useTranslation(accountsCatalogue);
  const act = useChangeAwardRule(profileId, userId);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const isProposer = change.proposed_by === userId;
  const name = change.proposed_by_name ?? t('awarding.pending.someone');

  const run = async (kind: 'confirm' | 'withdraw') => {
    setOutcome(null);
    try {
      await act.mutateAsync({ kind, changeId: change.id });
    } catch (error) {
      setOutcome({ tone: 'error', text: ruleChangeFailure(t, error) });
      return;
    }
    setOutcome({
      tone: 'success',
      text: t(kind === 'confirm' ? 'awarding.pending.confirmed' : 'awarding.pending.withdrawn'),
    });
  };

  return (
    <div className={styles.pending} data-rule-change={change.id}>
      <h3 className={styles.pendingTitle}>{t('awarding.pending.title')}</h3>
      <p>{t('awarding.pending.body', { name, when: formatDateTime(change.proposed_at, language) })}</p>
      <ul className={styles.rule} aria-label={t('awarding.pending.ruleLabel')}>
        <li>{signaturesOf(t, change.award_signatures)}</li>
        <li>{change.award_requires_mfa ? t('awarding.mfaRequired') : t('awarding.mfaNotRequired')}</li>
      </ul>
      <p className={styles.muted}>
        {mayDecide && !isProposer ? t('awarding.pending.yourTurn') : t('awarding.pending.waiting')}
      </p>
      {mayDecide ? (
        <div className={styles.actions}>
          {isProposer ? null : (
            <Button busy={act.isPending} onClick={() => void run('confirm')}>
              {t('awarding.pending.confirm')}
            </Button>
          )}
          <Button variant="secondary" busy={act.isPending} onClick={() => void run('withdraw')}>
            {t('awarding.pending.withdraw')}
          </Button>
        </div>
      ) : null}
      <div aria-live="polite">
        {outcome?.tone === 'success' ? <InlineAlert tone="success">{outcome.text}</InlineAlert> : null}
      </div>
      {outcome?.tone === 'error' ? <InlineAlert tone="error">{outcome.text}</InlineAlert> : null}
    </div>
  );
}

const signaturesOf = (t: Translate, signatures: number) => t(`awarding.signatures.${signatures === 2 ? 2 : 1}`);

import { useState } from 'react';
import * as z from 'zod/mini';
import { Button, Card, CheckboxField, InlineAlert, Section, useSchemaForm } from '@brf/ui';
import { useDomainMessage } from '@brf/domain/i18n';
import { useTranslation, type Translate } from '@brf/i18n';
import { DataError } from '@brf/supabase/errors';
import { accountsCatalogue } from '../../i18n.ts';
import { AWARD_RULE_NOT_SAVED, awardRuleOf, useSaveAwardRule, type AwardRule } from '../api/award-rule.ts';
import { useAwardRuleChange, useChangeAwardRule } from '../api/award-rule-change.ts';
import { PendingRuleChange } from './pending-rule-change.tsx';
import { lowersRule, ruleChangeFailure } from './rule-change-words.ts';
import type { BrfProfileRow } from '../api/own-profile.ts';
import styles from './awarding.module.css';

const awardRuleSchema = z.object({ signatures: z.enum(['1', '2']), requiresMfa: z.boolean() });
type AwardRuleValues = z.infer<typeof awardRuleSchema>;

const SIGNATURES = ['1', '2'] as const;

/** 'One board member awards' or 'Two board members: one proposes, another confirms'. */
const signaturesText = (t: Translate, signatures: 1 | 2 | '1' | '2') => t(`awarding.signatures.${signatures}`);

type Outcome = { tone: 'success'; text: string } | { tone: 'error'; text: string } | null;

/**
 * How the board awards, beside its members on /profile: the chair chooses whether one member
 * awards or two (one proposes, another confirms) and whether those who award need the second
 * factor; every other member reads the rule. A board with one deciding member is told that the
 * member awards alone whatever the rule says (decision 0018).
 */
export function AwardingSection({
  profile,
  userId,
  isChair,
  deciders,
  mayDecide = isChair,
}: {
  profile: BrfProfileRow;
  userId: string;
  isChair: boolean;
  /** how many members decide (chair and ledamöter), once the members are read */
  deciders: number | null;
  /** the reader decides (chair or ledamot): confirms or withdraws a proposed change */
  mayDecide?: boolean;
}) {
  const { t } = useTranslation(accountsCatalogue);
  const rule = awardRuleOf(profile);
  const change = useAwardRuleChange(profile.id);
  // where two award, a change that lowers the rule is the board's: proposed, then confirmed by another
  const byTwo = rule.signatures === 2 && (deciders ?? 0) >= 2;
  return (
    <Card className={styles.awarding}>
      <Section title={t('awarding.title')} titleId="profile-awarding-title" data-section="awarding">
        {deciders === 1 ? <InlineAlert tone="info">{t('awarding.boardOfOne')}</InlineAlert> : null}
        {change.data ? (
          <PendingRuleChange change={change.data} profileId={profile.id} userId={userId} mayDecide={mayDecide} />
        ) : null}
        {isChair ? (
          <AwardRuleForm profileId={profile.id} userId={userId} rule={rule} byTwo={byTwo} />
        ) : (
          <>
            <p className={styles.muted}>{t('awarding.chairDecides')}</p>
            <ul className={styles.rule} aria-label={t('awarding.ruleLabel')}>
              <li>{signaturesText(t, rule.signatures)}</li>
              <li>{rule.requiresMfa ? t('awarding.mfaRequired') : t('awarding.mfaNotRequired')}</li>
            </ul>
          </>
        )}
      </Section>
    </Card>
  );
}

function AwardRuleForm({
  profileId,
  userId,
  rule,
  byTwo,
}: {
  profileId: string;
  userId: string;
  rule: AwardRule;
  byTwo: boolean;
}) {
  const { t } = useTranslation(accountsCatalogue);
  const domainMessage = useDomainMessage();
  const save = useSaveAwardRule(userId);
  const propose = useChangeAwardRule(profileId, userId);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit } = useSchemaForm<AwardRuleValues, AwardRuleValues>(awardRuleSchema, {
    defaultValues: { signatures: String(rule.signatures) as '1' | '2', requiresMfa: rule.requiresMfa },
  });

  const submit = handleSubmit(async ({ signatures, requiresMfa }) => {
    setOutcome(null);
    const chosen = { signatures: signatures === '2' ? (2 as const) : (1 as const), requiresMfa };
    if (byTwo && lowersRule(rule, chosen)) {
      try {
        await propose.mutateAsync({ kind: 'propose', ...chosen });
      } catch (error) {
        console.error('[mf-accounts] proposing the awarding rule failed', error);
        setOutcome({ tone: 'error', text: ruleChangeFailure(t, error) });
        return;
      }
      setOutcome({ tone: 'success', text: t('awarding.proposed') });
      return;
    }
    try {
      await save.mutateAsync({ profileId, rule: { signatures: signatures === '2' ? 2 : 1, requiresMfa } });
    } catch (error) {
      console.error('[mf-accounts] saving the awarding rule failed', error);
      setOutcome({ tone: 'error', text: failureText(t, domainMessage, error) });
      return;
    }
    setOutcome({ tone: 'success', text: t('awarding.saved') });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="profile-awarding-title">
      <p className={styles.muted}>{t('awarding.intro')}</p>
      {byTwo ? <p className={styles.muted}>{t('awarding.byTwoHint')}</p> : null}
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('awarding.signaturesLegend')}</legend>
        {SIGNATURES.map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" className={styles.radio} value={value} {...register('signatures')} />
            <span>{signaturesText(t, value)}</span>
          </label>
        ))}
      </fieldset>
      <CheckboxField label={t('awarding.requiresMfa')} {...register('requiresMfa')} />
      <div className={styles.actions}>
        <Button type="submit" busy={save.isPending || propose.isPending} busyLabel={t('awarding.saving')}>
          {t('awarding.save')}
        </Button>
      </div>
      <div aria-live="polite">
        {outcome?.tone === 'success' ? <InlineAlert tone="success">{outcome.text}</InlineAlert> : null}
      </div>
      {outcome?.tone === 'error' ? <InlineAlert tone="error">{outcome.text}</InlineAlert> : null}
    </form>
  );
}

/** A refusal by row security is the chair's rule; any other failure says the DataError's words. */
function failureText(t: Translate, domainMessage: (message: string) => string, error: unknown): string {
  if (error instanceof DataError && error.code === AWARD_RULE_NOT_SAVED) return t('awarding.error.onlyChair');
  const words = error instanceof Error ? error.message.trim() : '';
  return words && words !== 'Request failed' ? domainMessage(words) : t('awarding.error.failed');
}

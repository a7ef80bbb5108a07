import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Translate } from '@brf/i18n';
import { Button, InlineAlert } from '@brf/ui';
import type { AwardStanding, BoardPerson } from '../../shared/api/award-board.ts';
import { useCallInDeputy } from '../../shared/api/award-board.ts';
import { showToast } from '../../shared/quotes-bus.ts';
import { boardError } from './board-messages.ts';
import styles from './award-board.module.css';

interface AwardRuleUnmetProps {
  projectId: string;
  standing: AwardStanding;
  t: Translate;
}

const nameOf = (person: BoardPerson, t: Translate) => person.name ?? t('declarations.unnamed');

/** Whether the board's rule can no longer be met on this project by those who may take part. */
export const awardRuleUnmet = (standing: AwardStanding | null): standing is AwardStanding =>
  standing !== null && standing.takers < standing.award_signatures;

/**
 * Said at once when the board's rule cannot be met on this project (a decider declared a
 * conflict): who stood aside, and what resolves it: a deputy steps in for this project, or the
 * chair changes how the board awards on /profile.
 */
export function AwardRuleUnmet({ projectId, standing, t }: AwardRuleUnmetProps) {
  const headingId = useId();
  const callIn = useCallInDeputy();
  const seat = standing.stood_aside[0] ?? null;
  const names = standing.stood_aside.map((person) => nameOf(person, t)).join(', ');

  const call = async (deputy: BoardPerson) => {
    if (!seat) return;
    try {
      await callIn.mutateAsync({ projectId, deputyId: deputy.user_id, standsInFor: seat.user_id });
      showToast('success', t('rule.calledIn', { deputy: nameOf(deputy, t), member: nameOf(seat, t) }));
    } catch (error) {
      showToast('error', boardError(error, t, 'rule.callInFailed'));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-award-rule="unmet">
      <h3 id={headingId} className={styles.heading}>
        {t('rule.title')}
      </h3>
      <InlineAlert tone="warning">
        <p className={styles.text}>
          {standing.takers === 0 ? t('rule.unmetNone') : t('rule.unmetOne')}{' '}
          {names ? t('rule.stoodAside', { names }) : null}
        </p>
      </InlineAlert>
      <p className={styles.hint}>
        {standing.deputies.length > 0 && seat ? t('rule.wayOut') : t('rule.noDeputy')}{' '}
        <Link to="/profile">{t('rule.profileLink')}</Link>
      </p>
      {standing.may_call_in && seat && standing.deputies.length > 0 ? (
        <div className={styles.actions}>
          {standing.deputies.map((deputy) => (
            <Button key={deputy.user_id} variant="secondary" busy={callIn.isPending} onClick={() => void call(deputy)}>
              {t('rule.callIn', { deputy: nameOf(deputy, t), member: nameOf(seat, t) })}
            </Button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

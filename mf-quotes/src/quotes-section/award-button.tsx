import { useState } from 'react';
import { Award } from 'lucide-react';
import type { Translate } from '@brf/i18n';
import type { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_DETAIL_TEXTS, PROJECT_TOASTS } from '@brf/domain/projects';
import { messageForPeople } from '@brf/supabase/data';
import { headlineAmount } from '@brf/domain/format';
import { AWARD_REASON_MAX_LENGTH, awardAloneSchema, awardProposalSchema } from '@brf/domain/quotes';
import { Button, ConfirmDialog, Field, Tooltip, useSchemaForm } from '@brf/ui';
import { useAwardProject } from '../shared/api/award-project.ts';
import { useProposeAward, type AwardStanding } from '../shared/api/award-board.ts';
import type { QuoteProject } from '../shared/api/quote-project.ts';
import { projectCanBeAwarded } from '../shared/project-rules.ts';
import { announceProjectAwarded, showToast } from '../shared/quotes-bus.ts';
import { boardError, boardText } from './award-board/board-messages.ts';
import type { QuoteListEntry } from './quote-list-item.ts';
import styles from './quotes-section.module.css';

interface AwardButtonProps {
  project: QuoteProject;
  item: QuoteListEntry;
  provider: string;
  /** the database's answer for the reader: the board's rule and whether it takes part now */
  standing: AwardStanding | null;
  /** the quotes section's (one subscription for every card) */
  t: Translate;
  message: ReturnType<typeof useDomainMessage>;
}

/**
 * The board's award button on a quote, disabled before the deadline with the spec's tooltip (or
 * with the reason the reader takes no part). Where one member awards: a confirmation naming the
 * provider and the amount, with the award's reason, then the award. Where two do: a proposal with
 * its reason, which another member confirms. A board of one (the spec's BRF user) is asked the
 * reason without being held to it: it keeps no minutes with anyone.
 */
export function AwardButton(props: AwardButtonProps) {
  const alone = (props.standing?.deciders ?? 2) <= 1;
  // the form's schema is fixed for its life: a board that grows or shrinks gets a new form
  return <AwardControl key={alone ? 'alone' : 'board'} alone={alone} {...props} />;
}

function AwardControl({ project, item, provider, standing, t, message, alone }: AwardButtonProps & { alone: boolean }) {
  const award = useAwardProject();
  const propose = useProposeAward();
  const [confirming, setConfirming] = useState(false);
  const form = useSchemaForm<{ reason: string }, { reason: string | null }>(
    (alone ? awardAloneSchema : awardProposalSchema) as never,
    { translate: (text) => boardText(text, t), defaultValues: { reason: '' } },
  );
  const twoMembers = standing?.award_signatures === 2;
  const afterDeadline = projectCanBeAwarded(project, true);
  const problem = standing?.problem ?? null;
  const allowed = afterDeadline && problem === null;
  const tooltip = !afterDeadline ? message(PROJECT_DETAIL_TEXTS.awardTooltip) : problem ? boardText(problem, t) : null;
  // the dialog, the toast and the log state the amount including VAT, beside it excluding (decision 0026)
  const amount = message(headlineAmount(item.amounts, { exact: true }));

  const awardAlone = form.handleSubmit(async ({ reason }) => {
    // awaited: the refreshed project removes this button (and its dialog) before per-call callbacks would run
    try {
      await award.mutateAsync({ projectId: project.id, quoteId: item.quote.id, reason });
      showToast('success', t('award.done', { provider, amount }));
      announceProjectAwarded({
        projectId: project.id,
        quoteId: item.quote.id,
        providerId: item.quote.service_provider_id,
      });
      form.reset();
    } catch (error) {
      // the database's refusal ('You can only award the project after the submission deadline has
      // passed.', 'Give the reason for this award.') or ours
      showToast('error', boardText(messageForPeople(error, PROJECT_TOASTS.awardFailed), t));
    }
    setConfirming(false);
  });

  const proposeAward = form.handleSubmit(async ({ reason }) => {
    try {
      await propose.mutateAsync({ projectId: project.id, quoteId: item.quote.id, reason: reason ?? '' });
      showToast('success', t('proposal.proposed', { provider }));
      form.reset();
    } catch (error) {
      showToast('error', boardError(error, t, 'proposal.proposeFailed'));
    }
    setConfirming(false);
  });

  return (
    <div className={styles.awardRow}>
      <Tooltip align="end" text={allowed ? null : tooltip}>
        <Button
          opensDialog="award"
          icon={<Award aria-hidden="true" size={16} />}
          disabled={!allowed}
          onClick={() => setConfirming(true)}
          aria-label={twoMembers ? t('proposal.buttonLabel', { provider }) : t('award.buttonLabel', { provider })}
        >
          {twoMembers ? t('proposal.button') : t('award.button')}
        </Button>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        tone="primary"
        title={twoMembers ? t('proposal.dialogTitle') : t('award.title')}
        confirmLabel={twoMembers ? t('proposal.submit') : t('award.confirm')}
        cancelLabel={t('form.cancel')}
        busy={award.isPending || propose.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void (twoMembers ? proposeAward() : awardAlone())}
      >
        <p>{twoMembers ? t('proposal.dialogBody', { provider, amount }) : t('award.body', { provider, amount })}</p>
        <Field
          as="textarea"
          label={t('proposal.reasonLabel')}
          hint={alone ? t('award.reasonHintAlone') : t('proposal.reasonHint')}
          required={!alone}
          maxLength={AWARD_REASON_MAX_LENGTH}
          {...form.field('reason')}
        />
      </ConfirmDialog>
    </div>
  );
}

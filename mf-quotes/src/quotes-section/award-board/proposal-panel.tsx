import { useId, useState } from 'react';
import type { Language, Translate } from '@brf/i18n';
import { formatDateTime, headlineAmount } from '@brf/domain/format';
import { useDomainMessage } from '@brf/domain/i18n';
import { Button, ConfirmDialog, InlineAlert } from '@brf/ui';
import type { AwardBoard, AwardProposal } from '../../shared/api/award-board.ts';
import { useConfirmAward, useWithdrawAwardProposal } from '../../shared/api/award-board.ts';
import { announceProjectAwarded, showToast } from '../../shared/quotes-bus.ts';
import type { QuoteListEntry } from '../quote-list-item.ts';
import { boardError, boardText } from './board-messages.ts';
import styles from './award-board.module.css';

interface ProposalPanelProps {
  projectId: string;
  proposal: AwardProposal;
  board: AwardBoard;
  /** the quotes the reader sees: the proposed one names its company and amount */
  items: readonly QuoteListEntry[];
  userId: string | null;
  t: Translate;
  language: Language;
}

/** An award proposed by one member: another confirms it (the award is made), or either withdraws it. */
export function ProposalPanel({ projectId, proposal, board, items, userId, t, language }: ProposalPanelProps) {
  const confirm = useConfirmAward();
  const withdraw = useWithdrawAwardProposal();
  const message = useDomainMessage();
  const headingId = useId();
  const [asking, setAsking] = useState<'confirm' | 'withdraw' | null>(null);
  const item = items.find((entry) => entry.quote.id === proposal.quote_id);
  const provider = item?.provider_name ?? t('proposal.someQuote');
  // stated including VAT, with the amount excluding VAT beside it (decision 0026)
  const amount = item ? message(headlineAmount(item.amounts, { exact: true })) : '';
  const proposer =
    proposal.proposed_by === null
      ? t('declarations.deletedUser')
      : (proposal.proposed_by_name ?? t('declarations.unnamed'));
  const isProposer = proposal.proposed_by !== null && proposal.proposed_by === userId;
  const problem = board.standing?.problem ?? null;
  // the board shrank to one decider while the proposal waited: the one left makes the award
  const alone = board.standing?.award_signatures === 1;
  // the proposer is the only one left who takes part: nobody can confirm until a deputy steps in
  const nobodyElse = !alone && board.standing !== null && board.standing.takers <= 1;
  const mayConfirm = (alone || !isProposer) && problem === null;
  const mayWithdraw = isProposer || problem === null;

  const run = async () => {
    const input = { projectId, proposalId: proposal.id };
    try {
      if (asking === 'confirm') {
        const award = await confirm.mutateAsync(input);
        showToast('success', t('proposal.confirmed', { provider, amount }));
        announceProjectAwarded({
          projectId,
          quoteId: proposal.quote_id,
          providerId: award?.winning_service_provider_id ?? item?.quote.service_provider_id ?? '',
        });
      } else {
        await withdraw.mutateAsync(input);
        showToast('success', t('proposal.withdrawn'));
      }
    } catch (error) {
      showToast(
        'error',
        boardError(error, t, asking === 'confirm' ? 'proposal.confirmFailed' : 'proposal.withdrawFailed'),
      );
    }
    setAsking(null);
  };

  return (
    <section className={styles.proposal} aria-labelledby={headingId} data-award-proposal={proposal.id}>
      <h3 id={headingId} className={styles.heading}>
        {t('proposal.title')}
      </h3>
      <p className={styles.text}>
        {item
          ? t('proposal.summary', { name: proposer, provider, amount })
          : t('proposal.summaryHidden', { name: proposer })}
      </p>
      {proposal.reason ? (
        <blockquote className={styles.reason}>
          <span className={styles.reasonLabel}>{t('proposal.reason')}</span> {proposal.reason}
        </blockquote>
      ) : null}
      <p className={styles.hint}>
        {t('proposal.when', { when: formatDateTime(proposal.proposed_at, language) })}{' '}
        {nobodyElse
          ? problem && !isProposer
            ? boardText(problem, t)
            : null
          : problem
            ? isProposer && !alone
              ? t('proposal.waiting')
              : boardText(problem, t)
            : alone
              ? t('proposal.alone')
              : isProposer
                ? t('proposal.waiting')
                : t('proposal.yourTurn')}
      </p>
      {nobodyElse ? (
        <InlineAlert tone="warning">
          {isProposer ? t('proposal.nobodyElseYours') : t('proposal.nobodyElse', { name: proposer })}
        </InlineAlert>
      ) : null}
      <div className={styles.actions}>
        {mayConfirm ? <Button onClick={() => setAsking('confirm')}>{t('proposal.confirm')}</Button> : null}
        {mayWithdraw ? (
          <Button variant="secondary" onClick={() => setAsking('withdraw')}>
            {t('proposal.withdraw')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking !== null}
        tone={asking === 'confirm' ? 'primary' : 'danger'}
        title={asking === 'confirm' ? t('proposal.confirmTitle') : t('proposal.withdrawTitle')}
        confirmLabel={asking === 'confirm' ? t('proposal.confirmAction') : t('proposal.withdrawAction')}
        cancelLabel={t('form.cancel')}
        busy={confirm.isPending || withdraw.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => void run()}
      >
        {asking === 'confirm'
          ? t('proposal.confirmBody', { name: proposer, provider, amount })
          : t('proposal.withdrawBody', { name: proposer })}
      </ConfirmDialog>
    </section>
  );
}

import { useId, useState } from 'react';
import type { Translate } from '@brf/i18n';
import { Button, CheckboxField, InlineAlert } from '@brf/ui';
import type { AwardBoard } from '../../shared/api/award-board.ts';
import { useDeclareInterest } from '../../shared/api/award-board.ts';
import { showToast } from '../../shared/quotes-bus.ts';
import { boardError } from './board-messages.ts';
import styles from './award-board.module.css';

interface DeclarationFormProps {
  projectId: string;
  board: AwardBoard;
  userId: string | null;
  t: Translate;
}

/**
 * Before a board member sees the quotes: no conflict of interest, or a conflict with the named
 * companies (the member then stands aside). Shown again when a company quotes after it.
 */
export function DeclarationForm({ projectId, board, userId, t }: DeclarationFormProps) {
  const declare = useDeclareInterest();
  const headingId = useId();
  const earlier = board.declarations.find((declaration) => declaration.user_id === userId);
  // a declaration made again starts from the last one
  const [conflicts, setConflicts] = useState<string[]>(() => earlier?.conflict_provider_ids ?? []);
  const toggle = (id: string, on: boolean) =>
    setConflicts((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const submit = () =>
    declare.mutate(
      { projectId, conflictProviderIds: conflicts },
      {
        onSuccess: () =>
          showToast('success', conflicts.length === 0 ? t('declaration.doneNone') : t('declaration.doneConflict')),
        onError: (error) => showToast('error', boardError(error, t, 'declaration.failed')),
      },
    );
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-declaration-form>
      <h3 id={headingId} className={styles.heading}>
        {t('declaration.title')}
      </h3>
      {earlier ? <InlineAlert tone="info">{t('declaration.newBidders')}</InlineAlert> : null}
      <p className={styles.text}>{t('declaration.intro', { count: board.bidders.length })}</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('declaration.legend')}</legend>
        <ul className={styles.bidders}>
          {board.bidders.map((bidder) => (
            <li key={bidder.service_provider_id}>
              <CheckboxField
                label={t('declaration.conflictWith', { company: bidder.organization_name })}
                checked={conflicts.includes(bidder.service_provider_id)}
                disabled={declare.isPending}
                onChange={(event) => toggle(bidder.service_provider_id, event.currentTarget.checked)}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <p className={styles.hint}>
        {conflicts.length === 0 ? t('declaration.hintNone') : t('declaration.hintConflict')}
      </p>
      <Button busy={declare.isPending} onClick={submit}>
        {conflicts.length === 0 ? t('declaration.submitNone') : t('declaration.submitConflict')}
      </Button>
    </section>
  );
}

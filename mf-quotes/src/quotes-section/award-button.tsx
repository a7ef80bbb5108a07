import { useState } from 'react';
import { Award } from 'lucide-react';
import type { Translate } from '@brf/i18n';
import type { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_DETAIL_TEXTS, PROJECT_TOASTS } from '@brf/domain/projects';
import { messageForPeople } from '@brf/supabase/data';
import { formatExactQuoteAmount } from '@brf/domain/quotes';
import { Button, ConfirmDialog, Tooltip } from '@brf/ui';
import { useAwardProject } from '../shared/api/award-project.ts';
import type { QuoteProject } from '../shared/api/quote-project.ts';
import { projectCanBeAwarded } from '../shared/project-rules.ts';
import { announceProjectAwarded, showToast } from '../shared/quotes-bus.ts';
import type { QuoteListEntry } from './quote-list-item.ts';
import styles from './quotes-section.module.css';

interface AwardButtonProps {
  project: QuoteProject;
  item: QuoteListEntry;
  provider: string;
  /** the quotes section's (one subscription for every card) */
  t: Translate;
  message: ReturnType<typeof useDomainMessage>;
}

/**
 * The owner's award button on a quote: disabled before the deadline with the spec's tooltip; a
 * confirmation naming the provider and the amount; then the database's award call.
 */
export function AwardButton({ project, item, provider, t, message }: AwardButtonProps) {
  const award = useAwardProject();
  const [confirming, setConfirming] = useState(false);
  const allowed = projectCanBeAwarded(project, true);
  const amount = formatExactQuoteAmount(item.quote_amount);
  return (
    <div className={styles.awardRow}>
      <Tooltip align="end" text={allowed ? null : message(PROJECT_DETAIL_TEXTS.awardTooltip)}>
        <Button
          opensDialog="award"
          icon={<Award aria-hidden="true" size={16} />}
          disabled={!allowed}
          onClick={() => setConfirming(true)}
          aria-label={t('award.buttonLabel', { provider })}
        >
          {t('award.button')}
        </Button>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        tone="primary"
        title={t('award.title')}
        confirmLabel={t('award.confirm')}
        cancelLabel={t('form.cancel')}
        busy={award.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          // awaited: the refreshed project removes this button (and its dialog) before per-call callbacks would run
          try {
            await award.mutateAsync({ projectId: project.id, quoteId: item.quote.id });
            showToast('success', t('award.done', { provider, amount }));
            announceProjectAwarded({
              projectId: project.id,
              quoteId: item.quote.id,
              providerId: item.quote.service_provider_id,
            });
          } catch (error) {
            // the database's refusal ('You can only award the project after the submission deadline has
            // passed.') or ours
            showToast('error', messageForPeople(error, PROJECT_TOASTS.awardFailed));
          }
          setConfirming(false);
        }}
      >
        {t('award.body', { provider, amount })}
      </ConfirmDialog>
    </div>
  );
}

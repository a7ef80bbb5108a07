import { useState } from 'react';
import type { ExposedProps } from '@brf/contracts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_DETAIL_TEXTS } from '@brf/domain/projects';
import { Button, Tooltip } from '@brf/ui';
import { quotesCatalogue } from '../i18n.ts';
import { useProviderQuote } from '../shared/api/provider-quote.ts';
import { projectTakesQuotes } from '../shared/project-rules.ts';
import { QuoteModal } from '../quote-form/quote-modal.tsx';

type Props = ExposedProps['SendQuoteAction'];

/**
 * The header action of /projects/:id: 'Send Quote' for a provider without a quote, opening the
 * quote modal; disabled once the project no longer takes quotes.
 */
export default function SendQuoteAction({ projectId }: Props) {
  const { t } = useTranslation(quotesCatalogue);
  const message = useDomainMessage();
  const { providerId, project, ownQuote } = useProviderQuote(projectId);
  const [open, setOpen] = useState(false);
  if (!providerId || !project.data || ownQuote.isPending || ownQuote.data) {
    // the modal stays mounted while the new quote arrives, so its closing is not cut short
    return open && providerId ? (
      <QuoteModal projectId={projectId} providerId={providerId} onClose={() => setOpen(false)} />
    ) : null;
  }
  const takesQuotes = projectTakesQuotes(project.data);
  return (
    <span data-remote="mf-quotes" data-page="send-quote-action" data-project-id={projectId}>
      <Tooltip text={takesQuotes ? null : t('send.closed')}>
        <Button opensDialog="send-quote" onClick={() => setOpen(true)} disabled={!takesQuotes}>
          {message(PROJECT_DETAIL_TEXTS.sendQuote)}
        </Button>
      </Tooltip>
      {open ? <QuoteModal projectId={projectId} providerId={providerId} onClose={() => setOpen(false)} /> : null}
    </span>
  );
}

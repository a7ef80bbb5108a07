import { useTranslation } from '@brf/i18n';
import { PROJECT_TOASTS } from '@brf/domain/projects';
import { formatExactQuoteAmount } from '@brf/domain/quotes';
import { ConfirmDialog } from '@brf/ui';
import { quotesCatalogue } from '../i18n.ts';
import { useDeleteQuote } from '../shared/api/delete-quote.ts';
import type { QuoteRow } from '@brf/supabase/data';
import { quoteDeleteMessage } from '../shared/api/quote-errors.ts';
import { announceQuoteChanged, showToast } from '../shared/quotes-bus.ts';

/** Withdrawing the quote, confirmed first; the database refuses it once the project stops taking quotes. */
export function DeleteQuoteDialog({
  projectId,
  quote,
  onClose,
}: {
  projectId: string;
  quote: QuoteRow;
  onClose: () => void;
}) {
  const { t } = useTranslation(quotesCatalogue);
  const remove = useDeleteQuote();
  return (
    <ConfirmDialog
      open
      title={t('deleteQuote.title')}
      confirmLabel={t('deleteQuote.confirm')}
      cancelLabel={t('form.cancel')}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={async () => {
        // awaited rather than per-call callbacks: the refreshed quote unmounts this dialog first
        try {
          await remove.mutateAsync({ projectId, quoteId: quote.id });
          showToast('success', PROJECT_TOASTS.quoteDeleted);
          announceQuoteChanged({ projectId, quoteId: quote.id, change: 'withdrawn' });
        } catch (error) {
          showToast('error', quoteDeleteMessage(error));
        }
        onClose();
      }}
    >
      {t('deleteQuote.body', { amount: formatExactQuoteAmount(quote.quote_amount) })}
    </ConfirmDialog>
  );
}

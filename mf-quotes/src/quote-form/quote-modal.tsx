import { useTranslation } from '@brf/i18n';
import type { QuoteRow } from '@brf/supabase/data';
import { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_DETAIL_TEXTS } from '@brf/domain/projects';
import { quoteAmountInputValue, quoteModalSchema } from '@brf/domain/quotes';
import { Button, Modal, useSchemaForm } from '@brf/ui';
import { quotesCatalogue } from '../i18n.ts';
import { QuoteFields } from './quote-fields.tsx';
import { useQuoteAttachments } from './use-quote-attachments.ts';
import { useSaveQuote } from './use-save-quote.ts';
import styles from './quote-form.module.css';

export interface QuoteModalProps {
  projectId: string;
  providerId: string;
  /** the quote being edited; a new quote when absent */
  quote?: QuoteRow;
  onClose: () => void;
}

/** The detail page's quote modal: description optional (max 1000). */
export function QuoteModal({ projectId, providerId, quote, onClose }: QuoteModalProps) {
  const { t } = useTranslation(quotesCatalogue);
  const message = useDomainMessage();
  const form = useSchemaForm(quoteModalSchema, {
    mode: 'all',
    translate: message,
    // Submit is disabled while invalid; one that races the check only shows the messages, focus stays.
    shouldFocusError: false,
    defaultValues: {
      quote_amount: quote ? quoteAmountInputValue(quote.quote_amount) : '',
      description: quote?.description ?? '',
    },
  });
  const attachments = useQuoteAttachments();
  const { save, busy } = useSaveQuote({ projectId, providerId, quoteId: quote?.id }, attachments, onClose);
  const formId = `quote-form-${projectId}`;
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      size="wide"
      title={quote ? t('modal.editTitle') : message(PROJECT_DETAIL_TEXTS.sendQuote)}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy} disabled={!form.formState.isValid}>
            {quote ? t('form.save') : t('form.submit')}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate data-quote-modal={projectId} onSubmit={form.handleSubmit(save)}>
        <QuoteFields
          form={form}
          attachments={attachments}
          descriptionRequired={false}
          existingFiles={quote?.quote_attachments}
          disabled={busy}
        />
      </form>
    </Modal>
  );
}

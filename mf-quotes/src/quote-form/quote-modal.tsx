import { useMemo } from 'react';
import { useTranslation } from '@brf/i18n';
import type { QuoteRow } from '@brf/supabase/data';
import { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_DETAIL_TEXTS, PROJECT_TOASTS } from '@brf/domain/projects';
import {
  quoteAmountInputValue,
  quoteModalFormSchema,
  quoteTermsInputValues,
  quoteVatOfInput,
} from '@brf/domain/quotes';
import { Button, InlineAlert, Modal, Skeleton, useSchemaForm } from '@brf/ui';
import { quoteFormCatalogue } from './i18n.ts';
import { useQuoteProject, type QuoteProject } from '../shared/api/quote-project.ts';
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

/**
 * The detail page's quote modal: description optional (max 1000), and the terms the project asks
 * for (issue 30), so it waits for the project (normally already read by the page).
 */
export function QuoteModal(props: QuoteModalProps) {
  const { t } = useTranslation(quoteFormCatalogue);
  const message = useDomainMessage();
  const project = useQuoteProject(props.projectId);
  if (project.data) return <QuoteModalForm {...props} project={project.data} />;
  return (
    <Modal
      open
      onClose={props.onClose}
      size="wide"
      title={props.quote ? t('modal.editTitle') : message(PROJECT_DETAIL_TEXTS.sendQuote)}
    >
      {project.isPending ? (
        <div className={styles.fields} aria-busy="true">
          <Skeleton height="3rem" radius="md" />
          <Skeleton height="8rem" radius="md" />
          <Skeleton height="12rem" radius="md" />
        </div>
      ) : project.isError ? (
        <InlineAlert tone="error">{t('submit.loadError')}</InlineAlert>
      ) : (
        <InlineAlert tone="error">{message(PROJECT_TOASTS.projectNotFound)}</InlineAlert>
      )}
    </Modal>
  );
}

function QuoteModalForm({
  projectId,
  providerId,
  quote,
  onClose,
  project,
}: QuoteModalProps & { project: QuoteProject }) {
  const { t } = useTranslation(quoteFormCatalogue);
  const message = useDomainMessage();
  const { requiredQuoteTerms: requiredTerms, submissionDeadline } = project;
  const request = useMemo(() => ({ requiredTerms, submissionDeadline }), [requiredTerms, submissionDeadline]);
  const schema = useMemo(() => quoteModalFormSchema(request), [request]);
  const form = useSchemaForm(schema, {
    mode: 'all',
    translate: message,
    // Submit is disabled while invalid; one that races the check only shows the messages, focus stays.
    shouldFocusError: false,
    defaultValues: {
      quote_amount: quote ? quoteAmountInputValue(quote.quote_amount) : '',
      description: quote?.description ?? '',
      ...quoteTermsInputValues(quote),
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
          request={request}
          vat={quoteVatOfInput(form.watch('quote_amount'), form.watch('price_basis'))}
          existingFiles={quote?.quote_attachments}
          disabled={busy}
        />
      </form>
    </Modal>
  );
}

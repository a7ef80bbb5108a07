import { useMemo, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { ExposedProps } from '@brf/contracts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_DETAIL_TEXTS, PROJECT_ERRORS, PROJECT_TOASTS } from '@brf/domain/projects';
import type { RequestQuoteTerm } from '@brf/domain/projects';
import { lazyQuoteSubmitPageSchema, quoteTermsInputValues, quoteVatOfInput } from '@brf/domain/quotes';
import { Button, InlineAlert, PageHeading, Skeleton, useSchemaForm } from '@brf/ui';
import { quoteFormCatalogue } from '../quote-form/i18n.ts';
import { useProviderQuote } from '../shared/api/provider-quote.ts';
import { projectTakesQuotes } from '../shared/project-rules.ts';
import { QuoteFields } from '../quote-form/quote-fields.tsx';
import { useQuoteAttachments } from '../quote-form/use-quote-attachments.ts';
import { useSaveQuote } from '../quote-form/use-save-quote.ts';
import formStyles from '../quote-form/quote-form.module.css';
import styles from '../shared/page.module.css';

type Props = ExposedProps['SubmitQuotePage'];

/**
 * /projects/{id}/submit-quote: 'Submit Your Quote', description required, the terms the project
 * asks for (issue 30); success goes to the project.
 */
export default function SubmitQuotePage({ projectId }: Props) {
  const { t } = useTranslation(quoteFormCatalogue);
  const message = useDomainMessage();
  const { viewer, providerId, project, ownQuote } = useProviderQuote(projectId);

  if (!viewer.loading && !viewer.isProvider) return <Navigate to="/" replace />;
  const loading = viewer.loading || project.isPending || (providerId !== null && ownQuote.isPending);
  const back = (
    <Link to={`/projects/${projectId}`} className={styles.back}>
      {t('submit.back')}
    </Link>
  );
  let body: ReactNode;
  if (loading) {
    body = (
      <div className={styles.panel} aria-busy="true">
        <Skeleton height="3rem" radius="md" />
        <Skeleton height="8rem" radius="md" />
        <Skeleton height="5rem" radius="md" />
      </div>
    );
  } else if (project.isError || ownQuote.isError) {
    body = (
      <InlineAlert
        tone="error"
        action={
          <Button variant="secondary" size="small" onClick={() => void project.refetch()}>
            {t('section.retry')}
          </Button>
        }
      >
        {t('submit.loadError')}
      </InlineAlert>
    );
  } else if (!project.data) {
    body = <InlineAlert tone="error">{message(PROJECT_TOASTS.projectNotFound)}</InlineAlert>;
  } else if (ownQuote.data) {
    body = <InlineAlert tone="info">{message(PROJECT_ERRORS.quoteAlreadySubmitted)}</InlineAlert>;
  } else if (!projectTakesQuotes(project.data)) {
    body = <InlineAlert tone="warning">{t('send.closed')}</InlineAlert>;
  } else {
    body = (
      <SubmitQuoteForm
        projectId={projectId}
        providerId={providerId}
        requiredTerms={project.data.requiredQuoteTerms}
        submissionDeadline={project.data.submissionDeadline}
      />
    );
  }
  return (
    <section className={styles.page} data-remote="mf-quotes" data-page="submit-quote" data-project-id={projectId}>
      {back}
      <PageHeading
        title={message(PROJECT_DETAIL_TEXTS.submitQuoteTitle)}
        description={project.data ? t('submit.forProject', { title: project.data.title }) : undefined}
      />
      {body}
    </section>
  );
}

interface SubmitQuoteFormProps {
  projectId: string;
  providerId: string | null;
  requiredTerms: readonly RequestQuoteTerm[];
  submissionDeadline: string;
}

/** The page's form, made once the project's request is known (its schema follows the request). */
function SubmitQuoteForm({ projectId, providerId, requiredTerms, submissionDeadline }: SubmitQuoteFormProps) {
  const { t } = useTranslation(quoteFormCatalogue);
  const message = useDomainMessage();
  const navigate = useNavigate();
  const request = useMemo(() => ({ requiredTerms, submissionDeadline }), [requiredTerms, submissionDeadline]);
  const schema = useMemo(() => lazyQuoteSubmitPageSchema(request), [request]);
  const form = useSchemaForm(schema, {
    mode: 'all',
    translate: message,
    // Submit is disabled while invalid; one that races the check only shows the messages, focus stays.
    shouldFocusError: false,
    defaultValues: { quote_amount: '', description: '', ...quoteTermsInputValues() },
  });
  const attachments = useQuoteAttachments();
  const { save, busy } = useSaveQuote({ projectId, providerId }, attachments, () => navigate(`/projects/${projectId}`));
  return (
    <form className={styles.panel} noValidate onSubmit={form.handleSubmit(save)}>
      <QuoteFields
        form={form}
        attachments={attachments}
        descriptionRequired
        request={request}
        vat={quoteVatOfInput(form.watch('quote_amount'), form.watch('price_basis'))}
        disabled={busy}
      />
      <div className={formStyles.actions}>
        <Button type="submit" busy={busy} disabled={!form.formState.isValid}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}

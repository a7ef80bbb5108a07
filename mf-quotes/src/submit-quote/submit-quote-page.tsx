import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { ExposedProps } from '@brf/contracts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_DETAIL_TEXTS, PROJECT_ERRORS, PROJECT_TOASTS } from '@brf/domain/projects';
import { lazyQuoteSubmitPageSchema } from '@brf/domain/quotes';
import { Button, InlineAlert, PageHeading, Skeleton, useSchemaForm } from '@brf/ui';
import { quotesCatalogue } from '../i18n.ts';
import { useProviderQuote } from '../shared/api/provider-quote.ts';
import { projectTakesQuotes } from '../shared/project-rules.ts';
import { QuoteFields } from '../quote-form/quote-fields.tsx';
import { useQuoteAttachments } from '../quote-form/use-quote-attachments.ts';
import { useSaveQuote } from '../quote-form/use-save-quote.ts';
import formStyles from '../quote-form/quote-form.module.css';
import styles from '../shared/page.module.css';

type Props = ExposedProps['SubmitQuotePage'];

/** /projects/{id}/submit-quote: 'Submit Your Quote', description required; success goes to the project. */
export default function SubmitQuotePage({ projectId }: Props) {
  const { t } = useTranslation(quotesCatalogue);
  const message = useDomainMessage();
  const { viewer, providerId, project, ownQuote } = useProviderQuote(projectId);
  const navigate = useNavigate();
  const form = useSchemaForm(lazyQuoteSubmitPageSchema, {
    mode: 'all',
    translate: message,
    // Submit is disabled while invalid; one that races the check only shows the messages, focus stays.
    shouldFocusError: false,
    defaultValues: { quote_amount: '', description: '' },
  });
  const attachments = useQuoteAttachments();
  const { save, busy } = useSaveQuote({ projectId, providerId: providerId ?? '' }, attachments, () =>
    navigate(`/projects/${projectId}`),
  );

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
      <form className={styles.panel} noValidate onSubmit={form.handleSubmit(save)}>
        <QuoteFields form={form} attachments={attachments} descriptionRequired disabled={busy} />
        <div className={formStyles.actions}>
          <Button type="submit" busy={busy} disabled={!form.formState.isValid}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
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

import { useState, type ReactNode } from 'react';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import type { ExposedProps } from '@brf/contracts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { formatDateTime } from '@brf/domain/format';
import { PROJECT_DETAIL_TEXTS } from '@brf/domain/projects';
import { formatExactQuoteAmount } from '@brf/domain/quotes';
import { Button, Card, InlineAlert, Section, Skeleton } from '@brf/ui';
import { quotesCatalogue } from '../i18n.ts';
import { useProviderQuote } from '../shared/api/provider-quote.ts';
import { QuoteFiles } from '../shared/parts/quote-files.tsx';
import { QuoteStatusBadge } from '../shared/parts/quote-status-badge.tsx';
import { QuoteModal } from '../quote-form/quote-modal.tsx';
import { DeleteQuoteDialog } from './delete-quote-dialog.tsx';
import { OwnQuoteTerms } from './own-quote-terms.tsx';
import { ownQuoteControls, viewedAt } from './own-quote-rules.ts';
import styles from './your-quote.module.css';
import partStyles from '../shared/parts/quote-parts.module.css';
import sectionStyles from '../shared/section.module.css';

type Props = ExposedProps['YourQuote'];

/**
 * A provider's own quote: amount, the terms it binds the company to, description, files, status,
 * whether and when it was viewed; edit and delete.
 */
export default function YourQuote({ projectId }: Props) {
  const { t, language } = useTranslation(quotesCatalogue);
  const message = useDomainMessage();
  const { providerId, project, ownQuote: quote } = useProviderQuote(projectId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!providerId) return null;

  const title = t('yourQuote.title');
  if (quote.isPending || project.isPending) {
    return (
      <YourQuoteSection projectId={projectId} title={title} busy>
        <Skeleton height="6rem" radius="md" />
      </YourQuoteSection>
    );
  }
  if (quote.isError || project.isError) {
    return (
      <YourQuoteSection projectId={projectId} title={title}>
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={() => void quote.refetch()}>
              {t('section.retry')}
            </Button>
          }
        >
          {t('yourQuote.loadError')}
        </InlineAlert>
      </YourQuoteSection>
    );
  }
  const own = quote.data;
  const controls = own ? ownQuoteControls(project.data, own.status) : 'none';
  const viewed = own ? viewedAt(own) : null;
  return (
    <YourQuoteSection projectId={projectId} title={title}>
      {!own ? (
        <p className={sectionStyles.empty}>{message(PROJECT_DETAIL_TEXTS.noOwnQuote)}</p>
      ) : (
        <Card as="article" highlighted={own.status === 'accepted'} className={styles.card} data-quote-id={own.id}>
          <div className={styles.head}>
            <p className={partStyles.amount} data-testid="own-quote-amount">
              {formatExactQuoteAmount(own.quote_amount)}
            </p>
            <QuoteStatusBadge status={own.status} />
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t('yourQuote.submitted')}</dt>
              <dd>{formatDateTime(own.created_at, language)}</dd>
            </div>
            <div>
              <dt>{t('yourQuote.viewedLabel')}</dt>
              <dd className={styles.viewed}>
                {own.is_viewed ? <Eye aria-hidden="true" size={16} /> : <EyeOff aria-hidden="true" size={16} />}
                {viewed
                  ? t('yourQuote.viewedOn', { date: formatDateTime(viewed, language) })
                  : t('yourQuote.notViewed')}
              </dd>
            </div>
          </dl>
          <OwnQuoteTerms quote={{ ...own, amount: own.quote_amount }} t={t} language={language} />
          {own.description ? <p className={partStyles.description}>{own.description}</p> : null}
          <QuoteFiles files={own.quote_attachments} />
          {/* the outcome in words, not only the badge's colour */}
          {own.status === 'accepted' ? <p className={styles.note}>{t('yourQuote.acceptedNote')}</p> : null}
          {own.status === 'rejected' ? <p className={styles.locked}>{t('yourQuote.rejectedNote')}</p> : null}
          {controls === 'edit-and-delete' ? (
            // a quote that can no longer change offers no Edit or Delete; the spec's toasts answer
            // the race where the project locks while the form is open (use-save-quote, the dialog)
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="small"
                icon={<Pencil aria-hidden="true" size={14} />}
                opensDialog="edit-quote"
                onClick={() => setEditing(true)}
              >
                {t('yourQuote.edit')}
              </Button>
              <Button
                variant="danger"
                size="small"
                icon={<Trash2 aria-hidden="true" size={14} />}
                opensDialog="delete-quote"
                onClick={() => setDeleting(true)}
              >
                {t('yourQuote.delete')}
              </Button>
            </div>
          ) : controls === 'locked' ? (
            <p className={styles.locked}>{t('yourQuote.locked')}</p>
          ) : null}
        </Card>
      )}
      {editing && own ? (
        <QuoteModal projectId={projectId} providerId={providerId} quote={own} onClose={() => setEditing(false)} />
      ) : null}
      {deleting && own ? (
        <DeleteQuoteDialog projectId={projectId} quote={own} onClose={() => setDeleting(false)} />
      ) : null}
    </YourQuoteSection>
  );
}

/** Every state of Your Quote stands under its heading, in the same slot section. */
function YourQuoteSection({
  projectId,
  title,
  busy = false,
  children,
}: {
  projectId: string;
  title: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Section
      title={title}
      titleId={`your-quote-${projectId}`}
      aria-busy={busy || undefined}
      data-remote="mf-quotes"
      data-page="your-quote"
      data-project-id={projectId}
    >
      {children}
    </Section>
  );
}

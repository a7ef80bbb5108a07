import { Award, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Language, Translate } from '@brf/i18n';
import type { useDomainMessage } from '@brf/domain/i18n';
import { formatDateTime } from '@brf/domain/format';
import { PROJECT_DETAIL_TEXTS } from '@brf/domain/projects';
import { NO_RATINGS, UNKNOWN_SERVICE_PROVIDER } from '@brf/domain/quotes';
import { Badge, Button, Card, StarRating, dialogTrigger } from '@brf/ui';
import type { AwardStanding } from '../shared/api/award-board.ts';
import type { QuoteProject } from '../shared/api/quote-project.ts';
import type { useStarQuote } from '../shared/api/star-quote.ts';
import { HeadlineAmount } from '../shared/parts/headline-amount.tsx';
import { QuoteFiles } from '../shared/parts/quote-files.tsx';
import { QuoteStatusBadge } from '../shared/parts/quote-status-badge.tsx';
import { announceQuoteChanged } from '../shared/quotes-bus.ts';
import { AwardButton } from './award-button.tsx';
import { isWinningQuote, offersAward } from './quote-card-rules.ts';
import type { QuoteListEntry } from './quote-list-item.ts';
import styles from './quotes-section.module.css';
import partStyles from '../shared/parts/quote-parts.module.css';

export interface QuoteCardProps {
  item: QuoteListEntry;
  project: QuoteProject;
  isOwner: boolean;
  /** the reader's standing on the award; null off the board */
  standing: AwardStanding | null;
  /** an award proposal waits: no card offers another */
  proposalOpen: boolean;
  onProvider: (providerId: string) => void;
  /** the section's, handed down: 20 cards need not each subscribe to the language and a mutation */
  t: Translate;
  language: Language;
  message: ReturnType<typeof useDomainMessage>;
  star: ReturnType<typeof useStarQuote>;
  /** The section's first card: its amount is what the page benchmark times (Element Timing). */
  first?: boolean;
}

/**
 * One received quote: provider (opens its info), rating, amount, date, description, files, star,
 * award. The amount is stated including VAT with the amount excluding VAT beside it, and the basis
 * the provider quoted on, which is what it bound itself to (decision 0026).
 */
export function QuoteCard(props: QuoteCardProps) {
  const { item, project, isOwner, standing, proposalOpen, onProvider, t, language, message, star, first } = props;
  const { quote } = item;
  const provider = item.provider_name ?? message(UNKNOWN_SERVICE_PROVIDER);
  const isWinner = isWinningQuote(project, quote);
  const toggleStar = () =>
    star.mutate(
      { projectId: project.id, quoteId: quote.id, starred: !quote.is_starred },
      { onSuccess: () => announceQuoteChanged({ projectId: project.id, quoteId: quote.id, change: 'starred' }) },
    );
  return (
    <li>
      <Card
        as="article"
        highlighted={isWinner}
        className={styles.card}
        data-quote-id={quote.id}
        data-winner={isWinner || undefined}
        aria-label={t('card.label', { provider })}
      >
        <div className={styles.cardHead}>
          <div className={styles.cardProvider}>
            <button
              type="button"
              {...dialogTrigger('provider-info')}
              className={styles.providerLink}
              onClick={() => onProvider(quote.service_provider_id)}
            >
              {provider}
            </button>
            <StarRating value={item.rating} emptyText={message(NO_RATINGS)} size={14} />
          </div>
          <div className={styles.cardBadges}>
            {isWinner ? (
              <Badge tone="success">
                <Award aria-hidden="true" size={14} /> {message(PROJECT_DETAIL_TEXTS.projectAwarded)}
              </Badge>
            ) : null}
            {quote.newToViewer ? <Badge tone="info">{t('card.new')}</Badge> : null}
            <QuoteStatusBadge status={quote.status} />
            {isOwner ? (
              <Button
                variant="ghost"
                size="small"
                aria-pressed={quote.is_starred}
                aria-label={t('card.star', { provider })}
                disabled={star.isPending && star.variables?.quoteId === quote.id}
                icon={
                  <Star
                    aria-hidden="true"
                    size={18}
                    fill={quote.is_starred ? 'currentColor' : 'none'}
                    className={quote.is_starred ? styles.starred : undefined}
                  />
                }
                onClick={toggleStar}
              />
            ) : null}
          </div>
        </div>
        <p className={partStyles.amount} data-testid="quote-amount" elementtiming={first ? 'first-quote' : undefined}>
          <HeadlineAmount amount={item.amounts} exact message={message} />
        </p>
        <p className={styles.cardMeta} data-testid="quoted-basis">
          {t(`card.quotedBasis.${item.price_basis}`)}
        </p>
        <p className={styles.cardMeta}>{t('card.submitted', { date: formatDateTime(quote.created_at, language) })}</p>
        {quote.description ? <p className={partStyles.description}>{quote.description}</p> : null}
        <QuoteFiles files={quote.quote_attachments} />
        {quote.status === 'accepted' ? (
          <div className={styles.accepted}>
            <p>{t('card.acceptedNote')}</p>
            {isOwner ? (
              <Link className={styles.reviewLink} to={`/projects/${project.id}/review/${quote.service_provider_id}`}>
                {message(PROJECT_DETAIL_TEXTS.leaveReview)}
              </Link>
            ) : null}
          </div>
        ) : null}
        {offersAward(project, isOwner) && !proposalOpen ? (
          <AwardButton project={project} item={item} provider={provider} standing={standing} t={t} message={message} />
        ) : null}
      </Card>
    </li>
  );
}

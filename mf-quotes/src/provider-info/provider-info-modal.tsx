import { useEffect } from 'react';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { formatCalendarDate } from '@brf/domain/format';
import { PROJECT_TOASTS } from '@brf/domain/projects';
import { formatRating, NO_RATINGS, UNKNOWN_SERVICE_PROVIDER } from '@brf/domain/quotes';
import { Modal, Skeleton, StarRating } from '@brf/ui';
import { quotesCatalogue } from '../i18n.ts';
import { useProviderProfile } from '../shared/api/provider-profile.ts';
import type { QuoteProject } from '../shared/api/quote-project.ts';
import { showToast } from '../shared/quotes-bus.ts';
import { useViewer } from '@brf/supabase/session';
import { ReviewForm } from '../review/review-form.tsx';
import { addressLine, contactName, phoneHref, websiteHref } from './provider-contact.ts';
import styles from './provider-info-modal.module.css';
import partStyles from '../shared/parts/quote-parts.module.css';

export interface ProviderInfoModalProps {
  providerId: string;
  project: QuoteProject;
  /** the owner, and the project was awarded to this provider */
  canReview: boolean;
  onClose: () => void;
}

/**
 * The provider's public profile, its average rating (one decimal, or 'No ratings.') and, for the winner, the
 * review form.
 */
export function ProviderInfoModal({ providerId, project, canReview, onClose }: ProviderInfoModalProps) {
  const { t, language } = useTranslation(quotesCatalogue);
  const message = useDomainMessage();
  const viewer = useViewer();
  const profile = useProviderProfile(providerId);
  useEffect(() => {
    if (!profile.isError) return;
    console.error('[mf-quotes] provider information', profile.error);
    showToast('error', PROJECT_TOASTS.providerInfoFailed);
    onClose();
  }, [profile.isError, profile.error, onClose]);

  const data = profile.data;
  const rating = data?.average_rating ?? null;
  const contact = data ? contactName(data) : '';
  const address = data ? addressLine(data) : '';
  return (
    <Modal open onClose={onClose} size="wide" title={data?.organization_name ?? t('provider.title')}>
      {!data ? (
        <div className={styles.body} aria-busy="true">
          <Skeleton height="1.5rem" width="10rem" />
          <Skeleton height="6rem" radius="md" />
        </div>
      ) : (
        <div className={styles.body} data-provider-info={providerId}>
          <div className={styles.rating}>
            <span className={styles.ratingLabel}>{t('provider.rating')}</span>
            {rating === null ? (
              <span data-testid="provider-rating">{message(NO_RATINGS)}</span>
            ) : (
              <>
                <StarRating value={rating} showValue={false} />
                <span data-testid="provider-rating">{formatRating(rating, language)}</span>
              </>
            )}
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t('provider.organizationNumber')}</dt>
              <dd>{data.organization_number}</dd>
            </div>
            {contact ? (
              <div>
                <dt>{t('provider.contact')}</dt>
                <dd>{contact}</dd>
              </div>
            ) : null}
            {data.email ? (
              <div>
                <dt>{t('provider.email')}</dt>
                <dd>
                  <a href={`mailto:${data.email}`}>{data.email}</a>
                </dd>
              </div>
            ) : null}
            {data.phone ? (
              <div>
                <dt>{t('provider.phone')}</dt>
                <dd>
                  <a href={phoneHref(data.phone)}>{data.phone}</a>
                </dd>
              </div>
            ) : null}
            {data.website ? (
              <div>
                <dt>{t('provider.website')}</dt>
                <dd>
                  <a href={websiteHref(data.website)} target="_blank" rel="noopener noreferrer">
                    {data.website}
                  </a>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('provider.address')}</dt>
              <dd>{address}</dd>
            </div>
            <div>
              <dt>{t('provider.registered')}</dt>
              <dd>{formatCalendarDate(data.registered_at, language, 'short')}</dd>
            </div>
          </dl>
          {data.description ? <p className={partStyles.description}>{data.description}</p> : null}
          {canReview ? (
            <section className={styles.review} aria-labelledby={`review-${providerId}`}>
              <h3 id={`review-${providerId}`} className={styles.reviewTitle}>
                {t('provider.reviewTitle', { provider: data.organization_name ?? message(UNKNOWN_SERVICE_PROVIDER) })}
              </h3>
              <ReviewForm
                projectId={project.id}
                providerId={providerId}
                brfId={viewer.isBrf ? viewer.profileId : project.brfId}
              />
            </section>
          ) : null}
        </div>
      )}
    </Modal>
  );
}

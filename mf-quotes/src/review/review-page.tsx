import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ExposedProps } from '@brf/contracts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_DETAIL_TEXTS, PROJECT_TOASTS } from '@brf/domain/projects';
import { NO_RATINGS, UNKNOWN_SERVICE_PROVIDER } from '@brf/domain/quotes';
import { InlineAlert, lazyPart, LazyPartSlot, PageHeading, Skeleton, StarRating, usePreloadWhenIdle } from '@brf/ui';
import { quotesCatalogue } from '../i18n.ts';
import { useProjectReview } from '../shared/api/project-review.ts';
import { useProviderProfile } from '../shared/api/provider-profile.ts';
import { useQuoteProject } from '../shared/api/quote-project.ts';
import { mayReviewProvider } from '../shared/project-rules.ts';
import { useViewer } from '@brf/supabase/session';
import styles from '../shared/page.module.css';

type Props = ExposedProps['ReviewPage'];

// The form and what it brings (react-hook-form, the rules) are not part of the page's first load:
// their code is fetched while the page's own data loads.
const ReviewForm = lazyPart(() => import('./review-form.tsx').then((module) => module.ReviewForm));
const formLoading = <Skeleton height="8rem" radius="md" />;

/** /projects/{projectId}/review/{revieweeId}: only the owner, only for the provider the project was awarded to. */
export default function ReviewPage({ projectId, revieweeId }: Props) {
  const { t } = useTranslation(quotesCatalogue);
  const message = useDomainMessage();
  const viewer = useViewer();
  const navigate = useNavigate();
  const project = useQuoteProject(projectId);
  const provider = useProviderProfile(revieweeId);
  const mayReview = mayReviewProvider(project.data, revieweeId);
  usePreloadWhenIdle(viewer.loading || project.isPending || mayReview, [ReviewForm]);
  // the review is asked for when the form may show, as before, not once the form's code is here
  useProjectReview(projectId, mayReview);

  let body: ReactNode;
  if (viewer.loading || project.isPending || provider.isPending) {
    body = (
      <div className={styles.panel} aria-busy="true">
        <Skeleton width="12rem" height="1.5rem" />
        <Skeleton height="8rem" radius="md" />
      </div>
    );
  } else if (!project.data) {
    body = <InlineAlert tone="error">{message(PROJECT_TOASTS.projectNotFound)}</InlineAlert>;
  } else if (!mayReview) {
    body = <InlineAlert tone="warning">{t('review.notAllowed')}</InlineAlert>;
  } else {
    body = (
      <div className={styles.panel}>
        <p>
          {t('review.currentRating')}{' '}
          <StarRating value={provider.data?.average_rating ?? null} emptyText={message(NO_RATINGS)} />
        </p>
        <LazyPartSlot fallback={formLoading}>
          <ReviewForm
            projectId={projectId}
            providerId={revieweeId}
            brfId={viewer.isBrf ? viewer.profileId : project.data.brfId}
            onSaved={() => navigate(`/projects/${projectId}`)}
          />
        </LazyPartSlot>
      </div>
    );
  }
  const providerName = provider.data?.organization_name ?? message(UNKNOWN_SERVICE_PROVIDER);
  return (
    <section className={styles.page} data-remote="mf-quotes" data-page="review" data-project-id={projectId}>
      <Link to={`/projects/${projectId}`} className={styles.back}>
        {t('submit.back')}
      </Link>
      <PageHeading
        title={message(PROJECT_DETAIL_TEXTS.leaveReview)}
        description={
          project.data && provider.data
            ? t('review.subtitle', { provider: providerName, title: project.data.title })
            : undefined
        }
      />
      {body}
    </section>
  );
}

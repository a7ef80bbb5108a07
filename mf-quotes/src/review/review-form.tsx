import { useState } from 'react';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_TOASTS, REVIEW_COMMENT_MAX_LENGTH } from '@brf/domain/projects';
import { REVIEW_LABELS, reviewFormSchema } from '@brf/domain/quotes';
import { Button, Field, Skeleton, StarRatingInput } from '@brf/ui';
import { quotesCatalogue } from '../i18n.ts';
import { useProjectReview, type ReviewRow } from '../shared/api/project-review.ts';
import { useSaveReview } from '../shared/api/save-review.ts';
import { showToast } from '../shared/quotes-bus.ts';
import styles from './review.module.css';

export interface ReviewFormProps {
  projectId: string;
  providerId: string;
  /** the owner's brf_profiles.id */
  brfId: string | null;
  onSaved?: () => void;
}

/**
 * Stars 1 to 5 (radio buttons: arrow keys move), an optional trimmed comment; creates or updates the
 * project's review.
 */
export function ReviewForm(props: ReviewFormProps) {
  const review = useProjectReview(props.projectId, true);
  if (review.isPending) return <Skeleton height="8rem" radius="md" />;
  return <ReviewFormFields {...props} existing={review.data ?? null} />;
}

function ReviewFormFields({
  projectId,
  providerId,
  brfId,
  onSaved,
  existing,
}: ReviewFormProps & { existing: ReviewRow | null }) {
  const { t } = useTranslation(quotesCatalogue);
  const message = useDomainMessage();
  const save = useSaveReview();
  const [rating, setRating] = useState<number | null>(existing?.rating ?? null);
  const [comment, setComment] = useState(existing?.comment_text ?? '');
  const [attempted, setAttempted] = useState(false);
  const parsed = reviewFormSchema.safeParse({ rating: rating ?? undefined, comment_text: comment });
  const issue = (name: string) =>
    parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === name)?.message;
  const ratingError = attempted ? issue('rating') : undefined;
  const commentError = issue('comment_text');

  return (
    <form
      className={styles.form}
      noValidate
      data-review-form={providerId}
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (!parsed.success) return;
        if (!brfId) {
          showToast('error', PROJECT_TOASTS.brfProfileUnknown);
          return;
        }
        save
          .mutateAsync({
            projectId,
            providerId,
            brfId,
            rating: parsed.data.rating,
            comment: parsed.data.comment_text,
            existingId: existing?.id ?? null,
          })
          .then(
            () => {
              showToast('success', PROJECT_TOASTS.reviewSubmitted);
              onSaved?.();
            },
            (error: unknown) => {
              console.error('[mf-quotes] review failed', error);
              showToast('error', PROJECT_TOASTS.reviewFailed);
            },
          );
      }}
    >
      {existing ? <p className={styles.existing}>{t('review.existing')}</p> : null}
      <StarRatingInput
        label={t('review.ratingLabel')}
        value={rating}
        onChange={setRating}
        error={ratingError ? message(ratingError) : undefined}
        disabled={save.isPending}
      />
      <Field
        as="textarea"
        rows={4}
        label={t('review.comment', { label: message(REVIEW_LABELS.comment_text) })}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        value={comment}
        error={commentError ? message(commentError) : undefined}
        onChange={(event) => setComment(event.currentTarget.value)}
        disabled={save.isPending}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={save.isPending}>
          {existing ? t('review.update') : t('review.submit')}
        </Button>
      </div>
    </form>
  );
}

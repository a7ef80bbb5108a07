import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_TOASTS, REVIEW_COMMENT_MAX_LENGTH } from '@brf/domain/projects';
import { REVIEW_LABELS, reviewFormSchema } from '@brf/domain/quotes';
import { Button, Field, Skeleton, StarRatingInput, useSchemaForm } from '@brf/ui';
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
  const form = useSchemaForm(reviewFormSchema, {
    mode: 'all',
    translate: message,
    // a submit without stars only shows the message; focus stays on the button
    shouldFocusError: false,
    defaultValues: { rating: existing?.rating ?? null, comment_text: existing?.comment_text ?? '' },
  });
  const rating = form.watch('rating');
  // the stars' message waits for a submit (a pick never leaves them invalid); the comment's shows once checked
  const commentError = form.formState.errors.comment_text?.message;

  return (
    <form
      className={styles.form}
      noValidate
      data-review-form={providerId}
      onSubmit={form.handleSubmit((values) => {
        if (!brfId) {
          showToast('error', PROJECT_TOASTS.brfProfileUnknown);
          return;
        }
        save
          .mutateAsync({
            projectId,
            providerId,
            brfId,
            rating: values.rating,
            comment: values.comment_text,
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
      })}
    >
      {existing ? <p className={styles.existing}>{t('review.existing')}</p> : null}
      <StarRatingInput
        label={t('review.ratingLabel')}
        value={typeof rating === 'number' ? rating : null}
        onChange={(star) => form.setValue('rating', star, { shouldValidate: true, shouldDirty: true })}
        error={form.error('rating')}
        disabled={save.isPending}
      />
      <Field
        as="textarea"
        rows={4}
        label={t('review.comment', { label: message(REVIEW_LABELS.comment_text) })}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        error={commentError ? message(commentError) : undefined}
        disabled={save.isPending}
        {...form.register('comment_text')}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={save.isPending}>
          {existing ? t('review.update') : t('review.submit')}
        </Button>
      </div>
    </form>
  );
}

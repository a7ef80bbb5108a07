import * as z from 'zod/mini';
import { RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX_LENGTH } from '../projects/project-limits.ts';
import { optionalText, requiredNumber } from '../forms/field-types.ts';

export const REVIEW_LABELS = { rating: 'Rating', comment_text: 'Comment' } as const;

/** A star rating of at least 1 (of 5); the comment is optional and trimmed. */
export const reviewFormSchema = z.object({
  rating: requiredNumber(REVIEW_LABELS.rating, { min: RATING_MIN, max: RATING_MAX, integer: true }),
  comment_text: optionalText(REVIEW_LABELS.comment_text, REVIEW_COMMENT_MAX_LENGTH),
});
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewForm = z.output<typeof reviewFormSchema>;

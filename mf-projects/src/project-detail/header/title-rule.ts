import { PROJECT_LABELS, TITLE_MAX_LENGTH, TITLE_MIN_LENGTH } from '@brf/domain/projects';
import { maxLengthMessage, minLengthMessage, requiredMessage } from '@brf/domain/forms';

/**
 * Why a title cannot be saved (spec 5: 3 to 200 characters of trimmed text), else null: the
 * domain's `projectTitleField` without zod, which the page's first load does without. The test
 * holds the two together.
 */
export function titleProblem(text: string): string | null {
  const length = text.trim().length;
  if (length === 0) return requiredMessage(PROJECT_LABELS.title);
  if (length < TITLE_MIN_LENGTH) return minLengthMessage(PROJECT_LABELS.title, TITLE_MIN_LENGTH);
  if (length > TITLE_MAX_LENGTH) return maxLengthMessage(PROJECT_LABELS.title, TITLE_MAX_LENGTH);
  return null;
}

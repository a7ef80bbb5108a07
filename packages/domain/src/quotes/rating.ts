export const NO_RATINGS = 'No ratings.';

/** Mean of review ratings (1 to 5), or null without reviews. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
}

/** Shown to one decimal, e.g. '4.5'; 'No ratings.' when there is none. */
export function formatRating(average: number | null | undefined): string {
  return average === null || average === undefined ? NO_RATINGS : average.toFixed(1);
}

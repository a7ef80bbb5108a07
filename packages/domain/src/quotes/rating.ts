export const NO_RATINGS = 'No ratings.';

/** Mean of review ratings (1 to 5), or null without reviews. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
}

const RATING_LOCALES = { en: 'en-US', sv: 'sv-SE' } as const;

/** Shown to one decimal as the language writes it ('4.5' / '4,5'); 'No ratings.' when there is none. */
export function formatRating(average: number | null | undefined, language: 'en' | 'sv' = 'en'): string {
  if (average === null || average === undefined) return NO_RATINGS;
  return new Intl.NumberFormat(RATING_LOCALES[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    average,
  );
}

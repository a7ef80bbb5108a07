// Issue 30: the board's assessment of the quotes, the numbers of supabase/schemas/01_tables.sql (quote_scores).

/** A board member scores a quote from 1 to 5. */
export const QUOTE_SCORES = [1, 2, 3, 4, 5] as const;

/** A member's private note on a quote: 1 to 4000 characters (an empty one is removed). */
export const QUOTE_NOTE_MAX_LENGTH = 4000;

/** The board roles that score quotes and keep notes (the database's private.may(project, 'star')). */
export const ASSESSING_ROLES: readonly string[] = ['chair', 'member', 'deputy'];

/**
 * The board roles that decide (the database's private.project_board): the award rule counts them,
 * and a board with one of them awards alone whatever its rule says.
 */
export const DECIDING_ROLES: readonly string[] = ['chair', 'member'];

export const mayAssessQuotes = (role: string | null | undefined): boolean =>
  role !== null && role !== undefined && ASSESSING_ROLES.includes(role);

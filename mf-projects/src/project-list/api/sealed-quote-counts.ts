import { getSupabase, unwrap } from '@brf/supabase/data';

/** A project of the board's list that may hold sealed quotes: still open, with the board's count. */
interface ListedProject {
  id: string;
  status: string;
  quote_count: number | null;
}

/**
 * How many sealed quotes each of the board's open projects holds (sealed_quote_counts): the list
 * counts only the quotes its reader may read, which is none while the bids are sealed, so without
 * this a project with three sealed bids would read 'Quotes: 0'. Empty for a provider's list.
 */
export async function fetchSealedQuoteCounts(projects: readonly ListedProject[]): Promise<Map<string, number>> {
  const open = projects.filter((project) => project.quote_count !== null && project.status === 'open');
  if (open.length === 0) return new Map();
  const rows = unwrap(
    await getSupabase().rpc('sealed_quote_counts', { p_project_ids: open.map((project) => project.id) }),
  );
  return new Map(rows.map((row) => [row.project_id, row.received]));
}

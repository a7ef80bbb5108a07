import { queryOptions } from '@tanstack/react-query';
import { requestAddendumOf, requestSnapshotOf, type RequestAddendum, type RequestSnapshot } from '@brf/domain/projects';
import { getSupabase } from '../../client.ts';
import { unwrap } from '../data-error.ts';
import { useQuery } from '../hooks.ts';
import { queryKeys } from '../query-keys.ts';

/** The request's record as the database keeps it (decision 0025). */
export interface RequestRecord {
  /** the request at the first quote: null before it, and for readers outside the board (RLS) */
  snapshot: RequestSnapshot | null;
  /** the numbered addenda after it, in number order (everyone who reads the project) */
  addenda: RequestAddendum[];
  /** the number the board's next change will have; null while no quote has frozen the request */
  nextAddendum: number | null;
}

export async function fetchRequestRecord(projectId: string): Promise<RequestRecord> {
  const supabase = getSupabase();
  const [snapshot, addenda] = await Promise.all([
    supabase
      .from('project_request_snapshots')
      .select('title, description, categories, files, taken_at')
      .eq('project_id', projectId)
      .maybeSingle(),
    supabase
      .from('project_addenda')
      .select('number, changes, title, description, categories, files_added, files_withdrawn, made_by_name, created_at')
      .eq('project_id', projectId)
      .order('number'),
  ]);
  const row = unwrap(snapshot);
  const numbered = unwrap(addenda).map(requestAddendumOf);
  return {
    snapshot: row ? requestSnapshotOf(row) : null,
    addenda: numbered,
    nextAddendum: row ? Math.max(0, ...numbered.map((addendum) => addendum.number)) + 1 : null,
  };
}

/**
 * mf-projects' addenda section and file editors and mf-quotes' decision pack read this one query;
 * under the project's key, so every edit of the project refreshes it.
 */
export const requestRecordQuery = (projectId: string) =>
  queryOptions({ queryKey: queryKeys.requestRecord(projectId), queryFn: () => fetchRequestRecord(projectId) });

export const useRequestRecord = (projectId: string) => useQuery(requestRecordQuery(projectId));

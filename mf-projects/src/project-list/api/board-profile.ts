import { getSupabase, unwrap } from '@brf/supabase/data';

/**
 * spec 7 "List, BRF": the board the user belongs to (its BRF profile's id), or null when there is
 * none (the no-row code PGRST116 is tolerated).
 */
export async function fetchBoardProfileId(userId: string): Promise<string | null> {
  const row = unwrap(await getSupabase().from('brf_members').select('brf_id').eq('user_id', userId).maybeSingle());
  return row?.brf_id ?? null;
}

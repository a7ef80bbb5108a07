import {
  getSupabase,
  queryClient,
  queryKeys,
  queryOptions,
  skipToken,
  unwrap,
  useMutation,
  useQuery,
} from '@brf/supabase/data';

/** A bid as the opening record wrote it, lowest amount including VAT first. */
export interface OpenedBid {
  quote_id: string;
  provider: string | null;
  organization_number: string | null;
  amount: number;
  price_basis: 'incl_vat' | 'excl_vat';
  amount_incl_vat: number;
  valid_until: string | null;
  quoted_at: string;
}

/** A quote withdrawn before the deadline. */
export interface WithdrawnBid {
  provider: string | null;
  quoted_at: string;
  withdrawn_at: string;
}

/** A member present at the opening: opened the quotes in its first hour, or ticked by the chair. */
export interface OpeningAttendee {
  user_id: string | null;
  member_name: string | null;
  how: 'opened' | 'ticked';
  recorded_at: string;
}

export interface BidOpening {
  openedAt: string;
  /** the bids the reader may see (its declaration clears their companies) */
  bids: OpenedBid[];
  /** every bid received by the deadline, whoever reads the record */
  received: number;
  /** bids of the companies the reader declared a conflict with (or stands aside from) */
  hiddenForConflict: number;
  /** bids the reader's declaration does not cover yet: it sees them once it declares */
  hiddenUntilDeclared: number;
  withdrawn: WithdrawnBid[];
  /** sha-256 (hex) of the opened quotes' contents */
  checksum: string;
  present: OpeningAttendee[];
}

/**
 * A sealed project's opening record, or null before the opening. The call opens the bids when they
 * are due and records the reader present within the first hour, so the attendance is read after it,
 * with the record's true count (the bids listed are only those the reader may see).
 */
export async function fetchBidOpening(projectId: string): Promise<BidOpening | null> {
  const supabase = getSupabase();
  const record = unwrap(await supabase.rpc('bid_opening', { p_project_id: projectId }));
  // before the opening (or for a reader off the board) every field is null
  if (!record?.opened_at) return null;
  const [present, counts] = await Promise.all([
    supabase
      .from('bid_opening_attendance')
      .select('user_id, member_name, how, recorded_at')
      .eq('project_id', projectId)
      .order('recorded_at')
      .then((result) => unwrap(result) as OpeningAttendee[]),
    supabase.rpc('bid_opening_counts', { p_project_id: projectId }).then((result) => unwrap(result)[0]),
  ]);
  const bids = (record.bids as unknown as OpenedBid[]).map((bid) => ({
    ...bid,
    amount: Number(bid.amount),
    amount_incl_vat: Number(bid.amount_incl_vat),
  }));
  return {
    openedAt: record.opened_at,
    bids,
    received: counts?.received ?? bids.length,
    hiddenForConflict: counts?.hidden_for_conflict ?? 0,
    hiddenUntilDeclared: counts?.hidden_until_declared ?? 0,
    withdrawn: record.withdrawn as unknown as WithdrawnBid[],
    checksum: record.checksum,
    present,
  };
}

export const bidOpeningQuery = (projectId: string, allowed: boolean) =>
  queryOptions({
    queryKey: queryKeys.bidOpening(projectId),
    queryFn: allowed ? () => fetchBidOpening(projectId) : skipToken,
  });

export const useBidOpening = (projectId: string, allowed: boolean) => useQuery(bidOpeningQuery(projectId, allowed));

export interface OpeningAttendanceInput {
  projectId: string;
  userIds: string[];
}

/** The chair records members present at the opening, until the award; returns how many were added. */
export async function recordOpeningAttendance({ projectId, userIds }: OpeningAttendanceInput): Promise<number> {
  return unwrap(await getSupabase().rpc('record_opening_attendance', { p_project_id: projectId, p_user_ids: userIds }));
}

export const useRecordOpeningAttendance = () =>
  useMutation({
    mutationFn: recordOpeningAttendance,
    onSettled: (_data, _error, input) =>
      queryClient().invalidateQueries({ queryKey: queryKeys.bidOpening(input.projectId) }),
  });

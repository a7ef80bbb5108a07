import { useState } from 'react';
import type { Factor } from '@supabase/supabase-js';
import { getSupabase, queryClient, queryOptions, skipToken, unwrap, useQuery, queryKeys } from '@brf/supabase/data';
import { errorMessage } from '../../shared/error-message.ts';

export type MfaFactor = Pick<Factor, 'id' | 'friendly_name' | 'factor_type' | 'status'>;

/** The user's TOTP factors, verified and not (supabase-js's 'all' list). */
export async function fetchFactors(): Promise<MfaFactor[]> {
  const data = unwrap(await getSupabase().auth.mfa.listFactors());
  return (data?.all ?? []).filter((factor) => factor.factor_type === 'totp');
}

export function factorsQuery(userId: string | null) {
  // always read fresh: enrolling or removing a factor elsewhere changes the list
  return queryOptions({
    queryKey: queryKeys.mfaFactors(userId),
    queryFn: userId ? fetchFactors : skipToken,
    staleTime: 0,
    retry: false,
  });
}

/** The factor list with the chosen one (the first verified by default) and a reload. */
export function useFactors(userId: string | null) {
  const query = useQuery(factorsQuery(userId));
  const [chosenId, setSelectedId] = useState<string | null>(null);
  const factors = query.isError ? [] : (query.data ?? null);
  const selectedId =
    factors && chosenId && factors.some((f) => f.id === chosenId)
      ? chosenId
      : ((factors?.find((f) => f.status === 'verified') ?? factors?.[0])?.id ?? null);
  const error = query.isError ? (errorMessage(query.error) ?? 'Unknown error') : null;
  const reload = () => queryClient().invalidateQueries({ queryKey: queryKeys.mfaFactors(userId) });
  return { factors, error, selectedId, setSelectedId, reload };
}

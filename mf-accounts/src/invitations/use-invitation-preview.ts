import { queryKeys, skipToken, useQuery } from '@brf/supabase/data';
import { fetchInvitationPreview, type InvitationPreview } from './api/invitation-preview.ts';

export type PreviewState =
  | { status: 'loading' }
  | { status: 'ready'; invitation: InvitationPreview | null }
  | { status: 'failed' };

async function readPreview(token: string): Promise<InvitationPreview | null> {
  try {
    return await fetchInvitationPreview(token);
  } catch (error) {
    console.error('[mf-accounts] invitation preview failed', error);
    throw error;
  }
}

/**
 * The invitation of a token, read per token and user: a visitor without a session learns of an
 * open invitation only, a signed-in user also why one cannot be used.
 */
export function useInvitationPreview(token: string, userId: string | null) {
  const query = useQuery({
    queryKey: queryKeys.invitationPreview(token, userId),
    queryFn: token ? () => readPreview(token) : skipToken,
    retry: false,
  });
  const state: PreviewState = query.isError
    ? { status: 'failed' }
    : query.isSuccess
      ? { status: 'ready', invitation: query.data }
      : { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}

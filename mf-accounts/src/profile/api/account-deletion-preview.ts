import { DataError, getSupabase, queryKeys, queryOptions, skipToken, unwrap, useQuery } from '@brf/supabase/data';

/** What stops the account from going: a BRF's chair or a company's only admin hands over first. */
export type DeletionBlock = 'hand_over_chair' | 'hand_over_admin';

/** What deleting the account would do (account_deletion_preview, issue 31). */
export interface AccountDeletionPreview {
  blocked: DeletionBlock | null;
  /** the organisation concerned, blocked or not */
  organization_name: string | null;
  /** the user is the organisation's last person: its profile, projects and quotes stay without a person */
  organisation_kept: boolean;
  /** what stays, without the person */
  kept: { projects: number; quotes: number; messages: number };
  /** the user has a second factor and this session has not confirmed it */
  mfa_required: boolean;
}

export async function fetchAccountDeletionPreview(): Promise<AccountDeletionPreview> {
  const preview = unwrap(await getSupabase().rpc('account_deletion_preview')) as unknown as AccountDeletionPreview;
  if (!preview?.kept) throw new DataError('The account deletion preview was empty');
  return preview;
}

export function accountDeletionPreviewQuery(organizationId: string | null, userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.accountDeletionPreview(organizationId, userId),
    queryFn: userId ? fetchAccountDeletionPreview : skipToken,
    // a second factor confirmed, or a membership changed in another tab, changes the answer
    staleTime: 0,
  });
}

export function useAccountDeletionPreview(organizationId: string | null, userId: string | null) {
  return useQuery(accountDeletionPreviewQuery(organizationId, userId));
}

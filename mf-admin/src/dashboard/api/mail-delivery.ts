import { getSupabase, queryOptions, skipToken, unwrap, useQuery, queryKeys } from '@brf/supabase/data';

/**
 * One notification e-mail that failed for good ('failed') or is being retried after an error
 * ('pending' / 'sending' with an error). A digest has no type; a deleted user has no address.
 */
export interface MailDeliveryEntry {
  id: string;
  status: string;
  kind: string;
  type: string | null;
  email: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
}

/** issue 28: the 50 newest failed or retried e-mails (public.admin_mail_delivery, admin + aal2 only). */
export async function fetchMailDelivery(): Promise<MailDeliveryEntry[]> {
  return unwrap(await getSupabase().rpc('admin_mail_delivery'));
}

export function mailDeliveryQuery(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.adminMailDelivery(userId),
    queryFn: userId ? fetchMailDelivery : skipToken,
  });
}

export const useMailDelivery = (userId: string | null) => useQuery(mailDeliveryQuery(userId));

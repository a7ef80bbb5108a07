import type { OrganizationType } from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';

export type InvitationState = 'open' | 'accepted' | 'withdrawn' | 'expired';

/** What the link's page shows of an invitation before it is accepted. */
export interface InvitationPreview {
  organizationName: string;
  organizationType: OrganizationType;
  role: string;
  /** the address it was sent to */
  email: string;
  expiresAt: string;
  state: InvitationState;
  /** who invited (a name, else their address); null when that account is gone */
  invitedByName: string | null;
}

const STATES: readonly string[] = ['open', 'accepted', 'withdrawn', 'expired'];

/**
 * The invitation of a link's token, or null for a token the database does not know. Without a
 * session the database describes only an invitation that can still be used (decision 0027).
 */
export async function fetchInvitationPreview(token: string): Promise<InvitationPreview | null> {
  const rows = unwrap(await getSupabase().rpc('invitation_preview', { p_token: token }));
  const row = rows?.[0];
  if (!row) return null;
  return {
    organizationName: row.organization_name,
    organizationType: row.organization_type === 'service_provider' ? 'service_provider' : 'brf',
    role: row.role,
    email: row.email,
    expiresAt: row.expires_at,
    // a state this page does not know cannot be used
    state: (STATES.includes(row.state) ? row.state : 'withdrawn') as InvitationState,
    invitedByName: row.invited_by_name || null,
  };
}

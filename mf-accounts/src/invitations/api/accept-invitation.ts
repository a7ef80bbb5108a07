import type { OrganizationType } from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import { DataError, unwrap } from '@brf/supabase/errors';

export interface Membership {
  organizationType: OrganizationType;
  organizationId: string;
  role: string;
}

/** Joins the invitation's organisation; throws the database's reason (its message) when it refuses. */
export async function acceptInvitation(token: string): Promise<Membership> {
  const rows = unwrap(await getSupabase().rpc('accept_invitation', { p_token: token }));
  const row = rows?.[0];
  if (!row) throw new DataError('This invitation is not valid.');
  return {
    organizationType: row.organization_type === 'service_provider' ? 'service_provider' : 'brf',
    organizationId: row.organization_id,
    role: row.role,
  };
}

import type { OrganizationType } from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';
import { serverWords } from '../../shared/error-message.ts';

/**
 * Asks the chair of an organisation that is already registered (a company: its admins) to invite
 * the signed-in person; they are told in the app and by e-mail. Resolves with the organisation's name.
 */
export async function requestMembership(type: OrganizationType, organizationNumber: string): Promise<string> {
  return unwrap(
    await getSupabase().rpc('request_membership', {
      p_organization_type: type,
      p_organization_number: organizationNumber,
    }),
  );
}

/**
 * The database's refusals (supabase/migrations/*_membership_requests.sql and the daily limit of
 * *_limits_on_what_the_product_mails.sql), word for word, and the catalogue key of each.
 */
const REFUSALS: Record<string, string> = {
  'No organization with this organization number is registered.': 'register.membership.error.notRegistered',
  'You have already asked this organization today. Its chair has been told.': 'register.membership.error.askedToday',
  'This user already belongs to an organization.': 'register.membership.error.hasOrganization',
  'You are asking to join too many organizations: at most 3 requests a day. Please try again tomorrow.':
    'register.membership.error.tooManyRequests',
};

/** What a failed request shows: a catalogue key of a known refusal, else the server's words, else a key. */
export function membershipRequestFailure(error: unknown): { key: string } | { text: string } {
  const words = serverWords(error)?.trim();
  const key = words ? REFUSALS[words] : undefined;
  if (key) return { key };
  return words ? { text: words } : { key: 'register.membership.error.failed' };
}

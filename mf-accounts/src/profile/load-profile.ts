import type { OrganizationType } from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';

export const PROFILE_TABLES = { brf: 'brf_profiles', service_provider: 'service_provider_profiles' } as const;

export type ProfileRow = Record<string, unknown> & {
  organization_number: string;
  email: string | null;
  logo_id?: string | null;
};

/** spec 7 "Profile": every column of the user's own row. */
export async function loadProfile(type: OrganizationType, userId: string): Promise<ProfileRow | null> {
  const { data, error } = await getSupabase().from(PROFILE_TABLES[type]).select('*').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return (data as ProfileRow | null) ?? null;
}

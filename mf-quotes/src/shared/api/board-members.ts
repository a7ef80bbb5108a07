import { getSupabase, queryKeys, queryOptions, skipToken, unwrap, useQuery, type Database } from '@brf/supabase/data';

/** One person of the reader's organisation (organization_people: names, e-mail, role). */
export type OrganizationPerson = Database['public']['Functions']['organization_people']['Returns'][number];

/** The roles that sit on a BRF's board (an observer attends but does not sit). */
const BOARD_ROLES = new Set(['chair', 'member', 'deputy']);
export const sitsOnBoard = (person: Pick<OrganizationPerson, 'role'>) => BOARD_ROLES.has(person.role);

export async function fetchOrganizationPeople(): Promise<OrganizationPerson[]> {
  return unwrap(await getSupabase().rpc('organization_people')) ?? [];
}

/** The same read (and key) as the profile's member list, so either page fills the other's cache. */
export const organizationPeopleQuery = (brfId: string | null, allowed: boolean) =>
  queryOptions({
    queryKey: queryKeys.organizationPeople(brfId),
    queryFn: brfId && allowed ? fetchOrganizationPeople : skipToken,
  });

export const useOrganizationPeople = (brfId: string | null, allowed: boolean) =>
  useQuery(organizationPeopleQuery(brfId, allowed));

import type { OrganizationType } from '@brf/domain/accounts';
import {
  getSupabase,
  queryClient,
  queryKeys,
  queryOptions,
  skipToken,
  unwrap,
  useMutation,
  useQuery,
  type Database,
} from '@brf/supabase/data';

/** One person of the viewer's organisation (organization_people). */
export type OrganizationPerson = Database['public']['Functions']['organization_people']['Returns'][number];

/** An invitation that can still be accepted. */
export interface PendingInvitation {
  id: string;
  email: string;
  role: string;
  created_at: string;
  expires_at: string;
}

export type BrfRole = 'chair' | 'member' | 'deputy' | 'observer';
export type ProviderRole = 'admin' | 'member';

/** The roles a new member can be offered, and a member given (the chair is handed over, never given). */
export const ASSIGNABLE_ROLES: Record<OrganizationType, readonly string[]> = {
  brf: ['member', 'deputy', 'observer'],
  service_provider: ['admin', 'member'],
};

/** Who runs the membership: the BRF's chair, a provider's admins. */
export const runsMembership = (person: Pick<OrganizationPerson, 'role'> | undefined): boolean =>
  person?.role === 'chair' || person?.role === 'admin';

/** Who may invite: those who run the membership and the BRF members the chair allowed. */
export const mayInvite = (person: Pick<OrganizationPerson, 'role' | 'may_invite'> | undefined): boolean =>
  runsMembership(person) || Boolean(person?.may_invite);

export async function fetchOrganizationPeople(): Promise<OrganizationPerson[]> {
  return unwrap(await getSupabase().rpc('organization_people')) ?? [];
}

export function organizationPeopleQuery(organizationId: string | null) {
  return queryOptions({
    queryKey: queryKeys.organizationPeople(organizationId),
    queryFn: organizationId ? fetchOrganizationPeople : skipToken,
  });
}

export function useOrganizationPeople(organizationId: string | null) {
  return useQuery(organizationPeopleQuery(organizationId));
}

/** The organisation's open invitations, newest first (members read their organisation's rows). */
export async function fetchPendingInvitations(
  type: OrganizationType,
  organizationId: string,
  now: Date = new Date(),
): Promise<PendingInvitation[]> {
  const rows = unwrap(
    await getSupabase()
      .from('organization_invitations')
      .select('id, email, role, created_at, expires_at')
      .eq(type === 'brf' ? 'brf_id' : 'provider_id', organizationId)
      .is('accepted_at', null)
      .is('withdrawn_at', null)
      .gt('expires_at', now.toISOString())
      .order('created_at', { ascending: false }),
  );
  // only an accepted invitation loses its address (its person deleted the account, decision 0029)
  return rows.flatMap(({ email, ...row }) => (email === null ? [] : [{ ...row, email }]));
}

export function pendingInvitationsQuery(type: OrganizationType | null, organizationId: string | null) {
  return queryOptions({
    queryKey: queryKeys.organizationInvitations(organizationId),
    queryFn: type && organizationId ? () => fetchPendingInvitations(type, organizationId) : skipToken,
  });
}

export function usePendingInvitations(type: OrganizationType | null, organizationId: string | null) {
  return useQuery(pendingInvitationsQuery(type, organizationId));
}

/** Every change of the membership, one RPC each; the database checks who may. */
export type MemberAction =
  | { kind: 'invite'; email: string; role: string }
  | { kind: 'withdraw'; invitationId: string }
  | { kind: 'setRole'; userId: string; role: string; mayInvite: boolean }
  | { kind: 'remove'; userId: string }
  | { kind: 'handOver'; userId: string }
  | { kind: 'leave' };

export async function runMemberAction(action: MemberAction): Promise<void> {
  const supabase = getSupabase();
  switch (action.kind) {
    case 'invite':
      unwrap(await supabase.rpc('invite_member', { p_email: action.email, p_role: action.role }));
      return;
    case 'withdraw':
      unwrap(await supabase.rpc('withdraw_invitation', { p_invitation_id: action.invitationId }));
      return;
    case 'setRole':
      unwrap(
        await supabase.rpc('set_member_role', {
          p_user_id: action.userId,
          p_role: action.role,
          p_may_invite: action.mayInvite,
        }),
      );
      return;
    case 'remove':
      unwrap(await supabase.rpc('remove_member', { p_user_id: action.userId }));
      return;
    case 'handOver':
      unwrap(await supabase.rpc('hand_over_chair', { p_user_id: action.userId }));
      return;
    case 'leave':
      unwrap(await supabase.rpc('leave_organization'));
      return;
  }
}

/** A membership change; afterwards (done or refused) the members and invitations are read again. */
export function useMemberAction(organizationId: string | null) {
  return useMutation({
    mutationFn: runMemberAction,
    onSettled: () =>
      Promise.all([
        queryClient().invalidateQueries({ queryKey: queryKeys.organizationPeople(organizationId) }),
        queryClient().invalidateQueries({ queryKey: queryKeys.organizationInvitations(organizationId) }),
      ]),
  });
}

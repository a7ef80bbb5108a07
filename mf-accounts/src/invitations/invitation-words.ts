import type { InvitationPreview } from './api/invitation-preview.ts';

// the database's refusals of accept_invitation, as the page says them (catalogue keys)
const REFUSALS: Record<string, string> = {
  'Sign in to accept the invitation.': 'invitation.error.signIn',
  'This invitation is not valid.': 'invitation.error.invalid',
  'This invitation has already been used.': 'invitation.error.used',
  'This invitation has expired. Ask for a new one.': 'invitation.error.expired',
  'This invitation was sent to another e-mail address.': 'invitation.error.otherEmail',
  'This person already belongs to an organization.': 'invitation.error.hasOrganization',
};

/** The catalogue key of a failed accept: the database's reason, else the generic failure. */
export function refusalKey(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return REFUSALS[message] ?? 'invitation.error.failed';
}

/** Why an invitation that is not open cannot be used (a catalogue key); null while it is open. */
export function closedReasonKey(invitation: InvitationPreview | null): string | null {
  if (!invitation) return 'invitation.error.invalid';
  switch (invitation.state) {
    case 'open':
      return null;
    case 'expired':
      return 'invitation.error.expired';
    case 'accepted':
      return 'invitation.error.used';
    default:
      return 'invitation.error.invalid';
  }
}

const ROLES = {
  brf: ['chair', 'member', 'deputy', 'observer'],
  service_provider: ['admin', 'member'],
} as const;

/** The catalogue key of a role in an organisation, or null for a role this page does not know. */
export function roleKey(organizationType: InvitationPreview['organizationType'], role: string): string | null {
  return (ROLES[organizationType] as readonly string[]).includes(role)
    ? `invitation.role.${organizationType}.${role}`
    : null;
}

import type { OrganizationType } from '@brf/domain/accounts';
import type { Translate } from '@brf/i18n';
import { DataError } from '@brf/supabase/errors';

const KIND: Record<OrganizationType, 'brf' | 'provider'> = { brf: 'brf', service_provider: 'provider' };

/** 'brf' or 'provider': the part of a catalogue key that differs between the two. */
export const kindOf = (type: OrganizationType) => KIND[type];

/** A role in the language shown: 'Ledamot', 'Administrator'; an unknown role as it came. */
export function roleName(t: Translate, type: OrganizationType, role: string): string {
  const key = `members.role.${KIND[type]}.${role}`;
  const known = type === 'brf' ? ['chair', 'member', 'deputy', 'observer'] : ['admin', 'member'];
  return known.includes(role) ? t(key) : role;
}

/**
 * The database's refusals (supabase/migrations/*_invitations.sql), word for word, and the
 * catalogue key of each; a provider is run by its admins, not a chair, so it hears that.
 */
const DATABASE_MESSAGES: Record<string, string | Record<'brf' | 'provider', string>> = {
  'Only the chair can invite members.': {
    brf: 'members.error.onlyChairInvites',
    provider: 'members.error.onlyAdminInvites',
  },
  'Only the chair can do this.': { brf: 'members.error.onlyChair', provider: 'members.error.onlyAdmin' },
  'Please enter a valid email address': 'members.error.invalidEmail',
  'Choose a role for the new member.': 'members.error.chooseRole',
  'This person already belongs to an organization.': 'members.error.alreadyMember',
  'Hand the chair over before you leave.': 'members.error.handOverFirst',
  'Make another member an admin before you leave.': 'members.error.lastAdmin',
  'Hand the chair over to change your own role.': 'members.error.ownRole',
  'Invitation not found.': 'members.error.invitationNotFound',
  'Member not found.': 'members.error.memberNotFound',
  // the limits on what the product mails (PT429, *_limits_on_what_the_product_mails.sql)
  'You are sending invitations too quickly: at most 10 invitations an hour. Please wait a while and try again.':
    'members.error.invitationsPerHour',
  ['Your organization has sent as many invitations as it may today: at most 20 invitations a day. ' +
    'Please try again tomorrow.']: 'members.error.invitationsPerDay',
  ['This address has already been invited 3 times today: at most 3 invitations a day to one address. ' +
    'Please try again tomorrow.']: 'members.error.invitationsToAddress',
};

/** The catalogue key of a known message, or undefined. */
export function memberMessageKey(message: string, type: OrganizationType): string | undefined {
  const found = DATABASE_MESSAGES[message.trim()];
  return typeof found === 'string' ? found : found?.[KIND[type]];
}

/** What a failed membership change tells the person: the database's reason translated, or 'try again'. */
export function memberErrorText(t: Translate, type: OrganizationType, error: unknown): string {
  const message = error instanceof DataError || error instanceof Error ? error.message : '';
  return t(memberMessageKey(message, type) ?? 'members.error.failed');
}

import { describe, expect, it } from 'vitest';
import { DataError } from '@brf/supabase/errors';
import { closedReasonKey, refusalKey, roleKey } from './invitation-words.ts';
import type { InvitationPreview } from './api/invitation-preview.ts';

const invitation = (state: InvitationPreview['state']): InvitationPreview => ({
  organizationName: 'BRF Solrosen',
  organizationType: 'brf',
  role: 'member',
  email: 'anna@brf.se',
  expiresAt: '2026-12-03T10:00:00Z',
  state,
  invitedByName: null,
});

describe('invitation words', () => {
  it("turns each of the database's refusals into its own key, anything else into the generic one", () => {
    expect(refusalKey(new DataError('This invitation has expired. Ask for a new one.'))).toBe(
      'invitation.error.expired',
    );
    expect(refusalKey(new DataError('This invitation was sent to another e-mail address.'))).toBe(
      'invitation.error.otherEmail',
    );
    expect(refusalKey(new DataError('Request failed'))).toBe('invitation.error.failed');
    expect(refusalKey('nonsense')).toBe('invitation.error.failed');
  });

  it('says why an invitation cannot be used: expired, used, withdrawn or unknown', () => {
    expect(closedReasonKey(invitation('open'))).toBeNull();
    expect(closedReasonKey(invitation('expired'))).toBe('invitation.error.expired');
    expect(closedReasonKey(invitation('accepted'))).toBe('invitation.error.used');
    expect(closedReasonKey(invitation('withdrawn'))).toBe('invitation.error.invalid');
    expect(closedReasonKey(null)).toBe('invitation.error.invalid');
  });

  it('names the roles of each organisation type, and no other', () => {
    expect(roleKey('brf', 'chair')).toBe('invitation.role.brf.chair');
    expect(roleKey('service_provider', 'admin')).toBe('invitation.role.service_provider.admin');
    expect(roleKey('service_provider', 'chair')).toBeNull();
  });
});

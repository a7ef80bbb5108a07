import { beforeEach, describe, expect, it, vi } from 'vitest';

const rpc = vi.fn();
vi.mock('@brf/supabase', async (original) => ({
  ...(await original<typeof import('@brf/supabase')>()),
  getSupabase: () => ({ rpc }),
}));
const { membershipRequestFailure, requestMembership } = await import('./request-membership.ts');

beforeEach(() => rpc.mockReset());

const refused = (message: string, code: string) => ({ data: null, error: { message, code } });
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, membershipRequestFailure);

describe('asking the chair of a registered organisation for an invitation', () => {
  it("calls request_membership with the form's type and number, and answers the organisation's name", async () => {
    rpc.mockResolvedValueOnce({ data: 'BRF Eken', error: null });
    expect(await requestMembership('brf', '769600-1234')).toBe('BRF Eken');
    expect(rpc).toHaveBeenCalledWith('request_membership', {
      p_organization_type: 'brf',
      p_organization_number: '769600-1234',
    });
  });

  it("knows the database's four refusals, shows other words as they are, and else 'try again'", async () => {
    rpc.mockResolvedValueOnce(refused('No organization with this organization number is registered.', 'P0002'));
    expect(await failureOf(requestMembership('brf', '1'))).toEqual({ key: 'register.membership.error.notRegistered' });
    rpc.mockResolvedValueOnce(
      refused('You have already asked this organization today. Its chair has been told.', '23505'),
    );
    expect(await failureOf(requestMembership('brf', '1'))).toEqual({ key: 'register.membership.error.askedToday' });
    rpc.mockResolvedValueOnce(refused('This user already belongs to an organization.', '23505'));
    expect(await failureOf(requestMembership('service_provider', '1'))).toEqual({
      key: 'register.membership.error.hasOrganization',
    });
    rpc.mockResolvedValueOnce(
      refused(
        'You are asking to join too many organizations: at most 3 requests a day. Please try again tomorrow.',
        'PT429',
      ),
    );
    expect(await failureOf(requestMembership('brf', '1'))).toEqual({
      key: 'register.membership.error.tooManyRequests',
    });
    rpc.mockResolvedValueOnce(refused('Not authenticated', '42501'));
    expect(await failureOf(requestMembership('brf', '1'))).toEqual({ text: 'Not authenticated' });
    rpc.mockResolvedValueOnce({ data: null, error: { message: '{}' } });
    expect(await failureOf(requestMembership('brf', '1'))).toEqual({ key: 'register.membership.error.failed' });
  });
});

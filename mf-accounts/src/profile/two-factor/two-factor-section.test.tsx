import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@brf/i18n';
import { resetQueryClientForTests } from '@brf/supabase/data';

type Factor = { id: string; friendly_name?: string; factor_type: 'totp'; status: 'verified' | 'unverified' };
let factors: Factor[] = [];
const mfa = {
  listFactors: vi.fn(async () => ({ data: { all: factors, totp: [] }, error: null })),
  enroll: vi.fn(),
  challenge: vi.fn(async () => ({ data: { id: 'c1' }, error: null })),
  verify: vi.fn(async () => ({ data: {}, error: null })),
  unenroll: vi.fn(async ({ factorId }: { factorId: string }) => {
    factors = factors.filter((factor) => factor.id !== factorId);
    return { data: { id: factorId }, error: null };
  }),
  getAuthenticatorAssuranceLevel: vi.fn(async () => ({
    data: { currentLevel: 'aal2', nextLevel: 'aal2' },
    error: null,
  })),
};
// the factor list reads through the data layer, enrolment and verification through the client
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<object>()),
  getSupabase: () => ({ auth: { mfa } }),
}));
vi.mock('@brf/supabase', async (original) => ({
  ...(await original<object>()),
  getSupabase: () => ({ auth: { mfa } }),
}));
const { TwoFactorSection } = await import('./two-factor-section.tsx');

const ENROLMENT = {
  id: 'f-new',
  type: 'totp',
  friendly_name: 'Authenticator app',
  totp: { qr_code: 'data:image/svg+xml;utf-8,<svg/>', secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x' },
};

beforeEach(() => {
  factors = [];
  for (const fn of Object.values(mfa)) fn.mockClear();
  mfa.enroll.mockReset().mockImplementation(async () => {
    factors = [
      ...factors,
      { id: 'f-new', friendly_name: 'Authenticator app', factor_type: 'totp', status: 'unverified' },
    ];
    return { data: ENROLMENT, error: null };
  });
  mfa.verify.mockImplementation(async () => {
    factors = factors.map((factor) => ({ ...factor, status: 'verified' as const }));
    return { data: {}, error: null };
  });
  resetQueryClientForTests();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', { remember: false });
});

const section = () => screen.getByRole('region', { name: 'Two-factor authentication' });

describe('two-factor authentication on /profile', () => {
  it('is off, is set up with the QR code, the secret and a 6-digit code, and then shows it is on', async () => {
    const user = userEvent.setup();
    // an unfinished setup from before is removed before the new one begins
    factors = [{ id: 'f-old', factor_type: 'totp', status: 'unverified' }];
    render(<TwoFactorSection userId="u1" boardRequiresMfa={false} />);
    expect(await within(section()).findByText('Two-factor authentication is off.')).toBeTruthy();
    expect(within(section()).queryByText(/board requires/)).toBeNull();

    await user.click(within(section()).getByRole('button', { name: 'Set up two-factor authentication' }));
    expect(await within(section()).findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f-old' });
    expect(mfa.enroll).toHaveBeenCalledWith({ factorType: 'totp', friendlyName: 'Authenticator app' });
    expect(within(section()).getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();

    await user.type(within(section()).getByRole('textbox', { name: '6-digit code' }), '123456');
    await user.click(within(section()).getByRole('button', { name: 'Verify' }));
    expect(await within(section()).findByText('Two-factor authentication has been turned on.')).toBeTruthy();
    expect(mfa.verify).toHaveBeenCalledWith({ factorId: 'f-new', challengeId: 'c1', code: '123456' });
    expect(await within(section()).findByText('Two-factor authentication is on.')).toBeTruthy();
    expect(within(section()).queryByRole('textbox', { name: '6-digit code' })).toBeNull();
  });

  it("a wrong code keeps the setup open with the server's reason", async () => {
    const user = userEvent.setup();
    mfa.verify.mockResolvedValueOnce({ data: null, error: { message: 'Invalid TOTP code entered' } } as never);
    render(<TwoFactorSection userId="u1" boardRequiresMfa={false} />);
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Verify failed: Invalid TOTP code entered');
    expect(screen.getByRole('textbox', { name: '6-digit code' })).toBeTruthy();
    // cancelled: the unverified factor goes
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f-new' });
    expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeTruthy();
  });

  it('when on, it is turned off after a question; the board that requires it is mentioned', async () => {
    const user = userEvent.setup();
    factors = [{ id: 'f1', friendly_name: 'Phone', factor_type: 'totp', status: 'verified' }];
    render(<TwoFactorSection userId="u1" boardRequiresMfa />);
    expect(await within(section()).findByText('Two-factor authentication is on.')).toBeTruthy();
    expect(
      within(section()).getByText('Your board requires two-factor authentication to award a project.'),
    ).toBeTruthy();

    await user.click(within(section()).getByRole('button', { name: 'Turn off two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?' });
    expect(within(dialog).getByText(/so you cannot award until you set it up again/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mfa.unenroll).not.toHaveBeenCalled();

    await user.click(within(section()).getByRole('button', { name: 'Turn off two-factor authentication' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?' })).getByRole('button', {
        name: 'Turn off',
      }),
    );
    await waitFor(() => expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f1' }));
    expect(await within(section()).findByText('Two-factor authentication has been turned off.')).toBeTruthy();
    expect(await within(section()).findByText('Two-factor authentication is off.')).toBeTruthy();
  });

  it('speaks Swedish', async () => {
    await setLanguage('sv', { remember: false });
    render(<TwoFactorSection userId="u1" boardRequiresMfa={false} />);
    expect(await screen.findByRole('heading', { name: 'Tvåfaktorsinloggning' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Slå på tvåfaktorsinloggning' })).toBeTruthy();
  });
});

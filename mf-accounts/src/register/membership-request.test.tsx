import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGN_UP_MESSAGES, type OrganizationType } from '@brf/domain/accounts';
import { setLanguage } from '@brf/i18n';
import { DataError } from '@brf/supabase/errors';

const rpc = vi.fn();
vi.mock('@brf/supabase', async (original) => ({
  ...(await original<typeof import('@brf/supabase')>()),
  getSupabase: () => ({ rpc }),
}));
const { OrganizationStepForm, useOrganizationSave } = await import('./organization-step-form.tsx');

const TAKEN = new DataError(SIGN_UP_MESSAGES.organizationNumberTaken, { code: '23505' });

/** A step whose save fails with `failure` for the organisation number 769600-1234. */
function Step({ type, failure }: { type: OrganizationType; failure: unknown }) {
  const saving = useOrganizationSave(() => undefined);
  return (
    <OrganizationStepForm
      label="Organisation"
      organizationType={type}
      saving={saving}
      valid
      onSubmit={(event) => {
        event.preventDefault();
        void saving.save(() => Promise.reject(failure), '769600-1234');
      }}
    >
      <p>fields</p>
    </OrganizationStepForm>
  );
}

async function failSave(type: OrganizationType, failure: unknown = TAKEN) {
  render(<Step type={type} failure={failure} />);
  await userEvent.click(screen.getByRole('button', { name: 'Complete registration' }));
}

beforeEach(() => {
  rpc.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', { remember: false });
});

describe('an organisation number that is already registered (registration step 2)', () => {
  it('keeps the message and asks the chair to invite the person', async () => {
    rpc.mockResolvedValueOnce({ data: 'BRF Eken', error: null });
    await failSave('brf');
    expect(await screen.findByText(SIGN_UP_MESSAGES.organizationNumberTaken)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ask the chair to invite me' }));
    expect(
      await screen.findByText('We have asked the chair of BRF Eken to invite you. The invitation comes by e-mail.'),
    ).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith('request_membership', {
      p_organization_type: 'brf',
      p_organization_number: '769600-1234',
    });
    expect(screen.getByText(SIGN_UP_MESSAGES.organizationNumberTaken)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask the chair to invite me' })).toBeNull();
  });

  it("a company's administrators are asked", async () => {
    rpc.mockResolvedValueOnce({ data: 'Bygg AB', error: null });
    await failSave('service_provider');
    await userEvent.click(await screen.findByRole('button', { name: 'Ask the administrators to invite me' }));
    expect(
      await screen.findByText(
        'We have asked the administrators of Bygg AB to invite you. The invitation comes by e-mail.',
      ),
    ).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith('request_membership', {
      p_organization_type: 'service_provider',
      p_organization_number: '769600-1234',
    });
  });

  it("a refusal shows the database's message, in Swedish too", async () => {
    await setLanguage('sv', { remember: false });
    rpc.mockResolvedValueOnce({
      data: null,
      error: { message: 'You have already asked this organization today. Its chair has been told.', code: '23505' },
    });
    render(<Step type="brf" failure={TAKEN} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Slutför registreringen' }));
    expect(
      await screen.findByText('Det finns redan en organisation registrerad med det här organisationsnumret.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Be ordföranden bjuda in mig' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Du har redan frågat den här organisationen i dag. Dess ordförande har fått besked.',
      ),
    );
    // still offered: asking again tells the same
    expect(screen.getByRole('button', { name: 'Be ordföranden bjuda in mig' })).toBeTruthy();
  });

  it('any other failure offers nothing', async () => {
    await failSave('brf', new DataError('new row violates row-level security policy', { code: '42501' }));
    expect(await screen.findByText(SIGN_UP_MESSAGES.profileSaveFailed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /invite me$/ })).toBeNull();
  });
});

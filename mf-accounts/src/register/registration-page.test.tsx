import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSessionStore } from '@brf/supabase/session';

// sign-up answers with a session (a project without e-mail confirmation); the steps around it are
// stand-ins, so only the page's choice is under test
vi.mock('./api/sign-up.ts', () => ({
  signUp: vi.fn(async () => ({
    user: {
      id: 'u1',
      email: 'anna@brf.se',
      user_metadata: { first_name: 'Anna', last_name: 'Berg', organization_type: 'brf' },
    },
  })),
  signUpFailure: () => 'failed',
}));
vi.mock('./person-step.tsx', () => ({
  PersonStep: ({ onSubmit }: { onSubmit: (person: object) => void }) => (
    <button
      type="button"
      onClick={() => onSubmit({ email: 'anna@brf.se', first_name: 'Anna', last_name: 'Berg', password: 'x' })}
    >
      Continue
    </button>
  ),
}));
vi.mock('./brf-organization-step.tsx', () => ({ BrfOrganizationStep: () => <p>organization step</p> }));
const { RegistrationPage } = await import('./registration-page.tsx');

describe('registration', () => {
  it('a sign-up returning a session goes straight to step 2 with the contact person, not /verify-email', async () => {
    useSessionStore.setState({ user: null, aal: null, loading: false, pending: false });
    render(
      <MemoryRouter initialEntries={['/register-brf']}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/register-brf" element={<RegistrationPage organizationType="brf" />} />
            <Route path="/verify-email" element={<p>verify page</p>} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('organization step')).toBeTruthy();
    expect(screen.getByText(/Anna Berg/)).toBeTruthy();
    expect(screen.queryByText('verify page')).toBeNull();
  });
});

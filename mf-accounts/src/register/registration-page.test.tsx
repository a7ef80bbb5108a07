import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
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
vi.mock('./brf-organization-step.tsx', () => ({
  BrfOrganizationStep: ({ onSaved }: { onSaved: () => void }) => (
    <>
      <p>organization step</p>
      <button type="button" onClick={onSaved}>
        Save organization
      </button>
    </>
  ),
}));
const { RegistrationPage } = await import('./registration-page.tsx');

function renderRegistration() {
  useSessionStore.setState({ user: null, aal: null, loading: false, pending: false });
  render(
    <MemoryRouter initialEntries={['/register-brf']}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/register-brf" element={<RegistrationPage organizationType="brf" />} />
          <Route path="/verify-email" element={<p>verify page</p>} />
          <Route path="/projects" element={<p>projects page</p>} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

describe('registration', () => {
  afterEach(() => vi.useRealTimers());

  it('a sign-up returning a session goes straight to step 2 with the contact person, not /verify-email', async () => {
    renderRegistration();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('organization step')).toBeTruthy();
    expect(screen.getByText(/Anna Berg/)).toBeTruthy();
    expect(screen.queryByText('verify page')).toBeNull();
  });

  it('goes to /projects 2 seconds after the organisation is saved (spec 4), not before', async () => {
    renderRegistration();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const save = await screen.findByRole('button', { name: 'Save organization' });
    vi.useFakeTimers();
    fireEvent.click(save);
    expect(screen.getByText('Registration complete! Redirecting to your projects...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('projects page')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('projects page')).toBeTruthy();
  });
});

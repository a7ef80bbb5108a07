import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

vi.mock('../shared/api/current-session.ts', () => ({ currentSession: async () => ({ user: { id: 'u1' } }) }));
const updatePassword = vi.fn(async () => undefined);
vi.mock('./api/update-password.ts', () => ({ updatePassword }));
const endRecoverySession = vi.fn(async () => undefined);
vi.mock('./api/end-recovery-session.ts', () => ({ endRecoverySession }));
const { default: NewPasswordPage } = await import('./new-password-page.tsx');

describe('/new-password', () => {
  afterEach(() => vi.useRealTimers());

  it('after the update shows the success message and goes to /login 2 seconds later (spec 4), not before', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/new-password']}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/new-password" element={<NewPasswordPage />} />
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await user.type(await screen.findByLabelText(/^New password/), 'nytt-lösen');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'nytt-lösen');
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Update password' });
    await vi.waitFor(() => expect(submit.disabled).toBe(false));
    vi.useFakeTimers();
    fireEvent.click(submit);
    // the update's promises settle; no time passes
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Password updated successfully! Redirecting to login...')).toBeTruthy();
    expect(updatePassword).toHaveBeenCalledExactlyOnceWith('nytt-lösen');

    await act(async () => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('login page')).toBeNull();
    expect(endRecoverySession).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(endRecoverySession).toHaveBeenCalledOnce();
    expect(screen.getByText('login page')).toBeTruthy();
  });
});

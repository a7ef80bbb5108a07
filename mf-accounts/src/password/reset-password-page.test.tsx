import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

let answer: { resolve: () => void; reject: (error: unknown) => void } | undefined;
const requestPasswordReset = vi.fn(
  () =>
    new Promise<void>((resolve, reject) => {
      answer = { resolve, reject };
    }),
);
vi.mock('./api/request-password-reset.ts', () => ({ requestPasswordReset }));
const { default: ResetPasswordPage } = await import('./reset-password-page.tsx');

describe('/reset-password', () => {
  it('keeps Send reset link disabled while the e-mail is invalid or the request is on its way (spec 5)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/reset-password']}>
        <Suspense fallback={null}>
          <ResetPasswordPage />
        </Suspense>
      </MemoryRouter>,
    );
    const submit = await screen.findByRole<HTMLButtonElement>('button', { name: 'Send reset link' });
    expect(submit.disabled).toBe(true);

    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'anna@brf');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(submit.disabled).toBe(true);

    await user.type(email, '.se');
    await vi.waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);

    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sending...' });
    expect(busy.disabled).toBe(true);
    expect(requestPasswordReset).toHaveBeenCalledExactlyOnceWith('anna@brf.se');

    answer!.resolve();
    expect(await screen.findByText('Password reset email sent! Check your inbox for instructions.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send reset link' }).disabled).toBe(false);
  });
});

import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeForm } from './code-form.tsx';

afterEach(cleanup);

it('asks for exactly 6 digits and hands over the code', async () => {
  const user = userEvent.setup();
  const onVerify = vi.fn();
  render(<CodeForm busy={false} canVerify onVerify={onVerify} />);
  const code = screen.getByRole('textbox', { name: '6-digit code' });
  expect(code.getAttribute('maxlength')).toBe('6');
  await user.type(code, '12a4');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Enter a valid 6-digit code.')).toBeTruthy();
  expect(onVerify).not.toHaveBeenCalled();
  await user.clear(code);
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(onVerify).toHaveBeenCalledWith('123456'));
});

it('Verify is disabled without a chosen factor and shows the busy label while verifying', () => {
  const { rerender } = render(<CodeForm busy={false} canVerify={false} onVerify={() => {}} />);
  expect(screen.getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', true);
  rerender(<CodeForm busy canVerify onVerify={() => {}} />);
  expect(screen.getByRole('button', { name: 'Verifying…' })).toHaveProperty('disabled', true);
});

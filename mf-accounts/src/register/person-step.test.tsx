import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PersonStep } from './person-step.tsx';

afterEach(cleanup);

function renderStep(onSubmit = vi.fn(async () => null as string | null)) {
  render(
    <MemoryRouter>
      <PersonStep onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  return onSubmit;
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const password = () => screen.getByLabelText(/^Password/) as HTMLInputElement;

describe('registration step 1', () => {
  it('asks for the e-mail and a new password the way a browser can fill and save them', () => {
    renderStep();
    expect(input('Email').type).toBe('email');
    expect(input('Email').getAttribute('autocomplete')).toBe('email');
    expect(password().type).toBe('password');
    expect(password().getAttribute('autocomplete')).toBe('new-password');
    expect(password().getAttribute('aria-describedby')).toBeTruthy();
  });

  it('shows a message only after its field was touched, and keeps Continue disabled while invalid', async () => {
    const user = userEvent.setup();
    renderStep();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveProperty('disabled', true);
    await user.type(input('First name'), 'A');
    expect(screen.queryByText('First name is required (min 2 characters)')).toBeNull();
    await user.tab();
    expect(await screen.findByText('First name is required (min 2 characters)')).toBeTruthy();
    expect(screen.queryByText('Last name is required (min 2 characters)')).toBeNull();
    expect(screen.queryByText('Please enter a valid phone number')).toBeNull();
    expect(next).toHaveProperty('disabled', true);
  });

  it('submits the trimmed values once every rule holds, and shows the server message it gets back', async () => {
    const user = userEvent.setup();
    const onSubmit = renderStep(
      vi.fn(async () => 'Too many registration attempts. Please wait a moment before trying again.'),
    );
    await user.type(input('First name'), ' Anna ');
    await user.type(input('Last name'), 'Berg');
    await user.type(input('Email'), 'anna@brf.se');
    await user.type(input('Phone'), '+46 70-123 45 67');
    await user.type(password(), 'Ab12!?cdEF');
    await user.click(screen.getByRole('checkbox'));
    const next = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(next).toHaveProperty('disabled', false));
    await user.click(next);
    expect(
      await screen.findByText('Too many registration attempts. Please wait a moment before trying again.'),
    ).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith({
      first_name: 'Anna',
      last_name: 'Berg',
      email: 'anna@brf.se',
      phone: '+46 70-123 45 67',
      password: 'Ab12!?cdEF',
      terms: true,
    });
  });
});

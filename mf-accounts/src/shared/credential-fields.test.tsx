import { expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmailField, PasswordField } from './credential-fields.tsx';

it('an e-mail field is a required email input that browsers fill with the saved e-mail', () => {
  render(<EmailField label="Email" name="email" error="Please enter a valid email address" />);
  const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
  expect(email.type).toBe('email');
  expect(email.getAttribute('autocomplete')).toBe('email');
  expect(email.getAttribute('aria-required')).toBe('true');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(email.getAttribute('aria-describedby')).toBeTruthy();
  expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
});

it('a password field keeps the autocomplete it is given, and its hint', () => {
  render(
    <>
      <PasswordField label="Password" autoComplete="current-password" name="password" />
      <PasswordField label="New password" autoComplete="new-password" hint="At least 8 characters" name="new" />
    </>,
  );
  const current = screen.getByLabelText(/^Password/) as HTMLInputElement;
  const chosen = screen.getByLabelText(/^New password/) as HTMLInputElement;
  expect([current.type, chosen.type]).toEqual(['password', 'password']);
  expect(current.getAttribute('autocomplete')).toBe('current-password');
  expect(chosen.getAttribute('autocomplete')).toBe('new-password');
  expect(current.getAttribute('aria-required')).toBe('true');
  expect(current.getAttribute('aria-invalid')).toBeNull();
  expect(screen.getByText('At least 8 characters').id).toBe(chosen.getAttribute('aria-describedby'));
});

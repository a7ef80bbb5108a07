import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FactorList } from './factor-list.tsx';

afterEach(cleanup);

it('lists each factor by friendly name or (no name), with its id, its state, Use and Remove', async () => {
  const user = userEvent.setup();
  const onSelect = vi.fn();
  const onRemove = vi.fn();
  render(
    <FactorList
      factors={[
        { id: 'f-1', friendly_name: 'Phone', factor_type: 'totp', status: 'verified' },
        { id: 'f-2', friendly_name: undefined, factor_type: 'totp', status: 'unverified' },
      ]}
      selectedId="f-1"
      onSelect={onSelect}
      onRemove={onRemove}
    />,
  );
  expect(screen.getByText('Phone')).toBeTruthy();
  expect(screen.getByText('(no name)')).toBeTruthy();
  expect(screen.getByText('f-2')).toBeTruthy();
  // spec: every factor has a 'Use' button; the chosen one is pressed, its label stays 'Use'
  const uses = screen.getAllByRole('button', { name: /^Use / });
  expect(uses.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
    ['Use', 'true'],
    ['Use', 'false'],
  ]);
  expect(screen.getByText('verified')).toBeTruthy();
  expect(screen.getByText('unverified')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Use (no name)' }));
  expect(onSelect).toHaveBeenCalledWith('f-2');
  await user.click(screen.getByRole('button', { name: 'Remove Phone' }));
  expect(onRemove).toHaveBeenCalledWith('f-1');
});

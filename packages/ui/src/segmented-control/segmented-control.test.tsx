import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SegmentedControl } from './segmented-control.tsx';

describe('SegmentedControl', () => {
  it('is a labelled group of toggle buttons; the chosen one is pressed; keyboard activates', async () => {
    function View() {
      const [value, setValue] = useState<'list' | 'cards'>('list');
      return (
        <SegmentedControl
          label="View"
          value={value}
          onChange={setValue}
          options={[
            { value: 'list', label: 'List' },
            { value: 'cards', label: 'Cards' },
          ]}
        />
      );
    }
    render(<View />);
    expect(screen.getByRole('group', { name: 'View' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    screen.getByRole('button', { name: 'Cards' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Cards' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('false');
  });
});

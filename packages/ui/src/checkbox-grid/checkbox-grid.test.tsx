import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CheckboxGrid } from './checkbox-grid.tsx';

describe('CheckboxGrid', () => {
  it('toggles options in their listed order and shows the error', () => {
    const onChange = vi.fn();
    render(
      <CheckboxGrid
        legend="Service categories"
        options={[
          { value: 'a', label: 'Bygg' },
          { value: 'b', label: 'El' },
          { value: 'c', label: 'Annat' },
        ]}
        selected={['c']}
        onChange={onChange}
        error="Select at least one service category"
      />,
    );
    expect(screen.getByRole('group', { name: 'Service categories' }).getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bygg' }));
    expect(onChange).toHaveBeenCalledWith(['a', 'c']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Annat' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByText('Select at least one service category')).toBeTruthy();
  });
});

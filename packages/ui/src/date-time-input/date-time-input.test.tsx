import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DateTimeInput } from './date-time-input.tsx';

describe('DateTimeInput', () => {
  it('is a labelled native date-time input with its error wired up', () => {
    const onChange = vi.fn();
    render(
      <DateTimeInput
        label="Viewing date"
        value="2026-05-01T10:00"
        min="2026-04-01T00:00"
        onChange={onChange}
        error="Pick a later time"
      />,
    );
    const input = screen.getByLabelText('Viewing date') as HTMLInputElement;
    expect(input.type).toBe('datetime-local');
    expect(input.min).toBe('2026-04-01T00:00');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toContain(
      'Pick a later time',
    );
    fireEvent.change(input, { target: { value: '2026-05-02T09:30' } });
    expect(onChange).toHaveBeenCalledWith('2026-05-02T09:30');
  });

  it('a date precision gives a date input', () => {
    render(<DateTimeInput label="Deadline" value="" precision="date" onChange={() => {}} />);
    expect((screen.getByLabelText('Deadline') as HTMLInputElement).type).toBe('date');
  });
});

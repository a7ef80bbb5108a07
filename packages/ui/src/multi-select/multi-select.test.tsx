import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/react';
import { MultiSelect } from './multi-select.tsx';
import { multiSelectSummary } from './multi-select-summary.ts';

const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'awarded', label: 'Awarded' },
];

function Harness({ initial = ['open', 'closed', 'awarded'] }: { initial?: string[] }) {
  const [selected, setSelected] = useState(initial);
  return (
    <>
      <MultiSelect
        label="Status"
        allLabel="All statuses"
        options={STATUSES}
        selected={selected}
        onChange={setSelected}
      />
      <output data-testid="value">{selected.join(',')}</output>
    </>
  );
}

describe('multiSelectSummary', () => {
  it('names none, all and a count', () => {
    expect(multiSelectSummary(0, 3, 'All statuses')).toBe('None selected');
    expect(multiSelectSummary(3, 3, 'All statuses')).toBe('All statuses');
    expect(multiSelectSummary(2, 3, 'All statuses')).toBe('2 selected');
    expect(multiSelectSummary(1, 3, 'All categories')).toBe('1 selected');
  });
});

describe('MultiSelect', () => {
  it('summarises the selection in its trigger', () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Status All statuses' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles options, and All / None select everything or nothing', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Status All statuses' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Closed' }));
    expect(screen.getByTestId('value').textContent).toBe('open,awarded');
    expect(screen.getByRole('button', { name: 'Status 2 selected' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'None: Status' }));
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Status None selected' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'All: Status' }));
    expect(screen.getByTestId('value').textContent).toBe('open,closed,awarded');
  });

  it('keeps option order when re-adding a value', () => {
    render(<Harness initial={['awarded']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Status 1 selected' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Open' }));
    expect(screen.getByTestId('value').textContent).toBe('open,awarded');
  });

  it('moves with arrow keys and closes on Escape, returning focus', () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Status All statuses' });
    fireEvent.click(trigger);
    const open = screen.getByRole('checkbox', { name: 'Open' });
    open.focus();
    fireEvent.keyDown(open, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Closed' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Awarded' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes when clicking outside', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Status All statuses' }));
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows the empty text without options', () => {
    render(
      <MultiSelect
        label="Categories"
        allLabel="All categories"
        emptyText="No categories"
        options={[]}
        selected={[]}
        onChange={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Categories None selected' }));
    expect(screen.getByText('No categories')).toBeTruthy();
  });
});

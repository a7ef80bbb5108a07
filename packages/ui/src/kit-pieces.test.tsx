import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog/confirm-dialog.tsx';
import { DataList } from './data-list/data-list.tsx';
import { DateTimeInput } from './date-time-input/date-time-input.tsx';
import { InlineEditableText } from './inline-editable-text/inline-editable-text.tsx';
import { SegmentedControl } from './segmented-control/segmented-control.tsx';
import { Skeleton } from './skeleton/skeleton.tsx';
import { StatTile } from './stat-tile/stat-tile.tsx';

describe('StatTile', () => {
  it('is a group named by its label, holding the value and hint', () => {
    render(<StatTile label="Average quote" value="45 000 kr" hint="of 5 quotes" />);
    const tile = screen.getByRole('group', { name: 'Average quote' });
    expect(tile.textContent).toContain('45 000 kr');
    expect(tile.textContent).toContain('of 5 quotes');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes the given size', () => {
    const { container } = render(<Skeleton width="9rem" height="2rem" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.style.width).toBe('9rem');
  });
});

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

describe('ConfirmDialog', () => {
  it('asks in a labelled dialog; Escape cancels; confirm calls back', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open title="Delete Project" confirmLabel="Delete" cancelLabel="Cancel" onConfirm={onConfirm} onCancel={onCancel}>
        Are you sure you want to delete this project?
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Project' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this project?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while busy it cannot be dismissed', async () => {
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open busy title="Delete File" confirmLabel="Delete" cancelLabel="Cancel" onConfirm={() => {}} onCancel={onCancel}>
        Sure?
      </ConfirmDialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('DateTimeInput', () => {
  it('is a labelled native date-time input with its error wired up', () => {
    const onChange = vi.fn();
    render(<DateTimeInput label="Viewing date" value="2026-05-01T10:00" min="2026-04-01T00:00" onChange={onChange} error="Pick a later time" />);
    const input = screen.getByLabelText('Viewing date') as HTMLInputElement;
    expect(input.type).toBe('datetime-local');
    expect(input.min).toBe('2026-04-01T00:00');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toContain('Pick a later time');
    fireEvent.change(input, { target: { value: '2026-05-02T09:30' } });
    expect(onChange).toHaveBeenCalledWith('2026-05-02T09:30');
  });

  it('a date precision gives a date input', () => {
    render(<DateTimeInput label="Deadline" value="" precision="date" onChange={() => {}} />);
    expect((screen.getByLabelText('Deadline') as HTMLInputElement).type).toBe('date');
  });
});

describe('InlineEditableText', () => {
  function Title({ onSave = vi.fn(), validate }: { onSave?: (v: string) => Promise<void> | void; validate?: (v: string) => string | null }) {
    const [value, setValue] = useState('Roof repair');
    return (
      <InlineEditableText
        label="Project title"
        value={value}
        validate={validate}
        onSave={async (next) => {
          await onSave(next);
          setValue(next);
        }}
      />
    );
  }

  it('edit button named by the label; Enter saves and focus returns to the button', async () => {
    const onSave = vi.fn();
    render(<Title onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Project title' }));
    const input = screen.getByRole('textbox', { name: 'Project title' });
    expect(document.activeElement).toBe(input);
    await userEvent.clear(input);
    await userEvent.type(input, 'New roof{Enter}');
    expect(onSave).toHaveBeenCalledWith('New roof');
    expect(screen.getByText('New roof')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Project title' }));
  });

  it('Escape restores the text without saving', async () => {
    const onSave = vi.fn();
    render(<Title onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Project title' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Project title' }), ' extra{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Roof repair')).toBeTruthy();
  });

  it('an invalid text or a failed save keeps the editor open with the message', async () => {
    const onSave = vi.fn(async () => {
      throw new Error('Could not save the title');
    });
    render(<Title onSave={onSave} validate={(v) => (v.trim() ? null : 'Title is required')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Project title' }));
    const input = screen.getByRole('textbox', { name: 'Project title' });
    await userEvent.clear(input);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Title is required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(input, 'Facade');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not save the title');
  });
});

describe('DataList', () => {
  // happy-dom lays nothing out: give the viewport a size and each row its estimated height
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 40 });
  });
  afterAll(() => {
    for (const key of ['clientHeight', 'clientWidth', 'offsetHeight']) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
  });

  const rows = Array.from({ length: 5000 }, (_, i) => ({ id: `p${i}`, title: `Project ${i + 1}` }));

  function renderList() {
    return render(
      <DataList
        label="Projects"
        items={rows}
        getKey={(row) => row.id}
        estimateSize={40}
        initialRect={{ width: 800, height: 400 }}
        renderItem={(row) => <a href={`/projects/${row.id}`}>{row.title}</a>}
      />,
    );
  }

  it('renders only a window of 5,000 rows, each with its position in the whole list', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Projects' });
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThan(40);
    expect(items[0]!.getAttribute('aria-setsize')).toBe('5000');
    expect(items[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(list.getAttribute('tabindex')).toBe('0');
  });

  it('keyboard: ArrowDown moves focus to the next row\'s link', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    renderList();
    const list = screen.getByRole('list', { name: 'Projects' });
    list.focus();
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    act(() => vi.advanceTimersToNextFrame());
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Project 2' }));
    vi.useRealTimers();
  });

  it('an empty list says so', () => {
    render(<DataList label="Projects" items={[]} getKey={() => 'x'} renderItem={() => null} empty="No projects found." />);
    expect(screen.getByText('No projects found.')).toBeTruthy();
  });
});

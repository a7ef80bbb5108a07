import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InlineEditableText, type InlineEditableTextProps } from './inline-editable-text.tsx';

describe('InlineEditableText', () => {
  function Title({
    onSave = vi.fn(),
    validate,
  }: {
    onSave?: (v: string) => Promise<void> | void;
    validate?: (v: string) => string | null;
  }) {
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

describe('InlineEditableText as a page heading with a rule', () => {
  const atLeastThree = (v: string) => (v.trim().length >= 3 ? null : 'Title must be at least 3 characters');

  function Heading({ onSave }: { onSave: InlineEditableTextProps['onSave'] }) {
    return (
      <InlineEditableText
        label="Title"
        editLabel="Edit title"
        value="Roof repair"
        heading={1}
        renderValue={(text) => <em>{text}</em>}
        validate={atLeastThree}
        onSave={onSave}
      />
    );
  }

  it('is the heading, shown through renderValue, and stays a heading while edited', async () => {
    render(<Heading onSave={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Roof repair' }).querySelector('em')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit title' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Roof repair' })).toBeTruthy();
  });

  it('Save is disabled while the rule fails, and the message shows once the text was changed', async () => {
    const onSave = vi.fn();
    render(<Heading onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit title' }));
    expect(screen.queryByRole('alert')).toBeNull();
    const input = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(input);
    await userEvent.type(input, ' ab {Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Title must be at least 3 characters');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(input, 'c');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a save that answers false stays open without a message of its own', async () => {
    const onSave = vi.fn(async () => false as const);
    render(<Heading onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit title' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' B{Enter}');
    expect(onSave).toHaveBeenCalledWith('Roof repair B');
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit title' }));
  });
});

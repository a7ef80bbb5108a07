import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TitleEditor } from './title-editor.tsx';

const mutateAsync = vi.fn();
vi.mock('../api/update-project.ts', () => ({ useUpdateProject: () => ({ mutateAsync, isPending: false }) }));

beforeEach(() => {
  mutateAsync.mockReset();
  mutateAsync.mockResolvedValue(undefined);
});

async function editTo(text: string) {
  render(<TitleEditor projectId="p1" title="Takbyte hus A" editable />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit title' }));
  const input = screen.getByRole('textbox', { name: 'Title' });
  await userEvent.clear(input);
  await userEvent.type(input, text);
  return input;
}

describe('TitleEditor', () => {
  it('does not save a title under 3 characters and says why (spec 5)', async () => {
    await editTo('  ab  {Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Title must be at least 3 characters');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('saves the trimmed title and closes the editor', async () => {
    await editTo('  Tak  {Enter}');
    expect(mutateAsync).toHaveBeenCalledWith({ projectId: 'p1', changes: { title: 'Tak' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Takbyte hus A' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('stays open after a failed save, whose toast the update sends', async () => {
    mutateAsync.mockRejectedValue(new Error('offline'));
    await editTo('Takbyte hus B{Enter}');
    expect(mutateAsync).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is a plain heading for everyone but the owner', () => {
    render(<TitleEditor projectId="p1" title="Takbyte hus A" editable={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Takbyte hus A' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

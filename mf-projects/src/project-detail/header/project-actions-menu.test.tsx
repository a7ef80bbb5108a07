import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DataError } from '@brf/supabase/data';

const cancel = { mutateAsync: vi.fn(), isPending: false };
vi.mock('../api/cancel-project.ts', () => ({ useCancelProject: () => cancel }));
const remove = { mutate: vi.fn(), isPending: false };
vi.mock('../api/delete-project.ts', () => ({ useDeleteProject: () => remove }));
const toasts: Array<[string, string]> = [];
vi.mock('../../shared/projects-bus.ts', () => ({
  showToast: (type: string, message: string) => toasts.push([type, message]),
  announceProjectChanged: vi.fn(),
}));
const { ProjectActionsMenu } = await import('./project-actions-menu.tsx');
const { CancelProcurementDialog } = await import('../owner-editors.ts');

type Project = import('./project-actions-menu.tsx').ProjectActionsMenuProps['project'];
const open: Project = { id: 'p1', title: 'Takbyte hus A', status: 'open', winning_quote_id: null, awarded_at: null };

function show(project: Partial<Project> = {}) {
  render(
    <MemoryRouter>
      <ProjectActionsMenu project={{ ...open, ...project }} />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Project actions' });
}

async function chooseCancel() {
  await userEvent.click(show());
  await userEvent.click(screen.getByRole('button', { name: 'Cancel procurement…' }));
  return screen.findByRole('dialog', { name: 'Cancel the procurement' });
}

// the page fetches the owner's dialogs at an idle moment; here before the first test
beforeAll(async () => {
  await CancelProcurementDialog.preload();
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  cancel.mutateAsync.mockReset();
  cancel.mutateAsync.mockResolvedValue(undefined);
  remove.mutate.mockReset();
  toasts.length = 0;
});

describe('the project actions menu', () => {
  it('offers cancel and delete on an open project, each opening its dialog', async () => {
    const toggle = show();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('listitem').map((item) => within(item).getByRole('button'));
    expect(items.map((item) => item.textContent)).toEqual(['Cancel procurement…', 'Delete project…']);
    expect(items.map((item) => item.getAttribute('aria-haspopup'))).toEqual(['dialog', 'dialog']);
    expect(items.map((item) => item.dataset.opensDialog)).toEqual(['cancel-project', 'delete-project']);
  });

  it('offers cancelling past the deadline too, but not once awarded or cancelled', async () => {
    await userEvent.click(show({ status: 'closed' }));
    expect(screen.getByRole('button', { name: 'Cancel procurement…' })).toBeTruthy();
    for (const project of [
      { status: 'awarded' },
      { status: 'closed', winning_quote_id: 'q1' },
      { status: 'cancelled' },
    ]) {
      document.body.innerHTML = '';
      await userEvent.click(show(project));
      expect(screen.queryByRole('button', { name: 'Cancel procurement…' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Delete project…' })).toBeTruthy();
    }
  });

  it('works from the keyboard and gives focus back to the menu button when a dialog closes', async () => {
    const toggle = show();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Cancel procurement…');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Delete project…');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete project' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('delete says what happens to a project with and without quotes, then deletes it', async () => {
    await userEvent.click(show());
    await userEvent.click(screen.getByRole('button', { name: 'Delete project…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete project' });
    expect(dialog.textContent).toContain('Are you sure you want to delete "Takbyte hus A"? This cannot be undone.');
    expect(dialog.textContent).toContain(
      'A project without quotes is deleted with everything on it. A project with quotes is archived instead: ' +
        'it is hidden everywhere, its quotes are kept on record and the providers who quoted are told.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove.mutate).toHaveBeenCalledWith('p1', expect.anything());
  });
});

describe('cancelling a procurement', () => {
  it('says who is told and asks for the reason, refusing to go on without one', async () => {
    const dialog = await chooseCancel();
    expect(dialog.textContent).toContain(
      'Everyone who has quoted on or follows "Takbyte hus A" is told that the procurement is cancelled, and why.',
    );
    const reason = within(dialog).getByRole('textbox', { name: /^Reason for cancelling/ });
    await waitFor(() => expect(document.activeElement).toBe(reason));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel procurement' }));
    expect(await within(dialog).findByText('Give the reason for cancelling.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(cancel.mutateAsync).not.toHaveBeenCalled();
  });

  it('cancels with the trimmed reason, says so and closes', async () => {
    const dialog = await chooseCancel();
    await userEvent.type(within(dialog).getByRole('textbox'), '  Budget withdrawn by the annual meeting ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel procurement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancel.mutateAsync).toHaveBeenCalledWith({
      projectId: 'p1',
      reason: 'Budget withdrawn by the annual meeting',
    });
    expect(toasts).toEqual([['success', 'The procurement was cancelled. Everyone who quoted has been told.']]);
  });

  it('shows the database’s refusal and keeps the dialog open', async () => {
    cancel.mutateAsync.mockRejectedValue(
      new DataError('Only a project that is not awarded can be cancelled.', { code: '23514' }),
    );
    const dialog = await chooseCancel();
    await userEvent.type(within(dialog).getByRole('textbox'), 'No longer needed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel procurement' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual(['error', 'Only a project that is not awarded can be cancelled.']);
    expect(screen.getByRole('dialog', { name: 'Cancel the procurement' })).toBeTruthy();
  });

  it('says it did not happen when the failure is not one people can act on', async () => {
    cancel.mutateAsync.mockRejectedValue(new Error('offline'));
    const dialog = await chooseCancel();
    await userEvent.type(within(dialog).getByRole('textbox'), 'No longer needed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel procurement' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual(['error', 'The procurement could not be cancelled. Please try again.']);
  });
});

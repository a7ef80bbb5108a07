import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog.tsx';

describe('ConfirmDialog', () => {
  it('asks in a labelled dialog; Escape cancels; confirm calls back', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete Project"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
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
      <ConfirmDialog
        open
        busy
        title="Delete File"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={() => {}}
        onCancel={onCancel}
      >
        Sure?
      </ConfirmDialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

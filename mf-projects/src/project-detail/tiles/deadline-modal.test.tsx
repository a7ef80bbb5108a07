import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const update = { mutate: vi.fn(), isPending: false };
const toasts: unknown[] = [];
vi.mock('../api/update-project.ts', () => ({
  useUpdateProject: (texts: unknown) => {
    toasts.push(texts);
    return update;
  },
}));
const { DeadlineModal } = await import('./deadline-modal.tsx');

const REQUIRED = 'Submission Deadline is required';
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

async function open(onClose = vi.fn()) {
  render(
    <Suspense fallback={null}>
      <DeadlineModal projectId="p1" deadline={new Date(2099, 4, 1, 12, 0).toISOString()} onClose={onClose} />
    </Suspense>,
  );
  const input = (await screen.findByLabelText(/^Submission Deadline/)) as HTMLInputElement;
  return { input, onClose };
}

describe('the deadline dialog', () => {
  beforeEach(() => {
    update.mutate.mockReset();
    update.isPending = false;
    toasts.length = 0;
  });

  it('starts at the current deadline, focused, with Save on', async () => {
    const { input } = await open();
    expect(screen.getByRole('dialog', { name: 'Edit Submission Deadline' })).toBeTruthy();
    expect(input.type).toBe('datetime-local');
    expect(input.value).toBe('2099-05-01T12:00');
    await waitFor(() => expect(document.activeElement).toBe(input));
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(toasts[0]).toEqual({
      success: 'Submission deadline updated successfully!',
      failure: 'Failed to update deadline. Please try again.',
    });
  });

  it('an emptied date turns Save off at once and says it is required once the field is left', async () => {
    const { input } = await open();
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(save().disabled).toBe(true));
    expect(screen.queryByText(REQUIRED)).toBeNull();
    fireEvent.blur(input);
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '2099-06-02T09:30' } });
    await waitFor(() => expect(screen.queryByText(REQUIRED)).toBeNull());
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it('saves the new deadline as an instant and closes when it was saved', async () => {
    const { input, onClose } = await open();
    fireEvent.change(input, { target: { value: '2099-06-02T09:30' } });
    await waitFor(() => expect(save().disabled).toBe(false));
    await userEvent.click(save());
    await waitFor(() => expect(update.mutate).toHaveBeenCalledTimes(1));
    const [variables, options] = update.mutate.mock.calls[0]! as [unknown, { onSuccess: () => void }];
    expect(variables).toEqual({
      projectId: 'p1',
      changes: { submission_deadline: new Date(2099, 5, 2, 9, 30).toISOString() },
    });
    expect(onClose).not.toHaveBeenCalled();
    options.onSuccess();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('while saving, Cancel is off and Save is busy', async () => {
    update.isPending = true;
    await open();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(save().getAttribute('aria-busy')).toBe('true');
  });
});

import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const update = { mutate: vi.fn(), isPending: false };
const toasts: unknown[] = [];
vi.mock('../api/update-project.ts', () => ({
  useUpdateProject: (texts: unknown) => {
    toasts.push(texts);
    return update;
  },
}));
const { DescriptionSection } = await import('./description-section.tsx');
const { DescriptionEditor } = await import('../owner-editors.ts');

const DESCRIPTION = 'Byte av tak på hus A och B.';
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

async function edit() {
  const user = userEvent.setup();
  render(
    <Suspense fallback={null}>
      <DescriptionSection projectId="p1" description={DESCRIPTION} isOwner />
    </Suspense>,
  );
  await user.click(await screen.findByRole('button', { name: 'Edit Description' }));
  const box = (await screen.findByRole('textbox', { name: /Description/ })) as HTMLTextAreaElement;
  return { user, box };
}

describe("the owner's description editor", () => {
  // the editor is a lazy part: its first load is not what these tests wait for
  beforeAll(async () => {
    await DescriptionEditor.preload();
  });
  beforeEach(() => {
    update.mutate.mockReset();
    update.isPending = false;
    toasts.length = 0;
  });

  it('starts with the description and Save on', async () => {
    const { box } = await edit();
    expect(box.value).toBe(DESCRIPTION);
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(toasts[0]).toEqual({
      success: 'Description updated successfully',
      failure: 'Failed to update description',
    });
  });

  it('turns Save off while the text is too short, and says why once the field was left', async () => {
    const { user, box } = await edit();
    await user.clear(box);
    await waitFor(() => expect(save().disabled).toBe(true));
    expect(screen.queryByText('Description is required')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Description is required')).toBeTruthy();
    await user.type(box, 'Kort');
    expect(await screen.findByText('Description must be at least 10 characters')).toBeTruthy();
    expect(save().disabled).toBe(true);
    await user.type(box, ' text men nu lång nog');
    await waitFor(() => expect(screen.queryByText(/^Description (is|must)/)).toBeNull());
    expect(save().disabled).toBe(false);
  });

  it('saves the trimmed text and closes when it was saved', async () => {
    const { user, box } = await edit();
    await user.clear(box);
    await user.type(box, '  Byte av tak på hus A.  ');
    await user.click(save());
    await waitFor(() => expect(update.mutate).toHaveBeenCalledTimes(1));
    const [variables, options] = update.mutate.mock.calls[0]! as [unknown, { onSuccess: () => void }];
    expect(variables).toEqual({ projectId: 'p1', changes: { description: 'Byte av tak på hus A.' } });
    expect(box.isConnected).toBe(true);
    options.onSuccess();
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(screen.getByText(DESCRIPTION)).toBeTruthy();
  });

  it('keeps the draft when the section is closed and opened again', async () => {
    const { user, box } = await edit();
    await user.type(box, ' Och garaget.');
    await user.click(screen.getByRole('button', { name: 'Description' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Description' }));
    const again = (await screen.findByRole('textbox', { name: /Description/ })) as HTMLTextAreaElement;
    expect(again.value).toBe(`${DESCRIPTION} Och garaget.`);
  });

  it('Cancel closes the editor without saving', async () => {
    const { user } = await edit();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(update.mutate).not.toHaveBeenCalled();
  });
});

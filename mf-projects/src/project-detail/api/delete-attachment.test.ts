import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { DataError, type Tables } from '@brf/supabase/data';

const toasts: Array<{ type: string; message: string }> = [];
vi.mock('../../shared/projects-bus.ts', () => ({
  showToast: (type: string, message: string) => toasts.push({ type, message }),
}));
const removeWithRecord = vi.fn();
const stillThere = vi.fn();
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<typeof import('@brf/supabase/data')>()),
  removeWithRecord: (options: unknown) => removeWithRecord(options),
  getSupabase: () => ({
    from: () => ({ select: () => ({ eq: () => ({ maybeSingle: stillThere }) }) }),
  }),
}));
const { useDeleteAttachment } = await import('./delete-attachment.ts');

const attachment = { id: 'a1', project_id: 'p1', storage_path: 'p1/ritning.pdf' } as Tables<'project_attachments'>;
const noRowLet = new DataError('The file could not be deleted: it is not yours or no longer exists.', {
  code: 'PGRST116',
});

async function attempt() {
  const { result } = renderHook(() => useDeleteAttachment(() => {}));
  return act(() => result.current.mutateAsync(attachment).catch((error: unknown) => error));
}

describe('deleting a project file', () => {
  afterEach(() => {
    toasts.length = 0;
    removeWithRecord.mockReset();
    stillThere.mockReset();
    vi.restoreAllMocks();
  });

  it("that row security kept, still there: 'Only project owners can delete files.' (spec 6)", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    removeWithRecord.mockRejectedValue(noRowLet);
    stillThere.mockResolvedValue({ data: { id: 'a1' }, error: null });
    const refusal = await attempt();
    expect((refusal as Error).message).toBe('Only project owners can delete files.');
    expect(toasts).toEqual([{ type: 'error', message: 'Only project owners can delete files.' }]);
    expect(logged).toHaveBeenCalledWith('[mf-projects] delete file failed', refusal);
  });

  it("that is already gone: the spec's 'Failed to delete file. Please try again.'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    removeWithRecord.mockRejectedValue(noRowLet);
    stillThere.mockResolvedValue({ data: null, error: null });
    expect(await attempt()).toBe(noRowLet);
    expect(toasts).toEqual([{ type: 'error', message: 'Failed to delete file. Please try again.' }]);
  });

  it('by its owner', async () => {
    removeWithRecord.mockResolvedValue(undefined);
    await attempt();
    expect(stillThere).not.toHaveBeenCalled();
    expect(toasts).toEqual([{ type: 'success', message: 'File deleted successfully!' }]);
  });
});

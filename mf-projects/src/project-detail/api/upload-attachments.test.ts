import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { DataError } from '@brf/supabase/data';

const toasts: Array<{ type: string; message: string }> = [];
vi.mock('../../shared/projects-bus.ts', () => ({
  showToast: (type: string, message: string) => toasts.push({ type, message }),
}));
const uploadProjectFile = vi.fn();
vi.mock('../../shared/api/upload-project-file.ts', () => ({ uploadProjectFile }));
const { useUploadAttachments } = await import('./upload-attachments.ts');

const upload = {
  projectId: 'p1',
  userId: 'u1',
  files: [new File(['%PDF-1.4'], 'ritning.pdf', { type: 'application/pdf' })],
  onProgress: () => {},
};

async function attempt() {
  const { result } = renderHook(() => useUploadAttachments());
  return act(() => result.current.mutateAsync(upload).catch((error: unknown) => error));
}

describe("the owner's uploads on the detail page", () => {
  afterEach(() => {
    toasts.length = 0;
    uploadProjectFile.mockReset();
    vi.restoreAllMocks();
  });

  it("tell someone storage does not take for an owner 'Only project owners can upload files.' (spec 6)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    uploadProjectFile.mockRejectedValue(new DataError('new row violates row-level security policy', { code: '403' }));
    const refusal = await attempt();
    expect((refusal as Error).message).toBe('Only project owners can upload files.');
    expect(toasts).toEqual([
      { type: 'error', message: 'Failed to upload files: Only project owners can upload files.' },
    ]);
  });

  it('keep any other failure as it came', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    uploadProjectFile.mockRejectedValue(new DataError('jwt expired', { code: '403' }));
    await attempt();
    expect(toasts).toEqual([{ type: 'error', message: 'Failed to upload files: jwt expired' }]);
  });

  it('say how many were stored', async () => {
    uploadProjectFile.mockResolvedValue({ id: 'a1' });
    await attempt();
    expect(toasts).toEqual([{ type: 'success', message: '1 file(s) uploaded successfully!' }]);
  });
});

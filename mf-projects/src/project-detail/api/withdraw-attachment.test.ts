import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { Tables } from '@brf/supabase/data';

const toasts: Array<{ type: string; message: string }> = [];
vi.mock('../../shared/projects-bus.ts', () => ({
  showToast: (type: string, message: string) => toasts.push({ type, message }),
  announceProjectChanged: () => {},
}));
const rpc = vi.fn();
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<typeof import('@brf/supabase/data')>()),
  getSupabase: () => ({ rpc }),
}));
const { useWithdrawAttachment } = await import('./withdraw-attachment.ts');

const attachment = { id: 'a1', project_id: 'p1', file_name: 'ritning.pdf' } as Tables<'project_attachments'>;

async function attempt() {
  const done = vi.fn();
  const { result } = renderHook(() => useWithdrawAttachment(done));
  await act(() => result.current.mutateAsync(attachment).catch(() => undefined));
  return done;
}

describe('withdrawing a file of a frozen request', () => {
  afterEach(() => {
    toasts.length = 0;
    rpc.mockReset();
    vi.restoreAllMocks();
  });

  it('names the addendum that withdrew it and says the file stays', async () => {
    rpc.mockResolvedValue({ data: { ...attachment, withdrawn_in: 3 }, error: null });
    const done = await attempt();
    expect(rpc).toHaveBeenCalledWith('withdraw_project_file', { p_attachment_id: 'a1' });
    expect(done).toHaveBeenCalled();
    expect(toasts).toEqual([
      {
        type: 'success',
        message: 'File withdrawn by addendum 3: every bidder and follower is told. The file stays in the record.',
      },
    ]);
  });

  it("tells a deputy the database's reason, and anything else as 'Please try again'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    rpc.mockResolvedValue({ data: null, error: { code: '42501', message: 'Only project owners can delete files.' } });
    await attempt();
    rpc.mockResolvedValue({ data: null, error: { code: '08006', message: 'connection lost' } });
    await attempt();
    expect(toasts).toEqual([
      { type: 'error', message: 'Only project owners can delete files.' },
      { type: 'error', message: 'Failed to withdraw the file. Please try again.' },
    ]);
  });
});

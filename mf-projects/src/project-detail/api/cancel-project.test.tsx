import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { DataError, queryClient, queryKeys } from '@brf/supabase/data';

const rpc = vi.fn();
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<typeof import('@brf/supabase/data')>()),
  getSupabase: () => ({ rpc }),
}));
const changed: string[] = [];
vi.mock('../../shared/projects-bus.ts', () => ({ announceProjectChanged: (id: string) => changed.push(id) }));
const { useCancelProject } = await import('./cancel-project.ts');

describe('useCancelProject', () => {
  it('calls cancel_project with the reason and refreshes the project, its quotes and every list', async () => {
    rpc.mockResolvedValue({ data: { id: 'p1', status: 'cancelled' }, error: null });
    const invalidate = vi.spyOn(queryClient(), 'invalidateQueries');
    const { result } = renderHook(() => useCancelProject());
    await act(() => result.current.mutateAsync({ projectId: 'p1', reason: 'Budget withdrawn' }));
    expect(rpc).toHaveBeenCalledWith('cancel_project', { p_project_id: 'p1', p_reason: 'Budget withdrawn' });
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([queryKeys.project('p1'), queryKeys.projectLists(), queryKeys.quotes('p1')]),
    );
    expect(changed).toEqual(['p1']);
  });

  it('throws the database’s refusal for the dialog to say', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: { message: 'Give the reason for cancelling.', code: '23514' },
    });
    const { result } = renderHook(() => useCancelProject());
    const refusal = await act(() =>
      result.current.mutateAsync({ projectId: 'p1', reason: ' ' }).catch((error: unknown) => error),
    );
    expect(refusal).toBeInstanceOf(DataError);
    expect((refusal as DataError).message).toBe('Give the reason for cancelling.');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROJECT_FILTERS } from '@brf/domain/projects';

const rpc = vi.fn();
const members = vi.fn();
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<typeof import('@brf/supabase/data')>()),
  getSupabase: () => ({
    rpc,
    from: (table: string) => ({
      select: () => ({ eq: (_column: string, userId: string) => ({ maybeSingle: () => members(table, userId) }) }),
    }),
  }),
}));
const { fetchProjectListPage } = await import('./list-projects.ts');

const board = (brfProfileId: string | null | undefined) => ({
  userId: 'u1',
  filters: { ...DEFAULT_PROJECT_FILTERS },
  isProvider: false,
  brfProfileId,
});
const row = { id: 'p1', title: 'Stambyte', total_count: 1 };

describe("a board's project list", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    rpc.mockReset();
    members.mockReset();
  });

  it('is one call when the session knows the board', async () => {
    rpc.mockResolvedValue({ data: [row], error: null });
    expect(await fetchProjectListPage(board('brf-1'), 0)).toEqual({ rows: [row], total: 1 });
    expect(members).not.toHaveBeenCalled();
  });

  it("reads the board if the session cannot tell; logs 'Error fetching BRF profile: ...' if that fails", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    members.mockResolvedValue({ data: null, error: { message: 'Simulated outage', code: '57000' } });
    await expect(fetchProjectListPage(board(null), 0)).rejects.toThrow('Error fetching BRF profile: Simulated outage');
    expect(members).toHaveBeenCalledWith('brf_members', 'u1');
    expect(errors).toHaveBeenCalledWith('[mf-projects] Error fetching BRF profile: Simulated outage');
    expect(rpc).not.toHaveBeenCalled();
  });

  it('has nothing to list for a user without a board (the no-row answer is no error)', async () => {
    members.mockResolvedValue({ data: null, error: null });
    expect(await fetchProjectListPage(board(null), 0)).toEqual({ rows: [], total: 0 });
    expect(rpc).not.toHaveBeenCalled();
  });

  it('lists the board once the read finds it', async () => {
    members.mockResolvedValue({ data: { brf_id: 'brf-1' }, error: null });
    rpc.mockResolvedValue({ data: [row], error: null });
    expect(await fetchProjectListPage(board(null), 0)).toEqual({ rows: [row], total: 1 });
  });
});

import { describe, expect, it, vi } from 'vitest';

const rpc = vi.fn();
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<typeof import('@brf/supabase/data')>()),
  getSupabase: () => ({ rpc }),
}));
const { createProject } = await import('./create-project.ts');

describe('createProject', () => {
  it('creates the project with its request terms in the one create_project call', async () => {
    rpc.mockResolvedValue({ data: { id: 'p1' }, error: null });
    const deadline = new Date('2099-05-17T10:00:00Z');
    const outcome = await createProject({
      values: {
        title: 'Nytt tak',
        description: 'Byt taket på hus A.',
        submission_deadline: deadline,
        max_bids: 4,
        service_categories: ['c1'],
        show_winner_publicly: false,
        viewing_dates: [],
        address: null,
        sealed_bids: true,
        required_quote_terms: ['valid_until', 'hourly_rate'],
        budget: null,
      },
      files: [],
      userId: 'u1',
      onFileProgress: vi.fn(),
    });
    expect(outcome).toEqual({ project: { id: 'p1' }, failedFiles: [], budgetFailed: false });
    expect(rpc).toHaveBeenCalledWith('create_project', {
      p_title: 'Nytt tak',
      p_description: 'Byt taket på hus A.',
      p_submission_deadline: deadline.toISOString(),
      p_category_ids: ['c1'],
      p_max_bids: 4,
      p_show_winner_publicly: false,
      p_viewing_dates: [],
      p_address: undefined,
      p_sealed_bids: true,
      p_required_quote_terms: ['valid_until', 'hourly_rate'],
    });
  });

  it("sets the board's budget with its basis after the project, and says when only the budget failed", async () => {
    const values = {
      title: 'Stambyte 48 lägenheter',
      description: 'Stambyte i hus A och B.',
      submission_deadline: new Date('2099-05-17T10:00:00Z'),
      max_bids: 5,
      service_categories: ['c1'],
      show_winner_publicly: false,
      viewing_dates: [],
      address: null,
      sealed_bids: true,
      required_quote_terms: [],
      budget: { amount: 4_200_000, price_basis: 'excl_vat' as const },
    };
    rpc.mockReset();
    rpc.mockResolvedValueOnce({ data: { id: 'p2' }, error: null }).mockResolvedValueOnce({ data: [], error: null });
    const stored = await createProject({ values, files: [], userId: 'u1', onFileProgress: vi.fn() });
    expect(stored.budgetFailed).toBe(false);
    expect(rpc).toHaveBeenLastCalledWith('set_project_budget', {
      p_project_id: 'p2',
      p_amount: 4_200_000,
      p_price_basis: 'excl_vat',
    });

    rpc.mockReset();
    rpc
      .mockResolvedValueOnce({ data: { id: 'p3' }, error: null })
      .mockResolvedValueOnce({ data: null, error: { message: 'Service unavailable', code: '57000' } });
    const refused = await createProject({ values, files: [], userId: 'u1', onFileProgress: vi.fn() });
    expect(refused).toEqual({ project: { id: 'p3' }, failedFiles: [], budgetFailed: true });
  });
});

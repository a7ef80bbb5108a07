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
      },
      files: [],
      userId: 'u1',
      onFileProgress: vi.fn(),
    });
    expect(outcome).toEqual({ project: { id: 'p1' }, failedFiles: [] });
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
});

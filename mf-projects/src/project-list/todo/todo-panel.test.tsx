import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { viewerOf, type SessionUser, type Viewer } from '@brf/supabase/session';
import { resetQueryClientForTests } from '@brf/supabase/data';

let viewer: Viewer;
const rpc = vi.fn();
vi.mock('@brf/supabase/session', async (original) => ({
  ...(await original<object>()),
  useViewer: () => viewer,
}));
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<object>()),
  getSupabase: () => ({ rpc }),
}));
const { TodoPanel } = await import('./todo-panel.tsx');

const as = (organizationType: SessionUser['organizationType'], role?: string) =>
  viewerOf({ user: { id: 'u1', organizationType, role } as SessionUser, aal: 'aal1', loading: false });

const show = () =>
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <TodoPanel />
      </Suspense>
    </MemoryRouter>,
  );

beforeEach(() => {
  rpc.mockReset();
  resetQueryClientForTests();
});
afterEach(() => vi.restoreAllMocks());

describe('the to-do panel', () => {
  it('asks my_todo for the signed-in board and shows what waits', async () => {
    viewer = as('brf');
    rpc.mockResolvedValue({
      data: [{ kind: 'new_quotes', project_id: 'p1', title: 'Stambyte', count: 2, at: '2026-11-20T10:00:00Z' }],
      error: null,
    });
    show();
    const link = await screen.findByRole('link', { name: '2 new quotes on "Stambyte"' });
    expect(link.getAttribute('href')).toBe('/projects/p1#quotes');
    expect(rpc).toHaveBeenCalledWith('my_todo');
  });

  it('shows nothing and logs when the read fails', async () => {
    viewer = as('service_provider');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rpc.mockResolvedValue({ data: null, error: { message: 'boom', code: '42501' } });
    const { container } = show();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('[mf-projects] the to-do could not be loaded', expect.anything()),
    );
    expect(container.innerHTML).toBe('');
  });

  it('asks nothing for someone who is neither a board nor a provider', async () => {
    viewer = as(null as unknown as SessionUser['organizationType'], 'admin');
    const { container } = show();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rpc).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { routeFor } from './route-preload.ts';

describe('the route a boot-time preload picks', () => {
  it('matches as <Routes> does: a static segment before a parameter', () => {
    expect(routeFor('/projects/create')?.route.page.module).toBe('CreateProjectPage');
    expect(routeFor('/projects/8a6e0804-2bd0-4672-b79d-d97027f9071a')).toMatchObject({
      route: { page: { module: 'ProjectDetailPage' } },
      params: { id: '8a6e0804-2bd0-4672-b79d-d97027f9071a' },
    });
    expect(routeFor('/projects')?.route.page.module).toBe('ProjectListPage');
  });

  it('an unknown address has no route (nothing is preloaded)', () => {
    expect(routeFor('/no-such-page')).toBeNull();
  });
});

describe('a boot-time preload of /projects/:id', () => {
  it("fetches the page and this viewer's slots, but not an idle slot (the message board)", async () => {
    vi.resetModules();
    const prefetchExposed = vi.fn(async () => undefined);
    vi.doMock('../remotes/federation.ts', () => ({ prefetchExposed }));
    vi.doMock('@brf/supabase/session', () => ({
      settledSession: async () => ({ user: { organizationType: 'brf', role: null }, aal: 'aal1' }),
    }));
    vi.doMock('@brf/supabase', () => ({}));
    const { preloadRoute } = await import('./route-preload.ts');

    preloadRoute('/projects/8a6e0804-2bd0-4672-b79d-d97027f9071a');

    await vi.waitFor(() => expect(prefetchExposed).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const fetched = prefetchExposed.mock.calls.map((call) => (call as unknown as [{ module: string }])[0].module);
    expect(fetched).toEqual(['ProjectDetailPage', 'QuotesSection']);
  });
});

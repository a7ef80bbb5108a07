import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resetQueryClientForTests } from '@brf/supabase/data';
import { viewerOf, type Viewer } from '@brf/supabase/session';

let viewer: Viewer;
const rpc = vi.fn();
const from = vi.fn();
vi.mock('@brf/supabase/session', async (original) => ({
  ...(await original<object>()),
  useViewer: () => viewer,
}));
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<object>()),
  getSupabase: () => ({ rpc, from }),
  useServiceCategories: () => ({ data: [] }),
}));
const { default: ProjectListPage } = await import('./project-list-page.tsx');

describe('/projects', () => {
  afterEach(() => resetQueryClientForTests());

  it("says 'You are not logged in.' to a visitor without a user, and reads nothing", async () => {
    viewer = viewerOf({ user: null, aal: null, loading: false });
    render(
      <MemoryRouter initialEntries={['/projects']}>
        <Suspense fallback={null}>
          <ProjectListPage />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByText('You are not logged in.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create New Project' })).toBeNull();
    expect(rpc).not.toHaveBeenCalled();
    expect(from).not.toHaveBeenCalled();
  });

  it('says nothing of it while the session is still being worked out', async () => {
    viewer = viewerOf({ user: null, aal: null, loading: true });
    render(
      <MemoryRouter initialEntries={['/projects']}>
        <Suspense fallback={null}>
          <ProjectListPage />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeTruthy();
    expect(screen.queryByText('You are not logged in.')).toBeNull();
  });
});

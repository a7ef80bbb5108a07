import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resetQueryClientForTests } from '@brf/supabase/data';
import { viewerOf, type SessionUser, type Viewer } from '@brf/supabase/session';

// The board's projects are created by its chair and members; a deputy or an observer reads them
// (decision 0024). The reader's role is the database's row in brf_members.
let viewer: Viewer;
let role: string;
const rpc = vi.fn(async () => ({ data: [], error: null }));
const from = vi.fn(() => {
  const query = {
    select: () => query,
    eq: () => query,
    maybeSingle: async () => ({ data: { role, brf_id: 'brf-1' }, error: null }),
  };
  return query;
});
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

const boardMember = (as: string) => {
  role = as;
  viewer = viewerOf({
    user: { id: 'u1', organizationType: 'brf', profileId: 'brf-1' } as SessionUser,
    aal: 'aal1',
    loading: false,
  });
  render(
    <MemoryRouter initialEntries={['/projects']}>
      <Suspense fallback={null}>
        <ProjectListPage />
      </Suspense>
    </MemoryRouter>,
  );
};

describe('who is offered to create a project', () => {
  afterEach(() => resetQueryClientForTests());

  it('the chair and a member: in the header and in the welcome of a board without projects', async () => {
    boardMember('member');
    expect(await screen.findByRole('link', { name: 'Create your first project' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create New Project' }).getAttribute('href')).toBe('/projects/create');
  });

  it('not a deputy: it is told who creates the projects instead', async () => {
    boardMember('deputy');
    expect(
      await screen.findByText(
        "Your chair or a board member creates the association's projects; you will find them here.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create New Project' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create your first project' })).toBeNull();
  });

  it('not an observer', async () => {
    boardMember('observer');
    expect(await screen.findByRole('heading', { name: 'Welcome! Your association has no projects yet' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create New Project' })).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resetQueryClientForTests } from '@brf/supabase/data';
import { viewerOf, type SessionUser, type Viewer } from '@brf/supabase/session';

let viewer: Viewer;
let role: string;
const query = {
  select: () => query,
  eq: () => query,
  maybeSingle: async () => ({ data: { role }, error: null }),
  single: async () => ({ data: null, error: null }),
};
vi.mock('@brf/supabase/session', async (original) => ({
  ...(await original<object>()),
  useViewer: () => viewer,
}));
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<object>()),
  getSupabase: () => ({ rpc: async () => ({ data: null, error: null }), from: () => query }),
  useServiceCategories: () => ({ data: [] }),
}));
const { default: CreateProjectPage } = await import('./create-project-page.tsx');

const open = (as: string) => {
  role = as;
  viewer = viewerOf({
    user: { id: 'u1', organizationType: 'brf', profileId: 'brf-1' } as SessionUser,
    aal: 'aal1',
    loading: false,
  });
  render(
    <MemoryRouter initialEntries={['/projects/create']}>
      <Suspense fallback={null}>
        <CreateProjectPage />
      </Suspense>
    </MemoryRouter>,
  );
};

describe('/projects/create for a member of the board who does not create projects', () => {
  afterEach(() => resetQueryClientForTests());

  it('a deputy is told who creates them and where to go, and given no form the database would refuse', async () => {
    open('deputy');
    expect(
      await screen.findByText(
        'Only the chair and the members of the board create projects, not deputies or observers. Ask your chair or ' +
          'a board member to create it: you will find it among the projects, and you can follow its quotes there.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the projects' }).getAttribute('href')).toBe('/projects');
    expect(screen.queryByRole('textbox', { name: /Title/ })).toBeNull();
  });

  it('a member gets the form', async () => {
    open('member');
    expect(await screen.findByRole('textbox', { name: /Title/ })).toBeTruthy();
    expect(screen.queryByText(/not deputies or observers/)).toBeNull();
  });
});

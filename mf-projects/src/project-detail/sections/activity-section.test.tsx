import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@brf/i18n';
import { viewerOf, type SessionUser, type Viewer } from '@brf/supabase/session';
import { resetQueryClientForTests } from '@brf/supabase/data';
import type { ProjectDetail } from '../api/project.ts';

let viewer: Viewer;
let project: ProjectDetail;
type Result = { data: unknown; error: unknown };
let activity: () => Result;
const tables: string[] = [];
const calls: Array<[string, unknown[]]> = [];

/** A query builder that takes any chain and answers with the table's rows (none but the activity). */
function builder(table: string) {
  tables.push(table);
  const chain: object = new Proxy(
    {},
    {
      get: (_, method) =>
        method === 'then'
          ? (resolve: (value: Result) => unknown, reject: (error: unknown) => unknown) =>
              Promise.resolve(table === 'project_activity' ? activity() : { data: [], error: null }).then(
                resolve,
                reject,
              )
          : (...args: unknown[]) => {
              if (table === 'project_activity') calls.push([String(method), args]);
              return chain;
            },
    },
  );
  return chain;
}

vi.mock('@brf/supabase/session', async (original) => ({
  ...(await original<object>()),
  useViewer: () => viewer,
}));
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<object>()),
  getSupabase: () => ({ from: builder }),
}));
vi.mock('../api/project.ts', () => ({
  useProject: () => ({ isPending: false, isError: false, isSuccess: true, data: project }),
  prefetchProject: () => Promise.resolve(),
}));
vi.mock('../header/follow-button.tsx', () => ({ FollowButton: () => null }));
const { default: ProjectDetailPage } = await import('../project-detail-page.tsx');

const as = (organizationType: SessionUser['organizationType'], role?: string, aal: 'aal1' | 'aal2' = 'aal1') =>
  viewerOf({ user: { id: 'u1', organizationType, role } as SessionUser, aal, loading: false });

const projectWith = (myRole: string | null) =>
  ({
    id: 'p1',
    title: 'Stambyte',
    status: 'open',
    submission_deadline: '2099-01-01T11:00:00Z',
    description: 'Byte av stammar i hus A.',
    max_bids: null,
    my_role: myRole,
    categories: [],
    brf_organization_name: 'BRF Eken',
    brf_city: 'Uppsala',
    winning_service_provider_id: null,
  }) as unknown as ProjectDetail;

const ROWS = [
  {
    id: 'a3',
    actor_name: 'Anna Berg',
    action: 'edited',
    details: { fields: ['title', 'submission_deadline'] },
    created_at: '2026-03-02T09:30:00Z',
  },
  { id: 'a2', actor_name: null, action: 'archived', details: {}, created_at: '2026-03-01T23:00:00Z' },
  { id: 'a1', actor_name: 'Anna Berg', action: 'reopened', details: {}, created_at: '2026-02-01T08:00:00Z' },
];

const AWARD_ROWS = [
  {
    id: 'b6',
    actor_name: 'Karin Lund',
    action: 'awarded',
    details: { provider: 'Rör AB', amount: 850000, stood_aside: ['Per Ek'] },
    created_at: '2026-03-05T10:00:00Z',
  },
  {
    id: 'b5',
    actor_name: 'Karin Lund',
    action: 'confirmed',
    details: { proposed_by: 'Olle Berg' },
    created_at: '2026-03-05T10:00:00Z',
  },
  {
    id: 'b4',
    actor_name: 'Olle Berg',
    action: 'proposed',
    details: { provider: 'Rör AB', amount: 850000, reason: 'Lägst pris och bäst referenser' },
    created_at: '2026-03-04T10:00:00Z',
  },
  {
    id: 'b3',
    actor_name: 'Olle Berg',
    action: 'withdrawn',
    details: { proposed_by: 'Olle Berg' },
    created_at: '2026-03-03T10:00:00Z',
  },
  {
    id: 'b2',
    actor_name: 'Per Ek',
    action: 'declared',
    details: { conflicts: ['Rör AB'] },
    created_at: '2026-03-02T10:00:00Z',
  },
  {
    id: 'b1',
    actor_name: 'Karin Lund',
    action: 'declared',
    details: { conflicts: [] },
    created_at: '2026-03-01T10:00:00Z',
  },
];

/** An entry's text after its time, sv-SE's non-breaking spaces written as plain ones. */
const textOf = (item: HTMLElement) => item.textContent?.replace(/^.*?\d{2}:\d{2}/, '').replaceAll('\u00a0', ' ');

const show = () =>
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <ProjectDetailPage
          projectId="p1"
          slots={{ headerAction: null, quotes: null, yourQuote: null, messages: null }}
        />
      </Suspense>
    </MemoryRouter>,
  );

beforeEach(() => {
  resetQueryClientForTests();
  tables.length = 0;
  calls.length = 0;
  activity = () => ({ data: ROWS, error: null });
});

describe("the project's activity", () => {
  afterAll(async () => await setLanguage('en', { remember: false }));

  it('is not shown, nor read, for a reader without a role on the board', async () => {
    viewer = as('brf');
    project = projectWith(null);
    show();
    expect(await screen.findByRole('heading', { name: 'Stambyte' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Activity' })).toBeNull();
    expect(tables).not.toContain('project_activity');
  });

  it('is shown to a deputy: newest 50, each with its time, who and what', async () => {
    viewer = as('brf');
    project = projectWith('deputy');
    show();
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Activity' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/^.*?\d{2}:\d{2}/, ''))).toEqual([
      'Anna Berg changed the title and the submission deadline',
      'BRF Marketplace archived the project',
      'Anna Berg reopened',
    ]);
    expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-02T09:30:00Z');
    expect(items[2]!.querySelector('code')?.textContent).toBe('reopened');
    expect(calls).toEqual(
      expect.arrayContaining([
        ['eq', ['project_id', 'p1']],
        ['order', ['created_at', { ascending: false }]],
        ['limit', [50]],
      ]),
    );
  });

  it('tells the declarations of interest and the two-person award, in English and Swedish', async () => {
    viewer = as('brf');
    project = projectWith('member');
    activity = () => ({ data: AWARD_ROWS, error: null });
    show();
    const region = await screen.findByRole('region', { name: 'Activity' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map(textOf)).toEqual([
      'Karin Lund awarded the project to Rör AB for 1 062 500 kr incl. VAT (850 000 kr excl.). Stood aside: Per Ek',
      'Karin Lund confirmed the award proposed by Olle Berg',
      'Olle Berg proposed awarding Rör AB: "Lägst pris och bäst referenser"',
      'Olle Berg withdrew the award proposal',
      'Per Ek declared a conflict of interest with Rör AB (stood aside)',
      'Karin Lund declared no conflict of interest',
    ]);
    cleanup();
    await setLanguage('sv', { remember: false });
    show();
    const swedish = await screen.findByRole('region', { name: 'Händelser' });
    expect((await within(swedish).findAllByRole('listitem')).map(textOf)).toEqual([
      'Karin Lund tilldelade projektet till Rör AB för 1 062 500 kr inkl. moms (850 000 kr exkl.). ' +
        'Avstod på grund av jäv: Per Ek',
      'Karin Lund bekräftade tilldelningen som Olle Berg föreslog',
      'Olle Berg föreslog att projektet tilldelas Rör AB: "Lägst pris och bäst referenser"',
      'Olle Berg drog tillbaka förslaget till tilldelning',
      'Per Ek anmälde jäv mot Rör AB och avstod från beslutet',
      'Karin Lund anmälde inget jäv',
    ]);
    await setLanguage('en', { remember: false });
  });

  it("names a member who deleted the account 'Deleted user', and the marketplace's own changes as before", async () => {
    viewer = as('brf');
    project = projectWith('member');
    // after the erasure (issue 31) the rows keep the act without the name
    activity = () => ({
      data: [
        { ...AWARD_ROWS[2], actor_name: null },
        {
          id: 'a1',
          actor_name: null,
          action: 'edited',
          details: { fields: ['title'], actor_deleted: true },
          created_at: '2026-03-02T10:00:00Z',
        },
        { id: 'a0', actor_name: null, action: 'archived', details: {}, created_at: '2026-03-01T10:00:00Z' },
      ],
      error: null,
    });
    show();
    const region = await screen.findByRole('region', { name: 'Activity' });
    expect((await within(region).findAllByRole('listitem')).map(textOf)).toEqual([
      'Deleted user proposed awarding Rör AB: "Lägst pris och bäst referenser"',
      'Deleted user changed the title',
      'BRF Marketplace archived the project',
    ]);
  });

  it('is shown to an admin, in Swedish, and says when nothing has happened', async () => {
    await setLanguage('sv', { remember: false });
    viewer = as(null as unknown as SessionUser['organizationType'], 'admin', 'aal2');
    project = projectWith(null);
    activity = () => ({ data: [], error: null });
    show();
    const region = await screen.findByRole('region', { name: 'Händelser' });
    expect(await within(region).findByText('Inget har hänt ännu.')).toBeTruthy();
    await setLanguage('en', { remember: false });
  });

  it('offers a retry when the log could not be read', async () => {
    viewer = as('brf');
    project = projectWith('observer');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    activity = () => ({ data: null, error: { message: 'boom', code: 'XX000' } });
    show();
    const region = await screen.findByRole('region', { name: 'Activity' });
    const retry = await within(region).findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(within(region).getByText('The activity could not be loaded.')).toBeTruthy();
    activity = () => ({ data: ROWS, error: null });
    await userEvent.setup().click(retry);
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
  });
});

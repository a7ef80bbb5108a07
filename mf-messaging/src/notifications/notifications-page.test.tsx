import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@brf/i18n';
import { resetQueryClientForTests } from '@brf/supabase/data';
import { viewerOf, type SessionUser } from '@brf/supabase/session';
import type { NotificationRow } from './api/notification-row.ts';

const stored: NotificationRow = {
  id: 'n1',
  user_id: 'u1',
  type: 'new_message',
  message: 'You have a new reply in your project.',
  params: { variant: 'projectOwner' },
  project_id: 'p-1',
  quote_id: null,
  read: false,
  created_at: '2026-11-26T13:05:00Z',
  projects: { title: 'Stambyte' },
};

type Answer = { data: unknown; error: unknown };

/** A query builder as supabase-js gives one: filters chain, awaiting it answers. */
function answering(result: () => Answer | Promise<Answer>) {
  const chain = () => builder;
  const builder = Object.assign(Promise.resolve().then(result), { eq: chain, order: chain, limit: chain });
  return builder;
}

const updates: unknown[] = [];
let reads = 0;
const supabase = {
  from: () => ({
    // the first read answers; the refetch after the change is still on its way when the test looks
    select: () =>
      answering(() => (reads++ === 0 ? { data: [{ ...stored }], error: null } : new Promise<Answer>(() => {}))),
    update: (values: unknown) => {
      updates.push(values);
      return answering(() => ({ data: null, error: { message: 'Simulated outage', code: '57000' } }));
    },
  }),
};
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<typeof import('@brf/supabase/data')>()),
  getSupabase: () => supabase,
  subscribeToChanges: () => () => undefined,
}));
const viewer = viewerOf({
  user: { id: 'u1', organizationType: 'brf' } as SessionUser,
  aal: 'aal1',
  loading: false,
});
vi.mock('@brf/supabase/session', async (original) => ({
  ...(await original<object>()),
  useViewer: () => viewer,
}));
const { default: NotificationsPage } = await import('./notifications-page.tsx');

describe('/notifications', () => {
  beforeAll(async () => await setLanguage('en', { remember: false }));
  afterEach(() => {
    cleanup();
    resetQueryClientForTests();
    vi.restoreAllMocks();
  });

  it('a mark-as-read that fails is logged on the console and changes nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/notifications']}>
        <Suspense fallback={null}>
          <NotificationsPage />
        </Suspense>
      </MemoryRouter>,
    );
    const unread = await screen.findByRole('list', { name: 'Unread notifications' });
    expect(within(unread).getByText(stored.message)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: `Mark as read: ${stored.message}` }));

    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        '[mf-messaging] notification change failed',
        expect.objectContaining({ message: 'Simulated outage' }),
      ),
    );
    expect(updates).toEqual([{ read: true }]);
    const still = screen.getByRole('list', { name: 'Unread notifications' });
    expect(within(still).getByText(stored.message)).toBeTruthy();
    expect(screen.getByTestId('unread-count').textContent).toBe('1');
    expect(screen.queryByRole('button', { name: /Read notifications/ })).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { SessionUser } from '@brf/contracts';

/** Modules whose load the test holds back (the id's module name -> its release). */
const heldBack = new Map<string, Promise<void>>();
const loadRemote = vi.fn(async (id: string) => {
  await heldBack.get(id.split('/')[1]!);
  return {
    // the page lays out whatever slots the shell hands it; a slot shows its module's name
    default: ({ slots }: { slots?: Record<string, ReactNode> }) =>
      id.endsWith('/ProjectDetailPage') ? (
        <div>
          {Object.entries(slots ?? {}).map(([name, slot]) => (
            <section key={name} aria-label={name}>
              {slot}
            </section>
          ))}
        </div>
      ) : (
        <p>{id}</p>
      ),
  };
});
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote }));

type Viewer = Parameters<typeof signedIn>;

function signedIn(
  organizationType: SessionUser['organizationType'],
  role: string | null = null,
  aal: 'aal1' | 'aal2' = 'aal1',
) {
  const user: SessionUser = {
    id: 'u-1',
    email: 'styrelsen@brf.se',
    emailConfirmed: true,
    firstName: 'Anna',
    lastName: 'Berg',
    organizationType,
    role,
    phone: null,
    registrationStep: 'organization_completed',
    profileId: 'p-1',
  };
  return { user, aal, loading: false };
}

/** A fresh page (no module loaded yet) for this viewer: which modules it fetched and which slots it laid out. */
async function slotsShownOnDetailPage(...viewer: Viewer) {
  cleanup();
  vi.resetModules();
  loadRemote.mockClear();
  const { useSessionStore } = await import('@brf/supabase/session');
  const { GuardedPage } = await import('./guarded-page.tsx');
  const { routeTable } = await import('./route-table.ts');
  const detail = routeTable.find((route) => route.path === '/projects/:id')!;
  useSessionStore.getState().setSession(signedIn(...viewer));
  render(
    <MemoryRouter initialEntries={['/projects/p-42']}>
      <Routes>
        <Route path={detail.path} element={<GuardedPage route={detail} />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByText('mf_messaging/ProjectMessages');
  const fetched = loadRemote.mock.calls.map(([id]) => id.split('/')[1]).sort();
  const laidOut = screen
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-label'))
    .sort();
  return { fetched: [...new Set(fetched)], laidOut };
}

describe('the slots of a page', () => {
  it('are neither fetched nor laid out for the wrong viewer: a BRF gets the quotes, not Send Quote', async () => {
    await expect(slotsShownOnDetailPage('brf')).resolves.toEqual({
      fetched: ['ProjectDetailPage', 'ProjectMessages', 'QuotesSection'],
      laidOut: ['messages', 'quotes'],
    });
  });

  it('a provider gets Send Quote and Your Quote, not the quotes section', async () => {
    await expect(slotsShownOnDetailPage('service_provider')).resolves.toEqual({
      fetched: ['ProjectDetailPage', 'ProjectMessages', 'SendQuoteAction', 'YourQuote'],
      laidOut: ['headerAction', 'messages', 'yourQuote'],
    });
  });

  it('an admin gets the quotes section only after the second factor', async () => {
    await expect(slotsShownOnDetailPage(null, 'admin', 'aal2')).resolves.toMatchObject({
      laidOut: ['messages', 'quotes'],
    });
    await expect(slotsShownOnDetailPage(null, 'admin', 'aal1')).resolves.toMatchObject({ laidOut: ['messages'] });
  });
});

describe('an idle slot (the message board)', () => {
  it('is fetched only once the page and its other slots have rendered', async () => {
    let releaseQuotes: () => void = () => undefined;
    heldBack.set('QuotesSection', new Promise<void>((resolve) => (releaseQuotes = resolve)));
    try {
      const shown = slotsShownOnDetailPage('brf');
      await screen.findByRole('region', { name: 'quotes' });
      // the page is in and lays out both slots; the quotes section's code is still on its way
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(loadRemote.mock.calls.map(([id]) => id)).not.toContain('mf_messaging/ProjectMessages');
      expect(screen.getByRole('region', { name: 'messages' }).querySelector('[aria-busy="true"]')).not.toBeNull();

      releaseQuotes();
      await expect(shown).resolves.toMatchObject({ laidOut: ['messages', 'quotes'] });
      const order = loadRemote.mock.calls.map(([id]) => id.split('/')[1]);
      expect(order.at(-1)).toBe('ProjectMessages');
    } finally {
      heldBack.clear();
    }
  });
});

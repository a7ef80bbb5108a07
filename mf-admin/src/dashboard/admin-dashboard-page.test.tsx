import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { translate } from '@brf/i18n';
import { useSessionStore, type SessionUser } from '@brf/supabase/session';
import { adminCatalogue } from '../i18n.ts';
import AdminDashboardPage from './admin-dashboard-page.tsx';
import { actionText, resourceText } from './recent-activity/activity-text.ts';
import { GrowthChart } from './user-growth/growth-chart.tsx';

const DENIED = 'Access Denied: Admin privileges and MFA authentication required.';

function signIn(user: Partial<SessionUser> | null, aal: 'aal1' | 'aal2' = 'aal1') {
  useSessionStore.setState({
    loading: false,
    aal: user ? aal : null,
    user:
      user &&
      ({
        id: 'u1',
        email: 'a@brf.se',
        emailConfirmed: true,
        firstName: 'A',
        lastName: 'B',
        organizationType: null,
        role: null,
        ...user,
      } as SessionUser),
  });
}

const renderPage = () =>
  render(
    <Suspense fallback={null}>
      <AdminDashboardPage />
    </Suspense>,
  );

describe('the page itself refuses everyone but an admin at aal2', () => {
  it.each([
    ['nobody', null, 'aal1'],
    ['a BRF', { organizationType: 'brf' }, 'aal2'],
    ['a provider', { organizationType: 'service_provider' }, 'aal1'],
    ['an admin at aal1', { role: 'admin' }, 'aal1'],
  ] as const)("%s sees the spec's refusal and no panel", async (_who, user, aal) => {
    signIn(user, aal);
    const { container } = renderPage();
    expect(await screen.findByText(DENIED)).toBeTruthy();
    expect(container.querySelector('[data-panel]')).toBeNull();
  });
});

describe('audit entries in words', () => {
  const t = (key: string, values?: Record<string, string | number>) => translate(adminCatalogue, key, values);
  it('names the actions and resource types the database writes, and shows an unknown code as such', () => {
    expect(actionText(t, 'project_created')).toBe('Project created');
    expect(actionText(t, 'quote_submitted')).toBe('Quote submitted');
    expect(resourceText(t, 'service_provider_profile')).toBe('Service provider profile');
    expect(actionText(t, 'project_archived')).toBe('Other activity (project_archived)');
    expect(resourceText(t, 'invoice')).toBe('Other (invoice)');
  });
});

describe('the growth chart', () => {
  it('draws a stacked bar per day, labelled as one image, numbers by language', () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
      brfs: i === 29 ? 1200 : i % 3,
      service_providers: i % 2,
    }));
    const { container } = render(
      <GrowthChart days={days} width={600} language="sv" label="chart" brfLabel="BRF" providerLabel="Leverantörer" />,
    );
    const svg = screen.getByRole('img', { name: 'chart' });
    expect(svg.querySelectorAll('[data-day]')).toHaveLength(30);
    expect(container.textContent).toContain('30 nov.');
    expect(container.querySelector('[data-day="2026-11-30"] title')?.textContent).toBe(
      '30 nov. 2026: BRF 1\u00a0200, Leverantörer 1',
    );
  });
});

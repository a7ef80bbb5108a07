import { describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '@brf/domain/routes';
import { routeTable } from './route-table.ts';

describe('route table', () => {
  it('places every route of the shared list, in its order, with the owner laying out the page', () => {
    expect(routeTable.map((r) => r.path)).toEqual(SITE_ROUTES.map((r) => r.path));
    for (const [i, route] of SITE_ROUTES.entries()) expect(routeTable[i]!.page.remote).toBe(route.remote);
  });

  it("/projects/:id is mf-projects' page, named slots from mf-quotes and mf-messaging; :id becomes projectId", () => {
    const detail = routeTable.find((r) => r.path === '/projects/:id')!;
    expect(detail.page).toEqual({ remote: 'mf-projects', module: 'ProjectDetailPage' });
    expect(detail.params).toEqual({ id: 'projectId' });
    expect(detail.slots).toEqual({
      headerAction: { remote: 'mf-quotes', module: 'SendQuoteAction', for: ['service_provider'] },
      quotes: { remote: 'mf-quotes', module: 'QuotesSection', for: ['brf', 'admin'] },
      yourQuote: { remote: 'mf-quotes', module: 'YourQuote', for: ['service_provider'] },
      messages: { remote: 'mf-messaging', module: 'ProjectMessages', load: 'idle' },
    });
  });

  it('role guards: create project is BRF-only, submit quote provider-only', () => {
    expect(routeTable.find((r) => r.path === '/projects/create')!.guard).toBe('brf');
    expect(routeTable.find((r) => r.path === '/projects/:id/submit-quote')!.guard).toBe('provider');
    // the decision pack is for the board and admins: row security decides, not the organisation type
    expect(routeTable.find((r) => r.path === '/projects/:id/decision')!).toMatchObject({
      guard: 'general',
      page: { remote: 'mf-quotes', module: 'DecisionPackPage' },
      params: { id: 'projectId' },
    });
  });

  it('guards signed-in routes with the general guard and the dashboard with the admin guard', () => {
    expect(routeTable.find((r) => r.path === '/profile')!.guard).toBe('general');
    expect(routeTable.find((r) => r.path === '/admin/dashboard')!.guard).toBe('admin');
    expect(routeTable.find((r) => r.path === '/login')!.guard).toBe('public');
  });
});

import { describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '@brf/domain/routes';
import { routeTable } from './route-table.ts';

describe('route table', () => {
  it('places every route of the shared list, in its order, with the owner as the first region', () => {
    expect(routeTable.map((r) => r.path)).toEqual(SITE_ROUTES.map((r) => r.path));
    for (const [i, route] of SITE_ROUTES.entries()) expect(routeTable[i]!.regions[0]!.remote).toBe(route.remote);
  });

  it('guards signed-in routes with the general guard and the dashboard with the admin guard', () => {
    expect(routeTable.find((r) => r.path === '/profile')!.guard).toBe('general');
    expect(routeTable.find((r) => r.path === '/admin/dashboard')!.guard).toBe('admin');
    expect(routeTable.find((r) => r.path === '/login')!.guard).toBe('public');
  });
});

import { describe, expect, it } from 'vitest';
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

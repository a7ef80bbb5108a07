import { describe, expect, it } from 'vitest';
import { pageLayouts, routeProps, slotIsFor } from './page-layouts.ts';
import type { ProjectDetailSlots } from './exposed-modules.ts';

describe('page layouts', () => {
  it('turns route params into the props the page declares', () => {
    expect(routeProps('ProjectDetailPage', { id: 'p-42' })).toEqual({ projectId: 'p-42' });
    expect(routeProps('ReviewPage', { projectId: 'p-1', revieweeId: 'u-7', other: 'x' })).toEqual({
      projectId: 'p-1',
      revieweeId: 'u-7',
    });
    expect(routeProps('HomePage', { id: 'ignored' })).toEqual({});
  });

  it('/projects/:id names every slot its props type declares, filled by mf-quotes and mf-messaging', () => {
    const slots = pageLayouts.ProjectDetailPage!.slots!;
    const declared: Record<keyof ProjectDetailSlots, true> = {
      headerAction: true,
      quotes: true,
      yourQuote: true,
      messages: true,
    };
    expect(Object.keys(slots).sort()).toEqual(Object.keys(declared).sort());
    expect(slots.headerAction).toMatchObject({ remote: 'mf-quotes', module: 'SendQuoteAction' });
    expect(slots.messages).toEqual({ remote: 'mf-messaging', module: 'ProjectMessages', load: 'idle' });
  });

  it('gives Send Quote and Your Quote to providers, quotes to BRFs and admins at aal2, the board to all', () => {
    const slots = pageLayouts.ProjectDetailPage!.slots!;
    const brf = { organizationType: 'brf', role: null } as const;
    const provider = { organizationType: 'service_provider', role: null } as const;
    const admin = { organizationType: null, role: 'admin' };
    const shown = (user: Parameters<typeof slotIsFor>[1], aal: 'aal1' | 'aal2' | null = 'aal1') =>
      Object.keys(slots)
        .filter((name) => slotIsFor(slots[name]!, user, aal))
        .sort();
    expect(shown(brf)).toEqual(['messages', 'quotes']);
    expect(shown(provider)).toEqual(['headerAction', 'messages', 'yourQuote']);
    expect(shown(admin, 'aal2')).toEqual(['messages', 'quotes']);
    expect(shown(admin, 'aal1')).toEqual(['messages']);
    expect(shown(null, null)).toEqual(['messages']);
  });
});

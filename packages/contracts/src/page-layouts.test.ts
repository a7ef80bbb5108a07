import { describe, expect, it } from 'vitest';
import { pageLayouts, routeProps } from './page-layouts.ts';
import type { ProjectDetailSlots } from './exposed-modules.ts';

describe('page layouts', () => {
  it('turns route params into the props the page declares', () => {
    expect(routeProps('ProjectDetailPage', { id: 'p-42' })).toEqual({ projectId: 'p-42' });
    expect(routeProps('ReviewPage', { projectId: 'p-1', revieweeId: 'u-7', other: 'x' })).toEqual({ projectId: 'p-1', revieweeId: 'u-7' });
    expect(routeProps('HomePage', { id: 'ignored' })).toEqual({});
  });

  it('/projects/:id names every slot its props type declares, filled by mf-quotes and mf-messaging', () => {
    const slots = pageLayouts.ProjectDetailPage!.slots!;
    const declared: Record<keyof ProjectDetailSlots, true> = { headerAction: true, quotes: true, yourQuote: true, messages: true };
    expect(Object.keys(slots).sort()).toEqual(Object.keys(declared).sort());
    expect(slots.headerAction).toEqual({ remote: 'mf-quotes', module: 'SendQuoteAction' });
    expect(slots.messages).toEqual({ remote: 'mf-messaging', module: 'ProjectMessages' });
  });
});

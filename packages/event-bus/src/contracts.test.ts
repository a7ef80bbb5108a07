import { afterEach, describe, expect, it, vi } from 'vitest';
import { events, type EventName } from '@brf/contracts';
import { exampleSessionUser } from '@brf/contracts/fixtures';
import { resetEventBusForTests, createEventBus } from './index.ts';

afterEach(() => {
  resetEventBusForTests();
  vi.restoreAllMocks();
});

const user = exampleSessionUser;

/**
 * Per event: a payload as a sender of an older contract version sends it (or v1 for events at
 * v1), the same from a newer sender with a field this build does not know, and a wrong payload.
 */
const cases: Record<EventName, { older: object; wrong: object }> = {
  toast: { older: { type: 'success', message: 'Saved' }, wrong: { type: 'fatal', message: 'Saved' } },
  // v1 had no registrationStep / profileId
  session: { older: { user, aal: 'aal1', loading: false }, wrong: { user: { id: 7 }, aal: 'aal1', loading: false } },
  'notifications.changed': { older: { userId: 'u1' }, wrong: { userId: 42 } },
  'profile.updated': { older: { profileType: 'brf', userId: 'u1' }, wrong: { profileType: 'admin', userId: 'u1' } },
  'project.changed': { older: { projectId: 'p1' }, wrong: { id: 'p1' } },
  'project.awarded': { older: { projectId: 'p1', quoteId: 'q1', providerId: 's1' }, wrong: { projectId: 'p1' } },
  'quote.submitted': { older: { projectId: 'p1', quoteId: 'q1' }, wrong: { projectId: 'p1', quoteId: '' } },
  // v1 carried only projectId
  'quote.changed': { older: { projectId: 'p1' }, wrong: { projectId: 'p1', change: 'deleted' } },
  'message.posted': { older: { projectId: 'p1', messageId: 'm1' }, wrong: { projectId: 'p1', messageId: null } },
};

/** What a sender with another copy of the bus puts on the shared channel, unchecked. */
function sendRaw(event: string, payload: unknown, sender: string) {
  const channel = (globalThis as Record<symbol, { listeners: Map<string, Set<(p: unknown, s: string) => void>> }>)[
    Symbol.for('brf.event-bus.v1')
  ];
  for (const listener of channel.listeners.get(event) ?? []) listener(payload, sender);
}

describe.each(Object.entries(cases) as Array<[EventName, { older: object; wrong: object }]>)(
  'contract of "%s"',
  (event, { older, wrong }) => {
    it('a payload of an older version still parses', () => {
      const handler = vi.fn();
      createEventBus('shell').on(event, handler);
      sendRaw(event, { ...older, v: Math.max(1, events[event].version - 1) }, 'mf-old');
      expect(handler).toHaveBeenCalledTimes(1);
      expect(handler.mock.calls[0][0]).toMatchObject(older);
      expect(handler.mock.calls[0][1]).toBe('mf-old');
    });

    it('a payload of a newer version with an unknown field still parses (the field is ignored)', () => {
      const handler = vi.fn();
      createEventBus('shell').on(event, handler);
      sendRaw(event, { ...older, v: events[event].version + 1, addedLater: { any: 'thing' } }, 'mf-new');
      expect(handler).toHaveBeenCalledTimes(1);
      expect(handler.mock.calls[0][0]).toMatchObject(older);
      expect(handler.mock.calls[0][0]).not.toHaveProperty('addedLater');
    });

    it('a wrong payload is dropped with a console error naming the event and the sender', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const handler = vi.fn();
      createEventBus('shell').on(event, handler);
      sendRaw(event, { ...wrong, v: events[event].version }, 'mf-broken');
      expect(handler).not.toHaveBeenCalled();
      expect(error).toHaveBeenCalledTimes(1);
      expect(error.mock.calls[0][0]).toContain(`invalid payload for "${event}" from mf-broken`);
    });
  },
);

describe('stamping', () => {
  it("every emitted payload carries the sender build's contract version", () => {
    const seen: unknown[] = [];
    const channel = () =>
      (globalThis as Record<symbol, { listeners: Map<string, Set<(p: unknown) => void>> }>)[
        Symbol.for('brf.event-bus.v1')
      ];
    createEventBus('shell').on('quote.changed', () => {});
    channel()
      .listeners.get('quote.changed')!
      .add((payload) => seen.push(payload));
    createEventBus('mf-quotes').emit('quote.changed', { projectId: 'p1', quoteId: 'q1', change: 'starred' });
    expect(seen).toEqual([{ projectId: 'p1', quoteId: 'q1', change: 'starred', v: events['quote.changed'].version }]);
  });
});

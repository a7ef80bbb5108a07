import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus, resetEventBusForTests } from './index.ts';

afterEach(() => {
  resetEventBusForTests();
  vi.restoreAllMocks();
});

const anonymous = { user: null, aal: null, loading: false } as const;

describe('event bus', () => {
  it('delivers a valid payload with its sender', () => {
    const shell = createEventBus('shell');
    const projects = createEventBus('mf-projects');
    const seen: unknown[] = [];
    shell.on('toast', (payload, sender) => seen.push([payload, sender]));
    projects.emit('toast', { type: 'success', message: 'Project created' });
    expect(seen).toEqual([[{ type: 'success', message: 'Project created' }, 'mf-projects']]);
  });

  it('drops an invalid payload with a console error naming the event and the sender', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = vi.fn();
    createEventBus('shell').on('toast', handler);
    createEventBus('mf-quotes').emit('toast', { type: 'fatal', message: 'x' } as never);
    expect(handler).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toContain('invalid payload for "toast" from mf-quotes');
  });

  it('rejects a payload on delivery too, so an older sender fails loudly at the receiver', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = vi.fn();
    createEventBus('shell').on('project.changed', handler);
    // bypass the sender-side check as a foreign copy of the bus would
    const channel = (globalThis as Record<symbol, { listeners: Map<string, Set<(p: unknown, s: string) => void>> }>)[
      Symbol.for('brf.event-bus.v1')
    ];
    for (const listener of channel.listeners.get('project.changed')!) listener({ id: 7 }, 'mf-old');
    expect(handler).not.toHaveBeenCalled();
    expect(error.mock.calls[0][0]).toContain('invalid payload for "project.changed" from mf-old');
  });

  it('replays the last session to a late subscriber', () => {
    const shell = createEventBus('shell');
    shell.emit('session', { user: null, aal: null, loading: true });
    shell.emit('session', anonymous);
    const late = vi.fn();
    createEventBus('mf-admin').on('session', late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith(anonymous, 'shell');
  });

  it('does not replay events that fire many times', () => {
    createEventBus('mf-messaging').emit('notifications.changed', { userId: 'u1' });
    const late = vi.fn();
    createEventBus('shell').on('notifications.changed', late);
    expect(late).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus('shell');
    const handler = vi.fn();
    const off = bus.on('quote.changed', handler);
    off();
    bus.emit('quote.changed', { projectId: 'p1' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('exposes the last replayed value', () => {
    const bus = createEventBus('shell');
    expect(bus.last('session')).toBeUndefined();
    bus.emit('session', anonymous);
    expect(bus.last('session')).toEqual(anonymous);
  });
});

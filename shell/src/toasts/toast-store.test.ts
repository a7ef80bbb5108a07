import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToastsFromBus, toastDurationsMs, useToastStore } from './toast-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  useToastStore.setState({ toasts: [] });
  vi.useRealTimers();
});

describe('toasts', () => {
  it('uses the spec durations', () => {
    expect(toastDurationsMs).toEqual({ success: 10_000, error: 5_000, info: 3_000, warning: 4_000 });
  });

  it.each([
    ['success', 10_000],
    ['error', 5_000],
    ['info', 3_000],
    ['warning', 4_000],
  ] as const)('a %s toast goes away after %i ms', (type, ms) => {
    useToastStore.getState().show({ type, message: 'Saved' });
    vi.advanceTimersByTime(ms - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('dismiss removes only that toast', () => {
    const { show, dismiss } = useToastStore.getState();
    const first = show({ type: 'info', message: 'One' });
    show({ type: 'error', message: 'Two' });
    dismiss(first);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Two']);
  });
});

describe('toasts from the bus', () => {
  it('shows a toast a remote raises', async () => {
    const { createEventBus } = await import('@brf/event-bus');
    const off = showToastsFromBus(createEventBus('shell'));
    createEventBus('mf-projects').emit('toast', { type: 'warning', message: 'Deadline soon' });
    expect(useToastStore.getState().toasts).toMatchObject([{ type: 'warning', message: 'Deadline soon' }]);
    off();
  });
});

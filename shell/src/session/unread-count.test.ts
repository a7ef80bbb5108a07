import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@brf/contracts';
import { useSessionStore } from '@brf/supabase/session';
import { shellBus } from './shell-bus.ts';
import { FIRST_COUNT_WAIT_MS, trackUnreadCount } from './unread-count.ts';

const signIn = (id: string) =>
  useSessionStore
    .getState()
    .setSession({ user: { id, organizationType: 'brf' } as SessionUser, aal: 'aal1', loading: false });

/** A watch whose join the test decides. */
function controlledWatch() {
  let joined: () => void = () => undefined;
  const watch = vi.fn(async (_userId: string, onJoined: () => void) => {
    joined = onJoined;
    return () => undefined;
  });
  return { watch, join: () => joined() };
}

const untilSettled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the unread count', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    useSessionStore.getState().setSession({ user: null, aal: null, loading: false });
    vi.useRealTimers();
  });

  it('is first read once its live channel listens, so nothing arriving before the join is missed', async () => {
    signIn('u-1');
    const fetchCount = vi.fn(async () => 3);
    const { watch, join } = controlledWatch();
    stop = trackUnreadCount(fetchCount, watch);
    await untilSettled();
    expect(watch).toHaveBeenCalledWith('u-1', expect.any(Function));
    expect(fetchCount).not.toHaveBeenCalled();

    join();
    await vi.waitFor(() => expect(useSessionStore.getState().unreadCount).toBe(3));
    expect(fetchCount).toHaveBeenCalledOnce();
  });

  it('is read anyway when the channel does not join in time, or cannot be made', async () => {
    vi.useFakeTimers();
    signIn('u-2');
    const fetchCount = vi.fn(async () => 5);
    stop = trackUnreadCount(fetchCount, controlledWatch().watch);
    await vi.advanceTimersByTimeAsync(FIRST_COUNT_WAIT_MS - 1);
    expect(fetchCount).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchCount).toHaveBeenCalledOnce();
    stop();
    vi.useRealTimers();

    const failing = vi.fn(async () => 7);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stop = trackUnreadCount(failing, async () => {
      throw new Error('no socket');
    });
    await vi.waitFor(() => expect(useSessionStore.getState().unreadCount).toBe(7));
  });

  it('reads once more after a burst of changes, not once per change, and shows the last read', async () => {
    signIn('u-3');
    let release: (count: number) => void = () => undefined;
    const fetchCount = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const { watch, join } = controlledWatch();
    stop = trackUnreadCount(fetchCount, watch);
    await untilSettled();
    join();
    for (let i = 0; i < 50; i += 1) shellBus.emit('notifications.changed', { userId: 'u-3' });
    release(10);
    await vi.waitFor(() => expect(fetchCount).toHaveBeenCalledTimes(2));
    release(60);
    await vi.waitFor(() => expect(useSessionStore.getState().unreadCount).toBe(60));
    await untilSettled();
    expect(fetchCount).toHaveBeenCalledTimes(2);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterThenIdle, SECONDARY_MAX_WAIT_MS } from './when-idle.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterThenIdle', () => {
  it('runs the task once the work settles, or after SECONDARY_MAX_WAIT_MS when it never does, and not once cancelled', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const never = new Promise<void>(() => undefined);
    const late = vi.fn();
    afterThenIdle(never, late);
    await vi.advanceTimersByTimeAsync(SECONDARY_MAX_WAIT_MS - 1);
    expect(late).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(1); // the idle moment (here the next task)
    expect(late).toHaveBeenCalledOnce();

    const soon = vi.fn();
    afterThenIdle(Promise.resolve(), soon);
    await vi.advanceTimersByTimeAsync(1);
    expect(soon).toHaveBeenCalledOnce();

    const dropped = vi.fn();
    afterThenIdle(Promise.resolve(), dropped)();
    await vi.advanceTimersByTimeAsync(SECONDARY_MAX_WAIT_MS);
    expect(dropped).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterThenIdle, SECONDARY_MAX_WAIT_MS, whenIdle } from './when-idle.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('hands the task to requestIdleCallback with the longest wait, and cancels it', () => {
    const requested: Array<{ timeout?: number }> = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout?: number }) => {
      requested.push(options);
      callback();
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const task = vi.fn();
    const cancel = whenIdle(task, 500);
    expect(task).toHaveBeenCalledOnce();
    expect(requested).toEqual([{ timeout: 500 }]);
    cancel();
    expect(cancelled).toEqual([7]);
  });

  it('without requestIdleCallback runs the task on the next task, unless cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran = vi.fn();
    whenIdle(ran);
    const dropped = vi.fn();
    whenIdle(dropped)();
    expect(ran).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(ran).toHaveBeenCalledOnce();
    expect(dropped).not.toHaveBeenCalled();
  });
});

describe('afterThenIdle', () => {
  it('runs the task once work settles, else after SECONDARY_MAX_WAIT_MS; never once cancelled', async () => {
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

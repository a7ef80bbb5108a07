import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

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


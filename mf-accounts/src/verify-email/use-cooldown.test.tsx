import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useCooldown } from './use-cooldown.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('counts the lock down to zero', () => {
  vi.useFakeTimers();
  const { result } = renderHook(() => useCooldown());
  expect(result.current.remaining).toBe(0);
  act(() => result.current.start(3));
  expect(result.current.remaining).toBe(3);
  const advance = (ms: number) => {
    for (let t = 0; t < ms; t += 250) act(() => vi.advanceTimersByTime(250));
  };
  advance(1000);
  expect(result.current.remaining).toBe(2);
  advance(2000);
  expect(result.current.remaining).toBe(0);
});

import { useCallback, useEffect, useRef } from 'react';

/** Runs a callback after a delay; pending runs are cancelled when the page unmounts. */
export function useLater(): (callback: () => void, delayMs: number) => void {
  const timers = useRef<Set<ReturnType<typeof setTimeout>>>(new Set());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return useCallback((callback: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      callback();
    }, delayMs);
    timers.current.add(timer);
  }, []);
}

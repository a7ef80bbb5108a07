import { useEffect, useReducer } from 'react';

// setTimeout waits at most 2^31 - 1 ms (about 24.8 days); a later moment is waited for in steps
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Renders again when `moment` comes, so what depends on the clock (sealed bids open at the
 * deadline) changes on a page left open.
 */
export function useRerenderAt(moment: string | null | undefined): void {
  const [tick, rerender] = useReducer((count: number) => count + 1, 0);
  const at = moment ? Date.parse(moment) : Number.NaN;
  // biome-ignore lint/correctness/useExhaustiveDependencies: woken before the moment (a long wait), it waits again
  useEffect(() => {
    const wait = at - Date.now();
    if (Number.isNaN(wait) || wait < 0) return;
    const timer = setTimeout(rerender, Math.min(wait + 1, LONGEST_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [at, tick]);
}

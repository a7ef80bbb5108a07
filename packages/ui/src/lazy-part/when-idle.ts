/** Longest an idle task waits for an idle moment. */
export const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `task` at the browser's next idle moment, or after `timeoutMs` at the latest; where there
 * is no requestIdleCallback (Safari), on the next task. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

/** Longest an idle task waits for an idle moment. */
export const IDLE_TIMEOUT_MS = 1000;
/** Longest secondary work (an idle region, the unread count) waits for the page before it starts anyway. */
export const SECONDARY_MAX_WAIT_MS = 3000;

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

/**
 * Secondary work: runs `task` once `work` has settled (or SECONDARY_MAX_WAIT_MS has passed, so work
 * that never ends cannot hold it back), at the next idle moment. Returns a cancel.
 */
export function afterThenIdle(work: Promise<unknown>, task: () => void): () => void {
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SECONDARY_MAX_WAIT_MS);
    work.then(
      () => resolve(),
      () => resolve(),
    );
  });
  void waited.then(() => {
    clearTimeout(timer);
    if (!cancelled) cancelIdle = whenIdle(task);
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

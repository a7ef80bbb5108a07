import { waitAtMost } from '@brf/domain/wait-at-most';
import { whenIdle } from '@brf/ui';

/** Longest secondary work (an idle region, the unread count) waits for the page before it starts anyway. */
export const SECONDARY_MAX_WAIT_MS = 3000;
/**
 * Secondary work: runs `task` once `work` has settled (or SECONDARY_MAX_WAIT_MS has passed, so work
 * that never ends cannot hold it back), at the next idle moment. Returns a cancel.
 */
export function afterThenIdle(work: Promise<unknown>, task: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  void waitAtMost(work, SECONDARY_MAX_WAIT_MS).then(() => {
    if (!cancelled) cancelIdle = whenIdle(task);
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

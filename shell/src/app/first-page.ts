import { waitAtMost } from '@brf/domain/wait-at-most';
import { SECONDARY_MAX_WAIT_MS } from './when-idle.ts';

let markSettled: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  markSettled = resolve;
});

/** Called once the first page opened has rendered every region (the page and its slots). */
export function firstPageSettled(): void {
  markSettled();
}

/**
 * Resolves once the first page has rendered its regions (at most SECONDARY_MAX_WAIT_MS after the
 * call). Work the visitor did not come for (the unread count's query and websocket) starts after
 * it, so that it does not compete with the page for the main thread.
 */
export function afterFirstPage(maxWaitMs = SECONDARY_MAX_WAIT_MS): Promise<void> {
  return waitAtMost(settled, maxWaitMs);
}

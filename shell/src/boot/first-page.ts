let markSettled: () => void = () => undefined;

/**
 * Resolves once the first page opened has rendered its regions (the page and its slots). Work the
 * visitor did not come for (the unread count's query and websocket) starts after it, so that it
 * does not compete with the page for the main thread.
 */
export const firstPage = new Promise<void>((resolve) => {
  markSettled = resolve;
});

/** Called once the first page opened has rendered every region. */
export function firstPageSettled(): void {
  markSettled();
}

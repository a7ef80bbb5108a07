/**
 * Settles when `work` settles (either way) or after `ms`, whichever comes first; never rejects.
 * For "render with the data if it is quick, without it otherwise" (a region's first data, a list's
 * next page).
 */
export function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([work.then(noop, noop), timeout]).finally(() => clearTimeout(timer));
}

function noop(): void {}

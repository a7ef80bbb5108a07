import { DISPLAY_LOCALES, warmUpIntl } from '@brf/domain/format';

/**
 * Runs warmUpIntl (@brf/domain/format) in a worker as soon as a signed-in visitor is on the way
 * (signed-in-parts.ts), so ICU's locale data loads on another core while the main thread starts
 * the page; its first date and amount then format without that wait. The worker is made from the
 * function's source (a few hundred bytes) rather than a bundled worker entry, which would carry
 * its own copy of the Module Federation runtime.
 * Optional: where a worker cannot start, the page simply pays the load itself.
 */
export function warmUpIntlOffMainThread(): void {
  if (typeof Worker !== 'function' || typeof Blob !== 'function') return;
  try {
    const source = `(${warmUpIntl.toString()})(${JSON.stringify(DISPLAY_LOCALES)});close();`;
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    new Worker(url, { name: 'intl-warm-up' });
    // the worker has its own copy of the script once started
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    // blocked (a strict content policy, say): only the speed-up is lost
  }
}

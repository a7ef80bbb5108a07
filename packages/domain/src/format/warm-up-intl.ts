/**
 * Makes one formatter of each kind the pages use, per locale. A page's first Intl formatter is
 * slow: ICU loads its locale data then (about 70 ms at 4x CPU slowdown), and that data is kept for
 * the whole browser process, so every later formatter is quick. Run in a worker at boot (the
 * shell's intl-warm-up.ts), this moves that load off the main thread.
 *
 * Self-contained on purpose: the worker runs this function's source text, so it may use only its
 * argument and globals.
 */
export function warmUpIntl(locales: readonly string[]): void {
  const now = Date.now();
  for (const locale of locales) {
    new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(now);
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'SEK' }).format(1234.5);
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(1, 'day');
    new Intl.PluralRules(locale).select(2);
    new Intl.Collator(locale, { sensitivity: 'base' }).compare('å', 'ä');
  }
}

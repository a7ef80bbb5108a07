import { useEffect, useState } from 'react';

/** Words at least this long get soft hyphens; shorter ones always fit a grid cell. */
const LONG_WORD = 13;

type Hyphenate = (text: string, options?: { minWordLength?: number }) => string;
let loading: Promise<Hyphenate> | null = null;

function loadHyphenator(): Promise<Hyphenate> {
  // Swedish patterns (~18 KiB gzip) are fetched only where Swedish names are laid out in a grid
  loading ??= import('hyphen/sv').then((module) => module.hyphenateSync as Hyphenate);
  return loading;
}

/**
 * Swedish texts with soft hyphens at the places Swedish hyphenation allows
 * ('Fastighets­förvaltning'), so a long compound breaks with a hyphen even in browsers without
 * a Swedish dictionary for CSS `hyphens: auto`, and never mid-word otherwise.
 */
export function useSwedishHyphens(texts: readonly string[]): readonly string[] {
  const key = texts.join('\n');
  const needed = texts.some((text) => text.split(/\s+/).some((word) => word.length >= LONG_WORD));
  const [hyphenated, setHyphenated] = useState<{ key: string; texts: readonly string[] } | null>(null);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    loadHyphenator().then(
      (hyphenate) => current && setHyphenated({ key, texts: texts.map((text) => hyphenate(text, { minWordLength: LONG_WORD })) }),
      (error: unknown) => console.error('[mf-accounts] Swedish hyphenation could not load', error),
    );
    return () => {
      current = false;
    };
    // texts is read through key
  }, [key, needed]);
  return hyphenated?.key === key ? hyphenated.texts : texts;
}

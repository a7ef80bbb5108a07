/// <reference path="./hyphen.d.ts" />
import { useEffect, useMemo, useState } from 'react';

/**
 * Words at least this long get soft hyphens; a shorter word broken in two reads worse than a
 * ragged line. (The category grids never hyphenate: a long name takes a wider cell there.)
 */
const LONG_WORD = 12;

type Hyphenate = (text: string, options?: { minWordLength?: number }) => string;
let loading: Promise<Hyphenate> | null = null;
let loaded: Hyphenate | null = null;

function loadHyphenator(): Promise<Hyphenate> {
  // Swedish patterns (~18 KiB gzip) are fetched only where a long Swedish word is laid out
  loading ??= import('hyphen/sv').then((module) => (loaded = module.hyphenateSync as Hyphenate));
  return loading;
}

const needsHyphens = (text: string) => text.split(/\s+/).some((word) => word.length >= LONG_WORD);

// a list shows the same titles again after a sort or a page back, so each text is hyphenated once
const hyphenated = new Map<string, string>();
const HYPHENATED_KEPT = 2000;

function hyphenateOnce(hyphenate: Hyphenate, text: string): string {
  let result = hyphenated.get(text);
  if (result === undefined) {
    result = hyphenate(text, { minWordLength: LONG_WORD });
    if (hyphenated.size >= HYPHENATED_KEPT) hyphenated.delete(hyphenated.keys().next().value!);
    hyphenated.set(text, result);
  }
  return result;
}

/**
 * Swedish texts with soft hyphens at the places Swedish hyphenation allows
 * ('Fastighets\u00adförvaltning'), so a long compound breaks with a hyphen even in browsers
 * without a Swedish dictionary for CSS `hyphens: auto`, and never mid-word otherwise. Once the
 * patterns are loaded this is synchronous: a list of titles renders once, not twice.
 */
function useSwedishHyphens(texts: readonly string[]): readonly string[] {
  const key = texts.join('\n');
  const needed = texts.some(needsHyphens);
  const [, setLoaded] = useState(loaded !== null);
  useEffect(() => {
    if (!needed || loaded) return;
    let current = true;
    loadHyphenator().then(
      () => current && setLoaded(true),
      (error: unknown) => console.error('[@brf/ui] Swedish hyphenation could not load', error),
    );
    return () => {
      current = false;
    };
  }, [needed]);
  const hyphenate = needed ? loaded : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: texts is read through key (a new array, same texts)
  return useMemo(() => (hyphenate ? texts.map((text) => hyphenateOnce(hyphenate, text)) : texts), [key, hyphenate]);
}

/** One Swedish text (a project title, a category name) with its soft hyphens. */
export function SwedishText({ children }: { children: string }) {
  return <>{useSwedishHyphens([children])[0] ?? children}</>;
}

import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { localeDirs } from '../../packages/i18n/src/locale-dirs.ts';

const read = (file: string): Record<string, string> => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * Every English text of every catalogue that Swedish writes differently, as a visitor would see
 * it (inline tags dropped); messages with placeholders are cut at them into their fixed parts.
 */
export function englishOnlyPhrases(): string[] {
  const phrases = new Set<string>();
  for (const dir of localeDirs()) {
    const en = read(path.join(dir, 'en.json'));
    const sv = read(path.join(dir, 'sv.json'));
    for (const [key, english] of Object.entries(en)) {
      if (sv[key] === english) continue;
      for (const part of english.replace(/<\/?[a-zA-Z0-9]+>/g, '').split(/\{[^}]*\}+/)) {
        const phrase = part.trim();
        // one short word ('All', 'Use') says little on its own; whole sentences and labels do
        if (phrase.length >= 4 && !sv[key]!.includes(phrase)) phrases.add(phrase);
      }
    }
  }
  return [...phrases];
}

/** The English phrases a page shows: its text and its accessible names (aria-label, alt, placeholder, title). */
export async function englishShown(page: Page, phrases: string[]): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const el of clone.querySelectorAll('script, style')) el.remove();
    const attributes = [...clone.querySelectorAll('[aria-label],[alt],[placeholder],[title]')].flatMap((el) =>
      ['aria-label', 'alt', 'placeholder', 'title'].map((name) => el.getAttribute(name) ?? ''),
    );
    document.body.append(clone);
    clone.style.position = 'absolute';
    // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered (CSS-hidden text left out)
    const text = clone.innerText;
    clone.remove();
    return [text, ...attributes, document.title].join('\n');
  });
  const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return phrases.filter((phrase) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'u').test(shown),
  );
}

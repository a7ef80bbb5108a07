import { describe, expect, it } from 'vitest';
import { DISPLAY_LOCALES } from './dates.ts';
import { warmUpIntl } from './warm-up-intl.ts';

describe('warmUpIntl', () => {
  it('runs from its own source text, as the boot worker runs it', () => {
    // a reference to anything outside the function (an import, a module constant) throws here
    const fromSource = new Function(`return (${warmUpIntl.toString()})`)() as typeof warmUpIntl;
    expect(() => fromSource(DISPLAY_LOCALES)).not.toThrow();
  });

  it('covers the locales the pages format in', () => {
    expect(DISPLAY_LOCALES).toEqual(['en-US', 'sv-SE']);
  });
});

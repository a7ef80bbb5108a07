import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntlOffMainThread } from './intl-warm-up.ts';

afterEach(() => vi.unstubAllGlobals());

describe('warmUpIntlOffMainThread', () => {
  it('starts one worker whose script formats in both display locales and then closes', async () => {
    const started: Array<{ url: string; name?: string }> = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string, options?: WorkerOptions) {
          started.push({ url, name: options?.name });
        }
      },
    );
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:intl-warm-up';
    });

    warmUpIntlOffMainThread();

    expect(started).toEqual([{ url: 'blob:intl-warm-up', name: 'intl-warm-up' }]);
    const source = await blobs[0]!.text();
    expect(source).toContain('["en-US","sv-SE"]');
    expect(source.endsWith('close();')).toBe(true);
    // the worker's script runs on its own: here with a stand-in for the worker's close()
    expect(() => new Function('close', source)(() => undefined)).not.toThrow();
  });

  it('leaves the page working where a worker cannot start', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('blocked by policy');
        }
      },
    );
    expect(() => warmUpIntlOffMainThread()).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { waitAtMost } from './wait-at-most.ts';

describe('waitAtMost', () => {
  it('settles with the work when it is quick, even when it fails', async () => {
    const started = Date.now();
    await waitAtMost(Promise.resolve('rows'), 1_000);
    await waitAtMost(Promise.reject(new Error('offline')), 1_000);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('settles after the limit when the work is slow', async () => {
    let finished = false;
    await waitAtMost(new Promise(() => undefined), 30).then(() => (finished = true));
    expect(finished).toBe(true);
  });
});

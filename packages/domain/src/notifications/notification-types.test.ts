import { describe, expect, it } from 'vitest';
import { isNavigableProjectId } from './notification-types.ts';

describe('isNavigableProjectId', () => {
  it('refuses empty, null and undefined ids, also as text', () => {
    for (const id of ['', 'null', 'undefined', null, undefined]) expect(isNavigableProjectId(id)).toBe(false);
    expect(isNavigableProjectId('8f0c2a1e-1111-4a4a-9999-000000000001')).toBe(true);
  });
});

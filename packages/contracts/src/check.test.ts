import { describe, expect, it } from 'vitest';
import { boolean, nullable, number, object, oneOf, optional, string } from './check.ts';

const payload = object({
  id: string({ minLength: 1 }),
  kind: oneOf(['a', 'b'] as const),
  done: boolean(),
  note: nullable(string()),
  count: optional(number({ int: true, positive: true })),
});

describe('check', () => {
  it('accepts a valid value and drops unknown keys', () => {
    expect(payload.safeParse({ id: 'x', kind: 'a', done: true, note: null, extra: 1 })).toEqual({
      success: true,
      data: { id: 'x', kind: 'a', done: true, note: null },
    });
    expect(payload.safeParse({ id: 'x', kind: 'b', done: false, note: 'n', count: 3 })).toMatchObject({
      success: true,
      data: { count: 3 },
    });
  });

  it('names every bad field by its path', () => {
    const result = payload.safeParse({ id: '', kind: 'c', done: 'yes', count: 1.5 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((i) => i.path.join('.'))).toEqual(['id', 'kind', 'done', 'note', 'count']);
    expect(result.error.issues[1]!.message).toBe('expected one of "a", "b"');
    expect(result.error.issues[2]!.message).toBe('expected boolean, received string');
  });

  it('refuses what is not an object', () => {
    expect(payload.safeParse(null)).toMatchObject({
      success: false,
      error: { issues: [{ path: [], message: 'expected object, received null' }] },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { topCategoryNames, userGrowthByDay, userGrowthWindowStart } from './user-growth.ts';

const now = new Date(2026, 4, 30, 18, 0);

describe('userGrowthByDay', () => {
  it('counts the last 30 days, today included, with empty days as 0', () => {
    const growth = userGrowthByDay(
      [new Date(2026, 4, 30, 9, 0), new Date(2026, 4, 30, 10, 0), new Date(2026, 4, 1, 0, 0), new Date(2026, 3, 30, 23, 59)],
      now,
    );
    expect(growth).toHaveLength(30);
    expect(growth[0]).toEqual({ date: '2026-05-01', count: 1 });
    expect(growth[29]).toEqual({ date: '2026-05-30', count: 2 });
    expect(growth.reduce((sum, day) => sum + day.count, 0)).toBe(3);
    expect(userGrowthWindowStart(now)).toEqual(new Date(2026, 4, 1));
  });
  it('keeps five top categories', () => {
    expect(topCategoryNames(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

import { describe, expect, it } from 'vitest';
import { decrementUnread, unreadBadgeText } from './unread-badge.ts';

describe('unreadBadgeText', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(150)).toBe('99+');
  });
  it('never goes below zero', () => {
    expect(decrementUnread(1)).toBe(0);
    expect(decrementUnread(0)).toBe(0);
  });
});

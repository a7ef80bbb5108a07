/** spec: the unread badge caps at '99+' */
export function unreadBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

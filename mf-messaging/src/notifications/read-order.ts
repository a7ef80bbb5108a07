/**
 * spec/accounts.md 4: a notification read now moves to the top of the read list. The server
 * orders by creation; the page remembers what it marked read, most recent first, and puts those
 * ids ahead of the rest (which keep the server's order).
 */
export function markedRead(order: readonly string[], ids: readonly string[]): string[] {
  return [...ids, ...order.filter((id) => !ids.includes(id))];
}

export function readListOrder<T extends { id: string }>(read: readonly T[], order: readonly string[]): T[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  return [...read].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
}

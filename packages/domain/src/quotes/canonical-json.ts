/**
 * JSON with every object's keys in code-point order and no white space, so the same contents give
 * the same text (and checksum) whatever order they were built in. Undefined members are left out,
 * as JSON.stringify does; arrays keep their order.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value === null || typeof value !== 'object' || value instanceof Date) return JSON.stringify(value ?? null);
  const members = Object.entries(value)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
  return `{${members.join(',')}}`;
}

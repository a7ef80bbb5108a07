import { describe, expect, it } from 'vitest';
import { markedRead, readListOrder } from './read-order.ts';

describe('read list order', () => {
  const rows = [{ id: 'newest' }, { id: 'middle' }, { id: 'oldest' }];

  it('keeps the server order for what was read before', () => {
    expect(readListOrder(rows, []).map((row) => row.id)).toEqual(['newest', 'middle', 'oldest']);
  });

  it('puts an item read now at the top, the latest read first', () => {
    let order = markedRead([], ['middle']);
    order = markedRead(order, ['oldest']);
    expect(readListOrder(rows, order).map((row) => row.id)).toEqual(['oldest', 'middle', 'newest']);
  });

  it('marking all read puts those at the top in the order they were shown', () => {
    const order = markedRead(markedRead([], ['oldest']), ['newest', 'middle']);
    expect(readListOrder(rows, order).map((row) => row.id)).toEqual(['newest', 'middle', 'oldest']);
  });
});

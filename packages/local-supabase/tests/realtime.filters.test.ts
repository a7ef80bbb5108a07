// postgres_changes filter parsing and evaluation (no server needed).
import { describe, expect, it } from 'vitest';
import { matches, parseFilter } from '../src/realtime/filters.ts';

const row = { a: 'Hello World', n: 5, b: true, z: null, t: '2026-01-02T00:00:00+00:00' };

describe('realtime filters', () => {
  it.each([
    ['a=eq.Hello World', true],
    ['a=neq.Hello World', false],
    ['n=eq.5', true],
    ['n=lt.5', false],
    ['n=lte.5', true],
    ['n=gt.4', true],
    ['n=gte.6', false],
    ['n=in.(1,5)', true],
    ['n=not.in.(1,5)', false],
    ['a=in.("Hello World",x)', true],
    ['a=like.Hello%', true],
    ['a=like.hello%', false],
    ['a=ilike.hello*', true],
    ['a=like.H_llo World', true],
    ['b=is.true', true],
    ['z=is.null', true],
    ['z=not.is.null', false],
    ['z=eq.x', false],
    ['z=not.eq.x', false],
    ['n=eq.5,a=neq.x', true],
    ['n=eq.5,a=eq.x', false],
    ['t=gt.2026-01-01', true],
    ['z=isdistinct.x', true],
    ['n=isdistinct.5', false],
    ['missing=eq.1', false],
  ])('%s -> %s', (filter, expected) => {
    expect(matches(parseFilter(filter), row)).toBe(expected);
  });

  it.each([
    ['a', 'invalid filter "a": expected column=operator.value'],
    ['a=zz.1', 'invalid filter "a=zz.1": unknown operator "zz"'],
    ['a=match.x', 'invalid filter "a=match.x": unknown operator "match"'],
    ['a=in.1', 'invalid filter "a=in.1": in expects (a,b,...)'],
    ['a=is.maybe', 'invalid filter "a=is.maybe": is expects null, true, false or unknown'],
  ])('refuses %s', (filter, message) => {
    expect(() => parseFilter(filter)).toThrow(message);
  });

  it('bounds the work of a pathological like pattern', () => {
    expect(matches(parseFilter(`a=like.${'%a'.repeat(40)}b`), { a: 'a'.repeat(900) })).toBe(false);
  });
});

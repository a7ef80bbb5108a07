import { describe, expect, it } from 'vitest';
import type { PgrstError } from '../src/rest/errors.ts';
import { parseFilter, parseLogicTree } from '../src/rest/request/filter-parser.ts';
import { parseOrder } from '../src/rest/request/order-parser.ts';
import { parsePrefer } from '../src/rest/request/prefer.ts';
import { parseQuery } from '../src/rest/request/query-params.ts';
import { parseSelect } from '../src/rest/request/select-parser.ts';

const col = (name: string) => ({ name, json: [] });

function pgrstCode(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return (err as PgrstError).body.code;
  }
  return 'no error';
}

describe('rest: select grammar', () => {
  it('parses columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,label:title,year::text,data->a->>b,n:data->0')).toEqual([
      { kind: 'column', field: col('id'), alias: undefined, cast: undefined },
      { kind: 'column', field: col('title'), alias: 'label', cast: undefined },
      { kind: 'column', field: col('year'), alias: undefined, cast: 'text' },
      {
        kind: 'column',
        field: {
          name: 'data',
          json: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
        alias: undefined,
        cast: undefined,
      },
      { kind: 'column', field: { name: 'data', json: [{ arrow: '->', key: '0' }] }, alias: 'n', cast: undefined },
    ]);
  });

  it('parses nested embeds with hints, !inner, spreads, count and star', () => {
    expect(
      parseSelect(
        '*,author:profiles!posts_author_id_fkey(id,name),comments(count),tags!inner(name),...owner!left(email),count()',
      ),
    ).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        name: 'profiles',
        alias: 'author',
        hint: 'posts_author_id_fkey',
        spread: false,
        select: [
          { kind: 'column', field: col('id'), alias: undefined, cast: undefined },
          { kind: 'column', field: col('name'), alias: undefined, cast: undefined },
        ],
      },
      {
        kind: 'embed',
        name: 'comments',
        alias: undefined,
        spread: false,
        select: [{ kind: 'column', field: col('count'), alias: undefined, cast: undefined }],
      },
      {
        kind: 'embed',
        name: 'tags',
        alias: undefined,
        join: 'inner',
        spread: false,
        select: [{ kind: 'column', field: col('name'), alias: undefined, cast: undefined }],
      },
      {
        kind: 'embed',
        name: 'owner',
        alias: undefined,
        join: 'left',
        spread: true,
        select: [{ kind: 'column', field: col('email'), alias: undefined, cast: undefined }],
      },
      { kind: 'count', alias: undefined },
    ]);
  });

  it('reads double-quoted names and an empty select as *', () => {
    expect(parseSelect('"my col","a,b":x')).toEqual([
      { kind: 'column', field: col('my col'), alias: undefined, cast: undefined },
      { kind: 'column', field: col('x'), alias: 'a,b', cast: undefined },
    ]);
    expect(parseSelect('')).toEqual([{ kind: 'star' }]);
  });

  it('rejects malformed selects with PGRST100 and aggregates with PGRST123', () => {
    expect(pgrstCode(() => parseSelect('id,'))).toBe('PGRST100');
    expect(pgrstCode(() => parseSelect('books(id'))).toBe('PGRST100');
    expect(pgrstCode(() => parseSelect('id::text;drop'))).toBe('PGRST100');
    expect(pgrstCode(() => parseSelect('x)'))).toBe('PGRST100');
    expect(pgrstCode(() => parseSelect('price.sum()'))).toBe('PGRST123');
    expect(pgrstCode(() => parseSelect(`${'a('.repeat(33)}id${')'.repeat(33)}`))).toBe('PGRST100');
    expect(parseSelect(`${'a('.repeat(32)}id${')'.repeat(32)}`)).toHaveLength(1);
    expect(pgrstCode(() => parseLogicTree('or', false, `${'(or'.repeat(40)}(a.eq.1${')'.repeat(80)}`))).toBe(
      'PGRST100',
    );
  });
});

describe('rest: filters and logic trees', () => {
  it('parses operators, negation, lists with quoted values and the like wildcard', () => {
    expect(parseFilter(col('a'), 'eq.5')).toEqual({
      kind: 'filter',
      field: col('a'),
      negate: false,
      op: 'eq',
      value: '5',
    });
    expect(parseFilter(col('a'), 'not.in.(1,"a,b",c d,"q\\"x")').value).toEqual(['1', 'a,b', 'c d', 'q"x']);
    expect(parseFilter(col('a'), 'not.in.(1)').negate).toBe(true);
    expect(parseFilter(col('a'), 'ilike.*ann*').value).toBe('%ann%');
    expect(parseFilter(col('a'), 'is.NULL').value).toBe('null');
    expect(parseFilter(col('a'), 'fts(english).cat & dog')).toMatchObject({
      op: 'fts',
      language: 'english',
      value: 'cat & dog',
    });
    expect(parseFilter(col('a'), 'like(any).{a*,*b}')).toMatchObject({ quantifier: 'any', value: ['a*', '*b'] });
    expect(parseFilter(col('a'), 'cs.{x,y}').value).toBe('{x,y}');
    expect(parseFilter(col('a'), 'eq.a.b.c').value).toBe('a.b.c');
  });

  it('rejects unknown operators and bad is values', () => {
    expect(pgrstCode(() => parseFilter(col('a'), 'equals.5'))).toBe('PGRST100');
    expect(pgrstCode(() => parseFilter(col('a'), 'is.maybe'))).toBe('PGRST100');
    expect(pgrstCode(() => parseFilter(col('a'), 'in.1,2'))).toBe('PGRST100');
    expect(pgrstCode(() => parseFilter(col('a'), '5'))).toBe('PGRST100');
  });

  it('parses nested or/and trees with quoted values containing commas and parentheses', () => {
    const tree = parseLogicTree(
      'or',
      false,
      '(status.eq.draft,and(x.gt.1,y.not.lt.2),title.eq."a, (b)",data->>k.in.(1,2),not.or(z.is.null))',
    );
    expect(tree).toEqual({
      kind: 'logic',
      op: 'or',
      negate: false,
      children: [
        { kind: 'filter', field: col('status'), negate: false, op: 'eq', value: 'draft' },
        {
          kind: 'logic',
          op: 'and',
          negate: false,
          children: [
            { kind: 'filter', field: col('x'), negate: false, op: 'gt', value: '1' },
            { kind: 'filter', field: col('y'), negate: true, op: 'lt', value: '2' },
          ],
        },
        { kind: 'filter', field: col('title'), negate: false, op: 'eq', value: 'a, (b)' },
        {
          kind: 'filter',
          field: { name: 'data', json: [{ arrow: '->>', key: 'k' }] },
          negate: false,
          op: 'in',
          value: ['1', '2'],
        },
        {
          kind: 'logic',
          op: 'or',
          negate: true,
          children: [{ kind: 'filter', field: col('z'), negate: false, op: 'is', value: 'null' }],
        },
      ],
    });
    expect(pgrstCode(() => parseLogicTree('or', false, 'a.eq.1'))).toBe('PGRST100');
    expect(pgrstCode(() => parseLogicTree('or', false, '(a.eq.1,)'))).toBe('PGRST100');
  });
});

describe('rest: order, Prefer and the query string', () => {
  it('parses order terms with directions, nulls and embedded columns', () => {
    expect(parseOrder('created_at.desc.nullslast,name,author(name).asc,data->>k.desc')).toEqual([
      { field: col('created_at'), direction: 'desc', nulls: 'last' },
      { field: col('name') },
      { field: col('name'), relation: 'author', direction: 'asc' },
      { field: { name: 'data', json: [{ arrow: '->>', key: 'k' }] }, direction: 'desc' },
    ]);
    expect(pgrstCode(() => parseOrder('a.desc.asc'))).toBe('PGRST100');
  });

  it('splits Prefer values joined with or without spaces', () => {
    expect(parsePrefer('resolution=merge-duplicates, return=representation')).toEqual({
      resolution: 'merge-duplicates',
      return: 'representation',
    });
    expect(parsePrefer('count=exact,return=minimal')).toEqual({ count: 'exact', return: 'minimal' });
    expect(parsePrefer('handling=strict, max-affected=3, tx=rollback, missing=default')).toEqual({
      handling: 'strict',
      maxAffected: 3,
      tx: 'rollback',
      missing: 'default',
    });
    expect(parsePrefer(undefined)).toEqual({});
  });

  it('groups filters, order and paging by embed path and decodes + as a space', () => {
    const q = parseQuery(
      new URLSearchParams(
        'select=id,books(id)&title=eq.a+b&books.year=gt.2000&books.order=id.desc&books.limit=2&books.offset=1' +
          '&or=(a.eq.1,b.eq.2)&books.not.and=(x.eq.1)&limit=10&offset=5&columns="a","b"&on_conflict=a',
      ),
    );
    expect(q.columns).toEqual(['a', 'b']);
    expect(q.onConflict).toEqual(['a']);
    const root = q.levels.get('')!;
    expect(root.limit).toBe(10);
    expect(root.offset).toBe(5);
    expect(root.conditions[0]).toEqual({ kind: 'filter', field: col('title'), negate: false, op: 'eq', value: 'a b' });
    expect(root.conditions[1]).toMatchObject({ kind: 'logic', op: 'or' });
    const books = q.levels.get('books')!;
    expect(books).toMatchObject({ limit: 2, offset: 1, order: [{ field: col('id'), direction: 'desc' }] });
    expect(books.conditions[0]).toMatchObject({ op: 'gt', value: '2000' });
    expect(books.conditions[1]).toMatchObject({ kind: 'logic', op: 'and', negate: true });
    expect(pgrstCode(() => parseQuery(new URLSearchParams('limit=ten')))).toBe('PGRST100');
  });

  it('keeps RPC arguments apart from filters', () => {
    const q = parseQuery(new URLSearchParams('a=1&b={1,2}&title=eq.x'), (k) => k === 'a' || k === 'b');
    expect([...q.args]).toEqual([
      ['a', '1'],
      ['b', '{1,2}'],
    ]);
    expect(q.levels.get('')!.conditions).toHaveLength(1);
  });
});

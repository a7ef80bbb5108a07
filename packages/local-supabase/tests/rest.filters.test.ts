import { describe, expect, it } from 'vitest';
import { restFetch, useRestServer } from './helpers/rest-fixtures.ts';

describe('rest: filters', () => {
  const rest = useRestServer();
  const ids = (rows: { id: number }[] | null) => rows?.map((r) => r.id);
  const gadgets = () => rest.sb.from('gadgets').select('id').order('id');

  it('compares with eq, neq, gt, gte, lt, lte and match()', async () => {
    expect(ids((await gadgets().eq('status', 'live')).data)).toEqual([1, 3]);
    expect(ids((await gadgets().neq('status', 'live')).data)).toEqual([2]);
    expect(ids((await gadgets().gt('price', 9.99)).data)).toEqual([3]);
    expect(ids((await gadgets().gte('price', 9.99)).data)).toEqual([1, 3]);
    expect(ids((await gadgets().lt('id', 2)).data)).toEqual([1]);
    expect(ids((await gadgets().lte('id', 2)).data)).toEqual([1, 2]);
    expect(ids((await gadgets().match({ status: 'live', name: 'chair' })).data)).toEqual([3]);
  });

  it('matches patterns with like, ilike (also with *), regex, and like(any)', async () => {
    expect(ids((await gadgets().like('name', '%amp')).data)).toEqual([1, 2]);
    expect(ids((await gadgets().like('name', 'L%')).data)).toEqual([]);
    expect(ids((await gadgets().ilike('name', 'desk%')).data)).toEqual([2]);
    expect(ids((await gadgets().filter('name', 'ilike', '*LAMP*')).data)).toEqual([1, 2]);
    expect(ids((await gadgets().likeAnyOf('name', ['ch%', 'Desk%'])).data)).toEqual([2, 3]);
    expect(ids((await gadgets().regexMatch('name', '^[a-z]+$')).data)).toEqual([1, 3]);
    expect(ids((await gadgets().regexIMatch('name', '^desk')).data)).toEqual([2]);
  });

  it('tests null, booleans and distinctness with is and isdistinct', async () => {
    expect(ids((await gadgets().is('price', null)).data)).toEqual([2]);
    expect(ids((await gadgets().not('price', 'is', null)).data)).toEqual([1, 3]);
    expect(ids((await gadgets().isDistinct('notes', 'comfy chair')).data)).toEqual([1, 2]);
    const done = await rest.t.serviceClient().from('todos').select('id').is('done', true);
    expect(done.data).toEqual([]);
  });

  it('filters with in(), including quoted values with commas and parentheses, and not in', async () => {
    expect(ids((await gadgets().in('id', [1, 3])).data)).toEqual([1, 3]);
    expect(ids((await gadgets().in('notes', ['a, (b)', 'x'])).data)).toEqual([2]);
    expect(ids((await gadgets().notIn('id', [1, 3])).data)).toEqual([2]);
    expect(ids((await gadgets().in('id', [])).data)).toEqual([]);
    expect(ids((await gadgets().in('name', ['Desk Lamp'])).data)).toEqual([2]);
  });

  it('tests arrays, jsonb and ranges with cs, cd, ov and range operators', async () => {
    expect(ids((await gadgets().contains('labels', ['home'])).data)).toEqual([1]);
    expect(ids((await gadgets().containedBy('labels', ['office', 'home', 'light'])).data)).toEqual([1, 2, 3]);
    expect(ids((await gadgets().overlaps('labels', ['light', 'office'])).data)).toEqual([1, 2]);
    expect(ids((await gadgets().contains('attrs', { color: 'red' })).data)).toEqual([1]);
    expect(ids((await gadgets().containedBy('attrs', { color: 'blue', extra: 1 })).data)).toEqual([2, 3]);
    expect(ids((await gadgets().overlaps('during', '[5,25)')).data)).toEqual([1, 2]);
    expect(ids((await gadgets().contains('during', '[2,3)')).data)).toEqual([1]);
    expect(ids((await gadgets().rangeGt('during', '[10,15)')).data)).toEqual([2]);
    expect(ids((await gadgets().rangeLt('during', '[10,15)')).data)).toEqual([1]);
    expect(ids((await gadgets().rangeAdjacent('during', '[10,20)')).data)).toEqual([1, 2]);
  });

  it('filters on JSON paths', async () => {
    expect(ids((await gadgets().eq('attrs->>color', 'blue')).data)).toEqual([2]);
    expect(ids((await gadgets().eq('attrs->size->>w', '2')).data)).toEqual([1]);
    expect(ids((await gadgets().eq('attrs->size->w', 2)).data)).toEqual([1]);
  });

  it('searches text with fts, plfts, phfts and wfts', async () => {
    expect(ids((await gadgets().textSearch('notes', 'chair')).data)).toEqual([3]);
    expect(
      ids((await gadgets().textSearch('notes', 'comfy chairs', { type: 'plain', config: 'english' })).data),
    ).toEqual([3]);
    expect(ids((await gadgets().textSearch('notes', 'comfy chair', { type: 'phrase' })).data)).toEqual([3]);
    expect(
      ids((await gadgets().textSearch('notes', '"comfy" -table', { type: 'websearch', config: 'english' })).data),
    ).toEqual([3]);
  });

  it('combines conditions with or, and, not and nested trees, also on embedded resources', async () => {
    expect(ids((await gadgets().or('status.eq.draft,price.gt.50')).data)).toEqual([2, 3]);
    expect(ids((await gadgets().or('and(status.eq.live,price.lt.50),name.eq.chair')).data)).toEqual([1, 3]);
    expect(ids((await gadgets().or('notes.eq."a, (b)",id.eq.3')).data)).toEqual([2, 3]);
    expect(ids((await gadgets().or('price.is.null,labels.cs.{home}')).data)).toEqual([1, 2]);
    expect(ids((await gadgets().or('id.not.in.(1,2)')).data)).toEqual([3]);
    expect(ids((await gadgets().not('status', 'eq', 'live')).data)).toEqual([2]);
    const notOr = await restFetch(rest.t, '/gadgets?select=id&order=id&not.or=(id.eq.1,id.eq.2)');
    expect(notOr.json).toEqual([{ id: 3 }]);
    const and = await restFetch(rest.t, '/gadgets?select=id&order=id&and=(status.eq.live,or(id.eq.1,id.eq.2))');
    expect(and.json).toEqual([{ id: 1 }]);
    const embedded = await rest.sb
      .from('authors')
      .select('name, books(title)')
      .or('published_year.gt.2000,published_year.is.null', { referencedTable: 'books' })
      .eq('id', 1);
    expect(embedded.data).toEqual([{ name: 'Ann', books: [{ title: 'A1' }, { title: 'A2' }] }]);
  });

  it('decodes + as a space and keeps filter values as given', async () => {
    const res = await restFetch(rest.t, '/gadgets?select=id&name=eq.Desk+Lamp');
    expect(res.json).toEqual([{ id: 2 }]);
    const encoded = await restFetch(rest.t, '/gadgets?select=id&name=eq.Desk%20Lamp');
    expect(encoded.json).toEqual([{ id: 2 }]);
  });

  it('rejects unknown operators with PGRST100', async () => {
    const res = await restFetch(rest.t, '/gadgets?id=equals.1');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse filter (equals.1)" (line 1, column 1)',
    });
  });
});

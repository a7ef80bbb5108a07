import { describe, expect, it } from 'vitest';
import { restFetch, useRestServer } from './helpers/rest-fixtures.ts';

describe('rest: insert, upsert, update, delete', () => {
  const rest = useRestServer();
  const json = { 'content-type': 'application/json' };

  it('inserts one row: 201 with no body by default, the row with select(), an object with single()', async () => {
    const minimal = await rest.sb.from('tags').insert({ name: 'poetry' });
    expect(minimal).toMatchObject({ data: null, error: null, status: 201 });
    const rows = await rest.sb.from('tags').insert({ name: 'drama' }).select();
    expect(rows).toMatchObject({ data: [{ id: 102, name: 'drama' }], status: 201 });
    const single = await rest.sb.from('tags').insert({ name: 'essay' }).select('name').single();
    expect(single).toMatchObject({ data: { name: 'essay' }, status: 201 });
    const raw = await restFetch(rest.t, '/tags', { method: 'POST', headers: json, body: '{"name":"satire"}' });
    expect(raw.status).toBe(201);
    expect(raw.text).toBe('');
    expect(raw.headers.get('content-range')).toBe('*/*');
  });

  it('columns parameter on insert: missing keys become NULL, or the default with defaultToNull: false', async () => {
    const defaults = await rest.sb
      .from('gadgets')
      .insert([{ name: 'g1', status: 'live' }, { name: 'g2' }], { defaultToNull: false })
      .select('name, status, labels');
    expect(defaults.data).toEqual([
      { name: 'g1', status: 'live', labels: [] },
      { name: 'g2', status: 'draft', labels: [] },
    ]);
    const nulls = await rest.sb.from('gadgets').insert([{ name: 'g3', status: 'live' }, { name: 'g4' }]);
    expect(nulls.status).toBe(400);
    expect(nulls.error).toEqual({
      code: '23502',
      details: 'Failing row contains (104, g4, {}, {}, null, null, null, null).',
      hint: null,
      message: 'null value in column "status" of relation "gadgets" violates not-null constraint',
    });
    const empty = await rest.sb.from('tags').insert([]).select();
    expect(empty).toMatchObject({ data: [], status: 201 });
  });

  it('round-trips arrays, jsonb, ranges and numerics through insert and update', async () => {
    const inserted = await rest.sb
      .from('gadgets')
      .insert({
        name: 'typed',
        labels: ['a b', 'c,d'],
        attrs: { n: 1, list: [true, null] },
        during: '[3,4)',
        price: '12.5',
      })
      .select('labels, attrs, during, price')
      .single();
    expect(inserted.data).toEqual({
      labels: ['a b', 'c,d'],
      attrs: { n: 1, list: [true, null] },
      during: '[3,4)',
      price: 12.5,
    });
    const updated = await rest.sb
      .from('gadgets')
      .update({ labels: [], attrs: 'text in jsonb' })
      .eq('name', 'typed')
      .select('labels, attrs');
    expect(updated).toMatchObject({ data: [{ labels: [], attrs: 'text in jsonb' }], status: 200 });
  });

  it('returns embedded resources in the representation of a write', async () => {
    const { data, status } = await rest.sb
      .from('books')
      .insert({ author_id: 2, title: 'B2' })
      .select('title, authors(name)')
      .single();
    expect(status).toBe(201);
    expect(data).toEqual({ title: 'B2', authors: { name: 'Bob' } });
  });

  it('upserts: merge-duplicates on the primary key or on_conflict columns, ignore-duplicates skips', async () => {
    const merged = await rest.sb.from('authors').upsert({ id: 3, name: 'Cyd' }).select();
    expect(merged).toMatchObject({ data: [{ id: 3, name: 'Cyd' }], status: 200 });
    const mixed = await restFetch(rest.t, '/authors?select=id,name', {
      method: 'POST',
      headers: { ...json, prefer: 'resolution=merge-duplicates, return=representation' },
      body: '[{"id":3,"name":"Cid"},{"id":60,"name":"Dee"}]',
    });
    expect(mixed.status).toBe(201);
    expect(mixed.json).toEqual([
      { id: 3, name: 'Cid' },
      { id: 60, name: 'Dee' },
    ]);
    expect(mixed.headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=representation');
    const onName = await rest.sb
      .from('tags')
      .upsert([{ name: 'fiction' }, { name: 'memoir' }], { onConflict: 'name' })
      .select('name');
    expect(onName.data).toEqual([{ name: 'fiction' }, { name: 'memoir' }]);
    const ignored = await rest.sb
      .from('authors')
      .upsert(
        [
          { id: 1, name: 'Ignored' },
          { id: 50, name: 'Newcomer' },
        ],
        { ignoreDuplicates: true },
      )
      .select();
    expect(ignored.data).toEqual([{ id: 50, name: 'Newcomer' }]);
    const ann = await rest.sb.from('authors').select('name').eq('id', 1).single();
    expect(ann.data).toEqual({ name: 'Ann' });
    const counted = await rest.sb.from('authors').upsert([{ id: 51, name: 'X' }], { count: 'exact' });
    expect(counted).toMatchObject({ count: 1, status: 201 });
  });

  it('updates: 204 without select, the changed rows with select, nothing matched is not an error', async () => {
    const minimal = await rest.sb.from('books').update({ published_year: 2002 }).eq('title', 'A2');
    expect(minimal).toMatchObject({ data: null, error: null, status: 204 });
    const rows = await rest.sb
      .from('books')
      .update({ published_year: 2003 })
      .eq('author_id', 1)
      .select('title, published_year')
      .order('id');
    expect(rows).toMatchObject({
      status: 200,
      data: [
        { title: 'A1', published_year: 2003 },
        { title: 'A2', published_year: 2003 },
      ],
    });
    const none = await rest.sb.from('books').update({ published_year: 1 }).eq('id', 999).select();
    expect(none).toMatchObject({ data: [], status: 200 });
    const raw = await restFetch(rest.t, '/books?author_id=eq.1', {
      method: 'PATCH',
      headers: { ...json, prefer: 'count=exact' },
      body: '{"published_year":2004}',
    });
    expect(raw.status).toBe(204);
    expect(raw.headers.get('content-range')).toBe('0-1/2');
  });

  it('deletes: 204 without select, the deleted rows with select', async () => {
    await rest.sb.from('tags').insert([{ name: 'tmp1' }, { name: 'tmp2' }, { name: 'tmp3' }]);
    const minimal = await rest.sb.from('tags').delete().eq('name', 'tmp1');
    expect(minimal).toMatchObject({ data: null, error: null, status: 204 });
    const rows = await rest.sb.from('tags').delete().in('name', ['tmp2', 'tmp3']).select('name');
    expect(rows).toMatchObject({ status: 200, data: [{ name: 'tmp2' }, { name: 'tmp3' }] });
    const counted = await rest.sb.from('tags').delete({ count: 'exact' }).eq('name', 'nothing');
    expect(counted).toMatchObject({ count: 0, status: 204 });
  });

  it('refuses unfiltered updates and deletes with 21000', async () => {
    const unfilteredUpdate = await restFetch(rest.t, '/books', {
      method: 'PATCH',
      headers: json,
      body: '{"title":"x"}',
    });
    expect(unfilteredUpdate.status).toBe(400);
    expect(unfilteredUpdate.json).toEqual({
      code: '21000',
      details: null,
      hint: null,
      message: 'UPDATE requires a WHERE clause',
    });
    const unfilteredDelete = await rest.sb.from('books').delete();
    expect(unfilteredDelete.status).toBe(400);
    expect(unfilteredDelete.error).toEqual({
      code: '21000',
      details: null,
      hint: null,
      message: 'DELETE requires a WHERE clause',
    });
  });

  it('maps constraint violations: 23505 and 23503 to 409, 23514 to 400', async () => {
    const dup = await rest.sb.from('authors').insert({ name: 'Ann' });
    expect(dup.status).toBe(409);
    // Postgres leaves the key out of the details when the table has RLS enabled, as on hosted
    expect(dup.error).toEqual({
      code: '23505',
      details: null,
      hint: null,
      message: 'duplicate key value violates unique constraint "authors_name_key"',
    });
    const dupTag = await rest.sb.from('tags').insert({ name: 'fiction' });
    expect(dupTag.status).toBe(409);
    expect(dupTag.error).toEqual({
      code: '23505',
      details: 'Key (name)=(fiction) already exists.',
      hint: null,
      message: 'duplicate key value violates unique constraint "tags_name_key"',
    });
    const fk = await rest.sb.from('books').insert({ author_id: 999, title: 'orphan' });
    expect(fk.status).toBe(409);
    expect(fk.error).toEqual({
      code: '23503',
      details: 'Key is not present in table "authors".',
      hint: null,
      message: 'insert or update on table "books" violates foreign key constraint "books_author_id_fkey"',
    });
    const check = await rest.sb.from('reviews').insert({ book_id: 1, rating: 9 });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    expect(check.error?.message).toBe(
      'new row for relation "reviews" violates check constraint "reviews_rating_check"',
    );
  });

  it('rejects unknown columns with PGRST204 and malformed JSON with PGRST102', async () => {
    const col = await rest.sb.from('tags').insert({ name: 'x', colour: 'red' });
    expect(col.status).toBe(400);
    expect(col.error).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message: "Could not find the 'colour' column of 'tags' in the schema cache",
    });
    const bad = await restFetch(rest.t, '/tags', { method: 'POST', headers: json, body: '{"name":' });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
  });

  it('rolls back a write whose single() result is not one row', async () => {
    const res = await rest.sb
      .from('tags')
      .insert([{ name: 'r1' }, { name: 'r2' }])
      .select()
      .single();
    expect(res.status).toBe(406);
    expect(res.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 2 rows',
      hint: null,
      message: 'JSON object requested, multiple (or no) rows returned',
    });
    const left = await rest.sb.from('tags').select('name').in('name', ['r1', 'r2']);
    expect(left.data).toEqual([]);
  });

  it('honours return=headers-only, max-affected and tx=rollback', async () => {
    const headersOnly = await restFetch(rest.t, '/tags', {
      method: 'POST',
      headers: { ...json, prefer: 'return=headers-only' },
      body: '{"name":"located"}',
    });
    expect(headersOnly.status).toBe(201);
    expect(headersOnly.headers.get('location')).toMatch(/^\/tags\?id=eq\.\d+$/);
    const strict = await restFetch(rest.t, '/books?author_id=eq.1', {
      method: 'PATCH',
      headers: { ...json, prefer: 'handling=strict, max-affected=1' },
      body: '{"title":"same"}',
    });
    expect(strict.status).toBe(400);
    expect(strict.json).toEqual({
      code: 'PGRST124',
      details: 'The query affects 2 rows',
      hint: null,
      message: 'Query result exceeds max-affected preference constraint',
    });
    const rolled = await restFetch(rest.t, '/tags?select=name', {
      method: 'POST',
      headers: { ...json, prefer: 'return=representation, tx=rollback' },
      body: '{"name":"ghost"}',
    });
    expect(rolled.status).toBe(201);
    expect(rolled.json).toEqual([{ name: 'ghost' }]);
    const ghost = await rest.sb.from('tags').select().eq('name', 'ghost');
    expect(ghost.data).toEqual([]);
    const titles = await rest.sb.from('books').select('title').eq('author_id', 1).order('id');
    expect(titles.data).toEqual([{ title: 'A1' }, { title: 'A2' }]);
  });

  it("writes through an auto-updatable view, with embeds from its base table's keys", async () => {
    const inserted = await rest.sb
      .from('recent_books')
      .insert({ title: 'V1', author_id: 3, published_year: 2020 })
      .select('title, authors(name)')
      .single();
    expect(inserted).toMatchObject({ status: 201, data: { title: 'V1', authors: { name: 'Cid' } } });
    const updated = await rest.sb
      .from('recent_books')
      .update({ published_year: 2021 })
      .eq('title', 'V1')
      .select('title, published_year');
    expect(updated.data).toEqual([{ title: 'V1', published_year: 2021 }]);
    const head = await rest.sb.from('recent_books').select('*', { count: 'exact', head: true }).eq('author_id', 3);
    expect(head.count).toBe(1);
    const deleted = await rest.sb.from('recent_books').delete().eq('title', 'V1').select('title');
    expect(deleted.data).toEqual([{ title: 'V1' }]);
    expect((await rest.sb.from('books').select('id').eq('title', 'V1')).data).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { signJwt } from '../src/jwt.ts';
import { readSqlFor } from '../src/rest/index.ts';
import { restFetch, useRestServer } from './helpers/rest-fixtures.ts';

describe('rest: select, embedding and order', () => {
  const rest = useRestServer();

  it('selects columns with aliases, casts and JSON paths, typed as Postgres encodes them', async () => {
    const { data, error, status } = await rest.sb
      .from('gadgets')
      .select('id, label:name, labels, price, cost:price::text, color:attrs->>color, attrs->size->w, during')
      .order('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      {
        id: 1,
        label: 'lamp',
        labels: ['home', 'light'],
        price: 9.99,
        cost: '9.99',
        color: 'red',
        w: 2,
        during: '[1,10)',
      },
      {
        id: 2,
        label: 'Desk Lamp',
        labels: ['office'],
        price: null,
        cost: null,
        color: 'blue',
        w: null,
        during: '[20,30)',
      },
      { id: 3, label: 'chair', labels: [], price: 100.0, cost: '100.00', color: null, w: null, during: null },
    ]);
  });

  it('selects * in column order', async () => {
    const { data } = await rest.sb.from('authors').select().eq('id', 1);
    expect(data).toEqual([{ id: 1, name: 'Ann' }]);
    const keyInQuery = await restFetch(rest.t, `/authors?id=eq.1&apikey=${rest.t.keys.anon}`);
    expect(keyInQuery.json).toEqual([{ id: 1, name: 'Ann' }]);
    const res = await restFetch(rest.t, '/authors?id=eq.1');
    expect(res.text).toBe('[{"id":1,"name":"Ann"}]');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-range')).toBe('0-0/*');
  });

  it('embeds many-to-one and one-to-one as objects, one-to-many and many-to-many (junction) as arrays', async () => {
    const books = await rest.sb.from('books').select('title, authors(name), tags(name)').order('id');
    expect(books.data).toEqual([
      { title: 'A1', authors: { name: 'Ann' }, tags: [{ name: 'fiction' }, { name: 'classic' }] },
      { title: 'A2', authors: { name: 'Ann' }, tags: [] },
      { title: 'B1', authors: { name: 'Bob' }, tags: [{ name: 'classic' }] },
    ]);
    const authors = await rest.sb.from('authors').select('name, author_bios(bio), books(title)').order('id');
    expect(authors.data).toEqual([
      { name: 'Ann', author_bios: { bio: 'writes' }, books: [{ title: 'A1' }, { title: 'A2' }] },
      { name: 'Bob', author_bios: null, books: [{ title: 'B1' }] },
      { name: 'Cid', author_bios: null, books: [] },
    ]);
  });

  it('nests embeds, with order, limit and filters on the embedded level', async () => {
    const { data, error } = await rest.sb
      .from('authors')
      .select('name, books(title, published_year, tags(name))')
      .order('id')
      .order('id', { referencedTable: 'books', ascending: false })
      .limit(1, { referencedTable: 'books' })
      .lt('id', 3);
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Ann', books: [{ title: 'A2', published_year: null, tags: [] }] },
      { name: 'Bob', books: [{ title: 'B1', published_year: 1999, tags: [{ name: 'classic' }] }] },
    ]);
    const filtered = await rest.sb
      .from('authors')
      .select('name, books(title)')
      .gt('books.published_year', 2000)
      .order('id');
    expect(filtered.data).toEqual([
      { name: 'Ann', books: [{ title: 'A1' }] },
      { name: 'Bob', books: [] },
      { name: 'Cid', books: [] },
    ]);
  });

  it('!inner drops parents without a matching embedded row; rel=is.null is an anti-join', async () => {
    const inner = await rest.sb.from('authors').select('name, books!inner(title)').gt('books.published_year', 2000);
    expect(inner.data).toEqual([{ name: 'Ann', books: [{ title: 'A1' }] }]);
    const innerToOne = await rest.sb.from('books').select('title, authors!inner(name)').eq('authors.name', 'Bob');
    expect(innerToOne.data).toEqual([{ title: 'B1', authors: { name: 'Bob' } }]);
    const without = await rest.sb.from('authors').select('name, books(id)').is('books', null);
    expect(without.data).toEqual([{ name: 'Cid', books: [] }]);
    const withBooks = await rest.sb.from('authors').select('name, books(id)').not('books', 'is', null).order('id');
    expect(withBooks.data?.map((a) => a.name)).toEqual(['Ann', 'Bob']);
  });

  it('counts related rows, spreads to-one columns and aliases embeds', async () => {
    const counts = await rest.sb.from('authors').select('name, books(count)').order('id');
    expect(counts.data).toEqual([
      { name: 'Ann', books: [{ count: 2 }] },
      { name: 'Bob', books: [{ count: 1 }] },
      { name: 'Cid', books: [{ count: 0 }] },
    ]);
    const spread = await rest.sb.from('books').select('title, ...authors(author_name:name)').order('id').limit(2);
    expect(spread.data).toEqual([
      { title: 'A1', author_name: 'Ann' },
      { title: 'A2', author_name: 'Ann' },
    ]);
    const spreadMany = await rest.sb.from('books').select('title, ...tags(tag_names:name)').order('id');
    expect(spreadMany.data).toEqual([
      { title: 'A1', tag_names: ['fiction', 'classic'] },
      { title: 'A2', tag_names: [] },
      { title: 'B1', tag_names: ['classic'] },
    ]);
    const total = await restFetch(rest.t, '/books?select=count()');
    expect(total.json).toEqual([{ count: 3 }]);
    const grouped = await restFetch(rest.t, '/books?select=author_id,n:count()&order=author_id');
    expect(grouped.json).toEqual([
      { author_id: 1, n: 2 },
      { author_id: 2, n: 1 },
    ]);
    const aliased = await rest.sb.from('books').select('title, writer:authors(name)').eq('id', 3);
    expect(aliased.data).toEqual([{ title: 'B1', writer: { name: 'Bob' } }]);
  });

  it('disambiguates by foreign key name or column hint; PGRST201 when ambiguous, PGRST200 when unrelated', async () => {
    const ambiguous = await rest.sb.from('reviews').select('id, authors(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toEqual({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'reviews' and 'authors'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'reviews with authors',
          relationship: 'reviews_reviewer_id_fkey using reviews(reviewer_id) and authors(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'reviews with authors',
          relationship: 'reviews_editor_fkey using reviews(editor_id) and authors(id)',
        },
      ],
      hint:
        "Try changing 'authors' to one of the following: 'authors!reviews_reviewer_id_fkey', " +
        "'authors!reviews_editor_fkey'. Find the desired relationship in the 'details' key.",
    });
    const hinted = await rest.sb
      .from('reviews')
      .select('id, reviewer:authors!reviewer_id(name), editor:authors!reviews_editor_fkey(name)')
      .order('id');
    expect(hinted.data).toEqual([
      { id: 1, reviewer: { name: 'Bob' }, editor: { name: 'Ann' } },
      { id: 2, reviewer: { name: 'Ann' }, editor: null },
    ]);
    const unrelated = await rest.sb.from('books').select('id, gadgets(id)');
    expect(unrelated.status).toBe(400);
    expect(unrelated.error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'books' and 'gadgets' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'books' and 'gadgets' in the schema 'public', " +
        'but no matches were found.',
      hint: null,
    });
  });

  it("embeds through a view using its base tables' foreign keys, in both directions", async () => {
    const fromView = await rest.sb
      .from('book_details')
      .select('title, author_name, authors(id), reviews(rating)')
      .order('id');
    expect(fromView.data).toEqual([
      { title: 'A1', author_name: 'Ann', authors: { id: 1 }, reviews: [{ rating: 5 }] },
      { title: 'A2', author_name: 'Ann', authors: { id: 1 }, reviews: [] },
      { title: 'B1', author_name: 'Bob', authors: { id: 2 }, reviews: [{ rating: 2 }] },
    ]);
    const toView = await rest.sb.from('authors').select('name, book_details(title)').eq('id', 2);
    expect(toView.data).toEqual([{ name: 'Bob', book_details: [{ title: 'B1' }] }]);
  });

  it('orders by several columns, nulls first/last, and by an embedded to-one column', async () => {
    const nulls = await rest.sb
      .from('books')
      .select('title')
      .order('published_year', { ascending: false, nullsFirst: false });
    expect(nulls.data).toEqual([{ title: 'A1' }, { title: 'B1' }, { title: 'A2' }]);
    const nullsFirst = await rest.sb
      .from('books')
      .select('title')
      .order('published_year', { ascending: true, nullsFirst: true });
    expect(nullsFirst.data).toEqual([{ title: 'A2' }, { title: 'B1' }, { title: 'A1' }]);
    const multi = await rest.sb.from('books').select('title').order('author_id', { ascending: false }).order('title');
    expect(multi.data).toEqual([{ title: 'B1' }, { title: 'A1' }, { title: 'A2' }]);
    const res = await restFetch(rest.t, '/books?select=title,authors(name)&order=authors(name).desc,title.desc');
    expect(res.json).toEqual([
      { title: 'B1', authors: { name: 'Bob' } },
      { title: 'A2', authors: { name: 'Ann' } },
      { title: 'A1', authors: { name: 'Ann' } },
    ]);
  });

  it('pages with limit/offset (range) and Range headers', async () => {
    const page = await rest.sb.from('books').select('id').order('id').range(1, 2);
    expect(page.data).toEqual([{ id: 2 }, { id: 3 }]);
    const ranged = await restFetch(rest.t, '/books?select=id&order=id', { headers: { range: '0-1' } });
    expect(ranged.json).toEqual([{ id: 1 }, { id: 2 }]);
    expect(ranged.headers.get('content-range')).toBe('0-1/*');
  });

  it('caps results at max-rows, as the config says', async () => {
    const saved = rest.t.ctx.config.maxRows;
    rest.t.ctx.config.maxRows = 2;
    try {
      const capped = await rest.sb.from('books').select('id', { count: 'exact' }).order('id');
      expect(capped).toMatchObject({ data: [{ id: 1 }, { id: 2 }], count: 3, status: 206 });
      const asked = await rest.sb.from('books').select('id').order('id').limit(1);
      expect(asked.data).toEqual([{ id: 1 }]);
    } finally {
      rest.t.ctx.config.maxRows = saved;
    }
  });

  it('counts with HEAD and GET: Content-Range, 206 for a partial page, 416 past the end', async () => {
    const head = await rest.sb.from('books').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ data: null, error: null, count: 3, status: 200 });
    const filteredHead = await rest.sb.from('books').select('*', { count: 'exact', head: true }).eq('author_id', 1);
    expect(filteredHead.count).toBe(2);
    const partial = await rest.sb.from('books').select('id', { count: 'exact' }).order('id').limit(2);
    expect(partial).toMatchObject({ data: [{ id: 1 }, { id: 2 }], count: 3, status: 206 });
    const raw = await restFetch(rest.t, '/books?select=id&order=id&offset=1&limit=1', {
      headers: { prefer: 'count=exact' },
    });
    expect(raw.status).toBe(206);
    expect(raw.headers.get('content-range')).toBe('1-1/3');
    const none = await restFetch(rest.t, '/books?id=eq.999', { method: 'HEAD', headers: { prefer: 'count=exact' } });
    expect(none.status).toBe(200);
    expect(none.headers.get('content-range')).toBe('*/0');
    const beyond = await restFetch(rest.t, '/books?offset=10', { headers: { prefer: 'count=exact' } });
    expect(beyond.status).toBe(416);
    expect(beyond.json).toEqual({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 3 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
    const innerCount = await rest.sb.from('authors').select('name, books!inner(id)', { count: 'exact', head: true });
    expect(innerCount.count).toBe(2);
  });

  it('single() gives an object or 406 PGRST116; maybeSingle() gives null for no row', async () => {
    const one = await rest.sb.from('authors').select('name').eq('id', 2).single();
    expect(one).toMatchObject({ data: { name: 'Bob' }, error: null, status: 200 });
    const none = await rest.sb.from('authors').select('name').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'JSON object requested, multiple (or no) rows returned',
    });
    const many = await rest.sb.from('authors').select('name').single();
    expect(many.error?.details).toBe('The result contains 3 rows');
    const maybe = await rest.sb.from('authors').select('name').eq('id', 99).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null, status: 200 });
    const raw = await restFetch(rest.t, '/authors?id=eq.1', {
      headers: { accept: 'application/vnd.pgrst.object+json' },
    });
    expect(raw.text).toBe('{"id":1,"name":"Ann"}');
    expect(raw.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
  });

  it('encodes timestamps in the Prefer: timezone zone', async () => {
    const utc = await restFetch(rest.t, '/reviews?select=created_at&id=eq.1');
    expect(utc.json).toEqual([{ created_at: '2026-01-01T00:00:00+00:00' }]);
    const local = await restFetch(rest.t, '/reviews?select=created_at&id=eq.1', {
      headers: { prefer: 'timezone=Europe/Stockholm' },
    });
    expect(local.json).toEqual([{ created_at: '2026-01-01T01:00:00+01:00' }]);
    const unknown = await restFetch(rest.t, '/reviews?select=created_at&id=eq.1', {
      headers: { prefer: 'timezone=Mars/Olympus' },
    });
    expect(unknown.json).toEqual([{ created_at: '2026-01-01T00:00:00+00:00' }]);
  });

  it('answers CSV and stripped nulls when asked', async () => {
    const csv = await rest.sb.from('gadgets').select('id, name, notes').order('id').csv();
    expect(csv.data).toBe('id,name,notes\n1,lamp,\n2,Desk Lamp,"a, (b)"\n3,chair,comfy chair');
    const stripped = await restFetch(rest.t, '/books?select=title,published_year&id=eq.2', {
      headers: { accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    });
    expect(stripped.json).toEqual([{ title: 'A2' }]);
  });

  it('reports unknown tables, columns, schemas, embeds and malformed parameters as PostgREST does', async () => {
    const table = await rest.sb.from('nope').select();
    expect(table.status).toBe(404);
    expect(table.error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.nope' in the schema cache",
    });
    const hint = await rest.sb.from('author').select();
    expect(hint.error?.hint).toBe("Perhaps you meant the table 'public.authors'");
    const typo = await rest.sb.from('gadgts').select();
    expect(typo.error?.hint).toBe("Perhaps you meant the table 'public.gadgets'");
    const far = await rest.sb.from('zebra').select();
    expect(far.error?.hint).toBeNull();
    const column = await rest.sb.from('books').select('id, nope');
    expect(column.status).toBe(400);
    expect(column.error).toEqual({
      code: '42703',
      details: null,
      hint: null,
      message: 'column books.nope does not exist',
    });
    const filterColumn = await rest.sb.from('books').select().eq('nope', 1);
    expect(filterColumn.error?.code).toBe('42703');
    const schema = await rest.sb.schema('private').from('books').select();
    expect(schema.status).toBe(406);
    expect(schema.error).toEqual({
      code: 'PGRST106',
      details: null,
      hint: null,
      message: 'The schema must be one of the following: public, graphql_public',
    });
    const parse = await restFetch(rest.t, '/books?select=id,,title');
    expect(parse.status).toBe(400);
    expect((parse.json as { code: string }).code).toBe('PGRST100');
    const badValue = await rest.sb.from('books').select().eq('id', 'abc');
    expect(badValue.status).toBe(400);
    expect(badValue.error).toEqual({
      code: '22P02',
      details: null,
      hint: null,
      message: 'invalid input syntax for type bigint: "abc"',
    });
    const notEmbedded = await rest.sb.from('authors').select('name').eq('books.id', 1);
    expect(notEmbedded.status).toBe(400);
    expect(notEmbedded.error?.code).toBe('PGRST108');
  });

  it('gives the benchmark the exact statement a GET runs', async () => {
    const { sql, params } = await readSqlFor(rest.t.ctx, 'authors', 'select=name,books(title)&id=eq.2');
    const direct = await rest.t.db.query<{ body: string }>(sql, params);
    const viaHttp = await restFetch(rest.t, '/authors?select=name,books(title)&id=eq.2');
    expect(direct.rows[0].body).toBe(viaHttp.text);
  });

  it('describes the exposed tables and functions at the root', async () => {
    const root = await restFetch(rest.t, '/');
    expect(root.status).toBe(200);
    const paths = Object.keys((root.json as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/', '/books', '/book_details', '/rpc/add_numbers']));
  });

  it('rejects bad and expired JWTs with 401 and PostgREST codes', async () => {
    const bad = await restFetch(rest.t, '/books', { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(bad.status).toBe(401);
    expect((bad.json as { code: string }).code).toBe('PGRST301');
    expect(bad.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    const expiredToken = await signJwt(
      { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001' },
      rest.t.keys.jwtSecret,
      -60,
    );
    const expired = await rest.t.client(expiredToken).from('books').select();
    expect(expired.status).toBe(401);
    expect(expired.error).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
  });
});

import { describe, expect, it } from 'vitest';
import { restFetch, useRestServer } from './helpers/rest-fixtures.ts';

describe('rest: rpc', () => {
  const rest = useRestServer();

  it('calls a scalar function by POST with JSON arguments and by GET with query arguments', async () => {
    expect(await rest.sb.rpc('add_numbers', { a: 2, b: 3 })).toMatchObject({ data: 5, error: null, status: 200 });
    expect(await rest.sb.rpc('add_numbers', { a: 2, b: 3 }, { get: true })).toMatchObject({ data: 5, status: 200 });
    expect((await rest.sb.rpc('sum_array', { nums: [1, 2, 3] })).data).toBe(6);
    expect((await rest.sb.rpc('sum_array', { nums: [4, 5] }, { get: true })).data).toBe(9);
  });

  it('returns arrays from set-returning functions, with select, embeds, filters, order, limit and count', async () => {
    expect((await rest.sb.rpc('book_titles')).data).toEqual(['A1', 'A2', 'B1']);
    const books = await rest.sb
      .rpc('books_by', { author: 1 })
      .select('title, authors(name)')
      .order('id', { ascending: false })
      .limit(1);
    expect(books).toMatchObject({ status: 200, data: [{ title: 'A2', authors: { name: 'Ann' } }] });
    const filtered = await rest.sb.rpc('books_by', { author: 1 }).select('id').eq('title', 'A1');
    expect(filtered.data).toEqual([{ id: 1 }]);
    const head = await rest.sb.rpc('books_by', { author: 1 }, { head: true, count: 'exact' });
    expect(head).toMatchObject({ data: null, count: 2, status: 200 });
    const postHead = await restFetch(rest.t, '/rpc/books_by', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'count=exact,return=minimal' },
      body: '{"author":1}',
    });
    expect(postHead.status).toBe(204);
    expect(postHead.text).toBe('');
    expect(postHead.headers.get('content-range')).toBe('0-1/2');
    const single = await rest.sb.rpc('books_by', { author: 2 }).select('title').single();
    expect(single.data).toEqual({ title: 'B1' });
  });

  it('passes the body to a single unnamed json parameter, and json arguments by name', async () => {
    expect((await rest.sb.rpc('echo_body', { any: ['thing', 1] })).data).toEqual({ any: ['thing', 1] });
    expect((await rest.sb.rpc('echo', { payload: { nested: { a: null } } })).data).toEqual({ nested: { a: null } });
  });

  it('answers 204 for void functions and an object for a function returning one row', async () => {
    expect(await rest.sb.rpc('do_nothing')).toMatchObject({ data: null, error: null, status: 204 });
    const tag = await rest.sb.rpc('new_tag', { tag_name: 'from-rpc' });
    expect(tag).toMatchObject({ status: 200, data: { id: 101, name: 'from-rpc' } });
  });

  it('runs GET and STABLE/IMMUTABLE calls read-only: writing there is 405 25006', async () => {
    const res = await rest.sb.rpc('new_tag', { tag_name: 'nope' }, { get: true });
    expect(res.status).toBe(405);
    expect(res.error).toEqual({
      code: '25006',
      details: null,
      hint: null,
      message: 'cannot execute INSERT in a read-only transaction',
    });
  });

  it('maps RAISE to 400 P0001 and PTnnn to that status', async () => {
    const raised = await rest.sb.rpc('fail_loudly');
    expect(raised.status).toBe(400);
    expect(raised.error).toEqual({ code: 'P0001', details: null, hint: 'try again', message: 'something went wrong' });
    const custom = await rest.sb.rpc('fail_payment');
    expect(custom.status).toBe(402);
    expect(custom.error?.code).toBe('PT402');
  });

  it('answers 404 PGRST202 for unknown functions or arguments', async () => {
    const unknown = await rest.sb.rpc('nope', { b: 1, a: 2 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.nope with parameters a, b or with a single unnamed json/jsonb parameter, ' +
        'but no matches were found in the schema cache.',
      hint: null,
      message: 'Could not find the function public.nope(a, b) in the schema cache',
    });
    const typo = await rest.sb.rpc('add_number', { a: 1, b: 2 });
    expect(typo.error?.hint).toBe('Perhaps you meant to call the function public.add_numbers');
    const noArgs = await rest.sb.rpc('add_numbers');
    expect(noArgs.error?.message).toBe(
      'Could not find the function public.add_numbers without parameters in the schema cache',
    );
    const wrongArg = await rest.sb.rpc('add_numbers', { a: 1, c: 2 });
    expect(wrongArg.error?.code).toBe('PGRST202');
  });

  it('runs as the caller with PostgREST request settings', async () => {
    expect((await rest.sb.rpc('whoami')).data).toEqual({ role: 'anon', sub: null, method: 'POST' });
    expect((await rest.t.serviceClient().rpc('whoami', {}, { get: true })).data).toEqual({
      role: 'service_role',
      sub: null,
      method: 'GET',
    });
  });

  it('finds tables, columns and functions created after start-up once the schema cache reloads', async () => {
    await rest.t.db.exec(`create function public.late_arrival() returns text language sql as $$ select 'here' $$;
      grant execute on function public.late_arrival() to anon;`);
    expect((await rest.sb.rpc('late_arrival')).data).toBe('here');
    const raw = await restFetch(rest.t, '/rpc/late_arrival', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expect(raw.text).toBe('"here"');
    await rest.t.db.exec(`alter table public.tags add column colour text;
      create table public.late_table (id int primary key, tag_id bigint references public.tags (id));
      grant all on public.late_table to anon;`);
    const added = await rest.sb
      .from('tags')
      .insert({ name: 'coloured', colour: 'red' })
      .select('name, colour, late_table(id)')
      .single();
    expect(added.data).toEqual({ name: 'coloured', colour: 'red', late_table: [] });
  });
});

// The REST tests' schema and rows, shared by the rest.* test files.
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './server.ts';

export const REST_SCHEMA_SQL = readFileSync(new URL('./rest-schema.sql', import.meta.url), 'utf8');

const SEED_SQL = `
insert into public.authors (id, name) values (1, 'Ann'), (2, 'Bob'), (3, 'Cid');
insert into public.books (id, author_id, title, published_year) values (1, 1, 'A1', 2001), (2, 1, 'A2', null), (3, 2, 'B1', 1999);
insert into public.tags (id, name) values (1, 'fiction'), (2, 'classic');
insert into public.book_tags (book_id, tag_id) values (1, 1), (1, 2), (3, 2);
insert into public.reviews (id, book_id, reviewer_id, editor_id, rating, body) values (1, 1, 2, 1, 5, 'great'), (2, 3, 1, null, 2, null);
insert into public.author_bios (author_id, bio) values (1, 'writes');
insert into public.gadgets (id, name, labels, attrs, during, price, status, notes) values
  (1, 'lamp', '{home,light}', '{"color":"red","size":{"w":2}}', '[1,10)', 9.99, 'live', null),
  (2, 'Desk Lamp', '{office}', '{"color":"blue"}', '[20,30)', null, 'draft', 'a, (b)'),
  (3, 'chair', '{}', '{}', null, 100, 'live', 'comfy chair');
select setval(pg_get_serial_sequence('public.authors', 'id'), 100);
select setval(pg_get_serial_sequence('public.books', 'id'), 100);
select setval(pg_get_serial_sequence('public.tags', 'id'), 100);
select setval(pg_get_serial_sequence('public.gadgets', 'id'), 100);
`;

export function startRestServer(): Promise<TestServer> {
  return startTestServer({ migrationsSql: [REST_SCHEMA_SQL], seedSql: SEED_SQL });
}

export interface RestSuite {
  t: TestServer;
  /** an anon-key client of `t` */
  sb: SupabaseClient;
}

/**
 * For a describe block: a REST server started (then `prepare`d) before its tests and stopped after them.
 * The fields are set once the tests run.
 */
export function useRestServer(prepare?: (t: TestServer) => Promise<unknown>): RestSuite {
  const suite = {} as RestSuite;
  beforeAll(async () => {
    suite.t = await startRestServer();
    suite.sb = suite.t.anonClient();
    await prepare?.(suite.t);
  });
  afterAll(async () => {
    await suite.t?.stop();
  });
  return suite;
}

/** A raw request to /rest/v1, for headers the client does not surface. */
export async function restFetch(
  t: TestServer,
  path: string,
  init: RequestInit & { key?: string } = {},
): Promise<{ status: number; headers: Headers; text: string; json: unknown }> {
  const key = init.key ?? t.keys.anon;
  const res = await fetch(`${t.url}/rest/v1${path}`, {
    ...init,
    headers: { apikey: key, authorization: `Bearer ${key}`, ...(init.headers as Record<string, string>) },
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

import { describe, expect, it } from 'vitest';
import type { Database, Sql } from '../src/types.ts';
import { restFetch, useRestServer } from './helpers/rest-fixtures.ts';

/**
 * Records the statements REST handlers send inside a request's transaction (after the request
 * settings, which asRole and batchAsRole send themselves in one statement).
 */
function captureStatements(db: Database) {
  const statements: string[] = [];
  const original = db.asRole;
  db.asRole = <T>(
    claims: Parameters<Database['asRole']>[0],
    fn: (tx: Sql) => Promise<T>,
    request?: Parameters<Database['asRole']>[2],
  ) =>
    original.call(
      db,
      claims,
      (tx: Sql) =>
        fn({
          query: (text, params) => {
            statements.push(text);
            return tx.query(text, params);
          },
          exec: (text) => {
            statements.push(text);
            return tx.exec(text);
          },
        }),
      request,
    ) as Promise<T>;
  const originalBatch = db.batchAsRole;
  db.batchAsRole = (claims, batch, request) => {
    statements.push(...batch.map((st) => st.text));
    return originalBatch.call(db, claims, batch, request);
  };
  return {
    statements,
    restore: () => {
      db.asRole = original;
      db.batchAsRole = originalBatch;
    },
  };
}

const BUILDS_ROWS = /json_agg|row_to_json|json_build|to_json/i;

describe('rest: counts', () => {
  const rest = useRestServer((t) => t.db.query('analyze public.books'));

  it('answers a HEAD with count=exact with one count over the filtered relation, building no rows', async () => {
    const capture = captureStatements(rest.t.db);
    try {
      const head = await rest.sb.from('books').select('*', { count: 'exact', head: true }).eq('author_id', 1);
      expect(head).toMatchObject({ data: null, error: null, count: 2, status: 200 });
      expect(capture.statements).toHaveLength(1);
      const [statement] = capture.statements;
      expect(statement).toMatch(
        /^SELECT count\(\*\) AS n FROM "public"\."books" AS "t0"\s+WHERE "t0"\."author_id" = \$1$/,
      );
      expect(statement).not.toMatch(BUILDS_ROWS);
    } finally {
      capture.restore();
    }
  });

  it('keeps the Content-Range and status a GET with the same count gives', async () => {
    for (const path of [
      '/books?select=id',
      '/books?select=id&limit=2',
      '/books?select=id&offset=1&limit=1',
      '/books?select=id&id=eq.999',
      '/authors?select=name,books!inner(id)',
    ]) {
      const get = await restFetch(rest.t, path, { headers: { prefer: 'count=exact' } });
      const head = await restFetch(rest.t, path, { method: 'HEAD', headers: { prefer: 'count=exact' } });
      expect({ path, status: head.status, range: head.headers.get('content-range'), body: head.text }).toEqual({
        path,
        status: get.status,
        range: get.headers.get('content-range'),
        body: '',
      });
    }
    const beyond = await restFetch(rest.t, '/books?offset=10', { method: 'HEAD', headers: { prefer: 'count=exact' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('*/3');
  });

  it('counts only the page for a HEAD without a count, in one statement without rows', async () => {
    const capture = captureStatements(rest.t.db);
    try {
      const head = await restFetch(rest.t, '/books?select=title,authors(name)&limit=2', { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-range')).toBe('0-1/*');
      expect(capture.statements).toHaveLength(1);
      expect(capture.statements[0]).not.toMatch(BUILDS_ROWS);
    } finally {
      capture.restore();
    }
  });

  it("takes count=planned from the planner's estimate, as PostgREST does", async () => {
    const head = await restFetch(rest.t, '/books', { method: 'HEAD', headers: { prefer: 'count=planned' } });
    expect(head.headers.get('content-range')).toBe('0-2/3');
    const get = await rest.sb.from('books').select('id', { count: 'planned' }).order('id').limit(1);
    expect(get).toMatchObject({ data: [{ id: 1 }], count: 3, status: 206 });
    // a primary-key lookup that finds nothing is still estimated at one row
    const none = await restFetch(rest.t, '/books?id=eq.999', { method: 'HEAD', headers: { prefer: 'count=planned' } });
    expect(none.status).toBe(206);
    expect(none.headers.get('content-range')).toBe('*/1');
  });

  it('count=estimated counts exactly up to max-rows; above it, the larger of that and the plan', async () => {
    const exact = await rest.sb.from('books').select('*', { count: 'estimated', head: true }).eq('author_id', 1);
    expect(exact.count).toBe(2);
    const saved = rest.t.ctx.config.maxRows;
    rest.t.ctx.config.maxRows = 1;
    try {
      // 2 rows counted (max-rows + 1) against an estimate of 3: the estimate wins
      const head = await restFetch(rest.t, '/books', { method: 'HEAD', headers: { prefer: 'count=estimated' } });
      expect(head.headers.get('content-range')).toBe('0-0/3');
      const get = await rest.sb.from('books').select('id', { count: 'estimated' }).order('id');
      expect(get).toMatchObject({ data: [{ id: 1 }], count: 3, status: 206 });
    } finally {
      rest.t.ctx.config.maxRows = saved;
    }
  });
});

import { describe, expect, it } from 'vitest';
import { inlineParams } from '../src/db/inline-params.ts';
import { openPglite } from '../src/db/pglite.ts';
import { pgliteTemplate } from '../src/bootstrap/template.ts';

describe('inlineParams: a parameterised statement as one simple query', () => {
  it('replaces $n outside quoted identifiers and literals, and nowhere else', () => {
    expect(
      inlineParams(`SELECT "a$1", 'b$2', "x""$1" FROM t WHERE c = $1 AND d = $2 AND e = $10`, [
        'one',
        null,
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
        'ten',
      ]),
    ).toBe(`SELECT "a$1", 'b$2', "x""$1" FROM t WHERE c = E'one' AND d = NULL AND e = E'ten'`);
    expect(() => inlineParams('SELECT $2', ['x'])).toThrow(/\$2/);
  });

  it('keeps every value exactly as a bound parameter would', async () => {
    const db = await openPglite(null, [], { loadDataDir: pgliteTemplate });
    try {
      const values = [`it's`, 'back\\slash', `\\'; drop table x; --`, 'line\nbreak', 'åäö 😀', '$1', ''];
      const bound = await db.query<{ v: string }>(`select $1::text as v`, [values[0]]);
      expect(bound.rows[0].v).toBe(values[0]);
      for (const v of values) {
        const rows = (
          await db.batchAsRole({ role: 'anon' }, [{ text: 'select $1::text as v, $2::int as n', params: [v, '7'] }])
        )[0].rows;
        expect(rows).toEqual([{ v, n: 7 }]);
      }
      // a failing statement takes the whole batch back: no role or setting outlives it
      await expect(
        db.batchAsRole({ role: 'anon' }, [{ text: 'select $1::int', params: ['x'] }], { readOnly: true }),
      ).rejects.toMatchObject({ code: '22P02' });
      const after = await db.query<{ u: string; ro: string }>(
        `select current_user as u, current_setting('transaction_read_only') as ro`,
      );
      expect(after.rows).toEqual([{ u: 'postgres', ro: 'off' }]);
    } finally {
      await db.close();
    }
  });
});

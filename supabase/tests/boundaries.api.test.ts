// Every constraint at its edge through supabase-js: the last valid value is stored; the first
// invalid one comes back as a client error (4xx) carrying Postgres' SQLSTATE, never a 500.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './helpers/api.ts';
import { BOUNDARIES, UNIQUES } from './helpers/boundaries.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api?.stop());

const STATUS: Record<string, number> = { '23514': 400, '23505': 409, '42501': 403, '23503': 409 };

describe('constraint boundaries (supabase-js)', () => {
  for (const b of BOUNDARIES) {
    it(b.name, async () => {
      const w = api.world;
      const client = api.clients[b.actor];
      const write = async (v: unknown) => {
        if (b.op === 'insert') {
          const row = b.row(w, v);
          const res = await client.from(b.table).insert(row).select();
          if (!res.error) await api.server.db.query(`delete from public.${b.table} where id = $1`, [row.id]);
          return res;
        }
        return client.from(b.table).update(b.row(w, v)).match(b.key!(w)).select();
      };
      for (const v of b.valid) {
        const res = await write(v);
        expect(res.error, `valid ${String(v).slice(0, 20)}`).toBeNull();
        expect(res.data).toHaveLength(1);
      }
      for (const v of b.invalid) {
        const res = await write(v);
        expect({ status: res.status, code: res.error?.code }, `invalid ${String(v).slice(0, 20)}`).toEqual({
          status: STATUS[b.code],
          code: b.code,
        });
        expect(res.error?.message).toBeTruthy();
      }
    });
  }

  for (const u of UNIQUES) {
    it(u.name, async () => {
      const [first, second] = u.rows(api.world);
      const client = api.clients[u.actor];
      const a = await client.from(first.table).insert(first.row);
      expect(a.error).toBeNull();
      const b = await client.from(second.table).insert(second.row);
      expect({ status: b.status, code: b.error?.code }).toEqual({ status: 409, code: '23505' });
      await api.server.db.query(`delete from public.${first.table} where id = $1`, [first.row.id]);
    });
  }

  it('submission deadline: the start of the Swedish day 7 days ahead, not a second earlier', async () => {
    const { rows } = await api.server.db.query<{ edge: string }>(
      `select ((date_trunc('day', now() at time zone 'Europe/Stockholm') + interval '7 days')
         at time zone 'Europe/Stockholm') as edge`,
    );
    const edge = new Date(rows[0].edge);
    const insert = (deadline: Date) =>
      api.clients.brfOwner.from('projects').insert({
        id: randomUUID(),
        brf_id: api.world.brfA,
        title: 'Gräns',
        description: 'Gränsfall för deadline.',
        submission_deadline: deadline.toISOString(),
        status: 'open',
      });
    expect((await insert(edge)).error).toBeNull();
    const late = await insert(new Date(edge.getTime() - 1000));
    expect({ status: late.status, code: late.error?.code, message: late.error?.message }).toEqual({
      status: 400,
      code: '23514',
      message: 'Submission deadline must be at least 7 days from today.',
    });
  });

  it('average_rating is never written by a client', async () => {
    const res = await api.clients.quotedProvider
      .from('service_provider_profiles')
      .update({ average_rating: 5 })
      .eq('id', api.world.provider1);
    expect({ status: res.status, code: res.error?.code }).toEqual({ status: 403, code: '42501' });
  });
});

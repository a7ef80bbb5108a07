// Every constraint at its edge, in SQL as the actor who would write it: the last valid value is
// stored, the first invalid one is refused with a clear SQLSTATE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/types.ts';
import { openTestDatabase } from './helpers/database.ts';
import { buildWorld, insertAuthUsers, type World } from './helpers/world.ts';
import { BOUNDARIES, UNIQUES } from './helpers/boundaries.ts';
import { attemptAs, insertAs, insertSql, updateSql } from './helpers/sql-attempt.ts';
import { earliestSubmissionDeadline, isDeadlineFarEnough } from '@brf/domain/projects';

let db: Database;
let w: World;

beforeAll(async () => {
  db = await openTestDatabase();
  w = await buildWorld(db, await insertAuthUsers(db));
});
afterAll(async () => db?.close());

describe('constraint boundaries (SQL)', () => {
  for (const b of BOUNDARIES) {
    it(b.name, async () => {
      const write = (v: unknown) =>
        attemptAs(db, w.users, b.actor, async (tx) => {
          const [text, params] =
            b.op === 'insert' ? insertSql(b.table, b.row(w, v)) : updateSql(b.table, b.key!(w), b.row(w, v));
          return (await tx.query(text, params)).rows.length;
        });
      for (const v of b.valid)
        expect(await write(v), `valid ${String(v).slice(0, 20)}`).toMatchObject({ ok: true, value: 1 });
      for (const v of b.invalid)
        expect(await write(v), `invalid ${String(v).slice(0, 20)}`).toMatchObject({ ok: false, code: b.code });
    });
  }

  for (const u of UNIQUES) {
    it(u.name, async () => {
      const rows = u.rows(w);
      const first = await insertAs(db, w.users, u.actor, rows[0].table, rows[0].row);
      expect(first).toMatchObject({ ok: true });
      const second = await attemptAs(db, w.users, u.actor, async (tx) => {
        await tx.query(
          ...insertSql(rows[0].table, rows[0].row.id ? { ...rows[0].row, id: crypto.randomUUID() } : rows[0].row),
        );
        await tx.query(...insertSql(rows[1].table, rows[1].row));
      });
      expect(second).toMatchObject({ ok: false, code: '23505' });
    });
  }

  it('submission deadline: the start of the Swedish day 7 days ahead, not a second earlier', async () => {
    const { rows } = await db.query<{ edge: string }>(
      `select ((date_trunc('day', now() at time zone 'Europe/Stockholm') + interval '7 days')
         at time zone 'Europe/Stockholm') as edge`,
    );
    const edge = new Date(rows[0].edge);
    const insert = (deadline: Date) =>
      insertAs(db, w.users, 'brfOwner', 'projects', {
        brf_id: w.brfA,
        title: 'Gräns',
        description: 'Gränsfall för deadline.',
        submission_deadline: deadline.toISOString(),
      });
    expect(await insert(edge)).toMatchObject({ ok: true });
    expect(await insert(new Date(edge.getTime() - 1000))).toMatchObject({
      ok: false,
      code: '23514',
      message: 'Submission deadline must be at least 7 days from today.',
    });
  });

  it('the deadline lead counts Swedish days alike in SQL and TypeScript, at day and summer-time edges', async () => {
    const { rows } = await db.query<{ edge: string }>(
      `select ((date_trunc('day', now() at time zone 'Europe/Stockholm') + interval '7 days')
         at time zone 'Europe/Stockholm') as edge`,
    );
    expect(earliestSubmissionDeadline().toISOString()).toBe(new Date(rows[0].edge).toISOString());

    // created just after midnight in Stockholm (still the day before in UTC), late on the eve of
    // summer time, late on the eve of winter time: the first allowed moment and a second before it
    const cases = [
      { created: '2026-05-10T22:30:00Z', edge: '2026-05-17T22:00:00Z' },
      { created: '2026-03-22T22:30:00Z', edge: '2026-03-28T23:00:00Z' },
      { created: '2026-10-24T21:30:00Z', edge: '2026-10-30T23:00:00Z' },
    ];
    // the service role may set created_at (seeding history); the rule holds relative to it
    const sqlAllows = async (created: string, deadline: Date) => {
      try {
        await db.transaction(async (tx) => {
          await tx.query(
            `insert into public.projects (brf_id, title, description, submission_deadline, created_at)
             values ($1, $2, $3, $4, $5)`,
            [w.brfA, 'Gräns', 'Gränsfall för deadline.', deadline.toISOString(), created],
          );
          throw new Error('stored');
        });
      } catch (err) {
        if ((err as Error).message === 'stored') return true;
        expect((err as Error).message).toBe('Submission deadline must be at least 7 days from today.');
        return false;
      }
      return true;
    };
    for (const c of cases) {
      const edge = new Date(c.edge);
      const before = new Date(edge.getTime() - 1000);
      expect(earliestSubmissionDeadline(c.created).toISOString(), c.created).toBe(edge.toISOString());
      expect([isDeadlineFarEnough(edge, c.created), isDeadlineFarEnough(before, c.created)], c.created).toEqual([
        true,
        false,
      ]);
      expect([await sqlAllows(c.created, edge), await sqlAllows(c.created, before)], c.created).toEqual([true, false]);
    }
  });

  it('a client cannot back-date a project to dodge the deadline rule', async () => {
    const r = await insertAs(db, w.users, 'brfOwner', 'projects', {
      brf_id: w.brfA,
      title: 'Bakåt',
      description: 'Försöker backdatera.',
      created_at: '2020-01-01T00:00:00Z',
      submission_deadline: '2020-02-01T00:00:00Z',
    });
    expect(r).toMatchObject({
      ok: false,
      code: '23514',
      message: 'Submission deadline must be at least 7 days from today.',
    });
  });

  it('a new project must be open', async () => {
    const r = await insertAs(db, w.users, 'brfOwner', 'projects', {
      brf_id: w.brfA,
      title: 'Status',
      description: 'Försöker sätta status.',
      submission_deadline: new Date(Date.now() + 30 * 86400000).toISOString(),
      status: 'awarded',
    });
    expect(r).toMatchObject({ ok: false, code: '23514', message: 'A new project must be open.' });
  });

  it('average_rating cannot be written by its provider', async () => {
    const r = await attemptAs(db, w.users, 'quotedProvider', async (tx) => {
      await tx.query(...updateSql('service_provider_profiles', { id: w.provider1 }, { average_rating: 5 }));
    });
    expect(r).toMatchObject({ ok: false, code: '42501' });
  });

  it('project status cannot be changed by its owner directly', async () => {
    const r = await attemptAs(db, w.users, 'brfOwner', async (tx) => {
      await tx.query(...updateSql('projects', { id: w.openProject }, { status: 'awarded' }));
    });
    expect(r).toMatchObject({ ok: false, code: '42501' });
  });
});

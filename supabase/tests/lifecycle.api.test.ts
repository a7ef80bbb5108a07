// The project lifecycle (supabase/README.md, "Project lifecycle") through supabase-js, as the
// people who would try each step; printed as a rules x actors table like the access matrix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './helpers/api.ts';
import { formatMatrix, type Cell, type Op } from './helpers/matrix.ts';
import { ACTORS, CATEGORY_BYGG, CATEGORY_VVS, days, insertProject, insertQuote, type Actor } from './helpers/world.ts';

let api: Api;
const cells: Cell[] = [];

async function project(
  opts: { title: string; deadlineInDays?: number; createdDaysAgo?: number } = { title: 'Livscykel' },
): Promise<string> {
  return api.server.db.transaction((tx) =>
    insertProject(tx, api.world.brfA, {
      title: opts.title,
      deadlineInDays: opts.deadlineInDays ?? 20,
      createdDaysAgo: opts.createdDaysAgo,
    }),
  );
}
const quoteOn = (p: string, provider: string, amount = 1000) =>
  api.server.db.transaction((tx) => insertQuote(tx, p, provider, amount));
const pastProject = async (title: string) => {
  const p = await project({ title, createdDaysAgo: 20, deadlineInDays: -1 });
  await quoteOn(p, api.world.provider1);
  return p;
};
const storedStatus = async (p: string) =>
  (await api.server.db.query<{ status: string }>('select status from public.projects where id = $1', [p])).rows[0]
    ?.status;

interface Rule {
  name: string;
  op: Op;
  /** 'Y'/'N' per actor, in ACTORS order */
  expect: string;
  attempt(a: Actor): Promise<boolean>;
}

const RULES: Rule[] = [
  {
    name: 'projects: rpc cancel_project (open)',
    op: 'update',
    expect: 'NYNNNNN',
    async attempt(a) {
      const p = await project();
      const { error } = await api.clients[a].rpc('cancel_project', {
        p_project_id: p,
        p_reason: 'Budgeten räcker inte.',
      });
      return !error && (await storedStatus(p)) === 'cancelled';
    },
  },
  {
    name: 'projects: rpc delete_project (no quotes)',
    op: 'delete',
    expect: 'NYNNNNN',
    async attempt(a) {
      const p = await project();
      const { error } = await api.clients[a].rpc('delete_project', { p_project_id: p });
      return !error && (await storedStatus(p)) === undefined;
    },
  },
  {
    name: 'project_service_categories: rpc set_project_categories',
    op: 'update',
    expect: 'NYNNNNN',
    async attempt(a) {
      const p = await project();
      const { error } = await api.clients[a].rpc('set_project_categories', {
        p_project_id: p,
        p_category_ids: [CATEGORY_VVS],
      });
      return !error;
    },
  },
  {
    name: 'project_details, archived project',
    op: 'select',
    expect: 'NNNNNNY',
    async attempt(a) {
      const p = await project();
      await quoteOn(p, api.world.provider1);
      expect((await api.clients.brfOwner.rpc('delete_project', { p_project_id: p })).data).toBe('archived');
      const { data } = await api.clients[a].from('project_details').select('id').eq('id', p);
      return (data?.length ?? 0) > 0;
    },
  },
  {
    name: 'quotes of an archived project',
    op: 'select',
    expect: 'NNNNNNY',
    async attempt(a) {
      const p = await project();
      await quoteOn(p, api.world.provider1);
      await api.clients.brfOwner.rpc('delete_project', { p_project_id: p });
      const { data } = await api.clients[a].from('quotes').select('id').eq('project_id', p);
      return (data?.length ?? 0) > 0;
    },
  },
  {
    name: 'projects: move a passed deadline',
    op: 'update',
    expect: 'NNNNNNN',
    async attempt(a) {
      const p = await pastProject('Passerad');
      const { data } = await api.clients[a]
        .from('projects')
        .update({ submission_deadline: days(30) })
        .eq('id', p)
        .select();
      return (data?.length ?? 0) > 0;
    },
  },
  {
    name: 'projects: rpc award_project (deadline passed)',
    op: 'update',
    expect: 'NYNNNNN',
    async attempt(a) {
      const p = await pastProject('Tilldelas');
      const quote = (
        await api.server.db.query<{ id: string }>('select id from public.quotes where project_id = $1', [p])
      ).rows[0].id;
      return !(
        await api.clients[a].rpc('award_project', { p_project_id: p, p_quote_id: quote, p_reason: 'Lägst pris.' })
      ).error;
    },
  },
];

beforeAll(async () => {
  api = await startApi();
  for (const rule of RULES) {
    for (const [i, actor] of ACTORS.entries()) {
      cells.push({
        table: rule.name,
        op: rule.op,
        actor,
        expected: rule.expect[i] === 'Y',
        actual: await rule.attempt(actor),
      });
    }
  }
  console.log(formatMatrix('Project lifecycle (supabase-js): ✓ allowed, · refused, ! unexpected', cells));
});
afterAll(async () => api?.stop());

describe('lifecycle rules x actors (supabase-js)', () => {
  it('asserts every rule x actor cell', () => {
    const wrong = cells
      .filter((c) => c.actual !== c.expected)
      .map((c) => `${c.table} ${c.op} as ${c.actor}: expected ${c.expected ? 'allowed' : 'refused'}`);
    expect(wrong).toEqual([]);
  });
});

describe('status: a past-deadline project never reads as open', () => {
  it('project_details shows closed at once; the scheduled job stores it', async () => {
    const p = await project({ title: 'Stänger', createdDaysAgo: 20, deadlineInDays: -1 });
    expect(await storedStatus(p)).toBe('open');
    for (const actor of ['brfOwner', 'otherBrf', 'quotedProvider'] as const) {
      const { data } = await api.clients[actor].from('project_details').select('status').eq('id', p).single();
      expect(data, actor).toEqual({ status: 'closed' });
    }
    const { data: open } = await api.clients.otherBrf
      .from('project_details')
      .select('id')
      .eq('id', p)
      .eq('status', 'open');
    expect(open).toEqual([]);
    const denied = await api.clients.brfOwner.rpc('close_past_deadline_projects');
    expect(denied.error).not.toBeNull();
    const { data: closed, error } = await api.service.rpc('close_past_deadline_projects');
    expect(error).toBeNull();
    expect(closed).toBeGreaterThanOrEqual(1);
    expect(await storedStatus(p)).toBe('closed');
  });

  it('past the deadline: no quote, no follow, no deadline move', async () => {
    const w = api.world;
    const p = await project({ title: 'Förbi', createdDaysAgo: 20, deadlineInDays: -1 });
    const quote = await api.clients.quotedProvider
      .from('quotes')
      .insert({ project_id: p, service_provider_id: w.provider1, quote_amount: 10 });
    expect(quote.error).not.toBeNull();
    const follow = await api.clients.otherProvider
      .from('project_subscriptions')
      .insert({ project_id: p, user_id: w.users.otherProvider.id });
    expect(follow.error?.message).toBe('You cannot follow a closed project.');
    const move = await api.clients.brfOwner
      .from('projects')
      .update({ submission_deadline: days(30) })
      .eq('id', p);
    expect({ status: move.status, message: move.error?.message }).toEqual({
      status: 400,
      message: 'The submission deadline has passed and cannot be changed.',
    });
  });

  it('a closed project can be awarded', async () => {
    const p = await pastProject('Stängd och tilldelad');
    await api.service.rpc('close_past_deadline_projects');
    expect(await storedStatus(p)).toBe('closed');
    const quote = (await api.server.db.query<{ id: string }>('select id from public.quotes where project_id = $1', [p]))
      .rows[0].id;
    expect(
      (await api.clients.brfOwner.rpc('award_project', { p_project_id: p, p_quote_id: quote, p_reason: 'Lägst pris.' }))
        .error,
    ).toBeNull();
    expect(await storedStatus(p)).toBe('awarded');
  });
});

describe('cancelling', () => {
  it('only until awarded, with a reason; a cancelled project takes no quotes and cannot be awarded', async () => {
    const w = api.world;
    const p = await project({ title: 'Avbryts' });
    const quote = await quoteOn(p, w.provider2);
    const { data, error } = await api.clients.brfOwner.rpc('cancel_project', {
      p_project_id: p,
      p_reason: 'Budgeten räcker inte.',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: p, status: 'cancelled' });
    const again = await api.clients.brfOwner.rpc('cancel_project', {
      p_project_id: p,
      p_reason: 'Budgeten räcker inte.',
    });
    expect(again.error?.message).toBe('Only a project that is not awarded can be cancelled.');
    const late = await api.clients.quotedProvider
      .from('quotes')
      .insert({ project_id: p, service_provider_id: w.provider1, quote_amount: 10 });
    expect(late.error).not.toBeNull();
    await api.server.db.query(
      `update public.projects set submission_deadline = now() - interval '1 day' where id = $1`,
      [p],
    );
    const award = await api.clients.brfOwner.rpc('award_project', {
      p_project_id: p,
      p_quote_id: quote,
      p_reason: 'Lägst pris.',
    });
    expect(award.error?.message).toBe('A cancelled project cannot be awarded.');
    // past its deadline, nothing awarded: the procurement can still be called off (issue 30)
    const pastId = await pastProject('Förbi avbryts');
    const past = await api.clients.brfOwner.rpc('cancel_project', {
      p_project_id: pastId,
      p_reason: 'Budgeten räcker inte.',
    });
    expect(past.error).toBeNull();
    const other = await api.clients.otherBrf.rpc('cancel_project', {
      p_project_id: await project(),
      p_reason: 'Budgeten räcker inte.',
    });
    expect({ code: other.error?.code, message: other.error?.message }).toEqual({
      code: '42501',
      message: 'Only the project owner can cancel this project.',
    });
  });
});

describe('deleting', () => {
  it('a project with quotes is archived: hidden everywhere, quotes, award and review kept, quoters told', async () => {
    const w = api.world;
    const p = await project({ title: 'Arkiveras', createdDaysAgo: 20, deadlineInDays: -1 });
    const winner = await quoteOn(p, w.provider1, 500);
    await quoteOn(p, w.provider2, 600);
    expect(
      (
        await api.clients.brfOwner.rpc('award_project', {
          p_project_id: p,
          p_quote_id: winner,
          p_reason: 'Lägst pris.',
        })
      ).error,
    ).toBeNull();
    expect(
      (
        await api.clients.brfOwner
          .from('reviews')
          .insert({ brf_id: w.brfA, service_provider_id: w.provider1, project_id: p, rating: 3 })
      ).error,
    ).toBeNull();
    const { data: before } = await api.clients.otherBrf
      .from('service_provider_profiles')
      .select('average_rating')
      .eq('id', w.provider1)
      .single();
    const message = await api.clients.quotedProvider
      .from('project_messages')
      .insert({ project_id: p, message_text: 'Tack för förtroendet' })
      .select('id')
      .single();
    expect(message.error).toBeNull();

    const { data, error } = await api.clients.brfOwner.rpc('delete_project', { p_project_id: p });
    expect({ data, error }).toEqual({ data: 'archived', error: null });

    for (const actor of ['brfOwner', 'otherBrf', 'quotedProvider', 'otherProvider'] as const) {
      const c = api.clients[actor];
      const seen = await Promise.all([
        c.from('projects').select('id').eq('id', p),
        c.from('project_details').select('id').eq('id', p),
        c.from('quotes').select('id').eq('project_id', p),
        c.from('project_awards').select('project_id').eq('project_id', p),
        c.from('reviews').select('id').eq('project_id', p),
        c.from('project_service_categories').select('project_id').eq('project_id', p),
      ]);
      expect(
        seen.map((r) => r.data),
        actor,
      ).toEqual([[], [], [], [], [], []]);
    }
    const kept = await api.server.db.query<Record<string, number>>(
      `select
      (select count(*)::int from public.quotes where project_id = $1) as quotes,
      (select count(*)::int from public.project_awards where project_id = $1) as awards,
      (select count(*)::int from public.reviews where project_id = $1) as reviews`,
      [p],
    );
    expect(kept.rows[0]).toEqual({ quotes: 2, awards: 1, reviews: 1 });
    const { data: admin } = await api.clients.adminAal2
      .from('project_details')
      .select('id, deleted_at')
      .eq('id', p)
      .single();
    expect(admin?.deleted_at).not.toBeNull();
    const { data: after } = await api.clients.otherBrf
      .from('service_provider_profiles')
      .select('average_rating')
      .eq('id', w.provider1)
      .single();
    expect(after).toEqual(before);
    for (const actor of ['quotedProvider', 'otherProvider'] as const) {
      const { data: notes } = await api.clients[actor]
        .from('notifications')
        .select('type, message')
        .eq('type', 'project_deleted');
      expect(notes, actor).toContainEqual({
        type: 'project_deleted',
        message: 'The project "Arkiveras" was deleted by its owner. Your quote is kept on record.',
      });
    }
    const reviewAgain = await api.clients.brfOwner.from('reviews').update({ rating: 1 }).eq('project_id', p).select();
    expect(reviewAgain.data).toEqual([]);
    // communication records are retained: the sender cannot remove or rewrite a message of an archived project
    expect(
      (await api.clients.quotedProvider.from('project_messages').delete().eq('id', message.data!.id).select()).data,
    ).toEqual([]);
    expect(
      (
        await api.clients.quotedProvider
          .from('project_messages')
          .update({ message_text: 'Ändrat' })
          .eq('id', message.data!.id)
          .select()
      ).error?.code,
    ).toBe('42501');
    const stored = await api.server.db.query<{ message_text: string }>(
      'select message_text from public.project_messages where id = $1',
      [message.data!.id],
    );
    expect(stored.rows).toEqual([{ message_text: 'Tack för förtroendet' }]);
  });

  it('a plain DELETE by the owner of a project with quotes archives it instead', async () => {
    const p = await project({ title: 'Direkt radering' });
    await quoteOn(p, api.world.provider2);
    const { error } = await api.clients.brfOwner.from('projects').delete().eq('id', p);
    expect(error).toBeNull();
    const row = (
      await api.server.db.query<{ deleted_at: Date | null }>('select deleted_at from public.projects where id = $1', [
        p,
      ])
    ).rows[0];
    expect(row.deleted_at).not.toBeNull();
    const { data: notes } = await api.clients.otherProvider
      .from('notifications')
      .select('message')
      .eq('type', 'project_deleted')
      .like('message', '%Direkt radering%');
    expect(notes).toHaveLength(1);
  });

  it("is refused for others with the spec's message", async () => {
    const { error } = await api.clients.otherBrf.rpc('delete_project', { p_project_id: api.world.openProject2 });
    expect({ code: error?.code, message: error?.message }).toEqual({
      code: '42501',
      message: 'Only project owners can delete projects.',
    });
  });
});

describe('categories', () => {
  it('are replaced in one call and never left empty', async () => {
    const p = await project();
    const owner = api.clients.brfOwner;
    const { data, error } = await owner.rpc('set_project_categories', {
      p_project_id: p,
      p_category_ids: [CATEGORY_VVS, CATEGORY_VVS],
    });
    expect(error).toBeNull();
    expect((data as { service_category_id: string }[]).map((r) => r.service_category_id)).toEqual([CATEGORY_VVS]);
    const empty = await owner.rpc('set_project_categories', { p_project_id: p, p_category_ids: [] });
    expect(empty.error?.message).toBe('Select at least one service category');
    const unknown = await owner.rpc('set_project_categories', {
      p_project_id: p,
      p_category_ids: [CATEGORY_BYGG, 'c0000000-0000-4000-8000-0000000000ff'],
    });
    expect(unknown.error?.message).toBe('Unknown service category.');
    const last = await owner.from('project_service_categories').delete().eq('project_id', p);
    expect({ status: last.status, message: last.error?.message }).toEqual({
      status: 400,
      message: 'A project needs at least one service category.',
    });
    const { data: now } = await owner
      .from('project_service_categories')
      .select('service_category_id')
      .eq('project_id', p);
    expect(now).toEqual([{ service_category_id: CATEGORY_VVS }]);
  });
});

describe('notification preferences', () => {
  it('are honoured by every notification the database creates; no row means all on', async () => {
    const w = api.world;
    // the owner turns new quotes off; quotedProvider turns quote_viewed and the 1-week reminder off
    expect(
      (
        await api.clients.brfOwner
          .from('notification_preferences')
          .update({ new_quote: false })
          .eq('user_id', w.users.brfOwner.id)
      ).error,
    ).toBeNull();
    expect(
      (
        await api.clients.quotedProvider
          .from('notification_preferences')
          .insert({ user_id: w.users.quotedProvider.id, quote_viewed: false, deadline_1week: false })
      ).error,
    ).toBeNull();
    const p = await project({ title: 'Tysta aviseringar', deadlineInDays: 7, createdDaysAgo: 1 });
    const q1 = await api.clients.quotedProvider
      .from('quotes')
      .insert({ project_id: p, service_provider_id: w.provider1, quote_amount: 100 })
      .select('id')
      .single();
    const q2 = await api.clients.otherProvider
      .from('quotes')
      .insert({ project_id: p, service_provider_id: w.provider2, quote_amount: 200 })
      .select('id')
      .single();
    expect(q1.error ?? q2.error).toBeNull();
    for (const q of [q1.data!.id, q2.data!.id])
      expect((await api.clients.brfOwner.from('quotes').update({ is_viewed: true }).eq('id', q)).error).toBeNull();
    expect((await api.service.rpc('send_deadline_notifications')).error).toBeNull();

    const typesOf = async (actor: 'brfOwner' | 'quotedProvider' | 'otherProvider') =>
      ((await api.clients[actor].from('notifications').select('type').eq('project_id', p)).data ?? [])
        .map((n) => n.type)
        .sort();
    expect(await typesOf('brfOwner')).toEqual(['deadline_1week']);
    // the receipt of its own quote stays on: the row turned off only the other two (decision 0027)
    expect(await typesOf('quotedProvider')).toEqual(['quote_receipt']);
    // no preferences row: everything on
    expect(await typesOf('otherProvider')).toEqual(['deadline_1week', 'quote_receipt', 'quote_viewed']);
  });

  it('switch off awards and replies too', async () => {
    const w = api.world;
    expect(
      (
        await api.clients.quotedProvider
          .from('notification_preferences')
          .upsert({ user_id: w.users.quotedProvider.id, project_awarded: false })
      ).error,
    ).toBeNull();
    expect(
      (
        await api.clients.brfOwner
          .from('notification_preferences')
          .update({ new_message: false })
          .eq('user_id', w.users.brfOwner.id)
      ).error,
    ).toBeNull();
    const p = await project({ title: 'Tyst tilldelning', createdDaysAgo: 20, deadlineInDays: -1 });
    const winner = await quoteOn(p, w.provider1);
    await quoteOn(p, w.provider2);
    expect(
      (
        await api.clients.brfOwner.rpc('award_project', {
          p_project_id: p,
          p_quote_id: winner,
          p_reason: 'Lägst pris.',
        })
      ).error,
    ).toBeNull();
    const question = await api.clients.quotedProvider
      .from('project_messages')
      .insert({ project_id: p, message_text: 'När börjar ni?' })
      .select('id')
      .single();
    expect(
      (
        await api.clients.otherProvider
          .from('project_messages')
          .insert({ project_id: p, message_text: 'Vi undrar också', parent_message_id: question.data!.id })
      ).error,
    ).toBeNull();
    const typesOf = async (actor: 'brfOwner' | 'quotedProvider' | 'otherProvider') =>
      ((await api.clients[actor].from('notifications').select('type').eq('project_id', p)).data ?? [])
        .map((n) => n.type)
        .sort();
    expect(await typesOf('quotedProvider')).toEqual(['new_message']);
    expect(await typesOf('otherProvider')).toEqual(['project_awarded']);
    // a question has its own switch (new_question), still on
    expect(await typesOf('brfOwner')).toEqual(['new_question']);
  });
});

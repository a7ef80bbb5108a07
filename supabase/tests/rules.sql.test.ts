// The marketplace's rules in SQL: awarding, quotes, reviews, messages and reply notifications,
// follows, deadline reminders, create-project atomicity, admin and storage names.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/types.ts';
import { openTestDatabase } from './helpers/database.ts';
import {
  CATEGORY_BYGG,
  CATEGORY_VVS,
  INACTIVE_CATEGORY,
  buildWorld,
  days,
  insertAuthUsers,
  insertProject,
  insertQuote,
  type World,
} from './helpers/world.ts';
import { attemptAs, insertAs, updateSql } from './helpers/sql-attempt.ts';

let db: Database;
let w: World;

beforeAll(async () => {
  db = await openTestDatabase();
  w = await buildWorld(db, await insertAuthUsers(db));
});
afterAll(async () => db?.close());

const notificationsOf = async (userId: string, type?: string) =>
  (
    await db.query<{ message: string; type: string; project_id: string }>(
      `select message, type, project_id from public.notifications
       where user_id = $1 ${type ? 'and type = $2' : ''} order by created_at, message`,
      type ? [userId, type] : [userId],
    )
  ).rows;

describe('awarding', () => {
  it('is refused before the submission deadline', async () => {
    const r = await attemptAs(db, w.users, 'brfOwner', (tx) =>
      tx.query('select public.award_project($1, $2, $$Lägst pris.$$)', [w.openProject, w.quoteOpen]),
    );
    expect(r).toMatchObject({
      ok: false,
      code: '23514',
      message: 'You can only award the project after the submission deadline has passed.',
    });
  });

  it('is refused for anyone but the owner', async () => {
    for (const actor of ['otherBrf', 'quotedProvider', 'otherProvider', 'adminAal2'] as const) {
      const r = await attemptAs(db, w.users, actor, (tx) =>
        tx.query('select public.award_project($1, $2, $$Lägst pris.$$)', [w.pastProject, w.quotePast1]),
      );
      expect(r, actor).toMatchObject({
        ok: false,
        code: '42501',
        message: 'Only the project owner can award this project.',
      });
    }
    const anon = await attemptAs(db, w.users, 'anon', (tx) =>
      tx.query('select public.award_project($1, $2, $$Lägst pris.$$)', [w.pastProject, w.quotePast1]),
    );
    expect(anon).toMatchObject({ ok: false, code: '42501' });
  });

  it('records winner and budget, flips quote statuses, notifies, exactly once under concurrent attempts', async () => {
    const attempts = await Promise.all(
      [w.quotePast2, w.quotePast1, w.quotePast2].map((q) =>
        attemptAs(
          db,
          w.users,
          'brfOwner',
          async (tx) =>
            (await tx.query('select * from public.award_project($1, $2, $$Lägst pris.$$)', [w.pastProject, q])).rows[0],
          { commit: true },
        ),
      ),
    );
    const winners = attempts.filter((a) => a.ok);
    expect(winners).toHaveLength(1);
    for (const loser of attempts.filter((a) => !a.ok))
      expect(loser).toMatchObject({ code: '23514', message: 'This project has already been awarded.' });

    const winningQuote = (winners[0].value as { winning_quote_id: string }).winning_quote_id;
    const winningProvider = winningQuote === w.quotePast1 ? w.provider1 : w.provider2;
    const {
      rows: [project],
    } = await db.query<Record<string, unknown>>('select status from public.projects where id = $1', [w.pastProject]);
    expect(project.status).toBe('awarded');
    const {
      rows: [award],
    } = await db.query<Record<string, unknown>>('select * from public.project_awards where project_id = $1', [
      w.pastProject,
    ]);
    expect(award).toMatchObject({ winning_service_provider_id: winningProvider, winning_quote_id: winningQuote });
    expect(Number(award.winning_budget)).toBe(winningQuote === w.quotePast1 ? 900000 : 850000);
    const { rows: quotes } = await db.query<{ id: string; status: string }>(
      'select id, status from public.quotes where project_id = $1 order by id',
      [w.pastProject],
    );
    expect(quotes.map((q) => [q.id, q.status]).sort()).toEqual(
      [
        [w.quotePast1, winningQuote === w.quotePast1 ? 'accepted' : 'rejected'],
        [w.quotePast2, winningQuote === w.quotePast2 ? 'accepted' : 'rejected'],
      ].sort(),
    );

    const winnerUser = winningProvider === w.provider1 ? w.users.quotedProvider.id : w.users.otherProvider.id;
    const loserUser = winningProvider === w.provider1 ? w.users.otherProvider.id : w.users.quotedProvider.id;
    expect(
      (await notificationsOf(winnerUser, 'project_awarded'))
        .filter((n) => n.project_id === w.pastProject)
        .map((n) => n.message),
    ).toEqual(['Congratulations! Your quote for "Hissbyte" has been accepted.']);
    expect(
      (await notificationsOf(loserUser, 'project_awarded'))
        .filter((n) => n.project_id === w.pastProject)
        .map((n) => n.message),
    ).toEqual(['The project "Hissbyte" has been awarded to another provider.']);
    const { rows: audit } = await db.query('select 1 from public.audit_logs where action = $1 and resource_id = $2', [
      'project_awarded',
      w.pastProject,
    ]);
    expect(audit).toHaveLength(1);
  });

  it('is refused a second time', async () => {
    const r = await attemptAs(db, w.users, 'brfOwner', (tx) =>
      tx.query('select public.award_project($1, $2, $$Lägst pris.$$)', [w.awardedProject, w.quoteAwardedLoser]),
    );
    expect(r).toMatchObject({ ok: false, code: '23514', message: 'This project has already been awarded.' });
  });

  it('hides winner fields from others unless show_winner_publicly', async () => {
    const winnerSeenBy = async (
      actor: 'brfOwner' | 'otherBrf' | 'quotedProvider' | 'otherProvider' | 'adminAal1' | 'adminAal2',
    ) =>
      (
        await attemptAs(
          db,
          w.users,
          actor,
          async (tx) =>
            (
              await tx.query<{ winning_service_provider_id: string | null; winning_budget: string | null }>(
                'select winning_service_provider_id, winning_budget from public.project_details where id = $1',
                [w.awardedProject],
              )
            ).rows[0],
        )
      ).value;
    expect(await winnerSeenBy('brfOwner')).toEqual({
      winning_service_provider_id: w.provider1,
      winning_budget: '60000.00',
    });
    expect(await winnerSeenBy('quotedProvider')).toEqual({
      winning_service_provider_id: w.provider1,
      winning_budget: '60000.00',
    });
    expect(await winnerSeenBy('adminAal2')).toEqual({
      winning_service_provider_id: w.provider1,
      winning_budget: '60000.00',
    });
    for (const actor of ['otherBrf', 'otherProvider', 'adminAal1'] as const) {
      expect(await winnerSeenBy(actor), actor).toEqual({ winning_service_provider_id: null, winning_budget: null });
    }
    const shown = await attemptAs(
      db,
      w.users,
      'brfOwner',
      async (tx) =>
        (await tx.query(...updateSql('projects', { id: w.awardedProject }, { show_winner_publicly: true }))).rows
          .length,
      { commit: true },
    );
    expect(shown).toMatchObject({ ok: true, value: 1 });
    expect(await winnerSeenBy('otherProvider')).toEqual({
      winning_service_provider_id: w.provider1,
      winning_budget: '60000.00',
    });
    await db.query('update public.projects set show_winner_publicly = false where id = $1', [w.awardedProject]);
  });
});

describe('quotes', () => {
  it('cannot be sent, edited or withdrawn after the deadline', async () => {
    const past = await db.transaction((tx) =>
      insertProject(tx, w.brfA, { title: 'Passerad', createdDaysAgo: 10, deadlineInDays: -1 }),
    );
    const send = await insertAs(db, w.users, 'otherProvider', 'quotes', {
      project_id: past,
      service_provider_id: w.provider2,
      quote_amount: 10,
    });
    expect(send).toMatchObject({ ok: false, code: '42501' });
    const mine = await db.transaction((tx) => insertQuote(tx, past, w.provider1, 10));
    const edit = await attemptAs(
      db,
      w.users,
      'quotedProvider',
      async (tx) => (await tx.query(...updateSql('quotes', { id: mine }, { quote_amount: 11 }))).rows.length,
    );
    expect(edit).toMatchObject({ ok: true, value: 0 });
    const withdraw = await attemptAs(
      db,
      w.users,
      'quotedProvider',
      async (tx) => (await tx.query('delete from public.quotes where id = $1 returning 1', [mine])).rows.length,
    );
    expect(withdraw).toMatchObject({ ok: true, value: 0 });
  });

  it('lets the owner set only viewed, and tells the provider it was viewed', async () => {
    const amount = await attemptAs(db, w.users, 'brfOwner', (tx) =>
      tx.query(...updateSql('quotes', { id: w.quoteOpen }, { quote_amount: 1 })),
    );
    expect(amount).toMatchObject({
      ok: false,
      code: '42501',
      message: 'Project owners may only mark quotes as viewed.',
    });
    const view = await attemptAs(db, w.users, 'quotedProvider', (tx) =>
      tx.query(...updateSql('quotes', { id: w.quoteOpen }, { is_viewed: true })),
    );
    expect(view).toMatchObject({
      ok: false,
      code: '42501',
      message: 'Only the project owner can mark a quote as viewed.',
    });
    const viewed = await attemptAs(
      db,
      w.users,
      'brfOwner',
      async (tx) =>
        (await tx.query<{ viewed_at: string | null }>(...updateSql('quotes', { id: w.quoteOpen }, { is_viewed: true })))
          .rows[0],
      { commit: true },
    );
    expect(viewed.ok).toBe(true);
    expect(viewed.value?.viewed_at).not.toBeNull();
    expect((await notificationsOf(w.users.quotedProvider.id, 'quote_viewed')).map((n) => n.message)).toEqual([
      'Your quote for "Stambyte 2027" has been viewed.',
    ]);
  });

  it('a new quote notifies the owner with provider and amount, and makes the provider follow the project', async () => {
    const project = await db.transaction((tx) =>
      insertProject(tx, w.brfA, { title: 'Laddstolpar', deadlineInDays: 20 }),
    );
    const sent = await insertAs(
      db,
      w.users,
      'otherProvider',
      'quotes',
      {
        project_id: project,
        service_provider_id: w.provider2,
        quote_amount: 1234567.5,
        status: 'submitted',
      },
      { commit: true },
    );
    expect(sent.ok).toBe(true);
    // stated including VAT, the amount as quoted (excluding VAT) beside it (decision 0026)
    expect(
      (await notificationsOf(w.users.brfOwner.id, 'new_quote'))
        .filter((n) => n.project_id === project)
        .map((n) => n.message),
    ).toEqual([
      'You have received a new quote for "Laddstolpar" from Rör AB: 1 543 209 kr incl. VAT (1 234 568 kr excl.).',
    ]);
    const { rows } = await db.query(
      'select is_subscribed from public.project_subscriptions where project_id = $1 and user_id = $2',
      [project, w.users.otherProvider.id],
    );
    expect(rows).toEqual([{ is_subscribed: true }]);
  });

  it('respects max_bids', async () => {
    const project = await db.transaction((tx) =>
      insertProject(tx, w.brfA, { title: 'Ett bud', deadlineInDays: 20, maxBids: 1 }),
    );
    await db.transaction((tx) => insertQuote(tx, project, w.provider1, 100));
    const second = await insertAs(db, w.users, 'otherProvider', 'quotes', {
      project_id: project,
      service_provider_id: w.provider2,
      quote_amount: 90,
    });
    expect(second).toMatchObject({
      ok: false,
      code: '23514',
      message: 'This project has reached its maximum number of bids.',
    });
  });

  it("never shows a provider another provider's amount, not even through aggregates", async () => {
    const r = await attemptAs(
      db,
      w.users,
      'otherProvider',
      async (tx) =>
        (
          await tx.query<{ n: number; total: string | null }>(
            'select count(*)::int as n, sum(quote_amount) as total from public.quotes where project_id = $1',
            [w.openProject],
          )
        ).rows[0],
    );
    expect(r.value).toEqual({ n: 0, total: null });
  });
});

describe('reviews', () => {
  it('only the owner, only for the winner, and the rating is the mean', async () => {
    const loser = await insertAs(db, w.users, 'brfOwner', 'reviews', {
      brf_id: w.brfA,
      service_provider_id: w.provider2,
      project_id: w.awardedNoReview,
      rating: 5,
    });
    expect(loser).toMatchObject({ ok: false, code: '42501' });
    const notAwarded = await insertAs(db, w.users, 'brfOwner', 'reviews', {
      brf_id: w.brfA,
      service_provider_id: w.provider1,
      project_id: w.openProject,
      rating: 5,
    });
    expect(notAwarded).toMatchObject({ ok: false, code: '42501' });
    const good = await insertAs(
      db,
      w.users,
      'brfOwner',
      'reviews',
      {
        brf_id: w.brfA,
        service_provider_id: w.provider1,
        project_id: w.awardedNoReview,
        rating: 5,
      },
      { commit: true },
    );
    expect(good.ok).toBe(true);
    const rating = async () =>
      (
        await db.query<{ average_rating: string }>(
          'select average_rating from public.service_provider_profiles where id = $1',
          [w.provider1],
        )
      ).rows[0].average_rating;
    expect(await rating()).toBe('4.50');
    await attemptAs(
      db,
      w.users,
      'brfOwner',
      (tx) => tx.query(...updateSql('reviews', { project_id: w.awardedNoReview }, { rating: 2 })),
      { commit: true },
    );
    expect(await rating()).toBe('3.00');
  });
});

describe('messages', () => {
  it('takes the sender from the session, never from the client', async () => {
    const r = await insertAs(
      db,
      w.users,
      'otherProvider',
      'project_messages',
      {
        project_id: w.openProject2,
        message_text: 'Fråga om ritningen',
        sender_id: w.users.brfOwner.id,
        sender_email: 'fake@example.se',
        organization_name: 'BRF Falsk',
        is_brf: true,
        is_public: false,
      },
      { commit: true },
    );
    // no login e-mail is stored (every signed-in user reads messages), and every message is public
    expect(r.value).toMatchObject({
      sender_id: w.users.otherProvider.id,
      sender_email: null,
      organization_name: 'Rör AB',
      is_brf: false,
      is_public: true,
    });
    const fromBrf = await insertAs(db, w.users, 'otherBrf', 'project_messages', {
      project_id: w.openProject2,
      message_text: 'Hej',
    });
    expect(fromBrf.value).toMatchObject({ organization_name: 'BRF Ekbacken', is_brf: true });
    const admin = await insertAs(db, w.users, 'adminAal1', 'project_messages', {
      project_id: w.openProject2,
      message_text: 'Hej',
    });
    expect(admin.value).toMatchObject({ organization_name: null, is_brf: false });
  });

  it('cannot be edited by anyone, its sender included, nor replied to across projects', async () => {
    for (const actor of ['brfOwner', 'quotedProvider'] as const) {
      const edit = await attemptAs(db, w.users, actor, (tx) =>
        tx.query(...updateSql('project_messages', { id: w.message }, { message_text: 'Ändrad' })),
      );
      expect(edit, actor).toMatchObject({ ok: false, code: '42501' });
    }
    const cross = await insertAs(db, w.users, 'brfOwner', 'project_messages', {
      project_id: w.openProject2,
      parent_message_id: w.message,
      message_text: 'Svar',
    });
    expect(cross).toMatchObject({
      ok: false,
      code: '23514',
      message: 'A reply must belong to the same project as its parent message.',
    });
  });

  it('a reply notifies the parent sender, the project BRF and the quoters, once each, never the replier', async () => {
    const project = await db.transaction(async (tx) => {
      const id = await insertProject(tx, w.brfA, { title: 'Trädgård', deadlineInDays: 20 });
      await insertQuote(tx, id, w.provider1, 100);
      await insertQuote(tx, id, w.provider2, 200);
      return id;
    });
    const post = async (actor: 'otherBrf' | 'quotedProvider' | 'otherProvider' | 'brfOwner', parent?: string) =>
      (
        await insertAs<{ id: string }>(
          db,
          w.users,
          actor,
          'project_messages',
          { project_id: project, message_text: 'Meddelande', ...(parent ? { parent_message_id: parent } : {}) },
          { commit: true },
        )
      ).value?.id;
    const newMessages = async () =>
      (
        await db.query<{ user_id: string; message: string }>(
          `select user_id, message from public.notifications
           where project_id = $1 and type = 'new_message' order by created_at, user_id`,
          [project],
        )
      ).rows;
    const clear = () =>
      db.query(`delete from public.notifications where project_id = $1 and type = 'new_message'`, [project]);
    const names = new Map(Object.entries(w.users).map(([k, u]) => [u.id, k]));
    const seen = async () => (await newMessages()).map((n) => [names.get(n.user_id), n.message]).sort();

    // a question tells the followers (the bidders' people follow through their quotes; issues 28, 29)
    const followed = 'New message on "Trädgård", a project you follow.';
    const quoted = 'You have a new reply in a project you have quoted on.';
    const top = await post('quotedProvider');
    expect(await seen()).toEqual([
      ['companyColleague', followed],
      ['otherProvider', followed],
    ]);
    await clear();

    await post('otherBrf', top);
    expect(await seen()).toEqual([
      ['brfOwner', 'You have a new reply in your project.'],
      ['companyColleague', quoted],
      ['otherProvider', quoted],
      ['quotedProvider', 'You have a new reply to your message.'],
    ]);
    await clear();

    // otherBrf follows since it replied
    await post('otherProvider', top);
    expect(await seen()).toEqual([
      ['brfOwner', 'You have a new reply in your project.'],
      ['companyColleague', quoted],
      ['otherBrf', followed],
      ['quotedProvider', 'You have a new reply to your message.'],
    ]);
    await clear();

    const ownerTop = await post('brfOwner');
    await post('brfOwner', ownerTop);
    expect(await seen()).toEqual([
      ['companyColleague', followed],
      ['companyColleague', quoted],
      ['otherBrf', followed],
      ['otherBrf', followed],
      ['otherProvider', followed],
      ['otherProvider', quoted],
      ['quotedProvider', followed],
      ['quotedProvider', quoted],
    ]);
  });
});

describe('deleting', () => {
  it('a plain DELETE of a project with quotes archives it: hidden; quotes, award, review, rating kept', async () => {
    const project = await db.transaction(async (tx) => {
      const id = await insertProject(tx, w.brfA, { title: 'Raderas', createdDaysAgo: 20, deadlineInDays: -1 });
      await insertQuote(tx, id, w.provider1, 10);
      await insertQuote(tx, id, w.provider2, 20);
      await tx.query('insert into public.project_messages (project_id, sender_id, message_text) values ($1, $2, $3)', [
        id,
        w.users.otherBrf.id,
        'Hej',
      ]);
      return id;
    });
    const quote = (
      await db.query<{ id: string }>(
        'select id from public.quotes where project_id = $1 and service_provider_id = $2',
        [project, w.provider2],
      )
    ).rows[0].id;
    expect(
      (
        await attemptAs(
          db,
          w.users,
          'brfOwner',
          (tx) => tx.query('select public.award_project($1, $2, $$Lägst pris.$$)', [project, quote]),
          { commit: true },
        )
      ).ok,
    ).toBe(true);
    expect(
      (
        await insertAs(
          db,
          w.users,
          'brfOwner',
          'reviews',
          {
            brf_id: w.brfA,
            service_provider_id: w.provider2,
            project_id: project,
            rating: 1,
          },
          { commit: true },
        )
      ).ok,
    ).toBe(true);
    const removed = await attemptAs(
      db,
      w.users,
      'brfOwner',
      async (tx) => (await tx.query('delete from public.projects where id = $1 returning 1', [project])).rows.length,
      { commit: true },
    );
    expect(removed).toMatchObject({ ok: true, value: 0 });
    const { rows } = await db.query<Record<string, unknown>>(
      `select
      (select deleted_at is not null from public.projects where id = $1) as archived,
      (select count(*)::int from public.quotes where project_id = $1) as quotes,
      (select count(*)::int from public.project_awards where project_id = $1) as awards,
      (select count(*)::int from public.reviews where project_id = $1) as reviews`,
      [project],
    );
    expect(rows[0]).toEqual({ archived: true, quotes: 2, awards: 1, reviews: 1 });
    const rating = (
      await db.query<{ average_rating: string | null }>(
        'select average_rating from public.service_provider_profiles where id = $1',
        [w.provider2],
      )
    ).rows[0];
    expect(rating.average_rating).not.toBeNull();
    for (const actor of ['brfOwner', 'otherBrf', 'quotedProvider', 'otherProvider', 'adminAal1'] as const) {
      const seen = await attemptAs(
        db,
        w.users,
        actor,
        async (tx) =>
          (
            await tx.query(
              `select
        (select count(*)::int from public.projects where id = $1)
        + (select count(*)::int from public.quotes where project_id = $1)
        + (select count(*)::int from public.reviews where project_id = $1)
        + (select count(*)::int from public.project_messages where project_id = $1) as n`,
              [project],
            )
          ).rows[0],
      );
      expect(seen.value, actor).toEqual({ n: 0 });
    }
  });

  it('a removed message keeps its replies', async () => {
    const project = await db.transaction((tx) => insertProject(tx, w.brfA, { title: 'Tråd', deadlineInDays: 20 }));
    const parent = (
      await insertAs<{ id: string }>(
        db,
        w.users,
        'otherBrf',
        'project_messages',
        { project_id: project, message_text: 'Fråga' },
        { commit: true },
      )
    ).value?.id;
    const reply = (
      await insertAs<{ id: string }>(
        db,
        w.users,
        'brfOwner',
        'project_messages',
        { project_id: project, parent_message_id: parent, message_text: 'Svar' },
        { commit: true },
      )
    ).value?.id;
    const gone = await attemptAs(
      db,
      w.users,
      'otherBrf',
      async (tx) =>
        (await tx.query('delete from public.project_messages where id = $1 returning 1', [parent])).rows.length,
      { commit: true },
    );
    expect(gone).toMatchObject({ ok: true, value: 1 });
    const { rows } = await db.query('select parent_message_id from public.project_messages where id = $1', [reply]);
    expect(rows).toEqual([{ parent_message_id: null }]);
  });
});

describe('follows', () => {
  it('posting follows the project', async () => {
    const project = await db.transaction((tx) => insertProject(tx, w.brfB, { title: 'Följ', deadlineInDays: 20 }));
    await insertAs(
      db,
      w.users,
      'adminAal1',
      'project_messages',
      { project_id: project, message_text: 'Hej' },
      { commit: true },
    );
    const { rows } = await db.query(
      'select is_subscribed from public.project_subscriptions where project_id = $1 and user_id = $2',
      [project, w.users.admin.id],
    );
    expect(rows).toEqual([{ is_subscribed: true }]);
  });

  it('no follow on a closed project', async () => {
    const project = await db.transaction(async (tx) => {
      const id = await insertProject(tx, w.brfB, { title: 'Stängt', deadlineInDays: 20 });
      await tx.query(`update public.projects set status = 'closed' where id = $1`, [id]);
      return id;
    });
    const r = await insertAs(db, w.users, 'otherProvider', 'project_subscriptions', {
      project_id: project,
      user_id: w.users.otherProvider.id,
    });
    expect(r).toMatchObject({ ok: false, code: '23514', message: 'You cannot follow a closed project.' });
  });

  it('only a closed project refuses a follow: an awarded or cancelled one may be followed and unfollowed', async () => {
    const cancelled = await db.transaction(async (tx) => {
      const id = await insertProject(tx, w.brfB, { title: 'Inställt', deadlineInDays: 20 });
      await tx.query(`update public.projects set status = 'cancelled' where id = $1`, [id]);
      return id;
    });
    for (const project of [cancelled, w.awardedProject]) {
      const follow = await insertAs(
        db,
        w.users,
        'otherBrf',
        'project_subscriptions',
        { project_id: project, user_id: w.users.otherBrf.id },
        { commit: true },
      );
      expect(follow.ok, project).toBe(true);
      const unfollow = await attemptAs(db, w.users, 'otherBrf', (tx) =>
        tx.query(
          ...updateSql(
            'project_subscriptions',
            { project_id: project, user_id: w.users.otherBrf.id },
            { is_subscribed: false },
          ),
        ),
      );
      expect(unfollow.ok, project).toBe(true);
    }
  });

  it('a provider with an active quote cannot unfollow', async () => {
    const key = { project_id: w.openProject, user_id: w.users.quotedProvider.id };
    const off = await attemptAs(db, w.users, 'quotedProvider', (tx) =>
      tx.query(...updateSql('project_subscriptions', key, { is_subscribed: false })),
    );
    expect(off).toMatchObject({
      ok: false,
      code: '23514',
      message: 'You cannot unfollow a project you have an active quote on.',
    });
    const removed = await attemptAs(db, w.users, 'quotedProvider', (tx) =>
      tx.query('delete from public.project_subscriptions where project_id = $1 and user_id = $2', [
        key.project_id,
        key.user_id,
      ]),
    );
    expect(removed).toMatchObject({
      ok: false,
      code: '23514',
      message: 'You cannot unfollow a project you have an active quote on.',
    });
    const other = await insertAs(db, w.users, 'otherBrf', 'project_subscriptions', {
      project_id: w.openProject,
      user_id: w.users.otherBrf.id,
      is_subscribed: false,
    });
    expect(other.ok).toBe(true);
  });
});

describe('deadline reminders', () => {
  it('sends the most urgent due reminder to owner, followers and quoters, once', async () => {
    const ids = await db.transaction(async (tx) => {
      const week = await insertProject(tx, w.brfB, { title: 'Vecka', createdDaysAgo: 10, deadlineInDays: 5 });
      const twoWeeks = await insertProject(tx, w.brfB, { title: 'Två veckor', createdDaysAgo: 10, deadlineInDays: 12 });
      const month = await insertProject(tx, w.brfB, { title: 'Månad', deadlineInDays: 25 });
      const later = await insertProject(tx, w.brfB, { title: 'Senare', deadlineInDays: 45 });
      await insertQuote(tx, week, w.provider1, 10);
      await tx.query('insert into public.project_subscriptions (project_id, user_id) values ($1, $2)', [
        week,
        w.users.admin.id,
      ]);
      return { week, twoWeeks, month, later };
    });
    const denied = await attemptAs(db, w.users, 'adminAal2', (tx) =>
      tx.query('select public.send_deadline_notifications()'),
    );
    expect(denied).toMatchObject({ ok: false, code: '42501' });

    const run = () =>
      db.asRole(
        { role: 'service_role' },
        async (tx) => (await tx.query<{ n: number }>('select public.send_deadline_notifications() as n')).rows[0].n,
      );
    expect(await run()).toBeGreaterThanOrEqual(5);
    expect(await run()).toBe(0);
    const of = async (project: string) =>
      (
        await db.query<{ user_id: string; type: string; message: string }>(
          `select user_id, type, message from public.notifications
           where project_id = $1 and type like $2 order by user_id`,
          [project, 'deadline%'],
        )
      ).rows;
    expect((await of(ids.week)).map((n) => [n.user_id, n.type, n.message]).sort()).toEqual(
      [
        [w.users.otherBrf.id, 'deadline_1week', 'The submission deadline for "Vecka" is in 1 week.'],
        [w.users.quotedProvider.id, 'deadline_1week', 'The submission deadline for "Vecka" is in 1 week.'],
        // the quoting company's other member too (issue 29)
        [w.users.companyColleague.id, 'deadline_1week', 'The submission deadline for "Vecka" is in 1 week.'],
        [w.users.admin.id, 'deadline_1week', 'The submission deadline for "Vecka" is in 1 week.'],
      ].sort(),
    );
    expect((await of(ids.twoWeeks)).map((n) => [n.type, n.message])).toEqual([
      ['deadline_2weeks', 'The submission deadline for "Två veckor" is in 2 weeks.'],
    ]);
    expect((await of(ids.month)).map((n) => [n.type, n.message])).toEqual([
      ['deadline_1month', 'The submission deadline for "Månad" is in 1 month.'],
    ]);
    expect(await of(ids.later)).toEqual([]);
  });
});

describe('create_project', () => {
  const call = (
    actor: 'brfOwner' | 'quotedProvider',
    args: { title: string; categories: string[]; viewing?: unknown[] },
  ) =>
    attemptAs(
      db,
      w.users,
      actor,
      async (tx) =>
        (
          await tx.query<{ id: string }>(
            `select * from public.create_project(p_title => $1, p_description => $2, p_submission_deadline => $3,
               p_category_ids => $4, p_viewing_dates => $5)`,
            [
              args.title,
              'Beskrivning av det nya projektet.',
              days(14),
              `{${args.categories.join(',')}}`,
              JSON.stringify(args.viewing ?? []),
            ],
          )
        ).rows[0].id,
      { commit: true },
    );

  it('creates the project with its categories and viewing dates in one call', async () => {
    const r = await call('brfOwner', {
      title: 'Nytt tak',
      categories: [CATEGORY_BYGG, CATEGORY_BYGG, CATEGORY_VVS],
      viewing: [{ viewing_date: days(3) }, { viewing_date: days(4), duration_minutes: 90, address_zip: '123 45' }],
    });
    expect(r.ok).toBe(true);
    const cats = await db.query(
      'select service_category_id from public.project_service_categories where project_id = $1 order by 1',
      [r.value],
    );
    expect(cats.rows.map((c) => (c as { service_category_id: string }).service_category_id)).toEqual([
      CATEGORY_BYGG,
      CATEGORY_VVS,
    ]);
    const dates = await db.query<{ duration_minutes: number }>(
      'select duration_minutes from public.project_viewing_dates where project_id = $1 order by viewing_date',
      [r.value],
    );
    expect(dates.rows.map((d) => d.duration_minutes)).toEqual([60, 90]);
  });

  it('leaves nothing behind when any part fails', async () => {
    const title = `Halvfärdigt ${randomUUID().slice(0, 6)}`;
    const badDate = await call('brfOwner', {
      title,
      categories: [CATEGORY_BYGG],
      viewing: [{ viewing_date: days(3), duration_minutes: 31 }],
    });
    expect(badDate).toMatchObject({ ok: false, code: '23514' });
    const inactive = await call('brfOwner', { title, categories: [INACTIVE_CATEGORY] });
    expect(inactive).toMatchObject({ ok: false, code: '23503', message: 'Unknown service category.' });
    const none = await call('brfOwner', { title, categories: [] });
    expect(none).toMatchObject({ ok: false, code: '23514', message: 'Select at least one service category' });
    expect((await db.query('select 1 from public.projects where title = $1', [title])).rows).toEqual([]);
  });

  it('is for BRF users only', async () => {
    const r = await call('quotedProvider', { title: 'Leverantörens projekt', categories: [CATEGORY_BYGG] });
    expect(r).toMatchObject({ ok: false, code: '42501', message: 'Only BRF users can create projects.' });
  });
});

describe('admin and identity', () => {
  it('nobody can grant themselves admin: auth.users is out of reach and user_metadata does not count', async () => {
    const r = await attemptAs(db, w.users, 'brfOwner', (tx) =>
      tx.query(`update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"admin"}' where id = $1`, [
        w.users.brfOwner.id,
      ]),
    );
    expect(r).toMatchObject({ ok: false, code: '42501' });
    const claims = {
      role: 'authenticated',
      sub: w.users.brfOwner.id,
      aal: 'aal2' as const,
      user_metadata: { role: 'admin' },
      app_metadata: { provider: 'email' },
    };
    const logs = await db.asRole(claims, async (tx) => (await tx.query('select 1 from public.audit_logs')).rows.length);
    expect(logs).toBe(0);
  });

  it('admin at aal2 sees site-wide counts; at aal1 only what any user sees', async () => {
    const count = (actor: 'adminAal1' | 'adminAal2') =>
      attemptAs(
        db,
        w.users,
        actor,
        async (tx) =>
          (
            await tx.query<Record<string, number>>(`select
        (select count(*)::int from public.brf_profiles) as brfs,
        (select count(*)::int from public.quotes) as quotes,
        (select count(*)::int from public.audit_logs) as audit`)
          ).rows[0],
      );
    const aal2 = (await count('adminAal2')).value!;
    const all = (
      await db.query<Record<string, number>>(`select (select count(*)::int from public.brf_profiles) as brfs,
      (select count(*)::int from public.quotes) as quotes, (select count(*)::int from public.audit_logs) as audit`)
    ).rows[0];
    expect(aal2).toEqual(all);
    expect((await count('adminAal1')).value).toEqual({ brfs: 0, quotes: 0, audit: 0 });
  });

  it('registrations, projects and quotes are in the audit log', async () => {
    const { rows } = await db.query<{ action: string }>('select distinct action from public.audit_logs order by 1');
    expect(rows.map((r) => r.action)).toEqual([
      'brf_registered',
      'project_awarded',
      'project_created',
      'quote_submitted',
      'service_provider_registered',
    ]);
  });
});

describe('storage object names', () => {
  it("a logo only under the uploader's own id", async () => {
    const put = (name: string) =>
      attemptAs(db, w.users, 'quotedProvider', (tx) =>
        tx.query(
          `insert into storage.objects (bucket_id, name, owner_id, metadata)
           values ($1, $2, $3, '{"mimetype": "image/png"}')`,
          ['logos', name, w.users.quotedProvider.id],
        ),
      );
    expect(await put(`service_provider/logo_${w.users.quotedProvider.id}_1700000000.png`)).toMatchObject({ ok: true });
    expect(await put(`service_provider/logo_${w.users.otherProvider.id}_1700000000.png`)).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(await put(`service_provider/${w.users.quotedProvider.id}.png`)).toMatchObject({ ok: false, code: '42501' });
  });

  it('project files under the project id, with or without the bucket-named folder', async () => {
    const put = (name: string) =>
      attemptAs(db, w.users, 'brfOwner', (tx) =>
        tx.query('insert into storage.objects (bucket_id, name) values ($1, $2)', ['project-files', name]),
      );
    expect(await put(`${w.openProject}/plan.pdf`)).toMatchObject({ ok: true });
    expect(await put(`project-files/${w.openProject}/plan.pdf`)).toMatchObject({ ok: true });
    expect(await put(`${w.otherBrfProject}/plan.pdf`)).toMatchObject({ ok: false, code: '42501' });
    expect(await put('not-a-uuid/plan.pdf')).toMatchObject({ ok: false, code: '42501' });
  });
});

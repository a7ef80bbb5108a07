// A conflicted member takes no part, and the award is a workflow (decision 0024), through the real
// supabase-js: scores given before a declared conflict stay in the record but count for nothing and
// cannot be changed; a proposal falls when its proposer declares a conflict and the board is told;
// a proposal tells who can confirm it what was proposed, the award tells the board, both in the app
// and in the mail queue; a deputy and an observer are told their own reason; a reply from the board
// stays an answer when its writer leaves.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './helpers/api.ts';
import { CATEGORY_BYGG, PASSWORD, days, insertProject, insertQuote } from './helpers/world.ts';

let api: Api;
// one board for every case (each on a project of its own): sign-ins are limited per address
let b: Awaited<ReturnType<typeof board>>;
beforeAll(async () => {
  api = await startApi();
  b = await board('styrelsen');
});
afterAll(async () => api?.stop());

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
type Person = { client: SupabaseClient; id: string };

async function person(prefix: string, firstName: string): Promise<Person> {
  const email = `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.se`;
  const { data, error } = await api.service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: firstName, last_name: 'Lind', organization_type: 'brf' },
  });
  if (error || !data.user) throw error ?? new Error('createUser');
  const client = createClient(api.server.url, api.server.keys.anon, clientOptions);
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return { client, id: data.user.id };
}

/**
 * A board of a chair (Stina), three ledamöter (Olle, Per, Lena), a suppleant (Disa) and an observer
 * (Otto).
 */
async function board(prefix: string) {
  const chair = await person(`${prefix}-ordf`, 'Stina');
  const profile = await chair.client
    .from('brf_profiles')
    .insert({
      user_id: chair.id,
      organization_number: '769622-0001',
      organization_name: `BRF ${prefix}`,
      city: 'Lund',
      street_address: 'Gatan',
      street_number: '1',
      zip: '222 22',
      number_of_apartments: 48,
    })
    .select('id')
    .single();
  if (profile.error) throw profile.error;
  const brfId = profile.data.id as string;
  const people = {
    chair,
    olle: await person(`${prefix}-ledamot`, 'Olle'),
    per: await person(`${prefix}-ledamot2`, 'Per'),
    lena: await person(`${prefix}-ledamot3`, 'Lena'),
    disa: await person(`${prefix}-suppleant`, 'Disa'),
    otto: await person(`${prefix}-observator`, 'Otto'),
  };
  for (const [who, role] of [
    [people.olle, 'member'],
    [people.per, 'member'],
    [people.lena, 'member'],
    [people.disa, 'deputy'],
    [people.otto, 'observer'],
  ] as const) {
    await api.server.db.query('insert into public.brf_members (brf_id, user_id, role) values ($1, $2, $3)', [
      brfId,
      who.id,
      role,
    ]);
  }
  return { brfId, ...people };
}

/** A project past its deadline with quotes of 1 000 000 kr (Bygg AB) and 1 200 000 kr (its rival), excl. VAT. */
async function pastProject(brfId: string, title: string) {
  const w = api.world;
  const projectId = await api.server.db.transaction((tx) => insertProject(tx, brfId, { title, deadlineInDays: 10 }));
  const bygg = await api.server.db.transaction((tx) => insertQuote(tx, projectId, w.provider1, 1_000_000));
  const rival = await api.server.db.transaction((tx) => insertQuote(tx, projectId, w.provider2, 1_200_000));
  await api.server.db.query('update public.projects set submission_deadline = now() where id = $1', [projectId]);
  return { projectId, bygg, rival };
}

const declare = async (who: Person, projectId: string, conflicts: string[] = []) => {
  const { error } = await who.client.rpc('declare_interest', {
    p_project_id: projectId,
    p_conflict_provider_ids: conflicts,
  });
  expect(error).toBeNull();
};

const notificationsOf = async (who: Person, projectId: string, type: string) =>
  (await who.client.from('notifications').select('type, message, params').eq('project_id', projectId).eq('type', type))
    .data;

/** The facts of the mails queued for a user (queued, being sent or sent: the local sender runs meanwhile). */
const mailOf = async (userId: string, projectId: string, type: string) =>
  (
    await api.server.db.query<{ params: Record<string, unknown> }>(
      `select params from private.mail_outbox where user_id = $1 and project_id = $2 and type = $3
         and status in ('pending', 'sending', 'sent')`,
      [userId, projectId, type],
    )
  ).rows.map((row) => row.params);

describe('a member who declares a conflict takes no part in the assessment', () => {
  it('its earlier scores are kept, marked excluded with their own time, and it scores and notes no more', async () => {
    const { projectId, bygg, rival } = await pastProject(b.brfId, 'Stambyte 48 lägenheter');
    for (const who of [b.chair, b.olle]) await declare(who, projectId);
    expect((await b.olle.client.from('quote_scores').upsert({ quote_id: bygg, score: 5 })).error).toBeNull();
    expect((await b.olle.client.from('quote_scores').upsert({ quote_id: rival, score: 2 })).error).toBeNull();
    expect((await b.chair.client.from('quote_scores').upsert({ quote_id: bygg, score: 3 })).error).toBeNull();
    const before = await api.server.db.query<{ updated_at: string }>(
      'select updated_at from public.quote_scores where user_id = $1 and quote_id = $2',
      [b.olle.id, bygg],
    );

    await declare(b.olle, projectId, [api.world.provider2]);

    const read = await b.chair.client
      .from('quote_scores')
      .select('quote_id, member_name, score, excluded_at, updated_at')
      .eq('quote_id', bygg)
      .order('member_name');
    expect(read.data?.map(({ member_name, score, excluded_at }) => [member_name, score, excluded_at !== null])).toEqual(
      [
        ['Olle Lind', 5, true],
        ['Stina Lind', 3, false],
      ],
    );
    const scoredAt = read.data?.find((row) => row.member_name === 'Olle Lind')?.updated_at;
    expect(new Date(scoredAt!).getTime()).toBe(new Date(before.rows[0]!.updated_at).getTime());

    const again = await b.olle.client.from('quote_scores').upsert({ quote_id: bygg, score: 1 });
    expect(again.error?.code).toBe('42501');
    const note = await b.olle.client.from('quote_notes').insert({ quote_id: bygg, note: 'Bra referenser.' });
    expect(note.error?.code).toBe('42501');
    // the excluded score stays in the record: taking it back removes nothing
    await b.olle.client.from('quote_scores').delete().eq('quote_id', bygg);
    const kept = await api.server.db.query<{ score: number }>(
      'select score from public.quote_scores where user_id = $1 and quote_id = $2',
      [b.olle.id, bygg],
    );
    expect(kept.rows).toEqual([{ score: 5 }]);
    // the others still score
    expect((await b.chair.client.from('quote_scores').upsert({ quote_id: bygg, score: 4 })).error).toBeNull();
  });
});

describe('a proposal falls when its proposer declares a conflict', () => {
  it('withdrawn, logged with the reason, and every other board member told in the app and by e-mail', async () => {
    const { projectId, bygg } = await pastProject(b.brfId, 'Takbyte hus B');
    for (const who of [b.chair, b.olle]) await declare(who, projectId);
    const proposed = await b.chair.client.rpc('propose_award', {
      p_project_id: projectId,
      p_quote_id: bygg,
      p_reason: 'Lägst pris.',
    });
    expect(proposed.error).toBeNull();

    await declare(b.chair, projectId, [api.world.provider2]);

    const proposal = await b.olle.client
      .from('award_proposals')
      .select('outcome, closed_by, closed_by_name')
      .eq('id', proposed.data.id)
      .single();
    expect(proposal.data).toEqual({ outcome: 'withdrawn', closed_by: b.chair.id, closed_by_name: 'Stina Lind' });
    const log = await b.olle.client
      .from('project_activity')
      .select('actor_name, details')
      .eq('project_id', projectId)
      .eq('action', 'withdrawn');
    expect(log.data).toEqual([
      { actor_name: 'Stina Lind', details: { proposed_by: 'Stina Lind', because: 'conflict' } },
    ]);
    const told = {
      title: 'Takbyte hus B',
      author: 'Stina Lind',
      because: 'conflict',
    };
    for (const who of [b.olle, b.per, b.disa, b.otto]) {
      expect(await notificationsOf(who, projectId, 'award_withdrawn')).toEqual([
        {
          type: 'award_withdrawn',
          message:
            'The award proposed on "Takbyte hus B" has fallen: Stina Lind declared a conflict of interest. ' +
            'A member who takes part may propose again.',
          params: told,
        },
      ]);
    }
    expect(await notificationsOf(b.chair, projectId, 'award_withdrawn')).toEqual([]);
    expect(await mailOf(b.olle.id, projectId, 'award_withdrawn')).toEqual([told]);
    // nobody can confirm what fell
    const late = await b.olle.client.rpc('confirm_award', { p_proposal_id: proposed.data.id });
    expect(late.error?.message).toBe('This award proposal is no longer open.');
  });
});

describe('the award as a workflow', () => {
  it('a proposal tells who can confirm it what was proposed; the award tells the whole board', async () => {
    const { projectId, bygg } = await pastProject(b.brfId, 'Stambyte 48 lägenheter');
    // Per has not declared yet: he may confirm once he has, but is not told the company before
    for (const who of [b.chair, b.olle, b.disa, b.otto]) await declare(who, projectId);
    const proposed = await b.chair.client.rpc('propose_award', {
      p_project_id: projectId,
      p_quote_id: bygg,
      p_reason: 'Lägst pris, goda referenser.',
    });
    expect(proposed.error).toBeNull();

    const detailed = {
      title: 'Stambyte 48 lägenheter',
      author: 'Stina Lind',
      provider: 'Bygg AB',
      amount_incl_vat: 1_250_000,
      amount_excl_vat: 1_000_000,
    };
    expect(await notificationsOf(b.olle, projectId, 'award_proposed')).toEqual([
      {
        type: 'award_proposed',
        message:
          'Stina Lind proposes awarding "Stambyte 48 lägenheter" to Bygg AB for 1 250 000 kr incl. VAT ' +
          '(1 000 000 kr excl.). ' +
          'Confirm or withdraw the proposal.',
        params: detailed,
      },
    ]);
    expect(await mailOf(b.olle.id, projectId, 'award_proposed')).toEqual([detailed]);
    expect((await notificationsOf(b.per, projectId, 'award_proposed'))?.map(({ params }) => params)).toEqual([
      { title: 'Stambyte 48 lägenheter', author: 'Stina Lind' },
    ]);
    // the proposer, and those who cannot confirm (a deputy not called in, an observer), are not asked
    for (const who of [b.chair, b.disa, b.otto])
      expect(await notificationsOf(who, projectId, 'award_proposed')).toEqual([]);

    const confirmed = await b.olle.client.rpc('confirm_award', { p_proposal_id: proposed.data.id });
    expect(confirmed.error).toBeNull();

    const made = { ...detailed, author: 'Olle Lind' };
    for (const who of [b.chair, b.disa, b.otto]) {
      expect(await notificationsOf(who, projectId, 'award_made')).toEqual([
        {
          type: 'award_made',
          message:
            '"Stambyte 48 lägenheter" is awarded to Bygg AB for 1 250 000 kr incl. VAT (1 000 000 kr excl.). ' +
            'Olle Lind confirmed the award.',
          params: made,
        },
      ]);
      expect(await mailOf(who.id, projectId, 'award_made')).toEqual([made]);
    }
    // a member who does not see the winner's quote is told that the award is made, not to whom
    expect((await notificationsOf(b.per, projectId, 'award_made'))?.map(({ params }) => params)).toEqual([
      { title: 'Stambyte 48 lägenheter', author: 'Olle Lind' },
    ]);
    // who made it knows; nobody outside the board hears of it
    expect(await notificationsOf(b.olle, projectId, 'award_made')).toEqual([]);
    const outside = await api.server.db.query<{ n: number }>(
      `select count(*)::int as n from public.notifications n
       where n.project_id = $1 and n.type = 'award_made'
         and n.user_id not in (select user_id from public.brf_members where brf_id = $2)`,
      [projectId, b.brfId],
    );
    expect(outside.rows[0]!.n).toBe(0);
  });

  it('a deputy called in for the project finds the proposal in its to-do', async () => {
    const { projectId, bygg } = await pastProject(b.brfId, 'Fasad');
    for (const who of [b.chair, b.olle, b.per, b.disa]) await declare(who, projectId);
    await declare(b.olle, projectId, [api.world.provider2]);
    await declare(b.per, projectId, [api.world.provider2]);
    const called = await b.chair.client.rpc('call_in_deputy', {
      p_project_id: projectId,
      p_deputy_id: b.disa.id,
      p_stands_in_for: b.olle.id,
    });
    expect(called.error).toBeNull();
    expect(
      (await b.chair.client.rpc('propose_award', { p_project_id: projectId, p_quote_id: bygg, p_reason: 'Bäst.' }))
        .error,
    ).toBeNull();
    const todo = await b.disa.client.rpc('my_todo');
    expect(todo.data?.filter((row: { kind: string }) => row.kind === 'confirm_award')).toEqual([
      expect.objectContaining({ kind: 'confirm_award', project_id: projectId, title: 'Fasad' }),
    ]);
  });
});

describe('a deputy and an observer are told their own reason', () => {
  it('in the refusal of the award, in the standing the page reads, and in creating a project', async () => {
    const { projectId, bygg } = await pastProject(b.brfId, 'Hissbyte');
    for (const who of [b.disa, b.otto]) await declare(who, projectId);
    const deputy = 'Deputies take part in the award only when called in for a member who stands aside.';
    const observer = 'Observers follow the award but take no part in it.';
    for (const [who, words] of [
      [b.disa, deputy],
      [b.otto, observer],
    ] as const) {
      const propose = await who.client.rpc('propose_award', {
        p_project_id: projectId,
        p_quote_id: bygg,
        p_reason: 'Lägst pris.',
      });
      expect({ code: propose.error?.code, message: propose.error?.message }).toEqual({ code: '42501', message: words });
      const award = await who.client.rpc('award_project', {
        p_project_id: projectId,
        p_quote_id: bygg,
        p_reason: 'Lägst pris.',
      });
      expect(award.error?.message).toBe(words);
      const standing = await who.client.rpc('award_standing', { p_project_id: projectId });
      expect((standing.data as { problem: string }).problem).toBe(words);
    }
    // someone off the board keeps the spec's words
    const stranger = await api.clients.otherBrf.rpc('award_project', {
      p_project_id: projectId,
      p_quote_id: bygg,
      p_reason: 'Lägst pris.',
    });
    expect(stranger.error?.message).toBe('Only the project owner can award this project.');

    const creates = 'Only the chair and the members of the board create projects, not deputies or observers.';
    for (const who of [b.disa, b.otto]) {
      const rpc = await who.client.rpc('create_project', {
        p_title: 'Laddstolpar',
        p_description: 'Tio laddplatser i garaget.',
        p_submission_deadline: days(10),
        p_category_ids: [CATEGORY_BYGG],
      });
      expect({ code: rpc.error?.code, message: rpc.error?.message }).toEqual({ code: '42501', message: creates });
      const direct = await who.client.from('projects').insert({
        brf_id: b.brfId,
        title: 'Laddstolpar',
        description: 'Tio laddplatser i garaget.',
        submission_deadline: days(10),
        status: 'open',
      });
      expect(direct.error?.message).toBe(creates);
    }
    const byMember = await b.per.client.rpc('create_project', {
      p_title: 'Laddstolpar',
      p_description: 'Tio laddplatser i garaget.',
      p_submission_deadline: days(10),
      p_category_ids: [CATEGORY_BYGG],
    });
    expect(byMember.error).toBeNull();
  });
});

describe("the to-do keeps the board's answers", () => {
  it('a question answered by a member who later leaves the board stays answered', async () => {
    const projectId = await api.server.db.transaction((tx) =>
      insertProject(tx, b.brfId, { title: 'Relining', deadlineInDays: 10 }),
    );
    const asked = await api.clients.quotedProvider
      .from('project_messages')
      .insert({ project_id: projectId, message_text: 'Ingår spolning av servisledningen?' })
      .select('id')
      .single();
    expect(asked.error).toBeNull();
    // a notice from the board itself is no question to it
    const notice = await b.olle.client
      .from('project_messages')
      .insert({ project_id: projectId, message_text: 'Visning i källaren på torsdag.' });
    expect(notice.error).toBeNull();
    const questions = async () =>
      ((await b.chair.client.rpc('my_todo')).data as { kind: string; project_id: string; count: number }[]).filter(
        (row) => row.project_id === projectId && row.kind === 'unanswered_question',
      );
    expect(await questions()).toEqual([expect.objectContaining({ count: 1 })]);

    const answer = await b.lena.client.from('project_messages').insert({
      project_id: projectId,
      parent_message_id: asked.data!.id,
      message_text: 'Ja, spolningen ingår.',
    });
    expect(answer.error).toBeNull();
    expect(await questions()).toEqual([]);

    expect((await b.lena.client.rpc('leave_organization')).error).toBeNull();
    expect(await questions()).toEqual([]);
    const answered = ((await api.clients.quotedProvider.rpc('my_todo')).data as { kind: string; project_id: string }[])
      .filter((row) => row.project_id === projectId)
      .map((row) => row.kind);
    expect(answered).toContain('answered_question');
  });
});

// A board of one is the spec's BRF user: registered by one person who changes nothing on /profile,
// it creates a project with max bids 5, reads its quotes as they come (open bids), and awards alone
// after the deadline with the spec's fields. From two deciders the board's rule holds; when a
// decider stands aside, a deputy steps in for that project (decision 0018).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './helpers/api.ts';
import { CATEGORY_BYGG, PASSWORD, days, insertProject, insertQuote } from './helpers/world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api?.stop());

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
type Person = { client: SupabaseClient; id: string };

/** A confirmed, signed-in user with a name and no profile yet. */
async function person(prefix: string, firstName: string): Promise<Person> {
  const email = `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.se`;
  const { data, error } = await api.service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: firstName, last_name: 'Styrelse' },
  });
  if (error || !data.user) throw error ?? new Error('createUser');
  const client = createClient(api.server.url, api.server.keys.anon, clientOptions);
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return { client, id: data.user.id };
}

/** A BRF registered by one person: the profile's fields and nothing else. */
async function registerBrf(prefix: string, organizationNumber: string) {
  const chair = await person(prefix, 'Stina');
  const profile = await chair.client
    .from('brf_profiles')
    .insert({
      user_id: chair.id,
      organization_number: organizationNumber,
      organization_name: `BRF ${prefix}`,
      city: 'Lund',
      street_address: 'Gatan',
      street_number: '1',
      zip: '222 22',
      number_of_apartments: 24,
    })
    .select('id, award_signatures')
    .single();
  if (profile.error) throw profile.error;
  return { chair, brfId: profile.data.id as string, rule: profile.data.award_signatures as number };
}

/** A member joins the board (what accepting an invitation writes). */
async function join(brfId: string, who: Person, role: 'member' | 'deputy') {
  await api.server.db.query('insert into public.brf_members (brf_id, user_id, role) values ($1, $2, $3)', [
    brfId,
    who.id,
    role,
  ]);
}

/** Time passes: the deadline, and nothing else, moves into the past. */
async function passDeadline(projectId: string) {
  await api.server.db.query('update public.projects set submission_deadline = now() where id = $1', [projectId]);
}

const standing = async (client: SupabaseClient, projectId: string) =>
  (await client.rpc('award_standing', { p_project_id: projectId })).data as Record<string, unknown>;

describe("the spec's single BRF user", () => {
  it('creates a project with max bids 5, reads the quote at once, awards alone and reviews the winner', async () => {
    const w = api.world;
    const { chair, brfId, rule } = await registerBrf('ensam', '769611-0001');
    // the board's setting is the default for a new board; nobody changed it
    expect(rule).toBe(2);
    const created = await chair.client
      .from('projects')
      .insert({
        brf_id: brfId,
        title: 'Fönsterbyte Ensam',
        description: 'Byte av 40 fönster på gårdssidan.',
        submission_deadline: days(10),
        max_bids: 5,
        show_winner_publicly: false,
        status: 'open',
      })
      .select('id, sealed_bids')
      .single();
    expect(created.error).toBeNull();
    // a board of one opens its bids to nobody: they are open unless it asks
    expect(created.data!.sealed_bids).toBe(false);
    const projectId = created.data!.id as string;
    expect(
      (
        await chair.client
          .from('project_service_categories')
          .insert({ project_id: projectId, service_category_id: CATEGORY_BYGG })
      ).error,
    ).toBeNull();
    const quoted = await api.clients.quotedProvider
      .from('quotes')
      .insert({
        project_id: projectId,
        service_provider_id: w.provider1,
        quote_amount: 412000,
        description: 'Fönster enligt underlaget.',
        status: 'submitted',
      })
      .select('id')
      .single();
    expect(quoted.error).toBeNull();
    const quoteId = quoted.data!.id as string;

    // open bids: the owner reads the quote as it arrives
    const read = await chair.client.from('quotes').select('id, quote_amount').eq('project_id', projectId);
    expect(read.data).toEqual([{ id: quoteId, quote_amount: 412000 }]);
    const early = await chair.client.rpc('award_project', { p_project_id: projectId, p_quote_id: quoteId });
    expect(early.error?.message).toBe('You can only award the project after the submission deadline has passed.');

    await passDeadline(projectId);
    expect(await standing(chair.client, projectId)).toMatchObject({
      award_signatures: 1,
      board_award_signatures: 2,
      deciders: 1,
      takers: 1,
      problem: null,
    });
    const awarded = await chair.client.rpc('award_project', { p_project_id: projectId, p_quote_id: quoteId });
    expect(awarded.error).toBeNull();
    expect(awarded.data).toMatchObject({ winning_service_provider_id: w.provider1, winning_budget: 412000 });
    const project = await chair.client.from('projects').select('status').eq('id', projectId).single();
    expect(project.data).toEqual({ status: 'awarded' });
    const statuses = await chair.client.from('quotes').select('status').eq('id', quoteId).single();
    expect(statuses.data).toEqual({ status: 'accepted' });
    const again = await chair.client.rpc('award_project', { p_project_id: projectId, p_quote_id: quoteId });
    expect(again.error?.message).toBe('This project has already been awarded.');

    const review = await chair.client
      .from('reviews')
      .insert({ brf_id: brfId, service_provider_id: w.provider1, project_id: projectId, rating: 5 })
      .select('rating')
      .single();
    expect(review.error).toBeNull();
    expect(review.data).toEqual({ rating: 5 });
  });
});

describe('from two deciders', () => {
  it('bids are sealed by default from 3 max bids, and the form asks the same rule', async () => {
    const alone = await registerBrf('ettan', '769611-0002');
    expect((await alone.chair.client.rpc('sealed_bids_from')).data).toBeNull();
    const board = await registerBrf('tvaan', '769611-0003');
    const member = await person('tvaan-ledamot', 'Olle');
    await join(board.brfId, member, 'member');
    expect((await board.chair.client.rpc('sealed_bids_from')).data).toBe(3);
    const create = async (maxBids: number, sealed?: boolean) => {
      const { data, error } = await member.client.rpc('create_project', {
        p_title: `Tak ${maxBids}`,
        p_description: 'Omläggning av taket.',
        p_submission_deadline: days(10),
        p_category_ids: [CATEGORY_BYGG],
        p_max_bids: maxBids,
        ...(sealed === undefined ? {} : { p_sealed_bids: sealed }),
      });
      if (error) throw error;
      return (data as { sealed_bids: boolean }).sealed_bids;
    };
    expect(await create(2)).toBe(false);
    expect(await create(3)).toBe(true);
    expect(await create(5, false)).toBe(false);
    // a board of one may still ask for sealed bids
    const asked = await alone.chair.client.rpc('create_project', {
      p_title: 'Fasad',
      p_description: 'Fasadrenovering.',
      p_submission_deadline: days(10),
      p_category_ids: [CATEGORY_BYGG],
      p_max_bids: 5,
      p_sealed_bids: true,
    });
    expect((asked.data as { sealed_bids: boolean }).sealed_bids).toBe(true);
  });

  it('the rule of two holds; when the deciders fall to one while a proposal waits, the one left awards', async () => {
    const w = api.world;
    const { chair, brfId } = await registerBrf('krympt', '769611-0004');
    const member = await person('krympt-ledamot', 'Karin');
    await join(brfId, member, 'member');
    const projectId = await api.server.db.transaction((tx) =>
      insertProject(tx, brfId, { title: 'Stambyte', deadlineInDays: 10 }),
    );
    const quoteId = await api.server.db.transaction((tx) => insertQuote(tx, projectId, w.provider1, 900000));
    await passDeadline(projectId);
    for (const client of [chair.client, member.client]) {
      expect(
        (await client.rpc('declare_interest', { p_project_id: projectId, p_conflict_provider_ids: [] })).error,
      ).toBeNull();
    }
    expect(await standing(chair.client, projectId)).toMatchObject({ award_signatures: 2, deciders: 2, takers: 2 });
    const alone = await chair.client.rpc('award_project', { p_project_id: projectId, p_quote_id: quoteId });
    expect(alone.error?.message).toBe(
      'Your board awards with two members: propose the award and another member confirms it.',
    );
    const proposed = await chair.client.rpc('propose_award', {
      p_project_id: projectId,
      p_quote_id: quoteId,
      p_reason: 'Bäst referenser.',
    });
    expect(proposed.error).toBeNull();
    const own = await chair.client.rpc('confirm_award', { p_proposal_id: proposed.data.id });
    expect(own.error?.message).toBe('You proposed this award: another board member confirms it.');

    expect((await member.client.rpc('leave_organization')).error).toBeNull();
    expect(await standing(chair.client, projectId)).toMatchObject({ award_signatures: 1, deciders: 1 });
    const confirmed = await chair.client.rpc('confirm_award', { p_proposal_id: proposed.data.id });
    expect(confirmed.error).toBeNull();
    const decision = await chair.client
      .from('award_proposals')
      .select('outcome, reason, proposed_by, closed_by')
      .eq('project_id', projectId);
    expect(decision.data).toEqual([
      { outcome: 'confirmed', reason: 'Bäst referenser.', proposed_by: chair.id, closed_by: chair.id },
    ]);
  });

  it('a board of two keeps its minutes: the reason is required where one member awards by choice', async () => {
    const w = api.world;
    const { chair, brfId } = await registerBrf('protokoll', '769611-0005');
    const member = await person('protokoll-ledamot', 'Per');
    await join(brfId, member, 'member');
    const proposed = await chair.client.rpc('propose_award_rule_change', {
      p_award_signatures: 1,
      p_award_requires_mfa: false,
    });
    expect((await member.client.rpc('confirm_award_rule_change', { p_change_id: proposed.data.id })).error).toBeNull();
    const projectId = await api.server.db.transaction((tx) =>
      insertProject(tx, brfId, { title: 'Hiss', deadlineInDays: 10 }),
    );
    const quoteId = await api.server.db.transaction((tx) => insertQuote(tx, projectId, w.provider1, 300000));
    await passDeadline(projectId);
    await chair.client.rpc('declare_interest', { p_project_id: projectId, p_conflict_provider_ids: [] });
    const without = await chair.client.rpc('award_project', { p_project_id: projectId, p_quote_id: quoteId });
    expect(without.error?.message).toBe('Give the reason for this award.');
    const awarded = await chair.client.rpc('award_project', {
      p_project_id: projectId,
      p_quote_id: quoteId,
      p_reason: 'Enda anbudet.',
    });
    expect(awarded.error).toBeNull();
  });
});

describe('when the rule cannot be met', () => {
  it('names who stood aside, and a deputy called in for this project confirms the award', async () => {
    const w = api.world;
    const { chair, brfId } = await registerBrf('jav', '769611-0006');
    const member = await person('jav-ledamot', 'Jonas');
    const deputy = await person('jav-suppleant', 'Disa');
    await join(brfId, member, 'member');
    await join(brfId, deputy, 'deputy');
    const projectId = await api.server.db.transaction((tx) =>
      insertProject(tx, brfId, { title: 'Takomläggning', deadlineInDays: 10 }),
    );
    const quoteId = await api.server.db.transaction((tx) => insertQuote(tx, projectId, w.provider1, 640000));
    await passDeadline(projectId);
    expect(
      (await chair.client.rpc('declare_interest', { p_project_id: projectId, p_conflict_provider_ids: [] })).error,
    ).toBeNull();
    const conflicted = await member.client.rpc('declare_interest', {
      p_project_id: projectId,
      p_conflict_provider_ids: [w.provider1],
    });
    expect(conflicted.error).toBeNull();

    expect(await standing(chair.client, projectId)).toMatchObject({
      award_signatures: 2,
      deciders: 2,
      takers: 1,
      stood_aside: [{ user_id: member.id, name: 'Jonas Styrelse' }],
      deputies: [{ user_id: deputy.id, name: 'Disa Styrelse' }],
      stand_ins: [],
      may_call_in: true,
    });
    // the conflicted member takes no part, also not in calling a deputy in
    const byConflicted = await member.client.rpc('call_in_deputy', {
      p_project_id: projectId,
      p_deputy_id: deputy.id,
      p_stands_in_for: member.id,
    });
    expect(byConflicted.error?.message).toBe('Only a board member who takes part in the award can call in a deputy.');
    const forCleared = await chair.client.rpc('call_in_deputy', {
      p_project_id: projectId,
      p_deputy_id: deputy.id,
      p_stands_in_for: chair.id,
    });
    expect(forCleared.error?.message).toBe(
      'A deputy steps in only for a board member who declared a conflict of interest.',
    );
    const byDeputy = await deputy.client.rpc('propose_award', {
      p_project_id: projectId,
      p_quote_id: quoteId,
      p_reason: 'Lägst pris.',
    });
    expect(byDeputy.error?.message).toBe(
      'Deputies take part in the award only when called in for a member who stands aside.',
    );

    const called = await chair.client.rpc('call_in_deputy', {
      p_project_id: projectId,
      p_deputy_id: deputy.id,
      p_stands_in_for: member.id,
    });
    expect(called.error).toBeNull();
    expect(await standing(chair.client, projectId)).toMatchObject({
      takers: 2,
      stood_aside: [],
      stand_ins: [{ user_id: deputy.id, name: 'Disa Styrelse', stands_in_for: 'Jonas Styrelse' }],
    });
    const proposed = await chair.client.rpc('propose_award', {
      p_project_id: projectId,
      p_quote_id: quoteId,
      p_reason: 'Lägst pris, goda referenser.',
    });
    expect(proposed.error).toBeNull();
    // the deputy declares like everyone on a board that declares, then confirms
    expect((await deputy.client.rpc('confirm_award', { p_proposal_id: proposed.data.id })).error?.message).toBe(
      'Declare your interests in this project before you take part in the award.',
    );
    expect(
      (await deputy.client.rpc('declare_interest', { p_project_id: projectId, p_conflict_provider_ids: [] })).error,
    ).toBeNull();
    const confirmed = await deputy.client.rpc('confirm_award', { p_proposal_id: proposed.data.id });
    expect(confirmed.error).toBeNull();
    const log = await chair.client
      .from('project_activity')
      .select('action, details')
      .eq('project_id', projectId)
      .eq('action', 'stood_in');
    expect(log.data).toEqual([
      { action: 'stood_in', details: { deputy: 'Disa Styrelse', stands_in_for: 'Jonas Styrelse' } },
    ]);
    // nobody outside the board reads who stood in
    expect(
      (await api.clients.otherBrf.from('award_stand_ins').select('user_id').eq('project_id', projectId)).data,
    ).toEqual([]);
  });
});

// Declarations of interest and the award by two members (issue 29): a board with two members who
// decide declares before it reads quotes, a conflicted member sees nothing of that company and
// takes no part, and with the rule at 2 one member proposes and another confirms.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startApi, type Api } from './helpers/api.ts';
import { insertProject, insertQuote, PASSWORD } from './helpers/world.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
type Person = { id: string; email: string; client: SupabaseClient };

let api: Api;
const people = {} as Record<'karin' | 'olle' | 'observer', Person>;

async function person(key: string, firstName: string): Promise<Person> {
  const email = `${key}-${Math.random().toString(36).slice(2, 8)}@example.se`;
  const { data, error } = await api.service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: firstName, last_name: 'Styrelse' },
  });
  if (error || !data.user) throw new Error(`createUser ${key}: ${error?.message}`);
  const client = createClient(api.server.url, api.server.keys.anon, clientOptions);
  const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signedIn.error) throw new Error(`sign-in ${key}: ${signedIn.error.message}`);
  return { id: data.user.id, email, client };
}

const quoteIds = async (client: SupabaseClient, projectId: string) =>
  ((await client.from('quotes').select('id').eq('project_id', projectId)).data ?? []).map((q) => q.id).sort();

const declare = (client: SupabaseClient, projectId: string, conflicts: string[] = []) =>
  client.rpc('declare_interest', { p_project_id: projectId, p_conflict_provider_ids: conflicts });

beforeAll(async () => {
  api = await startApi();
  people.karin = await person('karin', 'Karin');
  people.olle = await person('olle', 'Olle');
  people.observer = await person('observer', 'Vera');
  await api.service.auth.admin.updateUserById(api.world.users.brfOwner.id, {
    user_metadata: { first_name: 'Anna', last_name: 'Berg' },
  });
  for (const [key, role] of [
    ['karin', 'member'],
    ['olle', 'member'],
    ['observer', 'observer'],
  ] as const) {
    await api.server.db.query('insert into public.brf_members (brf_id, user_id, role) values ($1, $2, $3)', [
      api.world.brfA,
      people[key].id,
      role,
    ]);
  }
  // the board lets one member award, as /profile → Awarding does (the chair proposes, a member
  // confirms); the rule by two is set again below
  const proposed = await api.clients.brfOwner.rpc('propose_award_rule_change', {
    p_award_signatures: 1,
    p_award_requires_mfa: false,
  });
  const confirmed = await people.karin.client.rpc('confirm_award_rule_change', { p_change_id: proposed.data?.id });
  if (proposed.error || confirmed.error) throw new Error(`award rule: ${(proposed.error ?? confirmed.error)?.message}`);
});
afterAll(async () => {
  await api?.stop();
});

describe('declarations of interest', () => {
  it('a board with two members who decide reads no quote before declaring, only the bidders by name', async () => {
    const w = api.world;
    for (const client of [api.clients.brfOwner, people.karin.client, people.observer.client, api.clients.boardDeputy]) {
      expect(await quoteIds(client, w.pastProject)).toEqual([]);
      const files = await client.from('quote_attachments').select('id').eq('quote_id', w.quoteOpen);
      expect(files.data).toEqual([]);
    }
    const bidders = await people.karin.client.rpc('project_bidders', { p_project_id: w.pastProject });
    expect((bidders.data as { organization_name: string }[]).map((b) => b.organization_name).sort()).toEqual([
      'Bygg AB',
      'Rör AB',
    ]);
    // nobody outside the board learns who bid
    for (const client of [api.clients.otherBrf, api.clients.otherProvider]) {
      expect((await client.rpc('project_bidders', { p_project_id: w.pastProject })).data).toEqual([]);
    }
    const standing = await people.karin.client.rpc('award_standing', { p_project_id: w.pastProject });
    expect(standing.data).toMatchObject({
      award_signatures: 1,
      declarations_required: true,
      declared: false,
      problem: 'Declare your interests in this project before you take part in the award.',
    });
    const todo = await people.karin.client.rpc('my_todo');
    expect(todo.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'declare_interest', project_id: w.pastProject, count: 2 }),
      ]),
    );
  });

  it('a conflicted member never sees that company: quotes, files, stars, list minimum; and stands aside', async () => {
    const w = api.world;
    expect((await declare(people.karin.client, w.pastProject, [w.provider1])).error).toBeNull();
    expect(await quoteIds(people.karin.client, w.pastProject)).toEqual([w.quotePast2]);
    expect((await declare(people.karin.client, w.openProject, [w.provider1])).error).toBeNull();
    expect((await people.karin.client.from('quote_attachments').select('id').eq('quote_id', w.quoteOpen)).data).toEqual(
      [],
    );
    const star = await people.karin.client.from('quote_stars').insert({ quote_id: w.quoteOpen });
    expect(star.error?.code).toBe('42501');
    const list = await people.karin.client.rpc('list_projects', { p_status: ['open', 'closed'], p_limit: 24 });
    const past = (list.data as { id: string; quote_count: number; lowest_quote_amount: number | null }[]).find(
      (p) => p.id === w.pastProject,
    );
    // the one quote it may see, including VAT (decision 0026): 850 000 kr excluding VAT
    expect(past).toMatchObject({ quote_count: 1, lowest_quote_amount: 1062500 });
    const standing = await people.karin.client.rpc('award_standing', { p_project_id: w.pastProject });
    expect(standing.data).toMatchObject({
      conflicted: true,
      problem: 'You declared a conflict of interest in this project, so you take no part in the award.',
    });
    const award = await people.karin.client.rpc('award_project', {
      p_project_id: w.pastProject,
      p_quote_id: w.quotePast2,
      p_reason: 'Lägst pris.',
    });
    expect(award.error?.message).toBe(
      'You declared a conflict of interest in this project, so you take no part in the award.',
    );
    // the board reads the declaration, nobody else does
    const read = await people.observer.client
      .from('interest_declarations')
      .select('member_name, conflict_provider_names')
      .eq('project_id', w.pastProject);
    expect(read.data).toEqual([{ member_name: 'Karin Styrelse', conflict_provider_names: ['Bygg AB'] }]);
    for (const client of [api.clients.otherBrf, api.clients.quotedProvider]) {
      expect((await client.from('interest_declarations').select('id')).data).toEqual([]);
    }
  });

  it('names only companies that bid, and nobody off the board declares', async () => {
    const w = api.world;
    const stranger = await declare(people.olle.client, w.pastProject, [w.provider1, w.brfB]);
    expect(stranger.error?.message).toBe(
      'A conflict can only be declared with a company that has quoted on this project.',
    );
    for (const client of [api.clients.otherBrf, api.clients.quotedProvider]) {
      expect((await declare(client, w.pastProject)).error?.message).toBe('Project not found.');
    }
    const forged = await people.olle.client
      .from('interest_declarations')
      .insert({ project_id: w.pastProject, user_id: people.olle.id, bidder_ids: [w.provider1] });
    expect(forged.error?.code).toBe('42501');
  });

  it('a quote from a new bidder stays hidden until the member declares again', async () => {
    const w = api.world;
    expect((await declare(api.clients.brfOwner, w.openProject)).error).toBeNull();
    expect(await quoteIds(api.clients.brfOwner, w.openProject)).toEqual([w.quoteOpen]);
    const fresh = await api.clients.otherProvider
      .from('quotes')
      .insert({ project_id: w.openProject, service_provider_id: w.provider2, quote_amount: 410000 })
      .select('id')
      .single();
    expect(fresh.error).toBeNull();
    expect(await quoteIds(api.clients.brfOwner, w.openProject)).toEqual([w.quoteOpen]);
    const todo = await api.clients.brfOwner.rpc('my_todo');
    expect(todo.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'declare_interest', project_id: w.openProject, count: 1 }),
      ]),
    );
    expect((await declare(api.clients.brfOwner, w.openProject)).error).toBeNull();
    expect(await quoteIds(api.clients.brfOwner, w.openProject)).toEqual([w.quoteOpen, fresh.data?.id].sort());
  });
});

describe('the award by two members', () => {
  it('only the chair sets the rule', async () => {
    const w = api.world;
    const byMember = await people.olle.client
      .from('brf_profiles')
      .update({ award_signatures: 2 })
      .eq('id', w.brfA)
      .select('id');
    expect(byMember.data).toEqual([]);
    const byChair = await api.clients.brfOwner
      .from('brf_profiles')
      .update({ award_signatures: 2 })
      .eq('id', w.brfA)
      .select('award_signatures');
    expect(byChair.data).toEqual([{ award_signatures: 2 }]);
    const invalid = await api.clients.brfOwner.from('brf_profiles').update({ award_signatures: 3 }).eq('id', w.brfA);
    expect(invalid.error?.code).toBe('23514');
  });

  it('one proposes with a reason, the proposer cannot confirm, either withdraws, another confirms', async () => {
    const w = api.world;
    for (const client of [api.clients.brfOwner, people.olle.client]) {
      expect((await declare(client, w.pastProject)).error).toBeNull();
    }
    const alone = await api.clients.brfOwner.rpc('award_project', {
      p_project_id: w.pastProject,
      p_quote_id: w.quotePast2,
      p_reason: 'Lägst pris.',
    });
    expect(alone.error?.message).toBe(
      'Your board awards with two members: propose the award and another member confirms it.',
    );
    const noReason = await api.clients.brfOwner.rpc('propose_award', {
      p_project_id: w.pastProject,
      p_quote_id: w.quotePast2,
      p_reason: '   ',
    });
    expect(noReason.error?.message).toBe('Give the reason for this award.');
    const byDeputy = await api.clients.boardDeputy.rpc('propose_award', {
      p_project_id: w.pastProject,
      p_quote_id: w.quotePast2,
      p_reason: 'Lägst pris.',
    });
    expect(byDeputy.error?.message).toBe(
      'Deputies take part in the award only when called in for a member who stands aside.',
    );

    const first = await api.clients.brfOwner.rpc('propose_award', {
      p_project_id: w.pastProject,
      p_quote_id: w.quotePast2,
      p_reason: 'Lägst pris och bra referenser.',
    });
    expect(first.error).toBeNull();
    const again = await people.olle.client.rpc('propose_award', {
      p_project_id: w.pastProject,
      p_quote_id: w.quotePast1,
      p_reason: 'Bättre garanti.',
    });
    expect(again.error?.message).toBe('An award has already been proposed on this project.');
    const own = await api.clients.brfOwner.rpc('confirm_award', { p_proposal_id: first.data.id });
    expect(own.error?.message).toBe('You proposed this award: another board member confirms it.');
    const conflicted = await people.karin.client.rpc('confirm_award', { p_proposal_id: first.data.id });
    expect(conflicted.error?.message).toBe(
      'You declared a conflict of interest in this project, so you take no part in the award.',
    );
    const outsider = await api.clients.otherBrf.rpc('confirm_award', { p_proposal_id: first.data.id });
    expect(outsider.error?.message).toBe('Award proposal not found.');

    // the members who can confirm are told (not the proposer, not the conflicted member)
    const told = await api.server.db.query<{ user_id: string }>(
      `select user_id from public.notifications where project_id = $1 and type = 'award_proposed'`,
      [w.pastProject],
    );
    expect(told.rows.map((r) => r.user_id)).toEqual([people.olle.id]);
    const todo = await people.olle.client.rpc('my_todo');
    expect(todo.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'confirm_award', project_id: w.pastProject })]),
    );

    const withdrawn = await people.olle.client.rpc('withdraw_award_proposal', { p_proposal_id: first.data.id });
    expect(withdrawn.error).toBeNull();
    const closed = await people.olle.client.rpc('confirm_award', { p_proposal_id: first.data.id });
    expect(closed.error?.message).toBe('This award proposal is no longer open.');

    const second = await people.olle.client.rpc('propose_award', {
      p_project_id: w.pastProject,
      p_quote_id: w.quotePast2,
      p_reason: 'Lägst pris och bra referenser.',
    });
    expect(second.error).toBeNull();
    const confirmed = await api.clients.brfOwner.rpc('confirm_award', { p_proposal_id: second.data.id });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toMatchObject({ winning_quote_id: w.quotePast2, winning_budget: 850000 });
    const proposals = await api.clients.boardDeputy
      .from('award_proposals')
      .select('outcome, proposed_by_name, closed_by_name, reason')
      .eq('project_id', w.pastProject)
      .order('proposed_at');
    expect(proposals.data).toEqual([
      {
        outcome: 'withdrawn',
        proposed_by_name: 'Anna Berg',
        closed_by_name: 'Olle Styrelse',
        reason: expect.any(String),
      },
      {
        outcome: 'confirmed',
        proposed_by_name: 'Olle Styrelse',
        closed_by_name: 'Anna Berg',
        reason: 'Lägst pris och bra referenser.',
      },
    ]);
    const log = await people.observer.client
      .from('project_activity')
      .select('action, actor_name, details')
      .eq('project_id', w.pastProject)
      .in('action', ['declared', 'proposed', 'withdrawn', 'confirmed', 'awarded'])
      .order('created_at');
    expect(log.data?.map((e) => `${e.action} ${e.actor_name}`)).toEqual([
      'declared Karin Styrelse',
      'declared Anna Berg',
      'declared Olle Styrelse',
      'proposed Anna Berg',
      'withdrawn Olle Styrelse',
      'proposed Olle Styrelse',
      'confirmed Anna Berg',
      'awarded Anna Berg',
    ]);
    expect(log.data?.at(-1)?.details).toMatchObject({ provider: 'Rör AB', stood_aside: ['Karin Styrelse'] });
    // after the award, declarations stand as they were
    const changed = await declare(people.karin.client, w.pastProject);
    expect(changed.error?.message).toBe('Declarations cannot be changed after the award.');
  });

  it('a proposal whose proposer has left the board cannot be confirmed', async () => {
    const w = api.world;
    const { projectId, quoteId } = await api.server.db.transaction(async (tx) => {
      const id = await insertProject(tx, w.brfA, { title: 'Hissrenovering', createdDaysAgo: 10, deadlineInDays: -1 });
      return { projectId: id, quoteId: await insertQuote(tx, id, w.provider1, 300000) };
    });
    for (const client of [people.olle.client, api.clients.brfOwner]) {
      expect((await declare(client, projectId)).error).toBeNull();
    }
    const proposal = await people.olle.client.rpc('propose_award', {
      p_project_id: projectId,
      p_quote_id: quoteId,
      p_reason: 'Enda anbudet.',
    });
    expect(proposal.error).toBeNull();
    await api.server.db.query('update public.brf_members set role = $2 where user_id = $1', [people.olle.id, 'deputy']);
    const confirmed = await api.clients.brfOwner.rpc('confirm_award', { p_proposal_id: proposal.data.id });
    expect(confirmed.error?.message).toBe(
      'The member who proposed this award is no longer on the board: propose it again.',
    );
    await api.server.db.query('update public.brf_members set role = $2 where user_id = $1', [people.olle.id, 'member']);
  });

  it('when the chair requires it, a member awards only after the second factor', async () => {
    const w = api.world;
    const { projectId, quoteId } = await api.server.db.transaction(async (tx) => {
      const id = await insertProject(tx, w.brfA, { title: 'Tvättstuga', createdDaysAgo: 10, deadlineInDays: -1 });
      return { projectId: id, quoteId: await insertQuote(tx, id, w.provider2, 120000) };
    });
    const set = await api.clients.brfOwner
      .from('brf_profiles')
      .update({ award_requires_mfa: true })
      .eq('id', w.brfA)
      .select('award_requires_mfa');
    expect(set.data).toEqual([{ award_requires_mfa: true }]);
    expect((await declare(people.olle.client, projectId)).error).toBeNull();
    const message =
      'Your board requires two-factor authentication to award. Sign in with your authentication code first.';
    const refused = await people.olle.client.rpc('propose_award', {
      p_project_id: projectId,
      p_quote_id: quoteId,
      p_reason: 'Bra pris.',
    });
    expect(refused.error?.message).toBe(message);
    const enrolled = await people.olle.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Olle' });
    if (enrolled.error) throw enrolled.error;
    const verified = await people.olle.client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: await generate({ secret: enrolled.data.totp.secret }),
    });
    expect(verified.error).toBeNull();
    const proposed = await people.olle.client.rpc('propose_award', {
      p_project_id: projectId,
      p_quote_id: quoteId,
      p_reason: 'Bra pris.',
    });
    expect(proposed.error).toBeNull();
    await api.clients.brfOwner.from('brf_profiles').update({ award_requires_mfa: false }).eq('id', w.brfA);
  });
});

describe("what an attacker's review found, closed", () => {
  it('while sealed nobody declares (it would name bidders); after, the opening shows a member its part', async () => {
    const w = api.world;
    const { projectId, quotes } = await api.server.db.transaction(async (tx) => {
      const id = await insertProject(tx, w.brfA, { title: 'Förseglad fasad', createdDaysAgo: 10, deadlineInDays: 5 });
      await tx.query('update public.projects set sealed_bids = true where id = $1', [id]);
      return {
        projectId: id,
        quotes: [await insertQuote(tx, id, w.provider1, 777000), await insertQuote(tx, id, w.provider2, 555000)],
      };
    });
    for (const client of [people.karin.client, people.observer.client]) {
      const early = await declare(client, projectId, []);
      expect(early.error?.message).toBe('Declarations open when the bids open.');
    }
    expect(
      (await api.clients.adminAal2.from('interest_declarations').select('id').eq('project_id', projectId)).data,
    ).toEqual([]);
    // nor does the admin audit log name the bidding people (it holds both entries)
    const entries = await api.server.db.query(`select 1 from public.audit_logs where resource_id = any($1)`, [quotes]);
    expect(entries.rows).toHaveLength(2);
    const audit = await api.clients.adminAal2
      .from('audit_logs')
      .select('user_id')
      .eq('resource_type', 'quote')
      .in('resource_id', quotes);
    expect(audit.data).toEqual([]);

    await api.server.db.query(`update public.projects set submission_deadline = now() where id = $1`, [projectId]);
    expect((await declare(people.karin.client, projectId, [w.provider1])).error).toBeNull();
    const opening = await people.karin.client.rpc('bid_opening', { p_project_id: projectId });
    expect(opening.data.bids.map((b: { provider: string }) => b.provider)).toEqual(['Rör AB']);
    expect(
      (await people.karin.client.from('bid_openings').select('project_id').eq('project_id', projectId)).data,
    ).toEqual([]);
    // a conflict is never taken back
    expect((await declare(people.karin.client, projectId, [])).error).toBeNull();
    expect(await quoteIds(people.karin.client, projectId)).toEqual([quotes[1]]);
    const declared = await people.karin.client
      .from('interest_declarations')
      .select('conflict_provider_names')
      .eq('project_id', projectId)
      .eq('user_id', people.karin.id);
    expect(declared.data).toEqual([{ conflict_provider_names: ['Bygg AB'] }]);
  });

  it('a conflict holds when the board shrinks, and a proposal names no amount in the log', async () => {
    const w = api.world;
    const { projectId, quoteId } = await api.server.db.transaction(async (tx) => {
      const id = await insertProject(tx, w.brfA, { title: 'Balkonger', createdDaysAgo: 10, deadlineInDays: -1 });
      const q = await insertQuote(tx, id, w.provider1, 430000);
      await insertQuote(tx, id, w.provider2, 410000);
      return { projectId: id, quoteId: q };
    });
    for (const client of [api.clients.brfOwner, people.olle.client]) {
      expect((await declare(client, projectId)).error).toBeNull();
    }
    expect((await declare(people.karin.client, projectId, [w.provider1])).error).toBeNull();
    const proposed = await people.olle.client.rpc('propose_award', {
      p_project_id: projectId,
      p_quote_id: quoteId,
      p_reason: 'Bäst referenser.',
    });
    expect(proposed.error).toBeNull();
    const log = await people.karin.client
      .from('project_activity')
      .select('details')
      .eq('project_id', projectId)
      .eq('action', 'proposed');
    expect(log.data).toEqual([{ details: { provider: 'Bygg AB', reason: 'Bäst referenser.' } }]);
    // the chair cannot switch the two-person rule off under the open proposal
    const lowered = await api.clients.brfOwner.from('brf_profiles').update({ award_signatures: 1 }).eq('id', w.brfA);
    expect(lowered.error?.message).toBe('Withdraw the open award proposals before changing how the board awards.');
    await people.olle.client.rpc('withdraw_award_proposal', { p_proposal_id: proposed.data.id });

    // two members who decide become one: Karin's conflict still holds
    await api.server.db.query(`update public.brf_members set role = 'deputy' where user_id = $1`, [people.olle.id]);
    await api.server.db.query(`update public.brf_members set role = 'observer' where user_id = $1`, [
      w.users.brfOwner.id,
    ]);
    await api.server.db.query(`update public.brf_members set role = 'chair' where user_id = $1`, [people.karin.id]);
    try {
      expect((await people.karin.client.from('quotes').select('id').eq('id', quoteId)).data).toEqual([]);
      const award = await people.karin.client.rpc('award_project', {
        p_project_id: projectId,
        p_quote_id: quoteId,
        p_reason: 'Lägst pris.',
      });
      expect(award.error?.message).toBe(
        'You declared a conflict of interest in this project, so you take no part in the award.',
      );
    } finally {
      await api.server.db.query(`update public.brf_members set role = 'member' where user_id = $1`, [people.karin.id]);
      await api.server.db.query(`update public.brf_members set role = 'chair' where user_id = $1`, [
        w.users.brfOwner.id,
      ]);
      await api.server.db.query(`update public.brf_members set role = 'member' where user_id = $1`, [people.olle.id]);
    }
  });
});

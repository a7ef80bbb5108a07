// Two people means two people: a member who joined after a proposal does not confirm it, every
// change of the board is recorded and told, and the board's safeguards are lowered only by the
// board (the second factor where it asks for it, a second decider where the rule is two).
import { generate } from 'otplib';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './helpers/api.ts';
import { CATEGORY_BYGG, PASSWORD, insertProject, insertQuote } from './helpers/world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
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
    user_metadata: { first_name: firstName, last_name: 'Styrelse' },
  });
  if (error || !data.user) throw error ?? new Error('createUser');
  const client = createClient(api.server.url, api.server.keys.anon, clientOptions);
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return { client, id: data.user.id };
}

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
    .select('id')
    .single();
  if (profile.error) throw profile.error;
  return { chair, brfId: profile.data.id as string };
}

/** A person invited by the chair who accepts: the database's own way onto a board. */
async function invited(chair: Person, role: 'member' | 'deputy', firstName: string): Promise<Person> {
  const who = await person(`inv-${firstName.toLowerCase()}`, firstName);
  const email = (await api.service.auth.admin.getUserById(who.id)).data.user!.email!;
  const invitation = await chair.client.rpc('invite_member', { p_email: email, p_role: role });
  if (invitation.error) throw invitation.error;
  const token = (
    await api.server.db.query<{ token: string }>(
      `select params ->> 'token' as token from private.mail_outbox where email = $1 order by created_at desc limit 1`,
      [email],
    )
  ).rows[0]?.token;
  if (!token) throw new Error('no invitation token in the outbox');
  const accepted = await who.client.rpc('accept_invitation', { p_token: token });
  if (accepted.error) throw accepted.error;
  return who;
}

async function passDeadline(projectId: string) {
  await api.server.db.query('update public.projects set submission_deadline = now() where id = $1', [projectId]);
}

describe('two signatures from two people who were on the board when it mattered', () => {
  it('a member who joined after the proposal cannot confirm it; the record keeps when each signer joined', async () => {
    const w = api.world;
    const { chair, brfId } = await registerBrf('marionett', '769612-0001');
    const karin = await invited(chair, 'member', 'Karin');
    const projectId = await api.server.db.transaction((tx) =>
      insertProject(tx, brfId, { title: 'Tak', deadlineInDays: 10 }),
    );
    const quoteId = await api.server.db.transaction((tx) => insertQuote(tx, projectId, w.provider1, 500000));
    await passDeadline(projectId);
    for (const who of [chair, karin]) {
      expect(
        (await who.client.rpc('declare_interest', { p_project_id: projectId, p_conflict_provider_ids: [] })).error,
      ).toBeNull();
    }
    const proposed = await chair.client.rpc('propose_award', {
      p_project_id: projectId,
      p_quote_id: quoteId,
      p_reason: 'Lägst pris.',
    });
    expect(proposed.error).toBeNull();
    // the chair's second account joins after the proposal
    const puppet = await invited(chair, 'member', 'Docka');
    await puppet.client.rpc('declare_interest', { p_project_id: projectId, p_conflict_provider_ids: [] });
    const byPuppet = await puppet.client.rpc('confirm_award', { p_proposal_id: proposed.data.id });
    expect(byPuppet.error?.message).toBe(
      'You joined the board after this award was proposed, so you cannot confirm it.',
    );
    // every member was told the puppet joined, and by whose invitation
    const told = await karin.client.from('notifications').select('type, message, params').eq('type', 'board_changed');
    expect(told.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          message: 'Docka Styrelse joined the board as member.',
          params: expect.objectContaining({ kind: 'joined', person: 'Docka Styrelse', invited_by: 'Stina Styrelse' }),
        }),
      ]),
    );
    const logged = await karin.client
      .from('project_activity')
      .select('details')
      .eq('project_id', projectId)
      .eq('action', 'board_changed');
    expect(logged.data).toEqual([
      {
        details: {
          change: 'joined',
          person: 'Docka Styrelse',
          role: 'member',
          previous_role: null,
          invited_by: 'Stina Styrelse',
        },
      },
    ]);
    const confirmed = await karin.client.rpc('confirm_award', { p_proposal_id: proposed.data.id });
    expect(confirmed.error).toBeNull();
    const record = await karin.client
      .from('award_proposals')
      .select('proposed_by_joined_at, closed_by_joined_at')
      .eq('id', proposed.data.id)
      .single();
    const joined = await karin.client.from('brf_members').select('user_id, joined_at').eq('brf_id', brfId);
    const joinedAt = (id: string) => joined.data!.find((m) => m.user_id === id)!.joined_at;
    expect(Date.parse(record.data!.proposed_by_joined_at!)).toBe(Date.parse(joinedAt(chair.id)));
    expect(Date.parse(record.data!.closed_by_joined_at!)).toBe(Date.parse(joinedAt(karin.id)));
    // nobody outside the board reads its log
    expect((await api.clients.otherBrf.from('board_events').select('id').eq('brf_id', brfId)).data).toEqual([]);
  });
});

describe('a conflicted member reads no amount of the company it stood aside from', () => {
  it('neither the award nor its log entry, while the rest of the board reads both', async () => {
    const w = api.world;
    const { chair, brfId } = await registerBrf('javig', '769612-0005');
    const karin = await invited(chair, 'member', 'Karin');
    const jonas = await invited(chair, 'member', 'Jonas');
    const projectId = await api.server.db.transaction((tx) =>
      insertProject(tx, brfId, { title: 'Fasad', deadlineInDays: 10 }),
    );
    const quoteId = await api.server.db.transaction((tx) => insertQuote(tx, projectId, w.provider1, 700000));
    await passDeadline(projectId);
    for (const who of [chair, karin]) {
      await who.client.rpc('declare_interest', { p_project_id: projectId, p_conflict_provider_ids: [] });
    }
    await jonas.client.rpc('declare_interest', { p_project_id: projectId, p_conflict_provider_ids: [w.provider1] });
    const proposed = await chair.client.rpc('propose_award', {
      p_project_id: projectId,
      p_quote_id: quoteId,
      p_reason: 'Enda anbudet.',
    });
    expect((await karin.client.rpc('confirm_award', { p_proposal_id: proposed.data.id })).error).toBeNull();
    const award = (client: SupabaseClient) =>
      client.from('project_awards').select('winning_budget').eq('project_id', projectId);
    const entry = (client: SupabaseClient) =>
      client.from('project_activity').select('action').eq('project_id', projectId).eq('action', 'awarded');
    // the fixture: the board reads the award and its entry
    expect((await award(karin.client)).data).toEqual([{ winning_budget: 700000 }]);
    expect((await entry(karin.client)).data).toEqual([{ action: 'awarded' }]);
    expect((await award(jonas.client)).data).toEqual([]);
    expect((await entry(jonas.client)).data).toEqual([]);
    const status = await jonas.client.from('projects').select('status').eq('id', projectId).single();
    expect(status.data).toEqual({ status: 'awarded' });
  });
});

describe("the board's log forgets a deleted person", () => {
  it('an account deleted outright leaves its board told, and its entries name nobody', async () => {
    const { chair, brfId } = await registerBrf('glomska', '769612-0004');
    const gone = await invited(chair, 'deputy', 'Borta');
    const deleted = await api.service.auth.admin.deleteUser(gone.id);
    expect(deleted.error).toBeNull();
    const log = await chair.client
      .from('board_events')
      .select('kind, person_id')
      .eq('brf_id', brfId)
      .order('created_at');
    expect(log.data).toEqual([
      { kind: 'joined', person_id: chair.id },
      { kind: 'joined', person_id: null },
      { kind: 'removed', person_id: null },
    ]);
  });
});

describe("the board's safeguards are the board's decision", () => {
  it('where two award, lowering the rule takes a second decider; each change is logged and told', async () => {
    const { chair, brfId } = await registerBrf('regel', '769612-0002');
    const olle = await invited(chair, 'member', 'Olle');
    const direct = await chair.client.from('brf_profiles').update({ award_signatures: 1 }).eq('id', brfId);
    expect(direct.error?.message).toBe(
      'Your board awards with two members, so a second member confirms a change that lowers it: propose the change.',
    );
    // raising is the chair's alone
    expect(
      (await chair.client.from('brf_profiles').update({ award_requires_mfa: false }).eq('id', brfId)).error,
    ).toBeNull();
    const proposed = await chair.client.rpc('propose_award_rule_change', {
      p_award_signatures: 1,
      p_award_requires_mfa: false,
    });
    expect(proposed.error).toBeNull();
    const own = await chair.client.rpc('confirm_award_rule_change', { p_change_id: proposed.data.id });
    expect(own.error?.message).toBe('You proposed this change: another board member confirms it.');
    const confirmed = await olle.client.rpc('confirm_award_rule_change', { p_change_id: proposed.data.id });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toMatchObject({ award_signatures: 1 });
    const log = await olle.client.from('board_events').select('kind').eq('brf_id', brfId).order('created_at');
    expect(log.data!.map((e) => e.kind)).toEqual(['joined', 'joined', 'rule_change_proposed', 'rule_changed']);
    const told = await chair.client
      .from('notifications')
      .select('message')
      .eq('type', 'board_changed')
      .eq('message', 'How the board awards has changed.');
    expect(told.data).toHaveLength(1);
  });

  it('where the board asks for the second factor, a session at aal1 cannot switch it off', async () => {
    const { chair, brfId } = await registerBrf('tvafaktor', '769612-0003');
    expect(
      (await chair.client.from('brf_profiles').update({ award_requires_mfa: true }).eq('id', brfId)).error,
    ).toBeNull();
    const off = await chair.client.from('brf_profiles').update({ award_requires_mfa: false }).eq('id', brfId);
    expect(off.error?.message).toBe(
      'Your board requires two-factor authentication to award. Sign in with your authentication code first.',
    );
    // at aal2 the chair of a board of one may
    const enrolled = await chair.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'test' });
    expect(enrolled.error).toBeNull();
    const verified = await chair.client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data!.id,
      code: await generate({ secret: enrolled.data!.totp.secret }),
    });
    expect(verified.error).toBeNull();
    expect(
      (await chair.client.from('brf_profiles').update({ award_requires_mfa: false }).eq('id', brfId)).error,
    ).toBeNull();
  });
});

void CATEGORY_BYGG;

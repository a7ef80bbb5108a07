// Procurement on equal terms (issue 30): quotes state comparable terms the board may require;
// sealed bids show the board only how many arrived until the deadline, through every table,
// view and RPC; the bids open once into a record that never changes; scores and notes; an award
// and a cancellation carry their reasons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startApi, type Api } from './helpers/api.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.stop();
});

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const today = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function createProject(options: { sealed?: boolean | null; maxBids?: number | null; terms?: string[] }) {
  const { data, error } = await api.clients.brfOwner.rpc('create_project', {
    p_title: `Upphandling ${Math.random().toString(36).slice(2, 7)}`,
    p_description: 'Byte av tak och plåtdetaljer enligt bifogat underlag.',
    p_submission_deadline: inDays(10),
    p_category_ids: [
      (await api.service.from('service_categories').select('id').eq('is_active', true).limit(1)).data![0]!.id,
    ],
    p_max_bids: options.maxBids ?? null,
    p_sealed_bids: options.sealed ?? null,
    p_required_quote_terms: options.terms ?? [],
  });
  if (error) throw new Error(`create_project: ${error.message}`);
  return data as { id: string; sealed_bids: boolean; required_quote_terms: string[] };
}

async function quote(client: SupabaseClient, projectId: string, providerId: string, fields: Record<string, unknown>) {
  return client
    .from('quotes')
    .insert({
      project_id: projectId,
      service_provider_id: providerId,
      description: 'Offert enligt underlaget.',
      ...fields,
    })
    .select('id, amount_incl_vat, vat_amount')
    .single();
}

/** Moves the deadline into the past as the database itself would see time pass. */
async function passDeadline(projectId: string) {
  await api.server.db.query(`update public.projects set submission_deadline = now() where id = $1`, [projectId]);
}

describe('comparable quotes', () => {
  it('compares on the same VAT basis and refuses a quote without a required term', async () => {
    const w = api.world;
    const project = await createProject({ sealed: false, terms: ['valid_until', 'warranty_years'] });
    expect(project.required_quote_terms).toEqual(['valid_until', 'warranty_years']);
    const missing = await quote(api.clients.quotedProvider, project.id, w.provider1, {
      quote_amount: 100000,
      price_basis: 'excl_vat',
      valid_until: today(30),
    });
    expect(missing.error?.message).toBe('Warranty in years is required.');
    const early = await quote(api.clients.quotedProvider, project.id, w.provider1, {
      quote_amount: 100000,
      price_basis: 'excl_vat',
      valid_until: today(1),
      warranty_years: 5,
    });
    expect(early.error?.message).toBe('A quote must be valid at least until the submission deadline.');
    const excl = await quote(api.clients.quotedProvider, project.id, w.provider1, {
      quote_amount: 100000,
      price_basis: 'excl_vat',
      valid_until: today(30),
      warranty_years: 5,
      hourly_rate: 650,
      standard_terms: 'ab04',
    });
    expect(excl.data).toMatchObject({ amount_incl_vat: 125000, vat_amount: 25000 });
    const incl = await quote(api.clients.otherProvider, project.id, w.provider2, {
      quote_amount: 120000,
      price_basis: 'incl_vat',
      valid_until: today(30),
      warranty_years: 10,
    });
    expect(incl.data).toMatchObject({ amount_incl_vat: 120000, vat_amount: 24000 });
    // the board reads the terms but does not write them; the request's terms are fixed now
    const byBoard = await api.clients.brfOwner
      .from('quotes')
      .update({ warranty_years: 30 })
      .eq('id', incl.data!.id)
      .select('id');
    expect(byBoard.error?.message).toBe('Project owners may only mark quotes as viewed.');
    const changed = await api.clients.brfOwner
      .from('projects')
      .update({ required_quote_terms: [] })
      .eq('id', project.id);
    expect(changed.error?.message).toBe(
      'Sealed bids and the required quote terms cannot change once a quote has arrived.',
    );
  });
});

describe('sealed bids', () => {
  let projectId: string;
  let ownQuote: string;
  let withdrawnQuote: string;

  it('are the default from 3 bids; the board sees only how many arrived and when', async () => {
    const w = api.world;
    expect((await createProject({ maxBids: 2 })).sealed_bids).toBe(false);
    expect((await createProject({ maxBids: 3, sealed: false })).sealed_bids).toBe(false);
    // a board of one opens the bids to nobody: its bids are open unless it asks (board-of-one test)
    expect((await createProject({ maxBids: 3 })).sealed_bids).toBe(false);
    const project = await createProject({ maxBids: 3, sealed: true });
    expect(project.sealed_bids).toBe(true);
    projectId = project.id;
    const first = await quote(api.clients.quotedProvider, projectId, w.provider1, {
      quote_amount: 480000,
      price_basis: 'incl_vat',
      valid_until: today(60),
    });
    expect(first.error).toBeNull();
    ownQuote = first.data!.id;
    const second = await quote(api.clients.otherProvider, projectId, w.provider2, {
      quote_amount: 400000,
      price_basis: 'excl_vat',
    });
    expect(second.error).toBeNull();
    withdrawnQuote = second.data!.id;

    for (const actor of ['brfOwner', 'boardDeputy', 'boardObserver', 'adminAal2'] as const) {
      const client = api.clients[actor];
      expect((await client.from('quotes').select('id').eq('project_id', projectId)).data, actor).toEqual([]);
      expect((await client.from('quote_attachments').select('id').eq('quote_id', ownQuote)).data, actor).toEqual([]);
      expect((await client.rpc('project_bidders', { p_project_id: projectId })).data, actor).toEqual([]);
    }
    const receipts = await api.clients.brfOwner.rpc('quote_receipts', { p_project_id: projectId });
    expect((receipts.data as unknown[]).length).toBe(2);
    const list = await api.clients.brfOwner.rpc('list_projects', { p_status: ['open'], p_limit: 100 });
    const row = (list.data as { id: string; lowest_quote_amount: number | null }[]).find((p) => p.id === projectId);
    expect(row?.lowest_quote_amount).toBeNull();
    // the board's notification names neither company nor amount
    const told = await api.server.db.query<{ params: Record<string, unknown> }>(
      `select params from public.notifications where quote_id = $1 and type = 'new_quote'`,
      [ownQuote],
    );
    expect(told.rows.map((r) => Object.keys(r.params))).toEqual([['title']]);
    // the bidder reads its own
    const own = await api.clients.companyColleague.from('quotes').select('id').eq('project_id', projectId);
    expect(own.data).toEqual([{ id: ownQuote }]);
    // the seal is fixed once a quote has arrived
    const unseal = await api.clients.brfOwner.from('projects').update({ sealed_bids: false }).eq('id', projectId);
    expect(unseal.error?.message).toBe(
      'Sealed bids and the required quote terms cannot change once a quote has arrived.',
    );
    // no opening before the deadline
    const early = await api.clients.brfOwner.rpc('bid_opening', { p_project_id: projectId });
    expect(early.data?.opened_at ?? null).toBeNull();
  });

  it('open at the deadline into a record written once, listing a withdrawn quote', async () => {
    const w = api.world;
    expect((await api.clients.otherProvider.from('quotes').delete().eq('id', withdrawnQuote)).error).toBeNull();
    const third = await quote(api.clients.otherProvider, projectId, w.provider2, {
      quote_amount: 380000,
      price_basis: 'excl_vat',
    });
    expect(third.error).toBeNull();
    await passDeadline(projectId);

    const opened = await api.clients.brfOwner.rpc('bid_opening', { p_project_id: projectId });
    expect(opened.error).toBeNull();
    expect(opened.data.checksum).toMatch(/^[0-9a-f]{64}$/);
    // lowest comparable price first: 380 000 excluding VAT is 475 000 including it
    const bids = opened.data.bids.map((b: { provider: string; amount_incl_vat: number }) => [
      b.provider,
      b.amount_incl_vat,
    ]);
    expect(bids).toEqual([
      ['Rör AB', 475000],
      ['Bygg AB', 480000],
    ]);
    expect(opened.data.withdrawn.map((x: { provider: string }) => x.provider)).toEqual(['Rör AB']);
    // the job finds nothing more to open; the record stays as it was
    const job = await api.service.rpc('open_due_bids');
    expect(job.data).toBe(0);
    const again = await api.clients.boardDeputy.rpc('bid_opening', { p_project_id: projectId });
    expect(again.data).toEqual(opened.data);
    await expect(
      api.server.db.query(`update public.bid_openings set checksum = 'x' where project_id = $1`, [projectId]),
    ).rejects.toThrow('An opening record never changes.');
    // the members who came in the first hour are present; the chair ticks another
    const present = await api.clients.brfOwner
      .from('bid_opening_attendance')
      .select('user_id, how')
      .eq('project_id', projectId)
      .order('recorded_at');
    expect(present.data).toEqual([
      { user_id: w.users.brfOwner.id, how: 'opened' },
      { user_id: w.users.boardDeputy.id, how: 'opened' },
    ]);
    const byDeputy = await api.clients.boardDeputy.rpc('record_opening_attendance', {
      p_project_id: projectId,
      p_user_ids: [w.users.boardObserver.id],
    });
    expect(byDeputy.error?.message).toBe('Only the chair records who was present at the opening.');
    const ticked = await api.clients.brfOwner.rpc('record_opening_attendance', {
      p_project_id: projectId,
      p_user_ids: [w.users.boardObserver.id],
    });
    expect(ticked.data).toBe(1);
    // now the board reads the quotes, and nobody else reads the record
    expect((await api.clients.brfOwner.from('quotes').select('id').eq('project_id', projectId)).data?.length).toBe(2);
    for (const actor of ['otherBrf', 'quotedProvider', 'adminAal1'] as const) {
      expect((await api.clients[actor].from('bid_openings').select('project_id')).data, actor).toEqual([]);
    }
  });

  it('the board scores side by side and keeps its notes to itself', async () => {
    const deputy = await api.clients.boardDeputy.from('quote_scores').upsert({ quote_id: ownQuote, score: 4 });
    expect(deputy.error).toBeNull();
    const owner = await api.clients.brfOwner.from('quote_scores').upsert({ quote_id: ownQuote, score: 2 });
    expect(owner.error).toBeNull();
    const changed = await api.clients.brfOwner.from('quote_scores').upsert({ quote_id: ownQuote, score: 3 });
    expect(changed.error).toBeNull();
    const observer = await api.clients.boardObserver.from('quote_scores').insert({ quote_id: ownQuote, score: 5 });
    expect(observer.error?.code).toBe('42501');
    const scores = await api.clients.boardObserver.from('quote_scores').select('score').eq('quote_id', ownQuote);
    expect(scores.data?.map((s) => s.score).sort()).toEqual([3, 4]);
    const note = await api.clients.brfOwner
      .from('quote_notes')
      .upsert({ quote_id: ownQuote, note: 'Fråga om garantin.' });
    expect(note.error).toBeNull();
    expect((await api.clients.boardDeputy.from('quote_notes').select('note').eq('quote_id', ownQuote)).data).toEqual(
      [],
    );
    expect((await api.clients.brfOwner.from('quote_notes').select('note').eq('quote_id', ownQuote)).data).toEqual([
      { note: 'Fråga om garantin.' },
    ]);
    for (const actor of ['otherBrf', 'quotedProvider'] as const) {
      expect((await api.clients[actor].from('quote_scores').select('score')).data, actor).toEqual([]);
    }
  });
});

describe('decisions with reasons', () => {
  it('an award gives its reason, recorded as the decision', async () => {
    const w = api.world;
    const project = await createProject({ sealed: false });
    const q = await quote(api.clients.quotedProvider, project.id, w.provider1, { quote_amount: 99000 });
    await passDeadline(project.id);
    const tooLong = await api.clients.brfOwner.rpc('award_project', {
      p_project_id: project.id,
      p_quote_id: q.data!.id,
      p_reason: 'x'.repeat(2001),
    });
    expect(tooLong.error?.message).toBe('The reason can be at most 2000 characters.');
    const awarded = await api.clients.brfOwner.rpc('award_project', {
      p_project_id: project.id,
      p_quote_id: q.data!.id,
      p_reason: 'Enda anbudet, inom budget.',
    });
    expect(awarded.error).toBeNull();
    const decision = await api.clients.boardDeputy
      .from('award_proposals')
      .select('outcome, reason, proposed_by, closed_by')
      .eq('project_id', project.id);
    expect(decision.data).toEqual([
      {
        outcome: 'confirmed',
        reason: 'Enda anbudet, inom budget.',
        proposed_by: w.users.brfOwner.id,
        closed_by: w.users.brfOwner.id,
      },
    ]);
  });

  it('a procurement past its deadline is cancelled with a reason its bidders are told', async () => {
    const w = api.world;
    const project = await createProject({ sealed: false });
    const q = await quote(api.clients.quotedProvider, project.id, w.provider1, { quote_amount: 99000 });
    expect(q.error).toBeNull();
    await passDeadline(project.id);
    const without = await api.clients.brfOwner.rpc('cancel_project', { p_project_id: project.id });
    expect(without.error?.message).toBe('Give the reason for cancelling.');
    const cancelled = await api.clients.brfOwner.rpc('cancel_project', {
      p_project_id: project.id,
      p_reason: 'Anbuden översteg budgeten.',
    });
    expect(cancelled.error).toBeNull();
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Anbuden översteg budgeten.' });
    const told = await api.clients.companyColleague
      .from('notifications')
      .select('params')
      .eq('project_id', project.id)
      .eq('type', 'project_cancelled');
    expect(told.data).toEqual([{ params: { title: expect.any(String), reason: 'Anbuden översteg budgeten.' } }]);
  });
});

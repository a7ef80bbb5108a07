// One VAT basis in every headline number, and the board's budget (decision 0026), through the real
// supabase-js: every amount the database hands out is on the basis the app states (including VAT)
// or carries its basis; the budget is set by the board's chair and members until the first quote,
// read by the board and admins at aal2, and never by a bidder.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from './helpers/world.ts';
import { startApi, type Api } from './helpers/api.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.stop();
});

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

/** A new open project of BRF Solgläntan (chair brfOwner, a deputy and an observer), open bids. */
async function createProject(title = `Stambyte ${Math.random().toString(36).slice(2, 7)}`) {
  const category = (await api.service.from('service_categories').select('id').eq('is_active', true).limit(1)).data;
  const { data, error } = await api.clients.brfOwner.rpc('create_project', {
    p_title: title,
    p_description: 'Stambyte i 48 lägenheter enligt bifogat underlag.',
    p_submission_deadline: inDays(10),
    p_category_ids: [category![0]!.id],
    p_sealed_bids: false,
  });
  if (error) throw new Error(`create_project: ${error.message}`);
  return data as { id: string; title: string };
}

async function quote(client: SupabaseClient, projectId: string, providerId: string, amount: number, basis: string) {
  const { data, error } = await client
    .from('quotes')
    .insert({
      project_id: projectId,
      service_provider_id: providerId,
      quote_amount: amount,
      price_basis: basis,
      description: 'Offert enligt underlaget.',
    })
    .select('id')
    .single();
  if (error) throw new Error(`quote: ${error.message}`);
  return data.id as string;
}

const setBudget = (client: SupabaseClient, projectId: string, amount: number | null, basis: string | null) =>
  client.rpc('set_project_budget', { p_project_id: projectId, p_amount: amount, p_price_basis: basis });

const READERS: Actor[] = [
  'anon',
  'brfOwner',
  'boardDeputy',
  'boardObserver',
  'otherBrf',
  'quotedProvider',
  'otherProvider',
  'companyColleague',
  'adminAal1',
  'adminAal2',
];

describe("the board's budget", () => {
  it('is set by the chair with its basis, and the database states it including VAT', async () => {
    const project = await createProject();
    const set = await setBudget(api.clients.brfOwner, project.id, 4_200_000, 'excl_vat');
    expect(set.error).toBeNull();
    expect(set.data).toMatchObject([
      {
        project_id: project.id,
        amount: 4200000,
        price_basis: 'excl_vat',
        amount_incl_vat: 5250000,
        vat_amount: 1050000,
      },
    ]);
    const read = await api.clients.brfOwner.rpc('project_budget', { p_project_id: project.id });
    expect(read.data).toMatchObject([
      { project_id: project.id, amount: 4200000, price_basis: 'excl_vat', amount_incl_vat: 5250000, may_change: true },
    ]);

    // changed to an amount including VAT, then removed: the row says there is none
    await setBudget(api.clients.brfOwner, project.id, 5_000_000, 'incl_vat');
    const changed = await api.clients.brfOwner.rpc('project_budget', { p_project_id: project.id });
    expect(changed.data).toMatchObject([{ amount: 5000000, amount_incl_vat: 5000000, vat_amount: 1000000 }]);
    const removed = await setBudget(api.clients.brfOwner, project.id, null, null);
    expect(removed).toMatchObject({ error: null, data: [] });
    const none = await api.clients.brfOwner.rpc('project_budget', { p_project_id: project.id });
    expect(none.data).toMatchObject([{ project_id: project.id, amount: null, price_basis: null, may_change: true }]);
  });

  it('is read by the board (every role) and admins at aal2, never by a bidder or another BRF', async () => {
    const project = await createProject();
    await setBudget(api.clients.brfOwner, project.id, 4_200_000, 'excl_vat');
    // a bidder that quoted on the project reads nothing of it either
    await quote(api.clients.quotedProvider, project.id, api.world.provider1, 4_350_000, 'excl_vat');
    const seen: Record<string, { table: number; rpc: number }> = {};
    for (const actor of READERS) {
      const client = api.clients[actor];
      const table = await client.from('project_budgets').select('amount').eq('project_id', project.id);
      const rpc = await client.rpc('project_budget', { p_project_id: project.id });
      seen[actor] = { table: table.data?.length ?? 0, rpc: rpc.data?.length ?? 0 };
    }
    console.table(seen);
    expect(seen).toEqual({
      anon: { table: 0, rpc: 0 },
      brfOwner: { table: 1, rpc: 1 },
      boardDeputy: { table: 1, rpc: 1 },
      boardObserver: { table: 1, rpc: 1 },
      otherBrf: { table: 0, rpc: 0 },
      quotedProvider: { table: 0, rpc: 0 },
      otherProvider: { table: 0, rpc: 0 },
      companyColleague: { table: 0, rpc: 0 },
      adminAal1: { table: 0, rpc: 0 },
      adminAal2: { table: 1, rpc: 1 },
    });
    // the deputy and the observer read it but may not change it
    const deputy = await api.clients.boardDeputy.rpc('project_budget', { p_project_id: project.id });
    expect(deputy.data).toMatchObject([{ amount: 4200000, may_change: false }]);
  });

  it("is set only by the board's chair and members, only through set_project_budget", async () => {
    const project = await createProject();
    for (const actor of ['boardDeputy', 'boardObserver', 'otherBrf', 'quotedProvider', 'adminAal2'] as const) {
      const refused = await setBudget(api.clients[actor], project.id, 100_000, 'excl_vat');
      expect(refused.error, actor).toMatchObject({
        code: '42501',
        message: "Only the board's chair and members can set the budget.",
      });
    }
    const anon = await setBudget(api.clients.anon, project.id, 100_000, 'excl_vat');
    expect(anon.error?.code).toBe('42501');
    for (const actor of ['brfOwner', 'quotedProvider'] as const) {
      const client = api.clients[actor];
      const insert = await client
        .from('project_budgets')
        .insert({ project_id: project.id, amount: 1, price_basis: 'excl_vat' });
      expect(insert.error?.code, actor).toBe('42501');
    }
    const update = await api.clients.brfOwner
      .from('project_budgets')
      .update({ amount: 2 })
      .eq('project_id', project.id);
    expect(update.error?.code).toBe('42501');
    const read = await api.clients.brfOwner.rpc('project_budget', { p_project_id: project.id });
    expect(read.data).toMatchObject([{ amount: null }]);
  });

  it('holds the limits of a quote amount and asks for the basis', async () => {
    const project = await createProject();
    const noBasis = await setBudget(api.clients.brfOwner, project.id, 100_000, null);
    expect(noBasis.error).toMatchObject({ code: '23514', message: 'Choose whether the budget includes VAT.' });
    for (const amount of [0, 0.99, 9_000_000_000.01, 100.005]) {
      const refused = await setBudget(api.clients.brfOwner, project.id, amount, 'excl_vat');
      expect(refused.error, String(amount)).toMatchObject({
        code: '23514',
        message: 'The budget must be between 1 and 9 000 000 000 kr.',
      });
    }
    for (const amount of [1, 9_000_000_000]) {
      const accepted = await setBudget(api.clients.brfOwner, project.id, amount, 'incl_vat');
      expect(accepted.error, String(amount)).toBeNull();
    }
    // the table's own checks hold for the service role too
    const db = api.server.db;
    await expect(
      db.query(`insert into public.project_budgets (project_id, amount, price_basis) values ($1, 0, 'excl_vat')`, [
        (await createProject()).id,
      ]),
    ).rejects.toThrow(/check constraint/);
    await expect(
      db.query(`insert into public.project_budgets (project_id, amount, price_basis) values ($1, 10, 'gross')`, [
        (await createProject()).id,
      ]),
    ).rejects.toThrow(/check constraint/);
    const unknown = await setBudget(api.clients.brfOwner, '00000000-0000-4000-8000-000000000000', 10, 'excl_vat');
    expect(unknown.error).toMatchObject({ code: 'P0002', message: 'Project not found.' });
  });

  it('is fixed once the first quote has arrived, also when that quote is withdrawn', async () => {
    const project = await createProject();
    await setBudget(api.clients.brfOwner, project.id, 4_200_000, 'excl_vat');
    await quote(api.clients.quotedProvider, project.id, api.world.provider1, 4_350_000, 'excl_vat');
    const refused = await setBudget(api.clients.brfOwner, project.id, 4_500_000, 'excl_vat');
    expect(refused.error).toMatchObject({
      code: '23514',
      message: 'The budget cannot change once a quote has arrived.',
    });
    const removal = await setBudget(api.clients.brfOwner, project.id, null, null);
    expect(removal.error?.message).toBe('The budget cannot change once a quote has arrived.');
    const read = await api.clients.brfOwner.rpc('project_budget', { p_project_id: project.id });
    expect(read.data).toMatchObject([{ amount: 4200000, may_change: false }]);

    // a project whose only quote was withdrawn had a bid the board may have read
    const other = await createProject();
    const withdrawn = await quote(api.clients.quotedProvider, other.id, api.world.provider1, 100_000, 'excl_vat');
    const deleted = await api.clients.quotedProvider.from('quotes').delete().eq('id', withdrawn);
    expect(deleted.error).toBeNull();
    const late = await setBudget(api.clients.brfOwner, other.id, 90_000, 'excl_vat');
    expect(late.error?.message).toBe('The budget cannot change once a quote has arrived.');
  });
});

describe('one VAT basis', () => {
  it("states the board's lowest quote, the award, the log and the notification on one basis", async () => {
    const w = api.world;
    const project = await createProject();
    // a pair on different bases: the lower number is the higher price including VAT
    const excl = await quote(api.clients.quotedProvider, project.id, w.provider1, 4_350_000, 'excl_vat');
    await quote(api.clients.otherProvider, project.id, w.provider2, 5_000_000, 'incl_vat');

    const list = await api.clients.brfOwner.rpc('list_projects', { p_q: project.title });
    expect(list.data).toMatchObject([{ id: project.id, quote_count: 2, lowest_quote_amount: 5000000 }]);

    const told = await api.service
      .from('notifications')
      .select('message, params')
      .eq('user_id', w.users.brfOwner.id)
      .eq('quote_id', excl)
      .single();
    expect(told.data).toEqual({
      message:
        `You have received a new quote for "${project.title}" from Bygg AB: ` +
        '5 437 500 kr incl. VAT (4 350 000 kr excl.).',
      params: {
        title: project.title,
        provider: 'Bygg AB',
        amount: 4350000,
        price_basis: 'excl_vat',
        amount_incl_vat: 5437500,
        amount_excl_vat: 4350000,
      },
    });

    await api.server.db.query('update public.projects set submission_deadline = now() where id = $1', [project.id]);
    const award = await api.clients.brfOwner.rpc('award_project', {
      p_project_id: project.id,
      p_quote_id: excl,
      p_reason: 'Bäst garanti.',
    });
    expect(award.error).toBeNull();
    expect(award.data).toMatchObject({
      winning_quote_id: excl,
      winning_budget: 4350000,
      winning_price_basis: 'excl_vat',
      winning_amount_incl_vat: 5437500,
    });
    const logged = await api.clients.brfOwner
      .from('project_activity')
      .select('details')
      .eq('project_id', project.id)
      .eq('action', 'awarded')
      .single();
    expect(logged.data?.details).toMatchObject({
      provider: 'Bygg AB',
      amount: 4350000,
      price_basis: 'excl_vat',
      amount_incl_vat: 5437500,
    });
    // the winner reads the same award with its basis
    const winner = await api.clients.quotedProvider
      .from('project_awards')
      .select('winning_budget, winning_price_basis, winning_amount_incl_vat')
      .eq('project_id', project.id)
      .single();
    expect(winner.data).toEqual({
      winning_budget: 4350000,
      winning_price_basis: 'excl_vat',
      winning_amount_incl_vat: 5437500,
    });
  });

  it('gives every award its basis, also one the seed writes as history', async () => {
    const { rows } = await api.server.db.query<{ winning_price_basis: string; winning_amount_incl_vat: string }>(
      'select winning_price_basis, winning_amount_incl_vat from public.project_awards where project_id = $1',
      [api.world.awardedProject],
    );
    expect(rows.map((row) => ({ ...row, winning_amount_incl_vat: Number(row.winning_amount_incl_vat) }))).toEqual([
      { winning_price_basis: 'excl_vat', winning_amount_incl_vat: 75000 },
    ]);
  });
});

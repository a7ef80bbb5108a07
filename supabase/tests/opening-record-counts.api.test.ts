// The opening record states the truth (decision 0023): every reader of a sealed project's record
// learns how many bids arrived by the deadline, and how many of them it may not see and why; a
// member with a declared conflict no longer reads 'no bids had arrived'. The board's list learns
// how many sealed quotes a project holds, and nobody else does.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './helpers/api.ts';
import { insertProject, insertQuote, PASSWORD } from './helpers/world.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

let api: Api;
let karin: SupabaseClient;
let projectId: string;

/** A ledamot of BRF Solgläntan: with the chair, two members decide, so every reader declares. */
async function member(firstName: string): Promise<SupabaseClient> {
  const email = `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.se`;
  const { data, error } = await api.service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: firstName, last_name: 'Styrelse' },
  });
  if (error || !data.user) throw error ?? new Error('createUser');
  await api.server.db.query(`insert into public.brf_members (brf_id, user_id, role) values ($1, $2, 'member')`, [
    api.world.brfA,
    data.user.id,
  ]);
  const client = createClient(api.server.url, api.server.keys.anon, clientOptions);
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return client;
}

const counts = async (client: SupabaseClient) =>
  (await client.rpc('bid_opening_counts', { p_project_id: projectId })).data;
const sealedCounts = async (client: SupabaseClient, ids: string[]) =>
  (await client.rpc('sealed_quote_counts', { p_project_ids: ids })).data;
const openedBidders = async (client: SupabaseClient) =>
  ((await client.rpc('bid_opening', { p_project_id: projectId })).data?.bids ?? []).map(
    (bid: { provider: string }) => bid.provider,
  );

beforeAll(async () => {
  api = await startApi();
  karin = await member('Karin');
  const w = api.world;
  projectId = await api.server.db.transaction(async (tx) => {
    const id = await insertProject(tx, w.brfA, {
      title: 'Stambyte 48 lägenheter',
      createdDaysAgo: 10,
      deadlineInDays: 5,
    });
    await tx.query('update public.projects set sealed_bids = true where id = $1', [id]);
    await insertQuote(tx, id, w.provider1, 4_350_000);
    await insertQuote(tx, id, w.provider2, 4_900_000);
    return id;
  });
});
afterAll(async () => api?.stop());

describe('while the bids are sealed', () => {
  it("the board's list learns how many quotes arrived, every role of the board, nobody else", async () => {
    const w = api.world;
    const ids = [projectId, w.openProject, w.otherBrfProject];
    for (const client of [api.clients.brfOwner, karin, api.clients.boardDeputy, api.clients.boardObserver]) {
      expect(await sealedCounts(client, ids)).toEqual([{ project_id: projectId, received: 2 }]);
    }
    for (const client of [api.clients.otherBrf, api.clients.quotedProvider, api.clients.adminAal2]) {
      expect(await sealedCounts(client, ids)).toEqual([]);
    }
    const anon = await api.clients.anon.rpc('sealed_quote_counts', { p_project_ids: ids });
    expect(anon.data).toBeNull();
    expect(anon.error?.code).toBe('42501');
    const tooMany = await api.clients.brfOwner.rpc('sealed_quote_counts', {
      p_project_ids: Array.from({ length: 101 }, () => projectId),
    });
    expect(tooMany.error?.message).toBe('p_project_ids may name at most 100 projects.');
  });

  it('there is no opening record to count yet', async () => {
    expect(await counts(api.clients.brfOwner)).toEqual([]);
  });
});

describe('the opening record', () => {
  beforeAll(async () => {
    await api.server.db.query('update public.projects set submission_deadline = now() where id = $1', [projectId]);
  });

  it('counts the bids received for a member with a declared conflict, and says one is hidden from it', async () => {
    const declared = await karin.rpc('declare_interest', {
      p_project_id: projectId,
      p_conflict_provider_ids: [api.world.provider1],
    });
    expect(declared.error).toBeNull();
    expect(await openedBidders(karin)).toEqual(['Rör AB']);
    expect(await counts(karin)).toEqual([{ received: 2, hidden_for_conflict: 1, hidden_until_declared: 0 }]);
  });

  it('counts them for a member who has not declared yet, every bid hidden until it does', async () => {
    expect(await openedBidders(api.clients.boardDeputy)).toEqual([]);
    expect(await counts(api.clients.boardDeputy)).toEqual([
      { received: 2, hidden_for_conflict: 0, hidden_until_declared: 2 },
    ]);
  });

  it('hides nothing from a cleared member or an admin, and tells nobody off the board', async () => {
    const cleared = await api.clients.brfOwner.rpc('declare_interest', {
      p_project_id: projectId,
      p_conflict_provider_ids: [],
    });
    expect(cleared.error).toBeNull();
    expect(await openedBidders(api.clients.brfOwner)).toEqual(['Bygg AB', 'Rör AB']);
    for (const client of [api.clients.brfOwner, api.clients.adminAal2]) {
      expect(await counts(client)).toEqual([{ received: 2, hidden_for_conflict: 0, hidden_until_declared: 0 }]);
    }
    for (const client of [api.clients.otherBrf, api.clients.quotedProvider, api.clients.adminAal1]) {
      expect(await counts(client)).toEqual([]);
    }
  });

  it("no longer counts the project's quotes as sealed in the list", async () => {
    expect(await sealedCounts(api.clients.brfOwner, [projectId])).toEqual([]);
  });
});

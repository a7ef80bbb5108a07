// A BRF is a board and a provider a company (issue 29): each role of a member may do what the
// role allows on the organisation's projects and quotes, and nothing once removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startApi, type Api } from './helpers/api.ts';
import { PASSWORD } from './helpers/world.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

let api: Api;
const people = {} as Record<'member' | 'deputy' | 'observer' | 'colleague', { id: string; client: SupabaseClient }>;

async function person(key: string): Promise<{ id: string; client: SupabaseClient }> {
  const email = `${key}-${Math.random().toString(36).slice(2, 8)}@example.se`;
  const { data, error } = await api.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (error || !data.user) throw new Error(`createUser ${key}: ${error?.message}`);
  const client = createClient(api.server.url, api.server.keys.anon, clientOptions);
  const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signedIn.error) throw new Error(`sign-in ${key}: ${signedIn.error.message}`);
  return { id: data.user.id, client };
}

beforeAll(async () => {
  api = await startApi();
  const w = api.world;
  for (const key of ['member', 'deputy', 'observer', 'colleague'] as const) people[key] = await person(key);
  for (const [key, role] of [
    ['member', 'member'],
    ['deputy', 'deputy'],
    ['observer', 'observer'],
  ] as const) {
    await api.server.db.query('insert into public.brf_members (brf_id, user_id, role) values ($1, $2, $3)', [
      w.brfA,
      people[key].id,
      role,
    ]);
  }
  await api.server.db.query(
    `insert into public.provider_members (provider_id, user_id, role) values ($1, $2, 'member')`,
    [w.provider1, people.colleague.id],
  );
  // a board with two members who decide declares its interests before it reads quotes
  for (const client of [
    api.clients.brfOwner,
    ...(['member', 'deputy', 'observer'] as const).map((k) => people[k].client),
  ]) {
    for (const project of [w.openProject, w.pastProject]) {
      const declared = await client.rpc('declare_interest', { p_project_id: project, p_conflict_provider_ids: [] });
      if (declared.error) throw new Error(`declare_interest: ${declared.error.message}`);
    }
  }
  // the board lets one member award, as /profile → Awarding does: the chair proposes, a member confirms
  const proposed = await api.clients.brfOwner.rpc('propose_award_rule_change', {
    p_award_signatures: 1,
    p_award_requires_mfa: false,
  });
  const confirmed = await people.member.client.rpc('confirm_award_rule_change', { p_change_id: proposed.data?.id });
  if (proposed.error || confirmed.error) throw new Error(`award rule: ${(proposed.error ?? confirmed.error)?.message}`);
});
afterAll(async () => {
  await api?.stop();
});

describe('the registrants', () => {
  it('are the chair of their BRF and the admin of their company', async () => {
    const w = api.world;
    const board = await api.clients.brfOwner.from('brf_members').select('user_id, role').eq('brf_id', w.brfA);
    expect(board.data).toEqual(
      expect.arrayContaining([
        { user_id: w.users.brfOwner.id, role: 'chair' },
        { user_id: people.member.id, role: 'member' },
        { user_id: people.deputy.id, role: 'deputy' },
        { user_id: people.observer.id, role: 'observer' },
      ]),
    );
    const company = await api.clients.quotedProvider.from('provider_members').select('user_id, role');
    expect(company.data).toEqual(
      expect.arrayContaining([
        { user_id: w.users.quotedProvider.id, role: 'admin' },
        { user_id: people.colleague.id, role: 'member' },
      ]),
    );
    // another organisation's members are not listed
    expect((await api.clients.otherBrf.from('brf_members').select('user_id').eq('brf_id', w.brfA)).data).toEqual([]);
  });

  it('a user belongs to one organisation', async () => {
    await expect(
      api.server.db.query(
        `insert into public.provider_members (provider_id, user_id, role) values ($1, $2, 'member')`,
        [api.world.provider2, people.member.id],
      ),
    ).rejects.toThrow('This user already belongs to an organization.');
    await expect(
      api.server.db.query(`insert into public.brf_members (brf_id, user_id, role) values ($1, $2, 'chair')`, [
        api.world.brfA,
        people.colleague.id,
      ]),
    ).rejects.toThrow();
  });
});

describe("a board member's role", () => {
  it('every role reads the board quotes; the chair and members change the project, the others do not', async () => {
    const w = api.world;
    for (const key of ['member', 'deputy', 'observer'] as const) {
      const quotes = await people[key].client.from('quotes').select('id').eq('project_id', w.openProject);
      expect(
        quotes.data?.map((q) => q.id),
        key,
      ).toEqual([w.quoteOpen]);
    }
    const byMember = await people.member.client
      .from('projects')
      .update({ description: 'Ändrad av en ledamot.' })
      .eq('id', w.openProject)
      .select('id');
    expect(byMember.data).toEqual([{ id: w.openProject }]);
    for (const key of ['deputy', 'observer'] as const) {
      const refused = await people[key].client
        .from('projects')
        .update({ description: 'Ändrad av någon som inte får.' })
        .eq('id', w.openProject)
        .select('id');
      expect(refused.data, key).toEqual([]);
    }
  });

  it('the chair, members and deputies star; an observer does not', async () => {
    const w = api.world;
    await api.server.db.query('delete from public.quote_stars where quote_id = $1', [w.quoteOpen]);
    const deputy = await people.deputy.client.from('quote_stars').insert({ quote_id: w.quoteOpen });
    expect(deputy.error).toBeNull();
    await api.server.db.query('delete from public.quote_stars where quote_id = $1', [w.quoteOpen]);
    const observer = await people.observer.client.from('quote_stars').insert({ quote_id: w.quoteOpen });
    expect(observer.error?.code).toBe('42501');
  });

  it('a deputy or an observer cannot award or cancel; a member can award', async () => {
    const w = api.world;
    for (const key of ['deputy', 'observer'] as const) {
      const award = await people[key].client.rpc('award_project', {
        p_project_id: w.pastProject,
        p_quote_id: w.quotePast1,
        p_reason: 'Lägst pris.',
      });
      expect(award.error?.message, key).toBe(
        key === 'deputy'
          ? 'Deputies take part in the award only when called in for a member who stands aside.'
          : 'Observers follow the award but take no part in it.',
      );
      const cancel = await people[key].client.rpc('cancel_project', {
        p_project_id: w.openProject2,
        p_reason: 'Budgeten räcker inte.',
      });
      expect(cancel.error?.message, key).toBe('Only the project owner can cancel this project.');
    }
    const award = await people.member.client.rpc('award_project', {
      p_project_id: w.pastProject,
      p_quote_id: w.quotePast1,
      p_reason: 'Lägst pris.',
    });
    expect(award.error).toBeNull();
    // every person of both companies hears the outcome
    const outcomes = await api.server.db.query<{ user_id: string; outcome: string }>(
      `select user_id, params ->> 'outcome' as outcome from public.notifications
       where project_id = $1 and type = 'project_awarded' order by outcome, user_id`,
      [w.pastProject],
    );
    expect(outcomes.rows).toEqual(
      expect.arrayContaining([
        { user_id: w.users.otherProvider.id, outcome: 'not_awarded' },
        { user_id: w.users.quotedProvider.id, outcome: 'won' },
        { user_id: people.colleague.id, outcome: 'won' },
      ]),
    );
  });

  it('a new quote reaches the chair and members, not deputies or observers, without company or amount', async () => {
    const w = api.world;
    const quoted = await api.clients.otherProvider
      .from('quotes')
      .insert({ project_id: w.openProject, service_provider_id: w.provider2, quote_amount: 777000 })
      .select('id')
      .single();
    expect(quoted.error).toBeNull();
    const told = await api.server.db.query<{ user_id: string; params: Record<string, unknown> }>(
      `select user_id, params from public.notifications where quote_id = $1 and type = 'new_quote'`,
      [quoted.data?.id],
    );
    expect(told.rows.map((r) => r.user_id).sort()).toEqual([w.users.brfOwner.id, people.member.id].sort());
    // nobody's declaration covers a new bidder yet
    expect(told.rows.map((r) => r.params)).toEqual([{ title: 'Stambyte 2027' }, { title: 'Stambyte 2027' }]);
  });
});

describe("a provider company's people", () => {
  it("a colleague lists the company's projects, reads and edits its quote, never another company's", async () => {
    const w = api.world;
    const list = await people.colleague.client.rpc('list_projects', { p_status: ['open'], p_limit: 24 });
    expect(list.error).toBeNull();
    expect((list.data as { id: string }[] | null)?.length).toBeGreaterThan(0);
    const own = await people.colleague.client.from('quotes').select('id, quote_amount').eq('project_id', w.openProject);
    expect(own.data?.map((q) => q.id)).toEqual([w.quoteOpen]);
    const edited = await people.colleague.client
      .from('quotes')
      .update({ quote_amount: 130000 })
      .eq('id', w.quoteOpen)
      .select('quote_amount');
    expect(edited.data).toEqual([{ quote_amount: 130000 }]);
  });

  it('a colleague hears that the board viewed the company quote', async () => {
    const w = api.world;
    const viewed = await api.clients.brfOwner.from('quotes').update({ is_viewed: true }).eq('id', w.quoteOpen);
    expect(viewed.error).toBeNull();
    const told = await people.colleague.client
      .from('notifications')
      .select('type')
      .eq('quote_id', w.quoteOpen)
      .eq('type', 'quote_viewed');
    expect(told.data).toEqual([{ type: 'quote_viewed' }]);
  });
});

describe("a project's activity log", () => {
  it('records who did what for the board and admins, and nobody else reads it', async () => {
    const w = api.world;
    const log = await people.deputy.client
      .from('project_activity')
      .select('action, actor_id, details')
      .eq('project_id', w.openProject)
      .order('created_at');
    expect(log.data).toEqual(
      expect.arrayContaining([
        { action: 'created', actor_id: null, details: { title: 'Stambyte 2027' } },
        { action: 'edited', actor_id: people.member.id, details: { fields: ['description'] } },
      ]),
    );
    const awarded = await people.member.client
      .from('project_activity')
      .select('action, actor_id, details')
      .eq('project_id', w.pastProject)
      .eq('action', 'awarded');
    expect(awarded.data).toEqual([
      {
        action: 'awarded',
        actor_id: people.member.id,
        // the amount as quoted, its basis and the amount including VAT (decision 0026)
        details: {
          provider: 'Bygg AB',
          amount: 900000,
          price_basis: 'excl_vat',
          amount_incl_vat: 1125000,
          reason: 'Lägst pris.',
          stood_aside: [],
        },
      },
    ]);
    const admin = await api.clients.adminAal2.from('project_activity').select('id').eq('project_id', w.openProject);
    expect(admin.data?.length).toBeGreaterThan(0);
    for (const actor of ['quotedProvider', 'otherBrf', 'adminAal1'] as const) {
      const refused = await api.clients[actor].from('project_activity').select('id').eq('project_id', w.openProject);
      expect(refused.data, actor).toEqual([]);
    }
    const forged = await people.member.client
      .from('project_activity')
      .insert({ project_id: w.openProject, action: 'awarded' });
    expect(forged.error?.code).toBe('42501');
  });
});

describe("a provider company's second admin", () => {
  it('changes the company logo', async () => {
    const w = api.world;
    const admin = await person('admin2');
    await api.server.db.query(
      `insert into public.provider_members (provider_id, user_id, role) values ($1, $2, 'admin')`,
      [w.provider1, admin.id],
    );
    const name = `service_provider/logo_${admin.id}_${Date.now()}.png`;
    const uploaded = await admin.client.storage
      .from('logos')
      .upload(name, new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), {
        contentType: 'image/png',
      });
    expect(uploaded.error).toBeNull();
    const set = await admin.client
      .from('service_provider_profiles')
      .update({ logo_id: `logos/${name}` })
      .eq('id', w.provider1)
      .select('logo_id');
    expect(set.error).toBeNull();
    expect(set.data).toEqual([{ logo_id: `logos/${name}` }]);
    // a plain member does not
    const refused = await people.colleague.client
      .from('service_provider_profiles')
      .update({ website: 'https://example.se' })
      .eq('id', w.provider1)
      .select('id');
    expect(refused.data).toEqual([]);
  });
});

describe('a removed member', () => {
  it('loses access at once', async () => {
    const w = api.world;
    await api.server.db.query('delete from public.brf_members where user_id = $1', [people.observer.id]);
    const quotes = await people.observer.client.from('quotes').select('id').eq('project_id', w.openProject);
    expect(quotes.data).toEqual([]);
    const profile = await people.observer.client.from('brf_profiles').select('id').eq('id', w.brfA);
    expect(profile.data).toEqual([]);
  });
});

// Users own their data (issue 31): the export holds what the marketplace keeps about the caller;
// deleting the account removes the person and keeps what the terms keep without them; a chair
// hands over first; the retention periods run as a job, here with the clock moved forward.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startApi, type Api } from './helpers/api.ts';
import { CATEGORY_BYGG, insertQuote, PASSWORD } from './helpers/world.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
type Person = { id: string; email: string; client: SupabaseClient };

let api: Api;

async function person(key: string): Promise<Person> {
  const email = `${key}-${Math.random().toString(36).slice(2, 8)}@example.se`;
  const { data, error } = await api.service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: 'Maja', last_name: 'Persson', language: 'sv' },
  });
  if (error || !data.user) throw new Error(`createUser ${key}: ${error?.message}`);
  return { id: data.user.id, email, client: await signIn(email) };
}

async function signIn(email: string): Promise<SupabaseClient> {
  const client = createClient(api.server.url, api.server.keys.anon, clientOptions);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(`sign-in ${email}: ${error.message}`);
  return client;
}

async function canSignIn(email: string): Promise<boolean> {
  const client = createClient(api.server.url, api.server.keys.anon, clientOptions);
  return !(await client.auth.signInWithPassword({ email, password: PASSWORD })).error;
}

const one = async <T>(sql: string, params: unknown[]): Promise<T> =>
  (await api.server.db.query<T & object>(sql, params)).rows[0] as T;

async function soleProvider(): Promise<Person & { providerId: string }> {
  const p = await person('provider');
  const { id } = await one<{ id: string }>(
    `insert into public.service_provider_profiles (user_id, organization_number, organization_name,
       contact_person_first_name, contact_person_last_name, phone, email, city, street_address, street_number, zip,
       service_categories)
     values ($1, '556100-0017', 'Ensam Bygg AB', 'Maja', 'Persson', '070-123 45 67', 'maja@ensambygg.se',
       'Uppsala', 'Gatan', '1', '75321', $2) returning id`,
    [p.id, `{${CATEGORY_BYGG}}`],
  );
  return { ...p, providerId: id };
}

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.stop();
});

describe('export and deletion', () => {
  it('a provider alone in its company downloads its data, deletes the account; the quotes stay', async () => {
    const w = api.world;
    const maja = await soleProvider();
    const quoteId = await insertQuote(api.server.db, w.openProject, maja.providerId, 125_000);
    const sent = await maja.client
      .from('project_messages')
      .insert({ project_id: w.openProject, message_text: 'Finns det ritningar över stammarna?' })
      .select('id')
      .single();
    expect(sent.error).toBeNull();

    const exported = await maja.client.rpc('export_my_data');
    expect(exported.error).toBeNull();
    const data = exported.data as Record<string, unknown> & {
      account: { email: string; language: string };
      organisations: { type: string; role: string; organization_name: string }[];
      quotes: { id: string; project_title: string }[];
      messages: { message_text: string }[];
    };
    expect(Object.keys(data).sort()).toEqual(
      [
        'account',
        'activity',
        'declarations',
        'exported_at',
        'files',
        'messages',
        'notes',
        'notification_preferences',
        'notifications',
        'organisations',
        'projects',
        'quotes',
        'reviews',
        'scores',
      ].sort(),
    );
    expect(data.account).toMatchObject({ email: maja.email, language: 'sv' });
    expect(data.organisations).toEqual([
      expect.objectContaining({ type: 'service_provider', role: 'admin', organization_name: 'Ensam Bygg AB' }),
    ]);
    expect(data.quotes).toEqual([expect.objectContaining({ id: quoteId, project_title: 'Stambyte 2027' })]);
    expect(data.messages.map((m) => m.message_text)).toEqual(['Finns det ritningar över stammarna?']);
    expect(data.projects).toEqual([]);
    // nobody else's data: another user's export does not hold Maja's message
    const other = (await api.clients.otherProvider.rpc('export_my_data')).data as { messages: unknown[] };
    expect(JSON.stringify(other)).not.toContain('ritningar');

    const preview = await maja.client.rpc('account_deletion_preview');
    expect(preview.data).toEqual({
      blocked: null,
      organization_name: 'Ensam Bygg AB',
      organisation_kept: true,
      kept: { projects: 0, quotes: 1, messages: 1 },
      mfa_required: false,
    });

    expect((await maja.client.rpc('delete_my_account')).error).toBeNull();
    expect(await canSignIn(maja.email)).toBe(false);

    // the message stays without the person; the board still reads the company's quote
    const message = await api.clients.otherBrf.from('project_messages').select('*').eq('id', sent.data!.id).single();
    expect(message.data).toMatchObject({ sender_id: null, organization_name: null });
    const quote = await api.clients.brfOwner.from('quotes').select('id, quote_amount').eq('id', quoteId).single();
    expect(quote.data).toMatchObject({ id: quoteId });
    const company = await one<Record<string, unknown>>('select * from public.service_provider_profiles where id = $1', [
      maja.providerId,
    ]);
    expect(company).toMatchObject({
      organization_name: 'Ensam Bygg AB',
      user_id: null,
      contact_person_first_name: null,
      contact_person_last_name: null,
      phone: null,
      email: null,
    });
    const left = await one<{ n: number }>(
      `select (select count(*) from public.provider_members where user_id = $1)
        + (select count(*) from public.notifications where user_id = $1)
        + (select count(*) from auth.users where id = $1) as n`,
      [maja.id],
    );
    expect(Number(left.n)).toBe(0);
  });

  it("a board member's account goes, the board and its projects stay", async () => {
    const w = api.world;
    const deputy = api.clients.boardDeputy;
    const preview = await deputy.rpc('account_deletion_preview');
    expect(preview.data).toMatchObject({
      blocked: null,
      organization_name: 'BRF Solgläntan',
      organisation_kept: false,
    });
    expect((await deputy.rpc('delete_my_account')).error).toBeNull();
    expect(await canSignIn(w.users.boardDeputy.email)).toBe(false);
    const board = await one<{ n: number }>('select count(*) as n from public.brf_members where brf_id = $1', [w.brfA]);
    expect(Number(board.n)).toBe(2);
    const project = await api.clients.brfOwner.from('projects').select('id').eq('id', w.openProject).single();
    expect(project.data).toEqual({ id: w.openProject });
  });

  it('a chair whose board goes on hands over first; the answer is the same from the preview', async () => {
    const owner = api.clients.brfOwner;
    const refused = await owner.rpc('delete_my_account');
    expect(refused.error).toMatchObject({
      code: '23514',
      hint: 'hand_over_chair',
      message: 'Hand over the chair before you delete your account.',
    });
    expect((await owner.rpc('account_deletion_preview')).data).toMatchObject({ blocked: 'hand_over_chair' });
    expect(await canSignIn(api.world.users.brfOwner.email)).toBe(true);
  });

  it('the only admin of a company with people hands over too', async () => {
    const refused = await api.clients.quotedProvider.rpc('delete_my_account');
    expect(refused.error).toMatchObject({ hint: 'hand_over_admin' });
  });

  it('a user with a second factor confirms it first', async () => {
    const refused = await api.clients.adminAal1.rpc('delete_my_account');
    expect(refused.error).toMatchObject({ code: '42501', hint: 'aal2_required' });
    expect((await api.clients.adminAal1.rpc('account_deletion_preview')).data).toMatchObject({ mfa_required: true });
  });

  it("a board's last member leaves: the BRF stays without a person and its open projects are cancelled", async () => {
    const w = api.world;
    const board = await signIn(w.users.otherBrf.email);
    expect((await board.rpc('account_deletion_preview')).data).toMatchObject({
      organization_name: 'BRF Ekbacken',
      organisation_kept: true,
    });
    expect((await board.rpc('delete_my_account')).error).toBeNull();
    const brf = await one<Record<string, unknown>>('select * from public.brf_profiles where id = $1', [w.brfB]);
    expect(brf).toMatchObject({ organization_name: 'BRF Ekbacken', user_id: null, email: null, phone: null });
    const project = await one<{ status: string; cancel_reason: string }>(
      'select status, cancel_reason from public.projects where id = $1',
      [w.otherBrfProject],
    );
    expect(project).toEqual({
      status: 'cancelled',
      cancel_reason: 'The board no longer has any members on the marketplace.',
    });
    // the log keeps the cancellation without the person, marked so the page says 'Deleted user'
    const logged = await one<{ actor_id: string | null; actor_name: string | null; details: object }>(
      `select actor_id, actor_name, details from public.project_activity
       where project_id = $1 and action = 'cancelled'`,
      [w.otherBrfProject],
    );
    expect(logged).toMatchObject({ actor_id: null, actor_name: null, details: { actor_deleted: true } });
    const seen = await api.clients.otherProvider
      .from('brf_public_profiles')
      .select('organization_name')
      .eq('id', w.brfB)
      .single();
    expect(seen.data).toEqual({ organization_name: 'BRF Ekbacken' });
  });

  it('only the signed-in user may ask, and only for themselves', async () => {
    for (const fn of ['export_my_data', 'account_deletion_preview', 'delete_my_account'] as const) {
      const { error } = await api.clients.anon.rpc(fn);
      expect(error?.code).toBe('42501');
    }
  });
});

describe('retention with the clock moved forward', () => {
  const later = (years: number) => new Date(Date.now() + (years * 365 + 2) * 86_400_000).toISOString();

  it('only the service role runs it', async () => {
    for (const client of [api.clients.anon, api.clients.brfOwner, api.clients.adminAal2]) {
      expect((await client.rpc('apply_retention')).error?.code).toBe('42501');
    }
  });

  it('after 2 years analytics go; after 3 communication and inactive accounts; after 7 the projects', async () => {
    const w = api.world;
    const messages = async () =>
      Number((await one<{ n: number }>('select count(*) as n from public.project_messages', [])).n);
    expect(await messages()).toBeGreaterThan(0);

    const twoYears = await api.service.rpc('apply_retention', { p_now: later(2) });
    expect(twoYears.error).toBeNull();
    expect(twoYears.data).toMatchObject({ analytics_snapshots: 1, accounts: 0, messages: 0 });
    expect(await one('select id from public.analytics_snapshots where id = $1', [w.snapshot])).toBeUndefined();
    expect(await canSignIn(w.users.companyColleague.email)).toBe(true);

    // a member of the chair's board still signs in three years on, so the chair must hand over first
    await api.server.db.query('update auth.users set last_sign_in_at = $1 where id = $2', [
      later(3),
      w.users.boardObserver.id,
    ]);
    const threeYears = await api.service.rpc('apply_retention', { p_now: later(3) });
    expect(threeYears.error).toBeNull();
    const result = threeYears.data as Record<string, number>;
    expect(result.messages).toBeGreaterThan(0);
    expect(await messages()).toBe(0);
    // the chair of a board that goes on waits for a hand-over; everyone else who never came back is gone
    expect(result.accounts_waiting_for_a_hand_over).toBeGreaterThanOrEqual(1);
    expect(await canSignIn(w.users.companyColleague.email)).toBe(false);
    expect(await canSignIn(w.users.brfOwner.email)).toBe(true);
    expect(await canSignIn(w.users.admin.email)).toBe(true);
    // the project data is kept
    expect(await one('select id from public.projects where id = $1', [w.awardedProject])).toBeDefined();

    // seven years after the last deadline (a month from now)
    const sevenYears = await api.service.rpc('apply_retention', { p_now: later(7.2) });
    expect(sevenYears.error).toBeNull();
    expect((sevenYears.data as Record<string, number>).projects).toBeGreaterThan(0);
    expect(await one('select id from public.projects where id = $1', [w.awardedProject])).toBeUndefined();
    // an organisation nobody holds and no project refers to goes with its last project
    expect(await one('select id from public.brf_profiles where id = $1', [w.brfB])).toBeUndefined();
  });
});

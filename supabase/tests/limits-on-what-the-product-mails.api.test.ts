// The product mails whom a person names, so it holds people to what a hosted e-mail service would
// (decision 0028): invitations per organisation an hour and a day, invitations to one address a
// day, requests to join per account a day, each refused with PT429 and the product's words and
// counted in the database; a refused one is neither stored nor mailed, and another organisation or
// account is not affected. And one profile per organisation number, however it is written.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomOrganizationNumber } from '@brf/domain/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './helpers/api.ts';
import { CATEGORY_BYGG, PASSWORD } from './helpers/world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi({ sendMail: false });
});
afterAll(async () => api?.stop());

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const PER_HOUR =
  'You are sending invitations too quickly: at most 10 invitations an hour. Please wait a while and try again.';
const PER_DAY =
  'Your organization has sent as many invitations as it may today: at most 20 invitations a day. ' +
  'Please try again tomorrow.';
const PER_ADDRESS =
  'This address has already been invited 3 times today: at most 3 invitations a day to one address. ' +
  'Please try again tomorrow.';
const REQUESTS_PER_DAY =
  'You are asking to join too many organizations: at most 3 requests a day. Please try again tomorrow.';
const NUMBER_TAKEN = 'An organization with this organization number is already registered.';

const unique = () => Math.random().toString(36).slice(2, 8);
const address = (key: string) => `${key}-${unique()}@example.se`;

type Person = { client: SupabaseClient; id: string; email: string };

/** A confirmed, signed-in user with a name and no organisation yet. */
async function person(prefix: string): Promise<Person> {
  const email = address(prefix);
  const { data, error } = await api.service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: 'Maja', last_name: 'Ek' },
  });
  if (error || !data.user) throw error ?? new Error('createUser');
  const client = createClient(api.server.url, api.server.keys.anon, clientOptions);
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return { client, id: data.user.id, email };
}

const place = { city: 'Lund', street_address: 'Gatan', street_number: '1', zip: '222 22' };

/** A BRF registered through the API by its chair; `number` as the registrant typed it. */
async function registerBrf(number = randomOrganizationNumber('769')) {
  const chair = await person('ordf');
  const profile = await chair.client
    .from('brf_profiles')
    .insert({
      user_id: chair.id,
      organization_number: number,
      organization_name: `BRF ${unique()}`,
      ...place,
      number_of_apartments: 24,
    })
    .select('id')
    .single();
  return { chair, number, id: profile.data?.id as string, error: profile.error };
}

async function registerProvider(number = randomOrganizationNumber('556')) {
  const admin = await person('vd');
  const profile = await admin.client
    .from('service_provider_profiles')
    .insert({
      user_id: admin.id,
      organization_number: number,
      organization_name: `Bygg ${unique()} AB`,
      ...place,
      service_categories: [CATEGORY_BYGG],
    })
    .select('id')
    .single();
  return { admin, number, id: profile.data?.id as string, error: profile.error };
}

const invite = (client: SupabaseClient, email: string) =>
  client.rpc('invite_member', { p_email: email, p_role: 'member' });

async function queuedInvitations(email: string): Promise<number> {
  const { rows } = await api.server.db.query<{ n: number }>(
    `select count(*)::int as n from private.mail_outbox where kind = 'invitation' and email = $1`,
    [email],
  );
  return rows[0].n;
}

async function countedEvents(organizationId: string, action: string): Promise<number> {
  const { rows } = await api.server.db.query<{ n: number }>(
    'select count(*)::int as n from private.rate_limit_events where subject_id = $1 and action = $2',
    [organizationId, action],
  );
  return rows[0].n;
}

describe('invitations an organisation sends', () => {
  it('sends 10 an hour; the 11th is refused in words, neither stored nor mailed; others are not affected', async () => {
    const board = await registerBrf();
    expect(board.error).toBeNull();
    for (let i = 0; i < 10; i++) {
      const sent = await invite(board.chair.client, address(`ny${i}`));
      expect(sent.error).toBeNull();
    }
    expect(await countedEvents(board.id, 'invitation_hour')).toBe(10);

    const eleventh = address('elfte');
    const refused = await invite(board.chair.client, eleventh);
    expect(refused.error?.code).toBe('PT429');
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe(PER_HOUR);
    const stored = await board.chair.client.from('organization_invitations').select('id').eq('email', eleventh);
    expect(stored.data).toEqual([]);
    expect(await queuedInvitations(eleventh)).toBe(0);
    // a refused invitation is not counted
    expect(await countedEvents(board.id, 'invitation_hour')).toBe(10);

    const company = await registerProvider();
    expect((await invite(company.admin.client, eleventh)).error).toBeNull();
    expect(await queuedInvitations(eleventh)).toBe(1);
  });

  it('sends 20 a day: the next hour takes 10 more, then the 21st is refused with the words', async () => {
    const board = await registerBrf();
    for (let i = 0; i < 10; i++) expect((await invite(board.chair.client, address(`dag${i}`))).error).toBeNull();
    // an hour and more passes: the hour's count is free again, the day's is not
    await api.server.db.query(
      `update private.rate_limit_events set at = at - interval '61 minutes' where subject_id = $1`,
      [board.id],
    );
    for (let i = 10; i < 20; i++) expect((await invite(board.chair.client, address(`dag${i}`))).error).toBeNull();
    expect(await countedEvents(board.id, 'invitation_day')).toBe(20);
    expect(await countedEvents(board.id, 'invitation_hour')).toBe(10);

    await api.server.db.query(
      `update private.rate_limit_events set at = at - interval '61 minutes' where subject_id = $1`,
      [board.id],
    );
    const refused = await invite(board.chair.client, address('dag20'));
    expect(refused.error?.code).toBe('PT429');
    expect(refused.error?.message).toBe(PER_DAY);

    // a day after the first ones, the board invites again
    await api.server.db.query(`update private.rate_limit_events set at = at - interval '1 day' where subject_id = $1`, [
      board.id,
    ]);
    expect((await invite(board.chair.client, address('nasta-dag'))).error).toBeNull();
  });

  it('invites one address 3 times a day; the 4th is refused, other addresses and boards still work', async () => {
    const board = await registerBrf();
    const again = address('igen');
    for (let i = 0; i < 3; i++) expect((await invite(board.chair.client, again)).error).toBeNull();
    expect(await queuedInvitations(again)).toBe(3);

    const fourth = await invite(board.chair.client, again);
    expect(fourth.error?.code).toBe('PT429');
    expect(fourth.error?.message).toBe(PER_ADDRESS);
    expect(await queuedInvitations(again)).toBe(3);
    // the third invitation is the open one still: the refused one replaced nothing
    const open = await board.chair.client
      .from('organization_invitations')
      .select('email')
      .eq('email', again)
      .is('withdrawn_at', null);
    expect(open.data).toEqual([{ email: again }]);

    expect((await invite(board.chair.client, address('annan'))).error).toBeNull();
    const otherBoard = await registerBrf();
    expect((await invite(otherBoard.chair.client, again)).error).toBeNull();
    expect(await queuedInvitations(again)).toBe(4);
  });
});

describe('requests to join', () => {
  it('asks 3 organisations a day; the 4th is refused in words and tells no chair; others still ask', async () => {
    const boards = await Promise.all([1, 2, 3, 4].map(() => registerBrf()));
    const asker = await person('fraga');
    const ask = (who: Person, number: string) =>
      who.client.rpc('request_membership', { p_organization_type: 'brf', p_organization_number: number });
    for (const board of boards.slice(0, 3)) {
      const asked = await ask(asker, board.number);
      expect(asked.error).toBeNull();
    }
    const told = async (chairId: string) =>
      (
        await api.server.db.query(
          `select 1 from public.notifications where user_id = $1 and type = 'membership_requested'`,
          [chairId],
        )
      ).rows.length;
    expect(await told(boards[2].chair.id)).toBe(1);

    const fourth = await ask(asker, boards[3].number);
    expect(fourth.error?.code).toBe('PT429');
    expect(fourth.error?.message).toBe(REQUESTS_PER_DAY);
    expect(await told(boards[3].chair.id)).toBe(0);
    // asking the same organisation again keeps its own answer
    expect((await ask(asker, boards[0].number)).error?.message).toBe(
      'You have already asked this organization today. Its chair has been told.',
    );

    const someoneElse = await person('annan');
    expect((await ask(someoneElse, boards[3].number)).error).toBeNull();
    expect(await told(boards[3].chair.id)).toBe(1);
  });
});

describe('one profile per organisation number', () => {
  it('refuses the same number written another way with the registration words; a provider may share it', async () => {
    const digits = randomOrganizationNumber('769').replace('-', '');
    const first = await registerBrf(`${digits.slice(0, 6)}-${digits.slice(6)}`);
    expect(first.error).toBeNull();
    const fullWidth = [...digits].map((d) => String.fromCharCode(0xff10 + Number(d))).join('');
    for (const written of [
      digits,
      ` ${digits.slice(0, 6)} ${digits.slice(6)} `,
      `16${digits}`,
      `16${digits.slice(0, 6)}-${digits.slice(6)}`,
      `SE${digits}01`,
      `se ${digits} 01`,
      fullWidth,
    ]) {
      const again = await registerBrf(written);
      expect({ written, code: again.error?.code, message: again.error?.message }).toEqual({
        written,
        code: '23505',
        message: NUMBER_TAKEN,
      });
    }
    // different registers, different roles (decision 0005)
    expect((await registerProvider(`16${digits}`)).error).toBeNull();
    expect((await registerProvider(`SE${digits}01`)).error?.message).toBe(NUMBER_TAKEN);
    // asking to join finds the organisation by the same number
    const asker = await person('hitta');
    const asked = await asker.client.rpc('request_membership', {
      p_organization_type: 'brf',
      p_organization_number: `16${digits}`,
    });
    expect(asked.error).toBeNull();
  });
});

// Removal and deletion forget what they should (decision 0029): a removed member loses the
// organisation's private profile and its logo at once; a deleted person is replaced by 'Deleted
// user' (no name) in the contact, the invitation they accepted, the log and others' notifications;
// a token whose session has ended reads and writes nothing. Each test first shows the fixture holds.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './helpers/api.ts';
import { CATEGORY_BYGG, PASSWORD, insertProject } from './helpers/world.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const ENDED = 'Session from session_id claim in JWT does not exist';
type Person = { id: string; email: string; client: SupabaseClient; token: string };

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api?.stop());

async function signIn(email: string): Promise<{ client: SupabaseClient; token: string }> {
  const client = createClient(api.server.url, api.server.keys.anon, clientOptions);
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.session) throw new Error(`sign-in ${email}: ${error?.message}`);
  return { client, token: data.session.access_token };
}

/** A confirmed, signed-in user with a name and a phone, and no organisation yet. */
async function person(key: string, firstName: string, lastName: string, phone: string): Promise<Person> {
  const email = `${key}-${Math.random().toString(36).slice(2, 8)}@example.se`;
  const { data, error } = await api.service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: firstName, last_name: lastName, phone, language: 'sv' },
  });
  if (error || !data.user) throw new Error(`createUser ${key}: ${error?.message}`);
  return { id: data.user.id, email, ...(await signIn(email)) };
}

/** A Swedish organisation number that passes the Luhn check, new each call. */
function organisationNumber(): string {
  const digits = `55${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const d = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return `${digits.slice(0, 6)}-${digits.slice(6)}${(10 - (sum % 10)) % 10}`;
}

/** The contact details registration saves: the registrant's own. */
const contactOf = (p: Person, first: string, last: string, phone: string) => ({
  user_id: p.id,
  contact_person_first_name: first,
  contact_person_last_name: last,
  phone,
  email: p.email,
});

async function registerBrf(registrant: Person, contact: ReturnType<typeof contactOf>, name: string) {
  const { data, error } = await registrant.client
    .from('brf_profiles')
    .insert({
      ...contact,
      organization_number: organisationNumber(),
      organization_name: name,
      city: 'Lund',
      street_address: 'Gatan',
      street_number: '1',
      zip: '222 22',
      number_of_apartments: 24,
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

const one = async <T>(sql: string, params: unknown[]): Promise<T> =>
  (await api.server.db.query<T & object>(sql, params)).rows[0] as T;

describe('a removed member loses the organisation', () => {
  it('its private profile, log, members and invitations at once; the profile passes to the chair', async () => {
    const rut = await person('rut', 'Rut', 'Registrant', '070-111 11 11');
    const carl = await person('carl', 'Carl', 'Ordförande', '070-222 22 22');
    const brfId = await registerBrf(rut, contactOf(rut, 'Rut', 'Registrant', '070-111 11 11'), 'BRF Utflyttad');
    await api.server.db.query(`insert into public.brf_members (brf_id, user_id, role) values ($1, $2, 'member')`, [
      brfId,
      carl.id,
    ]);
    const projectId = await insertProject(api.server.db, brfId, { title: 'Takbyte Utflyttad', deadlineInDays: 20 });
    expect((await rut.client.rpc('hand_over_chair', { p_user_id: carl.id })).error).toBeNull();
    expect((await carl.client.rpc('invite_member', { p_email: 'ny@example.se', p_role: 'deputy' })).error).toBeNull();

    // before: the registrant, now a member, reads all of it with the token it keeps
    const reads = async () => ({
      profile: (await rut.client.from('brf_profiles').select('id, contact_person_first_name').eq('id', brfId)).data,
      activity: (await rut.client.from('project_activity').select('action').eq('project_id', projectId)).data,
      members: (await rut.client.from('brf_members').select('role').eq('brf_id', brfId).order('role')).data,
      invitations: (await rut.client.from('organization_invitations').select('email').eq('brf_id', brfId)).data,
    });
    expect(await reads()).toEqual({
      profile: [{ id: brfId, contact_person_first_name: 'Rut' }],
      activity: expect.arrayContaining([{ action: 'created' }]),
      members: [{ role: 'chair' }, { role: 'member' }],
      invitations: [{ email: 'ny@example.se' }],
    });
    expect((await carl.client.rpc('remove_member', { p_user_id: rut.id })).error).toBeNull();

    expect(await reads()).toEqual({ profile: [], activity: [], members: [], invitations: [] });
    // the profile is the chair's now, and so is the contact that named the registrant
    const profile = await one<Record<string, unknown>>(
      `select b.user_id, p.user_id as public_user_id, b.contact_person_first_name, b.contact_person_last_name,
         b.phone, b.email from public.brf_profiles b join public.brf_public_profiles p on p.id = b.id where b.id = $1`,
      [brfId],
    );
    expect(profile).toEqual({
      user_id: carl.id,
      public_user_id: carl.id,
      contact_person_first_name: 'Carl',
      contact_person_last_name: 'Ordförande',
      phone: '070-222 22 22',
      email: carl.email,
    });
    expect((await carl.client.from('brf_profiles').select('id').eq('id', brfId)).data).toEqual([{ id: brfId }]);
  });

  it("the company's logo: a removed admin can neither replace nor remove it, a remaining admin can", async () => {
    const pia = await person('pia', 'Pia', 'Grundare', '070-333 33 33');
    const axel = await person('axel', 'Axel', 'Admin', '070-444 44 44');
    const logo = `service_provider/logo_${pia.id}_${Date.now()}.png`;
    const png = (bytes: string) => new Blob([bytes], { type: 'image/png' });
    expect(
      (await pia.client.storage.from('logos').upload(logo, png('första'), { contentType: 'image/png' })).error,
    ).toBeNull();
    const registered = await pia.client
      .from('service_provider_profiles')
      .insert({
        ...contactOf(pia, 'Pia', 'Grundare', '070-333 33 33'),
        organization_number: organisationNumber(),
        organization_name: 'Logga Bygg AB',
        city: 'Uppsala',
        street_address: 'Gatan',
        street_number: '2',
        zip: '753 21',
        service_categories: [CATEGORY_BYGG],
        logo_id: logo,
      })
      .select('id')
      .single();
    expect(registered.error).toBeNull();
    const providerId = registered.data!.id as string;
    await api.server.db.query(
      `insert into public.provider_members (provider_id, user_id, role) values ($1, $2, 'admin')`,
      [providerId, axel.id],
    );
    const replace = (client: SupabaseClient, bytes: string) =>
      client.storage.from('logos').upload(logo, png(bytes), { contentType: 'image/png', upsert: true });
    const stored = async () => {
      const { data } = await api.service.storage.from('logos').download(logo);
      return data ? await data.text() : null;
    };

    // before: the uploader, an admin of the company, replaces it and signs its address
    expect((await replace(pia.client, 'andra')).error).toBeNull();
    expect((await pia.client.storage.from('logos').createSignedUrl(logo, 60)).error).toBeNull();
    expect(await stored()).toBe('andra');

    expect((await axel.client.rpc('remove_member', { p_user_id: pia.id })).error).toBeNull();

    expect((await replace(pia.client, 'kapad')).error?.message).toBe('new row violates row-level security policy');
    const removed = await pia.client.storage.from('logos').remove([logo]);
    expect(removed.data ?? []).toEqual([]);
    expect((await pia.client.storage.from('logos').createSignedUrl(logo, 60)).error).not.toBeNull();
    expect(await stored()).toBe('andra');
    expect((await pia.client.from('service_provider_profiles').select('id').eq('id', providerId)).data).toEqual([]);

    // the admin who stays, who did not upload it, replaces it; the public address still serves it
    expect((await replace(axel.client, 'tredje')).error).toBeNull();
    expect((await axel.client.storage.from('logos').createSignedUrl(logo, 60)).error).toBeNull();
    expect(await stored()).toBe('tredje');
    const served = await fetch(api.clients.anon.storage.from('logos').getPublicUrl(logo).data.publicUrl);
    expect(served.status).toBe(200);
    expect(
      await one('select user_id, contact_person_first_name from public.service_provider_profiles where id = $1', [
        providerId,
      ]),
    ).toEqual({ user_id: axel.id, contact_person_first_name: 'Axel' });
  });
});

describe('a deleted person is forgotten where others keep the record', () => {
  it("the company's contact becomes the colleague who takes over", async () => {
    const rut = await person('rut2', 'Rut', 'Raderad', '070-555 55 55');
    const mats = await person('mats', 'Mats', 'Mottagare', '070-666 66 66');
    const brfId = await registerBrf(rut, contactOf(rut, 'Rut', 'Raderad', '070-555 55 55'), 'BRF Överlämnad');
    await api.server.db.query(`insert into public.brf_members (brf_id, user_id, role) values ($1, $2, 'member')`, [
      brfId,
      mats.id,
    ]);
    expect((await rut.client.rpc('hand_over_chair', { p_user_id: mats.id })).error).toBeNull();
    const contact = async () =>
      (
        await mats.client
          .from('brf_profiles')
          .select('contact_person_first_name, contact_person_last_name, phone, email')
          .eq('id', brfId)
          .single()
      ).data;
    expect(await contact()).toEqual({
      contact_person_first_name: 'Rut',
      contact_person_last_name: 'Raderad',
      phone: '070-555 55 55',
      email: rut.email,
    });

    expect((await rut.client.rpc('delete_my_account')).error).toBeNull();

    expect(await contact()).toEqual({
      contact_person_first_name: 'Mats',
      contact_person_last_name: 'Mottagare',
      phone: '070-666 66 66',
      email: mats.email,
    });
  });

  describe('on a board that awarded with one member standing aside', () => {
    const w = () => api.world;
    let dora: Person;
    let per: Person;
    let invitationId: string;

    beforeAll(async () => {
      dora = await person('dora', 'Dora', 'Dahl', '070-777 77 77');
      per = await person('per', 'Per', 'Persson', '070-888 88 88');
      // Dora joins by an invitation she accepts; Per as accepting one writes it
      const invited = await api.clients.brfOwner.rpc('invite_member', { p_email: dora.email, p_role: 'member' });
      if (invited.error) throw invited.error;
      invitationId = invited.data as string;
      const { token } = await one<{ token: string }>(
        `select params ->> 'token' as token from private.mail_outbox where kind = 'invitation' and email = $1`,
        [dora.email],
      );
      const accepted = await dora.client.rpc('accept_invitation', { p_token: token });
      if (accepted.error) throw accepted.error;
      await api.server.db.query(`insert into public.brf_members (brf_id, user_id, role) values ($1, $2, 'member')`, [
        w().brfA,
        per.id,
      ]);
      await api.service.auth.admin.updateUserById(w().users.brfOwner.id, {
        user_metadata: { first_name: 'Anna', last_name: 'Berg' },
      });
      // the chair gathers e-mail in a daily digest an hour from now: the proposal's mail waits
      const hour =
        (Number(new Date().toLocaleString('en-GB', { timeZone: 'Europe/Stockholm', hour: '2-digit' })) + 1) % 24;
      await api.server.db.query(
        `insert into public.notification_preferences (user_id, email_digest, digest_hour) values ($1, true, $2)
         on conflict (user_id) do update set email_digest = true, digest_hour = $2`,
        [w().users.brfOwner.id, hour],
      );
      const declare = (client: SupabaseClient, conflicts: string[]) =>
        client.rpc('declare_interest', { p_project_id: w().pastProject, p_conflict_provider_ids: conflicts });
      for (const [client, conflicts] of [
        [api.clients.brfOwner, []],
        [per.client, []],
        [dora.client, [w().provider1]],
      ] as const) {
        const declared = await declare(client, [...conflicts]);
        if (declared.error) throw declared.error;
      }
      const proposed = await per.client.rpc('propose_award', {
        p_project_id: w().pastProject,
        p_quote_id: w().quotePast2,
        p_reason: 'Lägst pris och bra referenser.',
      });
      if (proposed.error) throw proposed.error;
      const confirmed = await api.clients.brfOwner.rpc('confirm_award', { p_proposal_id: proposed.data.id });
      if (confirmed.error) throw confirmed.error;
    });

    const entry = async (action: string) =>
      (
        await api.clients.brfOwner
          .from('project_activity')
          .select('actor_name, details')
          .eq('project_id', w().pastProject)
          .eq('action', action)
          .single()
      ).data as { actor_name: string | null; details: Record<string, unknown> };

    it("who stood aside: out of the award's entry and the invitation she accepted; her token stops", async () => {
      expect((await entry('awarded')).details.stood_aside).toEqual(['Dora Dahl']);
      expect(await one('select email from public.organization_invitations where id = $1', [invitationId])).toEqual({
        email: dora.email,
      });
      expect((await dora.client.from('projects').select('id').eq('id', w().pastProject)).data).toEqual([
        { id: w().pastProject },
      ]);

      expect((await dora.client.rpc('delete_my_account')).error).toBeNull();

      expect((await entry('awarded')).details.stood_aside).toEqual([null]);
      expect(
        await one(
          'select email, accepted_at is not null as accepted, role from public.organization_invitations where id = $1',
          [invitationId],
        ),
      ).toEqual({ email: null, accepted: true, role: 'member' });
      const read = await dora.client.from('projects').select('id').eq('id', w().pastProject);
      expect({ status: read.status, message: read.error?.message }).toEqual({ status: 401, message: ENDED });
    });

    it("the proposer: out of the chair's notification, the mail waiting for it and the log", async () => {
      const chairId = w().users.brfOwner.id;
      const told = async () =>
        (
          await api.clients.brfOwner
            .from('notifications')
            .select('message, params')
            .eq('project_id', w().pastProject)
            .eq('type', 'award_proposed')
            .single()
        ).data as { message: string; params: Record<string, unknown> };
      const waiting = () =>
        one<{ message: string; params: Record<string, unknown> }>(
          `select message, params from private.mail_outbox
           where user_id = $1 and type = 'award_proposed' and project_id = $2 and status = 'held'`,
          [chairId, w().pastProject],
        );
      const before = await told();
      expect(before.message).toMatch(/^Per Persson proposes awarding "Hissbyte"/);
      expect(before.params).toMatchObject({ author: 'Per Persson', title: 'Hissbyte' });
      expect((await waiting()).params).toMatchObject({ author: 'Per Persson' });
      expect(await entry('confirmed')).toEqual({ actor_name: 'Anna Berg', details: { proposed_by: 'Per Persson' } });
      expect((await entry('proposed')).actor_name).toBe('Per Persson');

      expect((await per.client.rpc('delete_my_account')).error).toBeNull();

      const after = await told();
      expect(after.message).toBe(before.message.replace('Per Persson', 'Deleted user'));
      expect(after.params).not.toHaveProperty('author');
      expect(after.params).toMatchObject({ title: 'Hissbyte' });
      const mail = await waiting();
      expect(mail.message).toBe(before.message.replace('Per Persson', 'Deleted user'));
      expect(mail.params).not.toHaveProperty('author');
      expect(await entry('confirmed')).toEqual({ actor_name: 'Anna Berg', details: { proposed_by: null } });
      expect((await entry('proposed')).actor_name).toBeNull();
      const naming = await one<{ activity: number; notifications: number }>(
        `select (select count(*)::int from public.project_activity a where a.project_id = $1
             and (a.details::text ~ $2 or a.actor_name ~ $2)) as activity,
           (select count(*)::int from public.notifications n where n.message ~ $2 or n.params::text ~ $2)
             as notifications`,
        [w().pastProject, '(Per Persson|Dora Dahl)'],
      );
      expect(naming).toEqual({ activity: 0, notifications: 0 });
    });
  });
});

describe('a token whose session has ended', () => {
  it('signed out: reads and writes nothing, while the same person signed in elsewhere goes on', async () => {
    const ida = await person('ida', 'Ida', 'Utloggad', '070-999 99 99');
    const brfId = await registerBrf(ida, contactOf(ida, 'Ida', 'Utloggad', '070-999 99 99'), 'BRF Utloggad');
    const elsewhere = await signIn(ida.email);
    const asSignedOut = createClient(api.server.url, api.server.keys.anon, {
      ...clientOptions,
      global: { headers: { Authorization: `Bearer ${ida.token}` } },
    });
    expect((await asSignedOut.from('brf_profiles').select('organization_name').eq('id', brfId)).data).toEqual([
      { organization_name: 'BRF Utloggad' },
    ]);

    expect((await ida.client.auth.signOut({ scope: 'local' })).error).toBeNull();

    const read = await asSignedOut.from('brf_profiles').select('organization_name').eq('id', brfId);
    expect({ status: read.status, message: read.error?.message }).toEqual({ status: 401, message: ENDED });
    const write = await asSignedOut.from('brf_profiles').update({ city: 'Malmö' }).eq('id', brfId).select('city');
    expect({ status: write.status, message: write.error?.message }).toEqual({ status: 401, message: ENDED });
    expect((await elsewhere.client.from('brf_profiles').select('city').eq('id', brfId)).data).toEqual([
      { city: 'Lund' },
    ]);
  });

  it('in the policies too: a caller whose account is gone writes nothing (a hosted project lets it)', async () => {
    const olof = await person('olof', 'Olof', 'Borta', '071-000 00 00');
    // as PostgREST runs a request whose token carries no session to check (the policies alone decide)
    const uploadLogo = () =>
      api.server.db.asRole({ role: 'authenticated', sub: olof.id, aud: 'authenticated' }, (tx) =>
        tx.query(`insert into storage.objects (bucket_id, name, metadata) values ('logos', $1, $2::jsonb)`, [
          `service_provider/logo_${olof.id}_${Math.random().toString(36).slice(2)}.png`,
          JSON.stringify({ mimetype: 'image/png', size: 10 }),
        ]),
      );
    await expect(uploadLogo()).resolves.toBeDefined();

    expect((await olof.client.rpc('delete_my_account')).error).toBeNull();

    await expect(uploadLogo()).rejects.toThrow(
      'new row violates row-level security policy "Only a live session adds rows" for table "objects"',
    );
  });
});

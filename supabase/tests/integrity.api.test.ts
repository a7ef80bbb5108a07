// What an attacker, a flood or a careless client still got through (the third security pass),
// each tried through supabase-js against the real local backend. Every case failed before the
// rule that now refuses it (supabase/schemas/).
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
const pdf = (text: string) => new Blob([`%PDF ${text}`], { type: 'application/pdf' });
const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const refusal = (r: { status: number; error: { code?: string; message?: string } | null }) => ({
  status: r.status,
  code: r.error?.code,
  message: r.error?.message,
});

async function openProject(title: string): Promise<string> {
  return api.server.db.transaction((tx) => insertProject(tx, api.world.brfA, { title, deadlineInDays: 20 }));
}

/** A confirmed user with no profile yet, signed in. */
async function newUser(prefix: string): Promise<{ client: SupabaseClient; id: string }> {
  const email = `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.se`;
  const { data, error } = await api.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (error || !data.user) throw error ?? new Error('createUser');
  const client = createClient(api.server.url, api.server.keys.anon, clientOptions);
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return { client, id: data.user.id };
}

const brfProfile = (userId: string, organizationNumber: string) => ({
  user_id: userId,
  organization_number: organizationNumber,
  organization_name: 'BRF Kopian',
  city: 'Lund',
  street_address: 'Gatan',
  street_number: '1',
  zip: '222 22',
  number_of_apartments: 10,
});

describe('required text holds more than whitespace', () => {
  it('title, description, message, reply or review comment of tabs, newlines or no-break spaces: refused', async () => {
    const w = api.world;
    const owner = api.clients.brfOwner;
    for (const blank of ['\t\t\t', '\n \r\n', '\u00a0\u00a0\u00a0\u2003']) {
      const created = await owner.rpc('create_project', {
        p_title: blank,
        p_description: 'En beskrivning som är lång nog.',
        p_submission_deadline: days(20),
        p_category_ids: [CATEGORY_BYGG],
      });
      expect(created.error?.code, JSON.stringify(blank)).toBe('23514');
      const described = await owner.rpc('create_project', {
        p_title: 'Takbyte',
        p_description: blank.repeat(5),
        p_submission_deadline: days(20),
        p_category_ids: [CATEGORY_BYGG],
      });
      expect(described.error?.code, JSON.stringify(blank)).toBe('23514');
      const message = await api.clients.otherProvider
        .from('project_messages')
        .insert({ project_id: w.openProject, message_text: blank });
      expect(message.error?.code).toBe('23514');
      const reply = await owner
        .from('project_messages')
        .insert({ project_id: w.openProject, parent_message_id: w.message, message_text: blank });
      expect(reply.error?.code).toBe('23514');
    }
    // what trims to two characters is not a three-character title
    const short = await owner.from('projects').update({ title: '\tab\n' }).eq('id', w.openProject);
    expect(short.error?.code).toBe('23514');

    const review = await owner.from('reviews').update({ comment_text: '\t\n' }).eq('id', w.review);
    expect(review.error?.code).toBe('23514');
    expect((await owner.from('reviews').update({ comment_text: null }).eq('id', w.review)).error).toBeNull();
    expect((await owner.from('reviews').update({ comment_text: 'Bra jobbat' }).eq('id', w.review)).error).toBeNull();
  });
});

describe('a profile e-mail is read-only', () => {
  it('neither a BRF nor a provider can change it; saving it unchanged still works', async () => {
    const brf = await api.clients.brfOwner
      .from('brf_profiles')
      .update({ email: 'kapad@example.se' })
      .eq('id', api.world.brfA);
    expect(refusal(brf)).toEqual({ status: 403, code: '42501', message: 'The e-mail address cannot be changed.' });
    const provider = await api.clients.quotedProvider
      .from('service_provider_profiles')
      .update({ email: 'kapad@example.se' })
      .eq('id', api.world.provider1);
    expect(refusal(provider)).toEqual({ status: 403, code: '42501', message: 'The e-mail address cannot be changed.' });
    const { data: own } = await api.clients.brfOwner
      .from('brf_profiles')
      .select('email')
      .eq('id', api.world.brfA)
      .single();
    expect(
      (
        await api.clients.brfOwner
          .from('brf_profiles')
          .update({ email: own!.email, city: 'Solna' })
          .eq('id', api.world.brfA)
      ).error,
    ).toBeNull();
  });
});

describe("the board's star is private", () => {
  it('a provider reading its own quote sees no star, nor the shortlist; the owner does', async () => {
    const w = api.world;
    const { data: quote } = await api.clients.quotedProvider.from('quotes').select('*').eq('id', w.quoteOpen).single();
    expect(quote).not.toBeNull();
    expect(Object.keys(quote!).filter((key) => /star(?!t)|favou?r|short/i.test(key))).toEqual([]);
    const embedded = await api.clients.quotedProvider
      .from('quotes')
      .select('id, quote_stars(quote_id)')
      .eq('id', w.quoteOpen)
      .single();
    expect(embedded.data).toEqual({ id: w.quoteOpen, quote_stars: null });
    expect((await api.clients.quotedProvider.from('quote_stars').select('quote_id')).data).toEqual([]);
    const forged = await api.clients.quotedProvider.from('quote_stars').insert({ quote_id: w.quoteOpen });
    expect(forged.error?.code).toBe('42501');

    const owner = await api.clients.brfOwner
      .from('quotes')
      .select('id, quote_stars(quote_id)')
      .eq('id', w.quoteOpen)
      .single();
    expect(owner.data).toEqual({ id: w.quoteOpen, quote_stars: { quote_id: w.quoteOpen } });
  });
});

describe('a file row names a stored object in its own folder', () => {
  it("a quote file row pointing at another quote's file, or at nothing, is refused", async () => {
    const w = api.world;
    const p = await openProject('Filreferenser');
    const [mine, theirs] = await api.server.db.transaction(async (tx) => [
      await insertQuote(tx, p, w.provider1, 1000),
      await insertQuote(tx, p, w.provider2, 2000),
    ]);
    expect(
      (await api.clients.otherProvider.storage.from('quote-attachments').upload(`${theirs}/anbud.pdf`, pdf('theirs')))
        .error,
    ).toBeNull();
    expect(
      (await api.clients.quotedProvider.storage.from('quote-attachments').upload(`${mine}/offert.pdf`, pdf('mine')))
        .error,
    ).toBeNull();
    const row = (storage_path: string) => ({
      quote_id: mine,
      file_name: 'anbud.pdf',
      file_type: 'application/pdf',
      file_size: 9,
      storage_path,
    });
    const files = api.clients.quotedProvider.from('quote_attachments');
    for (const path of [`${theirs}/anbud.pdf`, `${mine}/saknas.pdf`, `quote-attachments/${theirs}/anbud.pdf`]) {
      expect(refusal(await files.insert(row(path))), path).toEqual({
        status: 409,
        code: '23503',
        message: "The file must first be uploaded to this quote's own folder.",
      });
    }
    expect((await files.insert(row(`${mine}/offert.pdf`))).error).toBeNull();
  });

  it("a project file row pointing at another project's file is refused", async () => {
    const w = api.world;
    const p = await openProject('Egen ritning');
    expect(
      (await api.clients.brfOwner.storage.from('project-files').upload(`${p}/ritning.pdf`, pdf('plan'))).error,
    ).toBeNull();
    const row = (storage_path: string) => ({
      project_id: w.openProject2,
      file_name: 'ritning.pdf',
      file_type: 'application/pdf',
      file_size: 9,
      storage_path,
    });
    expect(refusal(await api.clients.brfOwner.from('project_attachments').insert(row(`${p}/ritning.pdf`)))).toEqual({
      status: 409,
      code: '23503',
      message: "The file must first be uploaded to this project's own folder.",
    });
  });

  it("a provider's logo is its own uploaded logo", async () => {
    const w = api.world;
    const others = `service_provider/logo_${w.users.otherProvider.id}_1.png`;
    expect(
      (await api.clients.otherProvider.storage.from('logos').upload(others, png(), { contentType: 'image/png' })).error,
    ).toBeNull();
    const own = `service_provider/logo_${w.users.quotedProvider.id}_2.png`;
    const profile = api.clients.quotedProvider.from('service_provider_profiles');
    for (const logo of [others, `logos/${others}`, `service_provider/logo_${w.users.quotedProvider.id}_9.png`]) {
      expect(refusal(await profile.update({ logo_id: logo }).eq('id', w.provider1)), logo).toEqual({
        status: 403,
        code: '42501',
        message: 'The logo must be a file you uploaded as your own logo.',
      });
    }
    expect(
      (await api.clients.quotedProvider.storage.from('logos').upload(own, png(), { contentType: 'image/png' })).error,
    ).toBeNull();
    expect((await profile.update({ logo_id: own }).eq('id', w.provider1)).error).toBeNull();
    expect((await profile.update({ logo_id: null }).eq('id', w.provider1)).error).toBeNull();
  });
});

describe('messages cannot be edited', () => {
  it("the sender's update of a posted message is refused and the text stays", async () => {
    const w = api.world;
    const edit = await api.clients.quotedProvider
      .from('project_messages')
      .update({ message_text: 'Ändrad efter svaret' })
      .eq('id', w.message);
    expect(edit.error?.code).toBe('42501');
    const { data } = await api.clients.otherBrf
      .from('project_messages')
      .select('message_text')
      .eq('id', w.message)
      .single();
    expect(data).toEqual({ message_text: 'Går det att boka visning?' });
  });
});

describe('project creation is limited per BRF', () => {
  it('the 21st project within an hour is refused with PT429 and a clear message; the 20 before are kept', async () => {
    const { client, id } = await newUser('flood');
    const profile = await client.from('brf_profiles').insert(brfProfile(id, '769601-1234')).select('id').single();
    expect(profile.error).toBeNull();
    const create = (i: number) =>
      client.rpc('create_project', {
        p_title: `Projekt ${i}`,
        p_description: 'En beskrivning som är lång nog.',
        p_submission_deadline: days(20),
        p_category_ids: [CATEGORY_BYGG],
      });
    for (let i = 1; i <= 20; i++) expect((await create(i)).error, `project ${i}`).toBeNull();
    expect(refusal(await create(21))).toEqual({
      status: 429,
      code: 'PT429',
      message: 'You are creating projects too quickly: at most 20 projects an hour. Please wait a while and try again.',
    });
    const { count } = await client
      .from('projects')
      .select('id', { count: 'exact', head: true })
      .eq('brf_id', profile.data!.id);
    expect(count).toBe(20);
    // another BRF is not affected
    expect(
      (
        await api.clients.otherBrf.rpc('create_project', {
          p_title: 'Eget projekt',
          p_description: 'En beskrivning som är lång nog.',
          p_submission_deadline: days(20),
          p_category_ids: [CATEGORY_BYGG],
        })
      ).error,
    ).toBeNull();
  });
});

describe('one profile per organisation number and type', () => {
  it("a second BRF with an existing BRF's number, however written, is refused with a clear message", async () => {
    const { client, id } = await newUser('copy');
    for (const number of ['769600-1234', '7696001234', ' 769600 1234 ']) {
      expect(refusal(await client.from('brf_profiles').insert(brfProfile(id, number))), number).toEqual({
        status: 409,
        code: '23505',
        message: 'An organization with this organization number is already registered.',
      });
    }
    // a provider may carry a BRF's number (another kind of organisation); a new number is fine
    expect((await client.from('brf_profiles').insert(brfProfile(id, '769602-1233'))).error).toBeNull();
  });
});

describe("a provider's contact details", () => {
  it('are read by the provider, the BRF it quoted for and admins at aal2; others see the public face', async () => {
    const w = api.world;
    const contact =
      'email, phone, contact_person_first_name, contact_person_last_name, street_address, organization_number';
    for (const actor of ['quotedProvider', 'brfOwner', 'adminAal2'] as const) {
      const { data } = await api.clients[actor].from('service_provider_profiles').select(contact).eq('id', w.provider1);
      expect(data, actor).toEqual([
        expect.objectContaining({ email: 'info@byggab.se', phone: '08-123 456 78', contact_person_first_name: 'Erik' }),
      ]);
    }
    for (const actor of ['otherBrf', 'otherProvider', 'adminAal1', 'anon'] as const) {
      const { data } = await api.clients[actor].from('service_provider_profiles').select(contact).eq('id', w.provider1);
      expect(data ?? [], actor).toEqual([]);
    }
    for (const actor of ['otherBrf', 'otherProvider'] as const) {
      const { data } = await api.clients[actor]
        .from('service_provider_public_profiles')
        .select('*')
        .eq('id', w.provider1)
        .single();
      expect(data, actor).toEqual({
        id: w.provider1,
        user_id: w.users.quotedProvider.id,
        organization_name: 'Bygg AB',
        city: 'Uppsala',
        service_categories: expect.any(Array),
        website: null,
        logo_id: null,
        average_rating: 4,
        registered_at: expect.any(String),
        created_at: expect.any(String),
      });
    }
    // the public face follows the profile
    expect(
      (
        await api.clients.quotedProvider
          .from('service_provider_profiles')
          .update({ city: 'Enköping' })
          .eq('id', w.provider1)
      ).error,
    ).toBeNull();
    const { data: moved } = await api.clients.otherBrf
      .from('service_provider_public_profiles')
      .select('city')
      .eq('id', w.provider1)
      .single();
    expect(moved).toEqual({ city: 'Enköping' });
    expect(
      (
        await api.clients.quotedProvider
          .from('service_provider_profiles')
          .update({ city: 'Uppsala' })
          .eq('id', w.provider1)
      ).error,
    ).toBeNull();
  });
});

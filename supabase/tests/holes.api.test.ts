// The holes an ordinary account could use (issue 10), each tried through supabase-js as the
// attacker against the real local backend. Every case here failed before the schema fix.
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
const CATEGORY_EL = 'c0000000-0000-4000-8000-000000000004';

async function project(opts: {
  title: string;
  deadlineInDays?: number;
  createdDaysAgo?: number;
  category?: string;
  showWinner?: boolean;
}): Promise<string> {
  return api.server.db.transaction(async (tx) => {
    const id = await insertProject(tx, api.world.brfA, {
      title: opts.title,
      deadlineInDays: opts.deadlineInDays ?? 20,
      createdDaysAgo: opts.createdDaysAgo,
      showWinner: opts.showWinner,
    });
    if (opts.category) {
      await tx.query(
        'insert into public.project_service_categories (project_id, service_category_id) values ($1, $2)',
        [id, opts.category],
      );
      await tx.query(
        'delete from public.project_service_categories where project_id = $1 and service_category_id = $2',
        [id, CATEGORY_BYGG],
      );
    }
    return id;
  });
}

/** A user who signed up and confirmed but never finished registration (no profile). */
async function unregisteredUser(): Promise<SupabaseClient> {
  const email = `halfway-${Math.random().toString(36).slice(2, 8)}@example.se`;
  const { error } = await api.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (error) throw error;
  const c = createClient(api.server.url, api.server.keys.anon, clientOptions);
  const signIn = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return c;
}

const fileBody = (text: string, type: string) => new Blob([text], { type });

describe('1. reviews do not reveal a hidden winner', () => {
  it('others read neither the review nor its provider; the rating stays public through the average', async () => {
    const w = api.world;
    for (const actor of ['otherBrf', 'otherProvider', 'adminAal1'] as const) {
      const { data, error } = await api.clients[actor]
        .from('reviews')
        .select('project_id, service_provider_id')
        .eq('project_id', w.awardedProject);
      expect({ data, error }, actor).toEqual({ data: [], error: null });
    }
    for (const actor of ['brfOwner', 'quotedProvider', 'adminAal2'] as const) {
      const { data } = await api.clients[actor]
        .from('reviews')
        .select('project_id, service_provider_id')
        .eq('project_id', w.awardedProject);
      expect(data, actor).toEqual([{ project_id: w.awardedProject, service_provider_id: w.provider1 }]);
    }
    const { data: provider } = await api.clients.otherBrf
      .from('service_provider_public_profiles')
      .select('average_rating')
      .eq('id', w.provider1)
      .single();
    expect(provider).toEqual({ average_rating: 4 });
  });

  it('a review of a project whose winner is public is readable by everyone registered', async () => {
    const w = api.world;
    const shown = await project({ title: 'Visad vinnare', createdDaysAgo: 20, deadlineInDays: -1, showWinner: true });
    const quote = await api.server.db.transaction((tx) => insertQuote(tx, shown, w.provider2, 5000));
    expect(
      (
        await api.clients.brfOwner.rpc('award_project', {
          p_project_id: shown,
          p_quote_id: quote,
          p_reason: 'Lägst pris.',
        })
      ).error,
    ).toBeNull();
    expect(
      (
        await api.clients.brfOwner
          .from('reviews')
          .insert({ brf_id: w.brfA, service_provider_id: w.provider2, project_id: shown, rating: 5 })
      ).error,
    ).toBeNull();
    const { data } = await api.clients.otherBrf
      .from('reviews')
      .select('service_provider_id, rating')
      .eq('project_id', shown);
    expect(data).toEqual([{ service_provider_id: w.provider2, rating: 5 }]);
  });
});

describe('2. quote_viewed is sent once: viewed is one-way', () => {
  it('the owner cannot unmark a viewed quote, and re-marking sends nothing', async () => {
    const w = api.world;
    const p = await project({ title: 'Visad offert' });
    const quote = await api.server.db.transaction((tx) => insertQuote(tx, p, w.provider1, 1000));
    const owner = api.clients.brfOwner;
    expect(
      (await owner.from('quotes').update({ is_viewed: true, viewed_at: '2030-01-01T00:00:00Z' }).eq('id', quote)).error,
    ).toBeNull();
    const unview = await owner.from('quotes').update({ is_viewed: false }).eq('id', quote);
    expect({ status: unview.status, code: unview.error?.code, message: unview.error?.message }).toEqual({
      status: 400,
      code: '23514',
      message: 'A viewed quote cannot be marked as unviewed.',
    });
    expect(
      (await owner.from('quotes').update({ is_viewed: true, viewed_at: '2020-01-01T00:00:00Z' }).eq('id', quote)).error,
    ).toBeNull();
    const { data: row } = await owner.from('quotes').select('is_viewed, viewed_at').eq('id', quote).single();
    expect(row?.is_viewed).toBe(true);
    // set by the database when first viewed, never by the client, and kept
    expect(Math.abs(new Date(row!.viewed_at!).getTime() - Date.now())).toBeLessThan(3_600_000);
    const { data: notes } = await api.clients.quotedProvider
      .from('notifications')
      .select('type')
      .eq('quote_id', quote)
      .eq('type', 'quote_viewed');
    expect(notes).toHaveLength(1);
  });
});

describe('3. nothing but images reaches the public logos bucket', () => {
  it('a project PDF copied or moved to logos/...png is refused and never served', async () => {
    const w = api.world;
    const owner = api.clients.brfOwner.storage;
    const source = `${w.openProject}/anbud.pdf`;
    expect(
      (
        await owner
          .from('project-files')
          .upload(source, fileBody('%PDF-1.4 secret', 'application/pdf'), { contentType: 'application/pdf' })
      ).error,
    ).toBeNull();
    const target = `brf/logo_${w.users.brfOwner.id}_${Date.now()}.png`;
    const copied = await owner.from('project-files').copy(source, target, { destinationBucket: 'logos' });
    expect(copied.error).toMatchObject({ statusCode: '415' });
    const moved = await owner.from('project-files').move(source, target, { destinationBucket: 'logos' });
    expect(moved.error).toMatchObject({ statusCode: '415' });
    const res = await fetch(api.clients.anon.storage.from('logos').getPublicUrl(target).data.publicUrl);
    expect(res.status).toBe(400);
    expect((await owner.from('project-files').exists(source)).data).toBe(true);
  });

  it('the logos policy itself refuses a non-image, whatever the bucket settings say', async () => {
    const w = api.world;
    // even if the bucket's type list were widened, the policy checks the name and stored type
    await api.server.db.query(`update storage.buckets set allowed_mime_types = null where id = 'logos'`);
    try {
      const logos = api.clients.brfOwner.storage.from('logos');
      const asPdf = await logos.upload(
        `brf/logo_${w.users.brfOwner.id}_${Date.now()}.pdf`,
        fileBody('%PDF', 'application/pdf'),
        { contentType: 'application/pdf' },
      );
      expect(asPdf.error).toMatchObject({ statusCode: '403' });
      const { error } = await api.clients.brfOwner.storage
        .from('project-files')
        .copy(`${w.openProject}/anbud.pdf`, `brf/logo_${w.users.brfOwner.id}_1.png`, { destinationBucket: 'logos' });
      expect(error).toMatchObject({ statusCode: '403' });
      const png = await logos.upload(
        `brf/logo_${w.users.brfOwner.id}_${Date.now()}.png`,
        fileBody('png', 'image/png'),
        { contentType: 'image/png' },
      );
      expect(png.error).toBeNull();
    } finally {
      await api.server.db.query(
        `update storage.buckets set allowed_mime_types = array['image/jpeg', 'image/png', 'image/gif', 'image/webp']
         where id = 'logos'`,
      );
    }
  });
});

describe('4. files do not outlive their project', () => {
  it('deleting a project without quotes removes its files at once', async () => {
    const p = await project({ title: 'Med filer' });
    const files = api.clients.brfOwner.storage.from('project-files');
    expect(
      (
        await files.upload(`${p}/ritning.pdf`, fileBody('%PDF plan', 'application/pdf'), {
          contentType: 'application/pdf',
        })
      ).error,
    ).toBeNull();
    expect((await api.clients.otherBrf.storage.from('project-files').download(`${p}/ritning.pdf`)).error).toBeNull();
    const { data, error } = await api.clients.brfOwner.rpc('delete_project', { p_project_id: p });
    expect({ data, error }).toEqual({ data: 'deleted', error: null });
    for (const actor of ['otherBrf', 'quotedProvider', 'brfOwner', 'adminAal2'] as const) {
      const read = await api.clients[actor].storage.from('project-files').download(`${p}/ritning.pdf`);
      expect(read.error, actor).not.toBeNull();
    }
    const { data: left } = await api.service.storage.from('project-files').list(p);
    expect(left).toEqual([]);
  });

  it('a plain DELETE of the project removes its files too', async () => {
    const p = await project({ title: 'Raderas direkt' });
    const files = api.clients.brfOwner.storage.from('project-files');
    expect(
      (await files.upload(`${p}/a.pdf`, fileBody('%PDF a', 'application/pdf'), { contentType: 'application/pdf' }))
        .error,
    ).toBeNull();
    expect((await api.clients.brfOwner.from('projects').delete().eq('id', p)).error).toBeNull();
    expect((await api.service.storage.from('project-files').list(p)).data).toEqual([]);
  });
});

describe('5. smaller holes', () => {
  it('the database sets created_at on addresses, files, viewing dates, categories and preferences', async () => {
    const w = api.world;
    const p = await project({ title: 'Datum' });
    const forged = '2001-01-01T00:00:00+00:00';
    const owner = api.clients.brfOwner;
    expect(
      (
        await owner.storage
          .from('project-files')
          .upload(`${p}/a.pdf`, fileBody('%PDF a', 'application/pdf'), { contentType: 'application/pdf' })
      ).error,
    ).toBeNull();
    const rows = await Promise.all([
      owner
        .from('project_addresses')
        .insert({ project_id: p, street: 'Gatan', city: 'Lund', created_at: forged })
        .select('created_at')
        .single(),
      owner
        .from('project_attachments')
        .insert({
          project_id: p,
          file_name: 'a.pdf',
          file_type: 'application/pdf',
          file_size: 1,
          storage_path: `${p}/a.pdf`,
          created_at: forged,
        })
        .select('created_at')
        .single(),
      owner
        .from('project_viewing_dates')
        .insert({ project_id: p, viewing_date: days(3), created_at: forged })
        .select('created_at')
        .single(),
      owner
        .from('project_service_categories')
        .insert({ project_id: p, service_category_id: CATEGORY_EL, created_at: forged })
        .select('created_at')
        .single(),
      api.clients.otherBrf
        .from('notification_preferences')
        .insert({ user_id: w.users.otherBrf.id, created_at: forged })
        .select('created_at')
        .single(),
    ]);
    for (const r of rows) {
      expect(r.error).toBeNull();
      expect(new Date(r.data!.created_at).getFullYear()).toBeGreaterThan(2001);
    }
  });

  it('messages carry no login e-mail and are always public', async () => {
    const w = api.world;
    const sent = await api.clients.brfOwner
      .from('project_messages')
      .insert({
        project_id: w.openProject,
        message_text: 'Välkomna på visning',
        sender_email: 'x@example.se',
        is_public: false,
      })
      .select('id')
      .single();
    expect(sent.error).toBeNull();
    const { data } = await api.clients.otherProvider
      .from('project_messages')
      .select('sender_email, is_public, organization_name, is_brf')
      .eq('id', sent.data!.id)
      .single();
    expect(data).toEqual({ sender_email: null, is_public: true, organization_name: 'BRF Solgläntan', is_brf: true });
    const { data: all } = await api.clients.otherProvider
      .from('project_messages')
      .select('sender_email')
      .not('sender_email', 'is', null);
    expect(all).toEqual([]);
  });

  it('a provider cannot quote on a project outside its categories', async () => {
    const p = await project({ title: 'Elarbeten', category: CATEGORY_EL });
    const { error, status } = await api.clients.quotedProvider
      .from('quotes')
      .insert({ project_id: p, service_provider_id: api.world.provider1, quote_amount: 1000 });
    expect({ status, code: error?.code, message: error?.message }).toEqual({
      status: 403,
      code: '42501',
      message: 'You can only quote on projects in your service categories.',
    });
  });

  it('a signed upload URL does not let a quote file arrive after the deadline', async () => {
    const w = api.world;
    const p = await project({ title: 'Sen bilaga' });
    const quote = await api.server.db.transaction((tx) => insertQuote(tx, p, w.provider1, 1000));
    const store = api.clients.quotedProvider.storage.from('quote-attachments');
    const signed = await store.createSignedUploadUrl(`${quote}/offert.pdf`);
    expect(signed.error).toBeNull();
    await api.server.db.query(
      `update public.projects set submission_deadline = now() - interval '1 minute' where id = $1`,
      [p],
    );
    const late = await store.uploadToSignedUrl(
      `${quote}/offert.pdf`,
      signed.data!.token,
      fileBody('%PDF late', 'application/pdf'),
      { contentType: 'application/pdf' },
    );
    expect(late.error).not.toBeNull();
    expect((await api.service.storage.from('quote-attachments').list(quote)).data).toEqual([]);
  });

  it('a user with no finished registration reads no addresses, viewing dates, files or provider contacts', async () => {
    const w = api.world;
    const halfway = await unregisteredUser();
    for (const table of ['project_addresses', 'project_viewing_dates', 'project_attachments'] as const) {
      const { data, error } = await halfway.from(table).select('id').eq('project_id', w.openProject);
      expect({ data, error }, table).toEqual({ data: [], error: null });
    }
    const { data: providers } = await halfway.from('service_provider_profiles').select('email, phone');
    expect(providers).toEqual([]);
    const file = await halfway.storage.from('project-files').download(`${w.openProject}/anbud.pdf`);
    expect(file.error).not.toBeNull();
    // the same reads by a registered user work
    const { data: registered } = await api.clients.otherBrf
      .from('project_addresses')
      .select('id')
      .eq('project_id', w.openProject);
    expect(registered).toHaveLength(1);
  });
});

describe('6. abuse limits', () => {
  it('the 21st message within a minute is refused with PT429; the 20 before it are kept', async () => {
    const w = api.world;
    const p = await project({ title: 'Många meddelanden' });
    const client = api.clients.otherProvider;
    for (let i = 1; i <= 20; i++) {
      const { error } = await client.from('project_messages').insert({ project_id: p, message_text: `Fråga ${i}` });
      expect(error, `message ${i}`).toBeNull();
    }
    const over = await client.from('project_messages').insert({ project_id: p, message_text: 'Fråga 21' });
    expect({ status: over.status, code: over.error?.code, message: over.error?.message }).toEqual({
      status: 429,
      code: 'PT429',
      message:
        'You are sending messages too quickly: at most 20 messages a minute. Please wait a moment and try again.',
    });
    const { count } = await api.clients.brfOwner
      .from('project_messages')
      .select('id', { count: 'exact', head: true })
      .eq('project_id', p)
      .eq('sender_id', w.users.otherProvider.id);
    expect(count).toBe(20);
    // another user is not affected
    expect(
      (await api.clients.quotedProvider.from('project_messages').insert({ project_id: p, message_text: 'Hej' })).error,
    ).toBeNull();
  });

  it('the 11th quote write within a minute is refused with PT429; the 10 before it are kept', async () => {
    const w = api.world;
    const p = await project({ title: 'Många offerter' });
    const client = api.clients.otherProvider;
    const sent = await client
      .from('quotes')
      .insert({ project_id: p, service_provider_id: w.provider2, quote_amount: 1000 })
      .select('id')
      .single();
    expect(sent.error).toBeNull();
    for (let i = 2; i <= 10; i++) {
      const { error } = await client
        .from('quotes')
        .update({ quote_amount: 1000 + i })
        .eq('id', sent.data!.id);
      expect(error, `write ${i}`).toBeNull();
    }
    const over = await client.from('quotes').update({ quote_amount: 5 }).eq('id', sent.data!.id);
    expect({ status: over.status, code: over.error?.code, message: over.error?.message }).toEqual({
      status: 429,
      code: 'PT429',
      message:
        'You are changing quotes too quickly: at most 10 quote changes a minute. Please wait a moment and try again.',
    });
    const { data } = await client.from('quotes').select('quote_amount').eq('id', sent.data!.id).single();
    expect(data).toEqual({ quote_amount: 1010 });
    // the owner viewing and starring quotes is not quoting: it is not limited
    const owner = api.clients.brfOwner;
    expect((await owner.from('quotes').update({ is_viewed: true }).eq('id', sent.data!.id)).error).toBeNull();
    for (let i = 0; i < 6; i++) {
      expect((await owner.from('quote_stars').insert({ quote_id: sent.data!.id })).error).toBeNull();
      expect((await owner.from('quote_stars').delete().eq('quote_id', sent.data!.id)).error).toBeNull();
    }
  });
});

// The bidder's own record (decision 0027), through supabase-js against the local backend: a receipt
// in the app and in the mail queue when a company's person sends or changes a quote, listing the
// terms it bound itself to; the award's letters with the BRF, the rank, the board's reason, the
// winner where the board publishes it and the board's contact for the winner; who reads them;
// and an invitation that names who invited, described to the person before they have an account.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './helpers/api.ts';
import { PASSWORD, days, insertProject, insertQuote, providerRow } from './helpers/world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api?.stop());

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const pdf = (text: string) => new Blob([`%PDF ${text}`], { type: 'application/pdf' });

type Params = Record<string, unknown>;
interface QueueRow {
  id: string;
  user_id: string;
  status: string;
  params: Params;
  due_in_seconds: number;
}

const TERMS = {
  price_basis: 'excl_vat',
  valid_until: '2027-03-01',
  planned_start: '2027-04-01',
  duration_weeks: 20,
  warranty_years: 5,
  payment_plan: '30 % vid start, 70 % vid slutbesiktning',
  hourly_rate: 650,
  reservations: 'Asbestsanering ingår inte.',
  standard_terms: 'ab04',
};

async function openProject(title: string, opts: { showWinner?: boolean; deadlineInDays?: number } = {}) {
  return insertProject(api.server.db, api.world.brfA, {
    title,
    createdDaysAgo: 10,
    deadlineInDays: opts.deadlineInDays ?? 20,
    showWinner: opts.showWinner,
  });
}

async function receiptsOf(userId: string, quoteId: string) {
  const r = await api.server.db.query<{ id: string; message: string; params: Params }>(
    `select id, message, params from public.notifications
     where user_id = $1 and type = 'quote_receipt' and quote_id = $2 order by created_at`,
    [userId, quoteId],
  );
  return r.rows;
}

async function queuedReceipts(quoteId: string): Promise<QueueRow[]> {
  const r = await api.server.db.query<QueueRow>(
    `select id, user_id, status, params,
       extract(epoch from next_attempt_at - now())::float8 as due_in_seconds
     from private.mail_outbox where type = 'quote_receipt' and params ->> 'quote_id' = $1 order by created_at, user_id`,
    [quoteId],
  );
  return r.rows;
}

/** Time passes: a settling receipt falls due, and the sender is told. */
async function settle(quoteId: string) {
  await api.server.db.query(
    `update private.mail_outbox set next_attempt_at = now()
     where type = 'quote_receipt' and params ->> 'quote_id' = $1 and status = 'pending'`,
    [quoteId],
  );
  await api.server.db.query(`select pg_notify('mail_outbox', '')`);
}

async function mailTo(email: string, subject: string): Promise<{ subject: string; text: string }> {
  const until = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${api.server.outboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
    const found = ((await response.json()) as { subject: string; text: string }[]).find((m) => m.subject === subject);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail '${subject}' to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe("a quote's receipt", () => {
  it('is written for every person of the company when one of them sends a quote, with every term', async () => {
    const w = api.world;
    const projectId = await openProject('Stambyte 48 lägenheter');
    const sent = await api.clients.quotedProvider
      .from('quotes')
      .insert({
        project_id: projectId,
        service_provider_id: w.provider1,
        quote_amount: 4_350_000,
        description: 'Stambyte med relining av spillvatten.',
        ...TERMS,
      })
      .select('id, created_at')
      .single();
    expect(sent.error).toBeNull();
    const quoteId = sent.data?.id as string;

    const facts = {
      variant: 'sent',
      quote_id: quoteId,
      title: 'Stambyte 48 lägenheter',
      brf: 'BRF Solgläntan',
      provider: 'Bygg AB',
      amount: 4350000,
      price_basis: 'excl_vat',
      amount_excl_vat: 4350000,
      vat_amount: 1087500,
      amount_incl_vat: 5437500,
      valid_until: '2027-03-01',
      planned_start: '2027-04-01',
      duration_weeks: 20,
      warranty_years: 5,
      payment_plan: '30 % vid start, 70 % vid slutbesiktning',
      hourly_rate: 650,
      reservations: 'Asbestsanering ingår inte.',
      standard_terms: 'ab04',
      description: 'Stambyte med relining av spillvatten.',
      files: [],
    };
    for (const person of [w.users.quotedProvider, w.users.companyColleague]) {
      const [receipt, ...more] = await receiptsOf(person.id, quoteId);
      expect(more).toEqual([]);
      expect(receipt?.message).toBe('Receipt: your quote for "Stambyte 48 lägenheter" was received.');
      expect(receipt?.params).toMatchObject(facts);
      expect(new Date(receipt?.params.at as string).getTime()).toBe(
        new Date(sent.data?.created_at as string).getTime(),
      );
    }
    const queued = await queuedReceipts(quoteId);
    expect(queued.map((row) => [row.user_id, row.status]).sort()).toEqual(
      [
        [w.users.quotedProvider.id, 'pending'],
        [w.users.companyColleague.id, 'pending'],
      ].sort(),
    );
    // it waits for the files that follow the quote
    for (const row of queued) {
      expect(row.params).toMatchObject(facts);
      expect(row.due_in_seconds).toBeGreaterThan(10);
    }
    // the board is told of a new quote, never given the company's receipt
    expect(await receiptsOf(w.users.brfOwner.id, quoteId)).toEqual([]);
  });

  it('takes in the files after the quote, and a change before it went: one receipt, as the quote stands', async () => {
    const w = api.world;
    const projectId = await openProject('Fönsterbyte hus B');
    const { data } = await api.clients.quotedProvider
      .from('quotes')
      .insert({ project_id: projectId, service_provider_id: w.provider1, quote_amount: 980_000, ...TERMS })
      .select('id')
      .single();
    const quoteId = data?.id as string;
    for (const name of ['offert.pdf', 'tidplan.pdf']) {
      expect(
        (await api.clients.quotedProvider.storage.from('quote-attachments').upload(`${quoteId}/${name}`, pdf(name)))
          .error,
      ).toBeNull();
      const row = await api.clients.quotedProvider.from('quote_attachments').insert({
        quote_id: quoteId,
        file_name: name,
        file_type: 'application/pdf',
        file_size: 12,
        storage_path: `${quoteId}/${name}`,
      });
      expect(row.error).toBeNull();
    }
    const edited = await api.clients.quotedProvider.from('quotes').update({ quote_amount: 960_000 }).eq('id', quoteId);
    expect(edited.error).toBeNull();

    const [receipt, ...more] = await receiptsOf(w.users.quotedProvider.id, quoteId);
    expect(more).toEqual([]);
    expect(receipt?.params).toMatchObject({ variant: 'sent', amount: 960000, amount_incl_vat: 1200000 });
    expect(((receipt?.params.files ?? []) as { name: string }[]).map((file) => file.name)).toEqual([
      'offert.pdf',
      'tidplan.pdf',
    ]);
    const queued = await queuedReceipts(quoteId);
    expect(queued).toHaveLength(2);
    for (const row of queued) expect(row.params).toEqual(receipt?.params);

    await settle(quoteId);
    const mail = await mailTo(w.users.quotedProvider.email, 'Kvitto på er offert: Fönsterbyte hus B');
    expect(plain(mail.text)).toContain(
      'Belopp: 960 000 kr exkl. moms\nBelopp inkl. moms: 1 200 000 kr\nMoms: 240 000 kr\nGiltig till: 1 mars 2027\n',
    );
    expect(mail.text).toContain('Filer: offert.pdf, tidplan.pdf\n');
  });

  it('a change after the receipt went is a new receipt, of the changed quote', async () => {
    const w = api.world;
    const projectId = await openProject('Takbyte hus C');
    const { data } = await api.clients.quotedProvider
      .from('quotes')
      .insert({ project_id: projectId, service_provider_id: w.provider1, quote_amount: 500_000, ...TERMS })
      .select('id')
      .single();
    const quoteId = data?.id as string;
    await settle(quoteId);
    await mailTo(w.users.quotedProvider.email, 'Kvitto på er offert: Takbyte hus C');

    const edited = await api.clients.companyColleague
      .from('quotes')
      .update({ quote_amount: 480_000, price_basis: 'incl_vat', warranty_years: 10 })
      .eq('id', quoteId);
    expect(edited.error).toBeNull();
    const receipts = await receiptsOf(w.users.quotedProvider.id, quoteId);
    expect(receipts.map((r) => [r.params.variant, r.params.amount, r.params.price_basis])).toEqual([
      ['sent', 500000, 'excl_vat'],
      ['changed', 480000, 'incl_vat'],
    ]);
    expect(receipts[1]?.message).toBe('Receipt: your changed quote for "Takbyte hus C" was received.');
    expect(receipts[1]?.params).toMatchObject({ amount_incl_vat: 480000, amount_excl_vat: 384000, warranty_years: 10 });
    const queued = await queuedReceipts(quoteId);
    expect(queued.filter((row) => row.status === 'pending' && row.params.variant === 'changed')).toHaveLength(2);

    await settle(quoteId);
    const mail = await mailTo(w.users.companyColleague.email, 'Kvitto på er ändrade offert: Takbyte hus C');
    expect(plain(mail.text)).toContain(
      'Belopp: 480 000 kr inkl. moms\nBelopp exkl. moms: 384 000 kr\nMoms: 96 000 kr\n',
    );
    expect(mail.text).toContain('Garanti: 10 år\n');
  });

  it('is not written for what the board or the service role does, and not sent for a withdrawn quote', async () => {
    const w = api.world;
    const projectId = await openProject('Hissbyte hus D');
    // the service role's seed and tools send no receipt
    const seeded = await insertQuote(api.server.db, projectId, w.provider2, 700_000);
    expect(await queuedReceipts(seeded)).toEqual([]);
    // the board opening the quote is no change of the company's
    expect((await api.clients.brfOwner.from('quotes').update({ is_viewed: true }).eq('id', seeded)).error).toBeNull();
    expect(await receiptsOf(w.users.otherProvider.id, seeded)).toEqual([]);

    const { data } = await api.clients.quotedProvider
      .from('quotes')
      .insert({ project_id: projectId, service_provider_id: w.provider1, quote_amount: 650_000, ...TERMS })
      .select('id')
      .single();
    const quoteId = data?.id as string;
    expect((await api.clients.quotedProvider.from('quotes').delete().eq('id', quoteId)).error).toBeNull();
    expect((await queuedReceipts(quoteId)).map((row) => row.status)).toEqual(['skipped', 'skipped']);
  });

  it("is read by the company's own people only", async () => {
    const w = api.world;
    const projectId = await openProject('Balkongrenovering');
    const { data } = await api.clients.quotedProvider
      .from('quotes')
      .insert({ project_id: projectId, service_provider_id: w.provider1, quote_amount: 300_000, ...TERMS })
      .select('id')
      .single();
    const read = (client: SupabaseClient) =>
      client.from('notifications').select('user_id, params').eq('type', 'quote_receipt').eq('quote_id', data?.id);
    expect((await read(api.clients.quotedProvider)).data).toEqual([
      { user_id: w.users.quotedProvider.id, params: expect.objectContaining({ amount: 300000 }) },
    ]);
    expect((await read(api.clients.companyColleague)).data).toHaveLength(1);
    for (const other of [api.clients.otherProvider, api.clients.brfOwner, api.clients.boardDeputy, api.clients.anon]) {
      expect((await read(other)).data ?? []).toEqual([]);
    }
  });
});

describe("the award's letters", () => {
  /** A third company that bids, with its own person. */
  async function thirdProvider(): Promise<{ id: string; userId: string; email: string; client: SupabaseClient }> {
    const email = `tredje-${Math.random().toString(36).slice(2, 8)}@example.se`;
    const { data, error } = await api.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    if (error || !data.user) throw error ?? new Error('createUser');
    const row = providerRow(data.user.id, 'Tredje Bygg AB', `556677-${Math.floor(1000 + Math.random() * 8999)}`);
    const columns = Object.keys(row);
    const profile = await api.server.db.query<{ id: string }>(
      `insert into public.service_provider_profiles (${columns.join(', ')})
       values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
      columns.map((column) => row[column]),
    );
    const client = createClient(api.server.url, api.server.keys.anon, clientOptions);
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    return { id: profile.rows[0]?.id as string, userId: data.user.id, email, client };
  }

  async function awardedProject(title: string, showWinner: boolean) {
    const w = api.world;
    const third = await thirdProvider();
    const projectId = await openProject(title, { showWinner });
    const quote = (provider: string, amount: number, basis: string) =>
      api.server.db
        .query<{ id: string }>(
          `insert into public.quotes (project_id, service_provider_id, quote_amount, price_basis)
           values ($1, $2, $3, $4) returning id`,
          [projectId, provider, amount, basis],
        )
        .then((r) => r.rows[0]?.id as string);
    // including VAT: Bygg AB 5 437 500, Rör AB 5 000 000, Tredje 6 250 000
    const winning = await quote(w.provider1, 4_350_000, 'excl_vat');
    const cheapest = await quote(w.provider2, 5_000_000, 'incl_vat');
    const dearest = await quote(third.id, 5_000_000, 'excl_vat');
    await api.server.db.query('update public.projects set submission_deadline = $2 where id = $1', [
      projectId,
      days(-1),
    ]);
    const awarded = await api.clients.brfOwner.rpc('award_project', {
      p_project_id: projectId,
      p_quote_id: winning,
      p_reason: 'Bäst referenser och fem års garanti.',
    });
    expect(awarded.error).toBeNull();
    return { projectId, winning, cheapest, dearest, third };
  }

  const letterOf = async (userId: string, projectId: string) =>
    (
      await api.server.db.query<{ params: Params }>(
        `select params from public.notifications where user_id = $1 and project_id = $2 and type = 'project_awarded'`,
        [userId, projectId],
      )
    ).rows.map((row) => row.params);

  it("the winner's names the BRF and gives the contact; the others' their rank, reason and winner", async () => {
    const w = api.world;
    const { projectId, third } = await awardedProject('Stambyte hus E', true);

    const won = await letterOf(w.users.quotedProvider.id, projectId);
    expect(won).toEqual([
      {
        title: 'Stambyte hus E',
        outcome: 'won',
        brf: 'BRF Solgläntan',
        amount: 4350000,
        price_basis: 'excl_vat',
        amount_excl_vat: 4350000,
        amount_incl_vat: 5437500,
        rank: 2,
        bids: 3,
        reason: 'Bäst referenser och fem års garanti.',
        contact_name: 'Anna Berg',
        contact_phone: '+46 70 123 45 67',
        contact_email: 'styrelsen@brfsolglntan.se',
      },
    ]);
    expect(await letterOf(w.users.companyColleague.id, projectId)).toEqual(won);

    const published = {
      outcome: 'not_awarded',
      brf: 'BRF Solgläntan',
      bids: 3,
      reason: 'Bäst referenser och fem års garanti.',
      winner: 'Bygg AB',
      winner_amount_excl_vat: 4350000,
      winner_amount_incl_vat: 5437500,
      winner_published: true,
    };
    const [cheapest] = await letterOf(w.users.otherProvider.id, projectId);
    expect(cheapest).toMatchObject({ ...published, rank: 1, amount_incl_vat: 5000000, amount_excl_vat: 4000000 });
    const [dearest] = await letterOf(third.userId, projectId);
    expect(dearest).toMatchObject({ ...published, rank: 3, amount_incl_vat: 6250000, amount_excl_vat: 5000000 });
    for (const letter of [cheapest, dearest]) expect(Object.keys(letter ?? {})).not.toContain('contact_name');

    const mail = await mailTo(third.email, 'Inte antagen: Stambyte hus E');
    expect(plain(mail.text)).toContain(
      'BRF Solgläntan har tilldelat "Stambyte hus E" en annan leverantör. Tack för er offert.\n\n' +
        'Er offert, 6 250 000 kr inkl. moms (5 000 000 kr exkl.), kom på plats 3 av 3 räknat på pris inklusive ' +
        'moms (1 är lägst).\n\n' +
        'Styrelsens motivering: Bäst referenser och fem års garanti.\n\n' +
        'Styrelsen valde Bygg AB: 5 437 500 kr inkl. moms (4 350 000 kr exkl.).\n',
    );
    const winnerMail = await mailTo(w.users.quotedProvider.email, 'Du vann: Stambyte hus E');
    expect(plain(winnerMail.text)).toContain(
      'Nästa steg: styrelsen kontaktar er för att skriva avtal. Ni når styrelsen via Anna Berg, +46 70 123 45 67, ' +
        'styrelsen@brfsolglntan.se.',
    );
  });

  it('names no winner where the board does not publish it', async () => {
    const w = api.world;
    const { projectId, third } = await awardedProject('Stambyte hus F', false);
    const [letter] = await letterOf(third.userId, projectId);
    expect(letter).toMatchObject({ outcome: 'not_awarded', rank: 3, bids: 3, winner_published: false });
    expect(Object.keys(letter ?? {}).filter((key) => key.startsWith('winner_amount') || key === 'winner')).toEqual([]);
    const mail = await mailTo(third.email, 'Inte antagen: Stambyte hus F');
    expect(mail.text).toContain('Styrelsen publicerar inte vem som fick uppdraget.');
    expect(mail.text).not.toContain('Bygg AB');
    expect((await letterOf(w.users.quotedProvider.id, projectId))[0]).toMatchObject({ outcome: 'won' });
  });

  it("each bidder reads its own letter only: no one else reads the winner's contact or another's rank", async () => {
    const w = api.world;
    const { projectId, third } = await awardedProject('Stambyte hus G', false);
    const read = (client: SupabaseClient) =>
      client.from('notifications').select('user_id, params').eq('type', 'project_awarded').eq('project_id', projectId);
    expect((await read(third.client)).data?.map((row) => row.user_id)).toEqual([third.userId]);
    expect((await read(api.clients.otherProvider)).data?.map((row) => row.user_id)).toEqual([w.users.otherProvider.id]);
    for (const board of [api.clients.brfOwner, api.clients.boardDeputy, api.clients.boardObserver]) {
      expect((await read(board)).data).toEqual([]);
    }
  });
});

describe('an invitation', () => {
  it('says who invited, and its link tells the invited person what it is before they have an account', async () => {
    const email = `bjuds-in-${Math.random().toString(36).slice(2, 8)}@example.se`;
    // the chair has a name now
    await api.service.auth.admin.updateUserById(api.world.users.brfOwner.id, {
      user_metadata: { first_name: 'Anna', last_name: 'Berg' },
    });
    const invited = await api.clients.brfOwner.rpc('invite_member', { p_email: email, p_role: 'deputy' });
    expect(invited.error).toBeNull();
    const until = Date.now() + 15_000;
    let mail: { subject: string; text: string } | undefined;
    while (!mail) {
      const response = await fetch(`${api.server.outboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
      mail = ((await response.json()) as { subject: string; text: string }[])[0];
      if (!mail && Date.now() > until) throw new Error('no invitation');
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail.text).toContain('Anna Berg bjuder in dig till BRF Solgläntan på BRF-marknaden som suppleant.');
    const token = /\/invitations\/accept\?token=([0-9a-f]+)/.exec(mail.text)?.[1] ?? '';

    const preview = await api.clients.anon.rpc('invitation_preview', { p_token: token });
    expect(preview.error).toBeNull();
    expect(preview.data).toEqual([
      expect.objectContaining({
        organization_name: 'BRF Solgläntan',
        organization_type: 'brf',
        role: 'deputy',
        email,
        state: 'open',
        invited_by_name: 'Anna Berg',
      }),
    ]);
    // a link that no longer works describes nothing to a visitor; a signed-in reader learns why
    await api.clients.brfOwner.rpc('withdraw_invitation', { p_invitation_id: invited.data as string });
    expect((await api.clients.anon.rpc('invitation_preview', { p_token: token })).data).toEqual([]);
    expect((await api.clients.otherProvider.rpc('invitation_preview', { p_token: token })).data).toEqual([
      expect.objectContaining({ state: 'withdrawn' }),
    ]);
    expect((await api.clients.anon.rpc('invitation_preview', { p_token: 'f'.repeat(48) })).data).toEqual([]);
  });
});

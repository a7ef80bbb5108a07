// The mail queue's promises (issue 28), with nothing draining it but the test: a mail is queued in
// the notification's transaction, survives a sender that dies, is retried with backoff after a
// failure and sent at most once; the digest gathers a day's notifications into one mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainMailQueue } from '../functions/send-mail/drain.ts';
import { httpMailTransport, type MailTransport } from '../functions/_shared/mail-transport.ts';
import { startApi, type Api } from './helpers/api.ts';

let api: Api;
let outbox: MailTransport;
beforeAll(async () => {
  api = await startApi({ sendMail: false });
  outbox = httpMailTransport(`${api.server.outboxUrl}/api/messages`);
});
afterAll(async () => {
  await api?.stop();
});

const links = () => ({
  siteUrl: 'http://localhost:3000',
  oneClickUrl: `${api.server.url}/functions/v1/unsubscribe`,
});
const drain = (transport: MailTransport = outbox) =>
  drainMailQueue({ supabase: api.service, transport, links: links(), from: 'test@brf.localhost' });

interface QueueRow {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

async function queueOf(userId: string): Promise<QueueRow[]> {
  const r = await api.server.db.query<QueueRow>(
    'select id, status, attempts, last_error from private.mail_outbox where user_id = $1 order by created_at',
    [userId],
  );
  return r.rows;
}

async function outboxTo(email: string): Promise<{ subject: string; text: string }[]> {
  const response = await fetch(`${api.server.outboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { kind: string; subject: string; text: string }[]).filter(
    (m) => m.kind === 'notification',
  );
}

async function ask(text: string): Promise<void> {
  const posted = await api.clients.otherProvider
    .from('project_messages')
    .insert({ project_id: api.world.openProject2, message_text: text });
  expect(posted.error).toBeNull();
}

/** The mails the outbox stored under a queue row's id (its idempotency key). */
async function deliveredFor(id: string): Promise<string[]> {
  const r = await api.server.db.query<{ subject: string }>(
    'select subject from _local.outbox where idempotency_key = $1',
    [id],
  );
  return r.rows.map((row) => row.subject);
}

/** Lets a row's backoff pass. */
const dueNow = (id: string) =>
  api.server.db.query('update private.mail_outbox set next_attempt_at = now() where id = $1', [id]);

describe('the mail queue', () => {
  it('sends what the world queued, once, and nothing twice on a second drain', async () => {
    const first = await drain();
    expect(first.sent).toBeGreaterThan(0);
    expect(await drain()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it("is written in the notification's transaction: rolled back, neither exists", async () => {
    const owner = api.world.users.brfOwner.id;
    const before = (await queueOf(owner)).length;
    await expect(
      api.server.db.transaction(async (tx) => {
        await tx.query(
          `insert into public.notifications (user_id, project_id, type, message, params)
           values ($1, $2, 'new_quote', 'x', '{"title":"Fasadrenovering"}')`,
          [owner, api.world.openProject2],
        );
        const inside = await tx.query<{ n: number }>(
          'select count(*)::int as n from private.mail_outbox where user_id = $1',
          [owner],
        );
        expect(inside.rows[0].n).toBe(before + 1);
        throw new Error('the server dies before the commit');
      }),
    ).rejects.toThrow('the server dies before the commit');
    expect((await queueOf(owner)).length).toBe(before);
  });

  it('a crash between the notification and the mail loses neither, and the mail goes once', async () => {
    const owner = api.world.users.brfOwner;
    await ask('Finns det ritningar på fasaden?');
    const queued = (await queueOf(owner.id)).at(-1);
    expect(queued?.status).toBe('pending');

    // a sender claims it, sends it, and dies before recording it
    const claimed = await api.service.rpc('claim_mail', { p_limit: 100 });
    const mine = (claimed.data ?? []).find((row: { id: string }) => row.id === queued?.id);
    expect(mine).toBeDefined();
    await outbox.send({
      from: 'test@brf.localhost',
      to: owner.email,
      subject: 'sent before the crash',
      text: 'x',
      html: '<p>x</p>',
      headers: {},
      idempotencyKey: queued?.id ?? '',
    });
    // the claim lapses; the next sender sends it again under the same key
    await api.server.db.query(
      `update private.mail_outbox set locked_until = now() - interval '1 second' where status = 'sending'`,
    );
    const after = await drain();
    expect(after.sent).toBeGreaterThanOrEqual(1);
    expect((await queueOf(owner.id)).find((row) => row.id === queued?.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
    expect(await deliveredFor(queued?.id ?? '')).toEqual(['sent before the crash']);
  });

  it('a sender that fails twice then succeeds sends once', async () => {
    const owner = api.world.users.brfOwner;
    await ask('Hur många lägenheter berörs?');
    const queued = (await queueOf(owner.id)).at(-1) as QueueRow;
    let calls = 0;
    const flaky: MailTransport = {
      async send(mail) {
        calls++;
        if (calls <= 2) throw new Error(`The e-mail service answered 503 (${calls})`);
        await outbox.send(mail);
      },
    };

    expect(await drain(flaky)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const retried = (await queueOf(owner.id)).find((row) => row.id === queued.id);
    expect(retried).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'The e-mail service answered 503 (1)',
    });
    // backoff: not due again at once
    expect(await drain(flaky)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await dueNow(queued.id);
    expect(await drain(flaky)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    await dueNow(queued.id);
    expect(await drain(flaky)).toEqual({ sent: 1, retrying: 0, failed: 0 });

    expect((await queueOf(owner.id)).find((row) => row.id === queued.id)).toMatchObject({
      status: 'sent',
      attempts: 3,
    });
    expect(await deliveredFor(queued.id)).toEqual(['En fråga till er styrelse: Fasadrenovering']);
  });

  it('fails for good after six attempts, visible to the admins', async () => {
    await ask('Vilken färg ska fasaden ha?');
    const queued = (await queueOf(api.world.users.brfOwner.id)).at(-1) as QueueRow;
    const down: MailTransport = {
      async send() {
        throw new Error('The e-mail service answered 500');
      },
    };
    for (let attempt = 1; attempt <= 6; attempt++) {
      await dueNow(queued.id);
      await drain(down);
    }
    expect((await queueOf(api.world.users.brfOwner.id)).find((row) => row.id === queued.id)).toMatchObject({
      status: 'failed',
      attempts: 6,
    });
    const seen = await api.clients.adminAal2.rpc('admin_mail_delivery');
    expect(seen.data?.map((row: { id: string }) => row.id)).toContain(queued.id);
  });
});

describe('benchmark data', () => {
  it('is written without mail', async () => {
    const count = async () =>
      (await api.server.db.query<{ n: number }>('select count(*)::int as n from private.mail_outbox')).rows[0].n;
    const before = await count();
    const seeded = await api.service.rpc('local_seed_large', { p_projects: 20, p_quotes: 40 });
    expect(seeded.error).toBeNull();
    const quotes = await api.server.db.query<{ n: number }>(
      `select count(*)::int as n from public.notifications where type = 'new_quote'`,
    );
    expect(quotes.rows[0].n).toBeGreaterThan(20);
    expect(await count()).toBe(before);
  });
});

describe('the daily digest', () => {
  it("gathers the day's notifications into one mail at the user's hour, once", async () => {
    const owner = api.world.users.brfOwner;
    await drain();
    const digest = await api.clients.brfOwner
      .from('notification_preferences')
      .update({ email_digest: true, digest_hour: 7 })
      .eq('user_id', owner.id);
    expect(digest.error).toBeNull();
    await ask('Första frågan.');
    await ask('Andra frågan.');
    await ask('Tredje frågan.');
    expect((await queueOf(owner.id)).slice(-3).map((row) => row.status)).toEqual(['held', 'held', 'held']);
    expect(await drain()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    // tomorrow at 07:30 Stockholm time
    const tomorrow = await api.server.db.query<{ at: string }>(
      `select ((date_trunc('day', now() at time zone 'Europe/Stockholm') + interval '1 day 7 hours 30 minutes')
        at time zone 'Europe/Stockholm')::text as at`,
    );
    const gathered = await api.service.rpc('gather_mail_digests', { p_now: tomorrow.rows[0].at });
    expect(gathered.data).toBe(1);
    const again = await api.service.rpc('gather_mail_digests', { p_now: tomorrow.rows[0].at });
    expect(again.data).toBe(0);
    expect(await drain()).toMatchObject({ sent: 1 });

    const mails = (await outboxTo(owner.email)).filter((m) => /sammanfattning/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Din dagliga sammanfattning: 3 aviseringar');
    expect(mails[0].text.match(/Ny fråga om "Fasadrenovering"/g)).toHaveLength(3);
  });
});

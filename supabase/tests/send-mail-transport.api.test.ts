// send-mail sends the way its environment says (issue 31): SMTP_URL over SMTP (even when an e-mail
// API is also configured), otherwise MAIL_API_URL; neither is a clear 500. The handler drains the
// real local backend's queue into a real SMTP server; a refusal leaves the row to be retried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import handler, { type FunctionEnv } from '../functions/send-mail/handler.ts';
import { startApi, type Api } from './helpers/api.ts';
import { startSmtpCatcher, type SmtpCatcher } from './helpers/smtp-catcher.ts';

let api: Api;
let catcher: SmtpCatcher;
beforeAll(async () => {
  [api, catcher] = await Promise.all([startApi({ sendMail: false }), startSmtpCatcher()]);
});
afterAll(async () => {
  await Promise.all([api?.stop(), catcher?.stop()]);
});

function envWith(transport: FunctionEnv): FunctionEnv {
  return {
    SUPABASE_URL: api.server.url,
    SUPABASE_SERVICE_ROLE_KEY: api.server.keys.serviceRole,
    SITE_URL: 'http://localhost:3000',
    MAIL_FROM: 'BRF Marknadsplatsen <no-reply@brf.example>',
    ...transport,
  };
}

async function sendMail(env: FunctionEnv): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await handler(
    new Request(`${api.server.url}/functions/v1/send-mail`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.server.keys.serviceRole}` },
    }),
    env,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface QueueRow {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

/** Another provider asks the board a question: one mail queued to the board's owner. */
async function queueQuestion(text: string): Promise<QueueRow> {
  const posted = await api.clients.otherProvider
    .from('project_messages')
    .insert({ project_id: api.world.openProject2, message_text: text });
  expect(posted.error).toBeNull();
  return rowOf(undefined);
}

async function rowOf(id: string | undefined): Promise<QueueRow> {
  const r = await api.server.db.query<QueueRow>(
    `select id, status, attempts, last_error from private.mail_outbox
      where user_id = $1 and ($2::uuid is null or id = $2) order by created_at desc limit 1`,
    [api.world.users.brfOwner.id, id ?? null],
  );
  return r.rows[0];
}

/** What the local e-mail API (the mail outbox) took under a queue row's id. */
async function postedToApi(id: string): Promise<string[]> {
  const r = await api.server.db.query<{ subject: string }>(
    'select subject from _local.outbox where idempotency_key = $1',
    [id],
  );
  return r.rows.map((row) => row.subject);
}

const overSmtp = (id: string) => catcher.mails.filter((m) => m.parsed.messageId === `<${id}@brf.example>`);
const SUBJECT = 'En fråga till er styrelse: Fasadrenovering';

describe('send-mail chooses its transport by environment', () => {
  it('sends over SMTP when SMTP_URL is set, even with MAIL_API_URL beside it', async () => {
    const row = await queueQuestion('Finns det ritningar på fasaden?');
    const sent = await sendMail(
      envWith({ SMTP_URL: catcher.url(), MAIL_API_URL: `${api.server.outboxUrl}/api/messages` }),
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ retrying: 0, failed: 0 });
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 1 });

    const [mail] = overSmtp(row.id);
    expect(mail.rcptTo).toEqual([api.world.users.brfOwner.email]);
    expect(mail.mailFrom).toBe('no-reply@brf.example');
    expect(mail.parsed.subject).toBe(SUBJECT);
    expect(mail.parsed.text).toContain('Fasadrenovering');
    const unsubscribe = mail.parsed.headerLines.find((h) => h.key === 'list-unsubscribe');
    expect(unsubscribe?.line.replace(/\r?\n/g, '')).toMatch(
      `List-Unsubscribe: <${api.server.url}/functions/v1/unsubscribe?token=`,
    );
    expect(await postedToApi(row.id)).toEqual([]);
  });

  it('posts to the e-mail API when only MAIL_API_URL is set', async () => {
    const row = await queueQuestion('Hur många lägenheter berörs?');
    const sent = await sendMail(envWith({ MAIL_API_URL: `${api.server.outboxUrl}/api/messages` }));
    expect(sent).toMatchObject({ status: 200, body: { retrying: 0, failed: 0 } });
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await postedToApi(row.id)).toEqual([SUBJECT]);
    expect(overSmtp(row.id)).toEqual([]);
  });

  it("leaves a mail the SMTP server refuses to be retried, with the server's reason", async () => {
    const owner = api.world.users.brfOwner.email;
    catcher.refused.add(owner);
    const row = await queueQuestion('Vilken färg ska fasaden ha?');
    const env = envWith({ SMTP_URL: catcher.url() });
    expect(await sendMail(env)).toMatchObject({ status: 200, body: { retrying: 1, failed: 0 } });
    const retried = await rowOf(row.id);
    expect(retried).toMatchObject({ status: 'pending', attempts: 1 });
    expect(retried.last_error).toMatch(`The SMTP server did not take the mail: `);
    expect(retried.last_error).toContain(`550 No mailbox here for ${owner}`);

    catcher.refused.delete(owner);
    await api.server.db.query('update private.mail_outbox set next_attempt_at = now() where id = $1', [row.id]);
    expect(await sendMail(env)).toEqual({ status: 200, body: { sent: 1, retrying: 0, failed: 0 } });
    expect(overSmtp(row.id).map((m) => m.parsed.subject)).toEqual([SUBJECT]);
  });

  it('answers 500 naming both ways when neither is set, and refuses an SMTP_URL of another scheme', async () => {
    const neither = await sendMail(envWith({}));
    expect(neither.status).toBe(500);
    expect(neither.body.message).toMatch(/^send-mail needs a way to send mail: SMTP_URL .* or MAIL_API_URL\.$/);

    const bare = await sendMail({});
    expect(bare.status).toBe(500);
    expect(bare.body.message).toBe(
      'send-mail needs SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SITE_URL and a way to send mail: ' +
        'SMTP_URL (smtps://user:password@host:465, or smtp://… with STARTTLS) or MAIL_API_URL.',
    );

    const wrong = await sendMail(envWith({ SMTP_URL: 'https://smtp.example.se' }));
    expect(wrong).toEqual({ status: 500, body: { message: 'SMTP_URL must start with smtps:// or smtp://.' } });
  });
});

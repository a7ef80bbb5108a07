// A line break typed into a project's title or an organisation's name never reaches a mail header
// (decision 0028): composition writes the subject on one line, and each transport (SMTP through
// nodemailer, the e-mail API, and local-supabase's mail API itself) refuses a header that could
// carry another, so a mail with one is not sent at all. The transports and the backend are real.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import handler, { type FunctionEnv } from '../functions/send-mail/handler.ts';
import { httpMailTransport, type OutgoingMail } from '../functions/_shared/mail-transport.ts';
import { smtpMailTransport } from '../functions/_shared/smtp-mail-transport.ts';
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

const INJECTED = '\r\nBcc: alla@example.se';

function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    from: 'BRF Marknadsplatsen <no-reply@brf.example>',
    to: 'styrelsen@brf-masten.se',
    subject: 'En fråga till er styrelse: Fasadrenovering',
    text: 'Någon har frågat om "Fasadrenovering".',
    html: '<p>Någon har frågat om &quot;Fasadrenovering&quot;.</p>',
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    idempotencyKey: `row-${Math.random().toString(36).slice(2, 10)}`,
    ...overrides,
  };
}

const refusal = (header: string) =>
  `The mail was not sent: its ${JSON.stringify(header)} header holds a line break or another control character.`;

const UNSAFE: [string, Partial<OutgoingMail>][] = [
  ['Subject', { subject: `Takbyte${INJECTED}` }],
  ['Subject', { subject: 'Takbyte\nBcc: alla@example.se' }],
  ['Subject', { subject: 'Takbyte\u0000' }],
  ['To', { to: `styrelsen@brf-masten.se${INJECTED}` }],
  ['From', { from: `BRF <no-reply@brf.example>${INJECTED}` }],
  ['List-Unsubscribe', { headers: { 'List-Unsubscribe': `<https://brf.example/u>${INJECTED}` } }],
  ['Bcc: alla@example.se\r\nX', { headers: { 'Bcc: alla@example.se\r\nX': 'y' } }],
];

/** What local-supabase's mail API holds under an idempotency key. */
async function postedToApi(key: string): Promise<string[]> {
  const r = await api.server.db.query<{ subject: string }>(
    'select subject from _local.outbox where idempotency_key = $1',
    [key],
  );
  return r.rows.map((row) => row.subject);
}

describe('the transports refuse a header that could carry another', () => {
  it('SMTP: refuses before connecting, sends nothing, and still sends a clean mail', async () => {
    const transport = smtpMailTransport(catcher.url());
    for (const [header, overrides] of UNSAFE) {
      await expect(transport.send(mail(overrides))).rejects.toThrow(refusal(header));
    }
    expect(catcher.mails).toEqual([]);
    await transport.send(mail());
    transport.close?.();
    expect(catcher.mails.map((m) => m.parsed.subject)).toEqual(['En fråga till er styrelse: Fasadrenovering']);
  });

  it('the e-mail API: refuses before posting, and the API holds nothing of it', async () => {
    const transport = httpMailTransport(`${api.server.outboxUrl}/api/messages`);
    for (const [header, overrides] of UNSAFE) {
      const refused = mail(overrides);
      await expect(transport.send(refused)).rejects.toThrow(refusal(header));
      expect(await postedToApi(refused.idempotencyKey)).toEqual([]);
    }
    const clean = mail();
    await transport.send(clean);
    expect(await postedToApi(clean.idempotencyKey)).toEqual(['En fråga till er styrelse: Fasadrenovering']);
  });

  it("local-supabase's mail API answers 422 to such a request, as a hosted one does", async () => {
    const { idempotencyKey, ...body } = mail({ subject: `Takbyte${INJECTED}` });
    const response = await fetch(`${api.server.outboxUrl}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'The "Subject" header holds a line break or control character.',
    });
    expect(await postedToApi(idempotencyKey)).toEqual([]);
  });
});

describe('what people typed reaches a subject on one line', () => {
  function envWith(transport: FunctionEnv): FunctionEnv {
    return {
      SUPABASE_URL: api.server.url,
      SUPABASE_SERVICE_ROLE_KEY: api.server.keys.serviceRole,
      SITE_URL: 'http://localhost:3000',
      MAIL_FROM: 'BRF Marknadsplatsen <no-reply@brf.example>',
      ...transport,
    };
  }
  const drain = (env: FunctionEnv) =>
    handler(
      new Request(`${api.server.url}/functions/v1/send-mail`, {
        method: 'POST',
        headers: { authorization: `Bearer ${api.server.keys.serviceRole}` },
      }),
      env,
    );

  it("a project title's line breaks: the board's mail goes to the board alone, with a one-line subject", async () => {
    const renamed = await api.clients.brfOwner
      .from('projects')
      .update({ title: `Fasadrenovering${INJECTED}` })
      .eq('id', api.world.openProject2);
    expect(renamed.error).toBeNull();
    const asked = await api.clients.otherProvider
      .from('project_messages')
      .insert({ project_id: api.world.openProject2, message_text: 'Finns det ritningar?' });
    expect(asked.error).toBeNull();

    const sent = await drain(envWith({ SMTP_URL: catcher.url() }));
    expect(await sent.json()).toMatchObject({ retrying: 0, failed: 0 });
    const question = catcher.mails.filter((m) =>
      m.parsed.subject?.startsWith('En fråga till er styrelse: Fasadrenovering '),
    );
    expect(question.map((m) => [m.rcptTo, m.parsed.subject])).toEqual([
      [[api.world.users.brfOwner.email], 'En fråga till er styrelse: Fasadrenovering Bcc: alla@example.se'],
    ]);
    expect(question[0].parsed.headerLines.map((h) => h.key)).not.toContain('bcc');
    expect(catcher.mails.flatMap((m) => m.rcptTo)).not.toContain('alla@example.se');
  });

  it("an organisation's name: the invitation's subject is one line and its HTML shows the name as text", async () => {
    const renamed = await api.clients.brfOwner
      .from('brf_profiles')
      .update({ organization_name: `BRF Solgläntan${INJECTED} <img src=x onerror=alert(1)>` })
      .eq('id', api.world.brfA);
    expect(renamed.error).toBeNull();
    const email = `inbjuden-${Math.random().toString(36).slice(2, 8)}@example.se`;
    expect((await api.clients.brfOwner.rpc('invite_member', { p_email: email, p_role: 'member' })).error).toBeNull();

    const sent = await drain(envWith({ MAIL_API_URL: `${api.server.outboxUrl}/api/messages` }));
    expect(await sent.json()).toMatchObject({ retrying: 0, failed: 0 });
    const outbox = await fetch(`${api.server.outboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
    const [received] = (await outbox.json()) as { subject: string; html: string }[];
    expect(received.subject).toBe(
      'Du är inbjuden till BRF Solgläntan Bcc: alla@example.se <img src=x onerror=alert(1)>',
    );
    expect(received.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(received.html).not.toContain('<img');
  });
});

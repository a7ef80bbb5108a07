// Who is told what, and by e-mail (issue 28): the notifications the database writes, the mail
// queue written in their transaction, the sender (local-supabase runs supabase/functions'
// send-mail when a mail is queued) delivering to the local mail outbox, one-click unsubscribe,
// the digest, the to-do, and the admins' view of failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './helpers/api.ts';

interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  kind: string;
  headers: Record<string, string>;
}

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.stop();
});

async function mailsTo(email: string): Promise<OutboxMail[]> {
  const response = await fetch(`${api.server.outboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as OutboxMail[]).filter((m) => m.kind === 'notification');
}

/** Waits for a notification mail to `email` whose subject (and text) match. */
async function mailTo(email: string, subject: RegExp, text = /./): Promise<OutboxMail> {
  const until = Date.now() + 15_000;
  for (;;) {
    const found = (await mailsTo(email)).find((m) => subject.test(m.subject) && text.test(m.text));
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail to ${email} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function notificationsOf(userId: string, type: string) {
  const r = await api.server.db.query<{ type: string; message: string; params: Record<string, unknown> }>(
    'select type, message, params from public.notifications where user_id = $1 and type = $2 order by created_at',
    [userId, type],
  );
  return r.rows;
}

/** The queue settles: nothing waits to be sent. */
async function queueSettled(): Promise<void> {
  const until = Date.now() + 15_000;
  for (;;) {
    const r = await api.server.db.query<{ n: number }>(
      `select count(*)::int as n from private.mail_outbox where status in ('pending', 'sending')`,
    );
    if (r.rows[0].n === 0) return;
    if (Date.now() > until) throw new Error('the mail queue did not drain');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('who is told what', () => {
  it("a question tells the project's owner, in the app and by e-mail with the project's link", async () => {
    const w = api.world;
    const posted = await api.clients.otherProvider
      .from('project_messages')
      .insert({ project_id: w.openProject, message_text: 'Ingår rivning av badrummen?' });
    expect(posted.error).toBeNull();

    const questions = await notificationsOf(w.users.brfOwner.id, 'new_question');
    expect(questions.at(-1)).toMatchObject({
      message: 'New question on "Stambyte 2027" from Rör AB.',
      params: { title: 'Stambyte 2027', author: 'Rör AB' },
    });
    const mail = await mailTo(w.users.brfOwner.email, /Stambyte 2027/, /Rör AB/);
    // no language chosen: the product's language, Swedish
    expect(mail.subject).toBe('En fråga till er styrelse: Stambyte 2027');
    expect(mail.text).toContain('Ny fråga om "Stambyte 2027" från Rör AB.');
    expect(mail.link).toBe(`${api.server.config.siteUrl}/projects/${w.openProject}#messages`);
    expect(mail.html).toContain(`href="${api.server.config.siteUrl}/projects/${w.openProject}#messages"`);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<http:\/\/.+\/functions\/v1\/unsubscribe\?token=.+>$/);
  });

  it('a reply tells the asker and every follower, not the writer; new_message is in-app only by default', async () => {
    const w = api.world;
    // the quoted provider follows openProject through its quote; the other provider asks
    const question = await api.clients.otherProvider
      .from('project_messages')
      .insert({ project_id: w.openProject, message_text: 'Vilka år byggdes husen?' })
      .select('id')
      .single();
    expect(question.error).toBeNull();
    const reply = await api.clients.brfOwner
      .from('project_messages')
      .insert({ project_id: w.openProject, message_text: '1962.', parent_message_id: question.data?.id });
    expect(reply.error).toBeNull();

    const asker = await notificationsOf(w.users.otherProvider.id, 'new_message');
    expect(asker.at(-1)).toMatchObject({
      message: 'You have a new reply to your message.',
      params: { variant: 'parentSender' },
    });
    const quoted = await notificationsOf(w.users.quotedProvider.id, 'new_message');
    expect(quoted.at(-1)).toMatchObject({ params: { variant: 'quotedProvider', title: 'Stambyte 2027' } });
    expect(await notificationsOf(w.users.brfOwner.id, 'new_message')).toEqual([]);
    await queueSettled();
    expect((await mailsTo(w.users.otherProvider.email)).filter((m) => /Nytt meddelande/.test(m.subject))).toEqual([]);
  });

  it('a changed deadline and a cancellation reach followers and bidders, not the owner', async () => {
    const w = api.world;
    const deadline = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const moved = await api.clients.brfOwner
      .from('projects')
      .update({ submission_deadline: deadline })
      .eq('id', w.openProject2);
    expect(moved.error).toBeNull();
    const follow = await api.clients.quotedProvider
      .from('project_subscriptions')
      .insert({ project_id: w.openProject2, user_id: w.users.quotedProvider.id });
    expect(follow.error).toBeNull();
    const cancelled = await api.clients.brfOwner.rpc('cancel_project', {
      p_project_id: w.openProject2,
      p_reason: 'Budgeten räcker inte.',
    });
    expect(cancelled.error).toBeNull();

    expect(await notificationsOf(w.users.quotedProvider.id, 'project_cancelled')).toEqual([
      expect.objectContaining({ message: 'The project "Fasadrenovering" has been cancelled by its owner.' }),
    ]);
    expect(await notificationsOf(w.users.brfOwner.id, 'project_cancelled')).toEqual([]);
    expect(await notificationsOf(w.users.brfOwner.id, 'deadline_changed')).toEqual([]);
  });

  it("'Ready to award' reaches the owner once, by e-mail too, in the receiver's language", async () => {
    const w = api.world;
    const english = await api.service.auth.admin.updateUserById(w.users.brfOwner.id, {
      user_metadata: { language: 'en' },
    });
    expect(english.error).toBeNull();
    const first = await api.service.rpc('send_ready_to_award_notifications');
    expect(first.error).toBeNull();
    const again = await api.service.rpc('send_ready_to_award_notifications');
    expect(again.data).toBe(0);

    expect(await notificationsOf(w.users.brfOwner.id, 'ready_to_award')).toEqual([
      expect.objectContaining({ params: { title: 'Hissbyte', quotes: 2 } }),
    ]);
    const mail = await mailTo(w.users.brfOwner.email, /^Ready to award: Hissbyte$/);
    expect(mail.text).toContain('The submission deadline for "Hissbyte" has passed with 2 quotes: ready to award.');
    expect(mail.link).toBe(`${api.server.config.siteUrl}/projects/${w.pastProject}#quotes`);
  });

  it('after the award both bidders get their outcome by e-mail', async () => {
    const w = api.world;
    const awarded = await api.clients.brfOwner.rpc('award_project', {
      p_project_id: w.pastProject,
      p_quote_id: w.quotePast2,
      p_reason: 'Lägst pris.',
    });
    expect(awarded.error).toBeNull();
    await mailTo(w.users.otherProvider.email, /^Du vann: Hissbyte$/);
    const lost = await mailTo(w.users.quotedProvider.email, /^Inte antagen: Hissbyte$/);
    // a letter (decision 0027): the BRF, the rank by price including VAT, the reason; no winner named
    expect(lost.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'BRF Solgläntan har tilldelat "Hissbyte" en annan leverantör. Tack för er offert.\n\n' +
        'Er offert, 1 125 000 kr inkl. moms (900 000 kr exkl.), kom på plats 2 av 2 räknat på pris inklusive ' +
        'moms (1 är lägst).\n\nStyrelsens motivering: Lägst pris.\n\n' +
        'Styrelsen publicerar inte vem som fick uppdraget.\n',
    );
  });
});

describe('one-click unsubscribe', () => {
  it("turns that type's e-mail off without signing in; the next event sends no mail", async () => {
    const w = api.world;
    const mail = await mailTo(w.users.brfOwner.email, /Stambyte 2027/);
    const oneClick = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'])?.[1] ?? '';
    const response = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unsubscribed: 'new_question' });
    const prefs = await api.server.db.query<{ email_new_question: boolean; new_question: boolean }>(
      'select email_new_question, new_question from public.notification_preferences where user_id = $1',
      [w.users.brfOwner.id],
    );
    expect(prefs.rows[0]).toEqual({ email_new_question: false, new_question: true });

    const before = (await mailsTo(w.users.brfOwner.email)).length;
    await api.clients.otherProvider
      .from('project_messages')
      .insert({ project_id: w.openProject, message_text: 'En fråga till om ventilationen.' });
    await queueSettled();
    expect((await mailsTo(w.users.brfOwner.email)).length).toBe(before);
    // still in the app
    expect((await notificationsOf(w.users.brfOwner.id, 'new_question')).at(-1)?.message).toContain('Rör AB');
  });

  it('refuses a forged, a changed or an expired link', async () => {
    const token = await api.server.db.query<{ t: string }>(
      `select private.unsubscribe_token($1, 'new_quote', now() + interval '1 day') as t`,
      [api.world.users.otherBrf.id],
    );
    const good = token.rows[0].t;
    const forged = good.replace('new_quote', 'project_awarded');
    const expired = await api.server.db.query<{ t: string }>(
      `select private.unsubscribe_token($1, 'new_quote', now() - interval '1 second') as t`,
      [api.world.users.otherBrf.id],
    );
    const post = (token: string) =>
      fetch(`${api.server.url}/functions/v1/unsubscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
    for (const [token, message] of [
      [forged, 'This unsubscribe link is not valid.'],
      ['nonsense', 'This unsubscribe link is not valid.'],
      [expired.rows[0].t, 'This unsubscribe link has expired.'],
    ]) {
      const response = await post(token);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
    // the database's function is the service role's alone
    const direct = await api.clients.anon.rpc('unsubscribe_email', { p_token: good });
    expect(direct.error?.code).toBe('42501');
    const response = await post(good);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unsubscribed: 'new_quote' });
  });
});

describe("the mail queue is the database's", () => {
  it('nobody but the service role reads it or claims from it', async () => {
    for (const actor of ['anon', 'brfOwner', 'adminAal2'] as const) {
      const claim = await api.clients[actor].rpc('claim_mail', { p_limit: 1 });
      expect(claim.error?.code).toBe('42501');
    }
  });

  it('admins at aal2 see failures; others are refused', async () => {
    const refused = await api.clients.brfOwner.rpc('admin_mail_delivery');
    expect(refused.error?.message).toBe('Admin privileges required');
    const aal1 = await api.clients.adminAal1.rpc('admin_mail_delivery');
    expect(aal1.error?.message).toBe('Admin MFA (AAL2) required');
    await api.server.db.query(
      `insert into private.mail_outbox (user_id, kind, type, params, status, attempts, last_error)
       values ($1, 'notification', 'new_quote', '{"title":"X"}', 'failed', 6, 'The e-mail service answered 503')`,
      [api.world.users.otherBrf.id],
    );
    const seen = await api.clients.adminAal2.rpc('admin_mail_delivery');
    expect(seen.error).toBeNull();
    expect(seen.data).toEqual([
      expect.objectContaining({
        status: 'failed',
        email: api.world.users.otherBrf.email,
        attempts: 6,
        last_error: 'The e-mail service answered 503',
      }),
    ]);
  });
});

describe("the board's to-do", () => {
  it('lists unanswered questions and unopened quotes for the board, and deadlines for a follower', async () => {
    const w = api.world;
    const board = await api.clients.brfOwner.rpc('my_todo');
    expect(board.error).toBeNull();
    const kinds = (board.data ?? []).map((row: { kind: string; title: string }) => `${row.kind}:${row.title}`);
    expect(kinds).toContain('unanswered_question:Stambyte 2027');
    expect(kinds).toContain('new_quotes:Stambyte 2027');
    // awarded above: no longer ready to award
    expect(kinds).not.toContain('ready_to_award:Hissbyte');

    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await api.server.db.query('update public.projects set submission_deadline = $2 where id = $1', [
      w.otherBrfProject,
      soon,
    ]);
    await api.clients.otherProvider
      .from('project_subscriptions')
      .insert({ project_id: w.otherBrfProject, user_id: w.users.otherProvider.id });
    const provider = await api.clients.otherProvider.rpc('my_todo');
    expect(provider.error).toBeNull();
    expect(provider.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'deadline_soon', title: 'Takbyte Ekbacken' }),
        expect.objectContaining({ kind: 'answered_question', title: 'Stambyte 2027' }),
        expect.objectContaining({ kind: 'won', title: 'Hissbyte' }),
      ]),
    );
    const anon = await api.clients.anon.rpc('my_todo');
    expect(anon.error?.code).toBe('42501');
  });
});

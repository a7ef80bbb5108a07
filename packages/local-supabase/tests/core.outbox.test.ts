import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDeadlineJob, runScheduledJobs } from '../src/scheduler.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const mail = (to: string, subject: string) => ({
  to,
  subject,
  kind: 'signup' as const,
  html: '<p>Follow <a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup">this link</a></p>',
  text: 'Follow http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup',
  link: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=http://localhost:3000',
  tokenHash: 'abc',
  otp: '123456',
});

describe('mail outbox', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('stores mails and lists them per recipient through the JSON API', async () => {
    const first = await t.ctx.outbox.add(mail('Ada@Example.com', 'Confirm your signup'));
    await t.ctx.outbox.add(mail('grace@example.com', 'Reset your password'));
    expect(first).toMatchObject({
      to: 'Ada@Example.com',
      subject: 'Confirm your signup',
      tokenHash: 'abc',
      otp: '123456',
    });
    expect(first.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const res = await fetch(`${t.outboxUrl}/api/messages?to=ada@example.com`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: string; subject: string; link: string }[];
    expect(list.map((m) => m.subject)).toEqual(['Confirm your signup']);
    expect(list[0].link).toBe(
      'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=http://localhost:3000',
    );
    const one = await fetch(`${t.outboxUrl}/api/messages/${list[0].id}`);
    expect(((await one.json()) as { id: string }).id).toBe(first.id);
  });

  it('shows a page listing recipient, subject, time and a clickable link, with markup escaped', async () => {
    await t.ctx.outbox.add(mail('eve@example.com', '<script>alert(1)</script>'));
    const res = await fetch(`${t.outboxUrl}/`);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<h1>Mail outbox</h1>');
    expect(html).toContain('<td>grace@example.com</td>');
    expect(html).toContain('Reset your password</a>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<a class="link" href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup' +
        '&amp;redirect_to=http://localhost:3000">Open link</a>',
    );
  });

  it('deletes all messages with DELETE /api/messages', async () => {
    const res = await fetch(`${t.outboxUrl}/api/messages`, { method: 'DELETE' });
    expect(await res.json()).toEqual({ message: 'All messages deleted' });
    expect(await (await fetch(`${t.outboxUrl}/api/messages`)).json()).toEqual([]);
  });
});

describe('scheduler', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('skips send_deadline_notifications() silently when it does not exist, and runs it when it does', async () => {
    expect(await runDeadlineJob(t.ctx)).toBe(false);
    await t.db.exec(`create function public.send_deadline_notifications() returns void language sql as $$
      insert into _local.meta (key, value) values ('deadline_job', 'ran')
      on conflict (key) do update set value = 'ran again' $$;`);
    expect(await runDeadlineJob(t.ctx)).toBe(true);
    expect((await t.db.query(`select value from _local.meta where key = 'deadline_job'`)).rows).toEqual([
      { value: 'ran' },
    ]);
  });

  it('runs every scheduled job the schema defines, closing projects before the reminders', async () => {
    await t.db.exec(`create function public.close_past_deadline_projects() returns integer language sql as $$
      insert into _local.meta (key, value) values ('close_job', 'ran')
      on conflict (key) do update set value = 'ran again' returning 1 $$;`);
    expect(await runScheduledJobs(t.ctx)).toEqual([
      'public.close_past_deadline_projects()',
      'public.send_deadline_notifications()',
    ]);
    expect(
      (await t.db.query(`select key, value from _local.meta where key in ('close_job', 'deadline_job') order by key`))
        .rows,
    ).toEqual([
      { key: 'close_job', value: 'ran' },
      { key: 'deadline_job', value: 'ran again' },
    ]);
  });
});

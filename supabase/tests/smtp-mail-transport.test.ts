// send-mail's SMTP transport (issue 31) against a real SMTP server started here: what arrives is
// the queue's mail with its headers and a Message-ID from the queue row, over TLS, logged in with
// the URL's account; a refusal comes back as an error carrying the server's reason.
import { afterEach, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../functions/_shared/mail-transport.ts';
import { smtpMailTransport } from '../functions/_shared/smtp-mail-transport.ts';
import { SMTP_USER, startSmtpCatcher, type SmtpCatcher } from './helpers/smtp-catcher.ts';

const ROW_ID = '0b9f4c2e-6a51-4d38-9f0e-3c2d1b7a8e61';

function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    from: 'BRF Marknadsplatsen <no-reply@brf.example>',
    to: 'styrelsen@brf-masten.se',
    subject: 'En fråga till er styrelse: Fasadrenovering',
    text: 'Någon har frågat om "Fasadrenovering".\n\nÖppna projektet: http://localhost:3000/projects/1',
    html: '<p>Någon har frågat om &quot;Fasadrenovering&quot;.</p>',
    headers: {
      'List-Unsubscribe': '<http://localhost:54321/functions/v1/unsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    idempotencyKey: ROW_ID,
    ...overrides,
  };
}

let catcher: SmtpCatcher | undefined;
afterEach(async () => {
  await catcher?.stop();
  catcher = undefined;
});

describe('the SMTP transport', () => {
  it('delivers over STARTTLS with the headers, the text and a Message-ID from the queue row', async () => {
    catcher = await startSmtpCatcher();
    const transport = smtpMailTransport(catcher.url());
    await transport.send(mail());
    transport.close?.();

    expect(catcher.mails).toHaveLength(1);
    const [got] = catcher.mails;
    expect(got).toMatchObject({
      mailFrom: 'no-reply@brf.example',
      rcptTo: ['styrelsen@brf-masten.se'],
      secure: true,
      user: SMTP_USER,
    });
    const { parsed } = got;
    expect(parsed.from?.value).toEqual([{ name: 'BRF Marknadsplatsen', address: 'no-reply@brf.example' }]);
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value).toEqual([
      { name: '', address: 'styrelsen@brf-masten.se' },
    ]);
    expect(parsed.subject).toBe('En fråga till er styrelse: Fasadrenovering');
    expect(parsed.messageId).toBe(`<${ROW_ID}@brf.example>`);
    // the lines as sent, unfolded (the parser turns List-* headers into a shape of its own)
    const listHeaders = parsed.headerLines.filter((h) => h.key.startsWith('list-'));
    expect(listHeaders.map((h) => h.line.replace(/\r?\n/g, ''))).toEqual([
      'List-Unsubscribe: <http://localhost:54321/functions/v1/unsubscribe?token=abc>',
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    ]);
    expect(parsed.text?.trim()).toBe(mail().text);
    expect(parsed.html).toContain('Någon har frågat om');
  });

  it('sends a retried row under the same Message-ID, and one drain on one connection', async () => {
    catcher = await startSmtpCatcher();
    const transport = smtpMailTransport(catcher.url());
    await transport.send(mail());
    await transport.send(mail());
    await transport.send(mail({ idempotencyKey: 'another-row', to: 'kassor@brf-masten.se' }));
    transport.close?.();

    expect(catcher.mails.map((m) => m.parsed.messageId)).toEqual([
      `<${ROW_ID}@brf.example>`,
      `<${ROW_ID}@brf.example>`,
      '<another-row@brf.example>',
    ]);
    expect(new Set(catcher.mails.map((m) => m.connection)).size).toBe(1);
  });

  it('speaks TLS from the first byte with smtps://', async () => {
    catcher = await startSmtpCatcher({ secure: true });
    const transport = smtpMailTransport(catcher.url());
    await transport.send(mail());
    transport.close?.();
    expect(catcher.mails.map((m) => [m.secure, m.user, m.parsed.subject])).toEqual([[true, SMTP_USER, mail().subject]]);
  });

  it('does not log in without TLS unless the URL says requireTLS=false', async () => {
    catcher = await startSmtpCatcher({ offerStartTls: false });
    const strict = smtpMailTransport(catcher.url());
    await expect(strict.send(mail())).rejects.toThrow(/^The SMTP server did not take the mail: .*STARTTLS/);
    strict.close?.();
    expect(catcher.mails).toEqual([]);

    const relay = smtpMailTransport(`${catcher.url()}&requireTLS=false`);
    await relay.send(mail());
    relay.close?.();
    expect(catcher.mails.map((m) => [m.secure, m.user])).toEqual([[false, SMTP_USER]]);
  });

  it("throws with the server's reason when it refuses the recipient or the login", async () => {
    catcher = await startSmtpCatcher();
    catcher.refused.add('flyttat@brf-masten.se');
    const transport = smtpMailTransport(catcher.url());
    await expect(transport.send(mail({ to: 'flyttat@brf-masten.se' }))).rejects.toThrow(
      /^The SMTP server did not take the mail: .*550 No mailbox here for flyttat@brf-masten\.se/,
    );
    // the connection stays usable for the drain's next mail
    await transport.send(mail());
    transport.close?.();
    expect(catcher.mails.map((m) => m.rcptTo)).toEqual([['styrelsen@brf-masten.se']]);

    const wrongPassword = smtpMailTransport(catcher.url({ password: 'fel' }));
    await expect(wrongPassword.send(mail())).rejects.toThrow(
      /^The SMTP server did not take the mail: .*535 Authentication failed/,
    );
    wrongPassword.close?.();
    expect(catcher.mails).toHaveLength(1);
  });
});

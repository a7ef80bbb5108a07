// A real SMTP server for tests (smtp-server, with its built-in certificate for localhost): it takes
// one account's login, keeps each received message parsed, and refuses recipients it is told to.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  mailFrom: string;
  rcptTo: string[];
  /** the session ran over TLS (smtps, or upgraded by STARTTLS) */
  secure: boolean;
  user: string;
  /** the connection it came on; mails of one drain share one */
  connection: string;
  parsed: ParsedMail;
}

export interface SmtpCatcher {
  port: number;
  mails: CaughtMail[];
  /** RCPT TO these addresses is answered 550 */
  refused: Set<string>;
  /** an smtp:// or smtps:// URL with the account, trusting the built-in certificate */
  url(options?: { password?: string }): string;
  stop(): Promise<void>;
}

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 'hemligt-lösen';

export async function startSmtpCatcher(
  options: { secure?: boolean; offerStartTls?: boolean } = {},
): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    secure: options.secure ?? false,
    name: 'smtp.brf.localhost',
    logger: false,
    ...(options.offerStartTls === false ? { disabledCommands: ['STARTTLS'], allowInsecureAuth: true } : {}),
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        callback(Object.assign(new Error(`No mailbox here for ${address.address}`), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const { mailFrom, rcptTo } = session.envelope;
          mails.push({
            mailFrom: mailFrom ? mailFrom.address : '',
            rcptTo: rcptTo.map((to) => to.address),
            secure: session.secure,
            user: String(session.user ?? ''),
            connection: session.id,
            parsed,
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    refused,
    url: ({ password = SMTP_PASSWORD } = {}) =>
      // the built-in certificate is self-signed: trusted here by not verifying it
      `${options.secure ? 'smtps' : 'smtp'}://${SMTP_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}` +
      '?tls.rejectUnauthorized=false',
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

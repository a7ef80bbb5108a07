// Which way send-mail sends is the environment's choice: SMTP_URL names an SMTP server, otherwise
// MAIL_API_URL (with MAIL_API_KEY) an e-mail API. A deployment sets one of them.
import { httpMailTransport, type MailTransport } from '../_shared/mail-transport.ts';
import { isSmtpUrl, smtpMailTransport } from '../_shared/smtp-mail-transport.ts';
import type { FunctionEnv } from './handler.ts';

/** null: neither is set. */
export type TransportChoice = { transport: () => MailTransport } | { problem: string } | null;

export const NEITHER =
  'a way to send mail: SMTP_URL (smtps://user:password@host:465, or smtp://… with STARTTLS) or MAIL_API_URL';

export function chooseTransport(env: FunctionEnv): TransportChoice {
  const smtpUrl = env.SMTP_URL;
  if (smtpUrl) {
    if (!isSmtpUrl(smtpUrl)) return { problem: 'SMTP_URL must start with smtps:// or smtp://.' };
    return { transport: () => smtpMailTransport(smtpUrl) };
  }
  const apiUrl = env.MAIL_API_URL;
  if (apiUrl) return { transport: () => httpMailTransport(apiUrl, env.MAIL_API_KEY) };
  return null;
}

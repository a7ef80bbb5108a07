// Mail over SMTP, configured by one URL (SMTP_URL): smtps:// speaks TLS from the first byte (port
// 465); smtp:// must upgrade with STARTTLS before the password is sent, unless the URL itself says
// ?requireTLS=false (a relay on a private network). Hosted Supabase refuses outgoing connections
// to ports 25 and 587, so a deployed function uses 465 or a provider's other port (2465, 2587).
import nodemailer from 'nodemailer';
import { refuseUnsafeHeaders } from './mail-headers.ts';
import type { MailTransport } from './mail-transport.ts';

const SECOND = 1000;

export function isSmtpUrl(url: string): boolean {
  return /^smtps?:\/\/[^/]/i.test(url);
}

/** The domain of `Name <user@domain>` or `user@domain`. */
function domainOf(address: string): string | null {
  return /@([^\s<>@]+)>?\s*$/.exec(address)?.[1] ?? null;
}

/** An SMTP server's transport; close() ends its connection when a drain is done. */
export function smtpMailTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // one connection for a drain's mails, closed by close()
    pool: true,
    maxConnections: 1,
    requireTLS: true,
    // a drain has the function's wall clock, not nodemailer's minutes
    connectionTimeout: 10 * SECOND,
    greetingTimeout: 10 * SECOND,
    socketTimeout: 15 * SECOND,
  });
  return {
    async send({ idempotencyKey, from, to, subject, text, html, headers }) {
      // nodemailer would turn a line break into a space and send anyway; refused here as by the API transport
      refuseUnsafeHeaders({ from, to, subject, headers });
      const domain = domainOf(from) ?? new URL(url).hostname;
      try {
        await transporter.sendMail({
          from,
          to,
          subject,
          text,
          html,
          headers,
          // SMTP has no idempotency key; the same Message-ID lets a retried send be recognised
          messageId: `<${idempotencyKey}@${domain}>`,
        });
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        throw new Error(`The SMTP server did not take the mail: ${reason.slice(0, 500)}`);
      }
    },
    close() {
      transporter.close();
    },
  };
}

// The sending part of the mail queue: one small interface. Production sends over SMTP (SMTP_URL,
// smtp-mail-transport.ts) or posts to an e-mail API (MAIL_API_URL, MAIL_API_KEY); locally the
// API's request goes to local-supabase's mail outbox (its POST /api/messages), so tests read what
// was sent.

import { refuseUnsafeHeaders } from './mail-headers.ts';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** the queue row's id: a repeated send of the same mail is accepted once */
  idempotencyKey: string;
}

export interface MailTransport {
  /** resolves when the service accepted the mail; throws with the reason otherwise */
  send(mail: OutgoingMail): Promise<void>;
  /** lets go of connections kept between sends */
  close?(): void;
}

/** An e-mail API taking {from, to, subject, html, text, headers} as JSON with an Idempotency-Key. */
export function httpMailTransport(url: string, apiKey?: string): MailTransport {
  return {
    async send({ idempotencyKey, ...mail }) {
      refuseUnsafeHeaders(mail);
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify(mail),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        const body = await response.text().catch(() => '');
        throw new Error(`The e-mail service answered ${response.status}: ${body.slice(0, 500)}`);
      }
    },
  };
}

// What every transport checks before a mail leaves: a line break or another control character in
// a header would end it and start one of the sender's choosing (Bcc:, a second body). Composition
// already writes subjects on one line; a transport refuses rather than trusts that, as hosted
// e-mail services refuse such a request.
import type { OutgoingMail } from './mail-transport.ts';

const CONTROL = /[\p{Cc}\u2028\u2029]/u;
// RFC 5322 2.2: a field name is printable US-ASCII except the colon
const FIELD_NAME = /^[!-9;-~]+$/;

/** Throws, naming the header, when a header of the mail could carry another header with it. */
export function refuseUnsafeHeaders(mail: Pick<OutgoingMail, 'from' | 'to' | 'subject' | 'headers'>): void {
  const fields: [string, string][] = [
    ['From', mail.from],
    ['To', mail.to],
    ['Subject', mail.subject],
    ...Object.entries(mail.headers),
  ];
  for (const [name, value] of fields) {
    if (!FIELD_NAME.test(name) || CONTROL.test(String(value))) {
      throw new Error(
        `The mail was not sent: its ${JSON.stringify(name)} header holds a line break or another control character.`,
      );
    }
  }
}

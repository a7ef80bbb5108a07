// A mail's subject is built from what people typed (a project's title, an organisation's name, a
// person's name). A line break there would end the Subject header and start another (Bcc: ...).

const CONTROL_RUN = /\s*[\p{Cc}\u2028\u2029]+\s*/gu;

/** Text fit for one mail header: each run of line breaks and other control characters becomes one space. */
export function headerText(value: string): string {
  return value.replace(CONTROL_RUN, ' ').trim();
}

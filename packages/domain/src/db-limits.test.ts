import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as limits from './projects/project-limits.ts';
import * as accountLimits from './accounts/account-limits.ts';
import { QUOTE_AMOUNT_MAX, QUOTE_AMOUNT_MIN, QUOTE_DESCRIPTION_MAX_LENGTH } from './quotes/quote-amount.ts';
import { LOGO_MAX_BYTES, LOGO_MIME_TYPES } from './files/logo-file.ts';
import { ATTACHMENT_MAX_BYTES } from './files/attachment-files.ts';

// The same numbers guard the forms (here) and the tables (CHECKs in supabase/schemas, the
// database's current state). This reads the schema files' text; the schema's own tests prove the
// database enforces them.
const schemasDir = fileURLToPath(new URL('../../../supabase/schemas/', import.meta.url));
const sql = readdirSync(schemasDir)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => readFileSync(schemasDir + name, 'utf8'))
  .join('\n');

const columnLine = (column: string) => {
  const line = sql.split('\n').find((candidate) => new RegExp(`^\\s*${column}\\s`).test(candidate));
  if (!line) throw new Error(`column ${column} not found in the schema files`);
  return line;
};

describe('the domain constants match the SQL CHECK constraints', () => {
  it.each([
    ['title', `between ${limits.TITLE_MIN_LENGTH} and ${limits.TITLE_MAX_LENGTH}`],
    ['description text not null', `between ${limits.DESCRIPTION_MIN_LENGTH} and ${limits.DESCRIPTION_MAX_LENGTH}`],
    ['max_bids', `between ${limits.MAX_BIDS_MIN} and ${limits.MAX_BIDS_MAX}`],
    ['quote_amount', `between ${QUOTE_AMOUNT_MIN} and ${QUOTE_AMOUNT_MAX}`],
    ['rating', `between ${limits.RATING_MIN} and ${limits.RATING_MAX}`],
    ['duration_minutes', `between ${limits.VIEWING_DURATION_MIN} and ${limits.VIEWING_DURATION_MAX}`],
    ['number_of_apartments', `between ${accountLimits.APARTMENTS_MIN} and ${accountLimits.APARTMENTS_MAX}`],
    ['message_text', `between 1 and ${limits.MESSAGE_TEXT_MAX_LENGTH}`],
    ['comment_text', `<= ${limits.REVIEW_COMMENT_MAX_LENGTH}`],
    ['organization_name', `between 1 and ${accountLimits.ORGANIZATION_NAME_MAX_LENGTH}`],
    ['organization_number', `between 1 and ${accountLimits.ORGANIZATION_NUMBER_MAX_LENGTH}`],
    ['contact_person_first_name', `between ${accountLimits.NAME_MIN_LENGTH} and ${accountLimits.NAME_MAX_LENGTH}`],
  ])('%s: %s', (column, fragment) => {
    const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(sql).toMatch(new RegExp(`${escapeRegExp(column)}\\b[^,]*?${escapeRegExp(fragment)}`));
  });

  it('uses the same duration step, quote description, ZIP and phone patterns', () => {
    expect(sql).toContain(`duration_minutes % ${limits.VIEWING_DURATION_STEP} = 0`);
    expect(sql).toContain(`description text check (char_length(description) <= ${QUOTE_DESCRIPTION_MAX_LENGTH})`);
    expect(columnLine('zip')).toContain(`'${accountLimits.ZIP_PATTERN.source}'`);
    expect(columnLine('phone')).toContain(`'${accountLimits.PHONE_PATTERN.source}'`);
    expect(columnLine('street_number text check')).toContain(`<= ${limits.ADDRESS_STREET_NUMBER_MAX_LENGTH}`);
    expect(columnLine('zip text check')).toContain(`<= ${limits.ADDRESS_ZIP_MAX_LENGTH}`);
    expect(sql).toContain(`county text not null default '${limits.DEFAULT_COUNTY}'`);
  });

  it('uses the same storage limits', () => {
    expect(sql).toContain(`('logos', 'logos', true, ${LOGO_MAX_BYTES},`);
    expect(sql).toContain(`array[${LOGO_MIME_TYPES.map((type) => `'${type}'`).join(', ')}]`);
    expect(sql).toContain(`('quote-attachments', 'quote-attachments', false, ${ATTACHMENT_MAX_BYTES},`);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as terms from './quote-terms.ts';

// The terms fieldset and the quotes table (CHECKs in supabase/schemas/01_tables.sql, the terms
// trigger in 08_quotes.sql) hold the same numbers and words.
const schemasDir = fileURLToPath(new URL('../../../../supabase/schemas/', import.meta.url));
const sql = readdirSync(schemasDir)
  .filter((name) => name === '01_tables.sql' || name === '08_quotes.sql')
  .map((name) => readFileSync(schemasDir + name, 'utf8'))
  .join('\n');

describe('the quote terms match the database', () => {
  it('in their ranges and lengths', () => {
    expect(sql).toContain(`duration_weeks between ${terms.DURATION_WEEKS_MIN} and ${terms.DURATION_WEEKS_MAX}`);
    expect(sql).toContain(`warranty_years between ${terms.WARRANTY_YEARS_MIN} and ${terms.WARRANTY_YEARS_MAX}`);
    expect(sql).toContain(`char_length(payment_plan) between 1 and ${terms.PAYMENT_PLAN_MAX_LENGTH}`);
    expect(sql).toContain(`char_length(reservations) between 1 and ${terms.RESERVATIONS_MAX_LENGTH}`);
    expect(sql).toContain(`hourly_rate numeric(10, ${terms.HOURLY_RATE_DECIMALS})`);
    expect(sql).toContain(`hourly_rate > 0 and hourly_rate <= ${terms.HOURLY_RATE_MAX}`);
  });

  it('in their values and messages', () => {
    const allowed = (column: string) =>
      new RegExp(`${column} in \\(([^)]*)\\)`)
        .exec(sql)?.[1]
        ?.split(', ')
        .map((value) => value.replaceAll("'", ''))
        .sort();
    expect(allowed('price_basis')).toEqual([...terms.PRICE_BASES].sort());
    expect(allowed('standard_terms')).toEqual([...terms.STANDARD_TERMS].sort());
    for (const [term, message] of Object.entries(terms.QUOTE_TERM_REQUIRED_MESSAGES)) {
      expect(sql).toContain(`'${term}'`);
      expect(sql).toContain(`'${message}'`);
    }
    expect(sql).toContain(`'${terms.QUOTE_TERMS_MESSAGES.validUntilBeforeDeadline}'`);
  });
});

import { describe, expect, it } from 'vitest';
import { bindingTerms } from './binding-terms.ts';

describe("a quote's binding terms (decision 0027)", () => {
  it('the amount as given, the other basis and the VAT, then every term stated, in the receipt order', () => {
    expect(
      bindingTerms({
        amount: '5437500.00',
        price_basis: 'incl_vat',
        amount_incl_vat: '5437500.00',
        vat_amount: '1087500.00',
        valid_until: '2027-03-01',
        duration_weeks: 20,
        hourly_rate: '650.00',
        standard_terms: 'abt06',
        payment_plan: '   ',
      }),
    ).toEqual([
      { id: 'amount', amount: 5437500, basis: 'incl_vat' },
      { id: 'amountExclVat', amount: 4350000 },
      { id: 'vat', amount: 1087500 },
      { id: 'validUntil', day: '2027-03-01' },
      { id: 'durationWeeks', count: 20 },
      { id: 'hourlyRate', amount: 650 },
      { id: 'standardTerms', standard: 'abt06' },
    ]);
  });

  it('works out the VAT as the database does where the row does not carry it; a quote from before is excl. VAT', () => {
    expect(bindingTerms({ amount: 100000.5, price_basis: 'unknown', amount_incl_vat: null, vat_amount: null })).toEqual(
      [
        { id: 'amount', amount: 100000.5, basis: 'excl_vat' },
        { id: 'amountInclVat', amount: 125000.63 },
        { id: 'vat', amount: 25000.13 },
      ],
    );
  });
});

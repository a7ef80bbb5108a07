import { describe, expect, it } from 'vitest';
import en from './locales/en.json' with { type: 'json' };
import sv from './locales/sv.json' with { type: 'json' };
import { sentenceKey, sentenceValues, type NotificationParams } from './notification-sentence.ts';

const NBSP = '\u00a0';
const kr = (digits: string) => `${digits.replaceAll(' ', NBSP)}${NBSP}kr`;

function sentence(catalogue: Record<string, string>, params: NotificationParams, language: 'en' | 'sv'): string {
  const key = sentenceKey('new_quote', params);
  if (!key) throw new Error('no sentence');
  const values = sentenceValues(params, language);
  return catalogue[key]!.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

// what the database stores for a quote of 4 350 000 kr excluding VAT (decision 0026)
const params: NotificationParams = {
  title: 'Stambyte 48 lägenheter',
  provider: 'Rör & Son AB',
  amount: 4350000,
  price_basis: 'excl_vat',
  amount_incl_vat: 5437500,
  amount_excl_vat: 4350000,
};

describe("a new quote's notification", () => {
  it('states the amount including VAT and the amount excluding VAT, in both languages', () => {
    expect(sentence(en, params, 'en')).toBe(
      `You have received a new quote for "Stambyte 48 lägenheter" from Rör & Son AB: ${kr('5 437 500')} incl. VAT ` +
        `(${kr('4 350 000')} excl.).`,
    );
    expect(sentence(sv, params, 'sv')).toBe(
      `Du har fått en ny offert på "Stambyte 48 lägenheter" från Rör & Son AB: ${kr('5 437 500')} inkl. moms ` +
        `(${kr('4 350 000')} exkl.).`,
    );
  });

  it('keeps the sentence of a notification written before it carried the basis', () => {
    const { price_basis: _basis, amount_incl_vat: _incl, amount_excl_vat: _excl, ...before } = params;
    expect(sentenceKey('new_quote', before)).toBe('type.new_quote.detailed');
    expect(sentence(en, before, 'en')).toBe(
      `You have received a new quote for "Stambyte 48 lägenheter" from Rör & Son AB: ${kr('4 350 000')}.`,
    );
  });
});

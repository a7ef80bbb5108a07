import { describe, expect, it } from 'vitest';
import { formatSek } from './sek.ts';
import { formatQuoteAmount, isValidQuoteAmount, QUOTE_AMOUNT_MAX, QUOTE_AMOUNT_MIN } from '../quotes/quote-amount.ts';

const NBSP = '\u00a0';

describe('formatSek', () => {
  it('formats whole kronor in Swedish style', () => {
    expect(formatSek(1234567)).toBe(`1${NBSP}234${NBSP}567${NBSP}kr`);
    expect(formatSek(0)).toBe(`0${NBSP}kr`);
  });
  it('rounds to whole kronor by default and keeps öre on request', () => {
    expect(formatSek(1234.5)).toBe(`1${NBSP}235${NBSP}kr`);
    expect(formatSek(1234.5, { decimals: 2 })).toBe(`1${NBSP}234,50${NBSP}kr`);
  });
  it('is Swedish format in both languages (spec: SEK in Swedish number format)', () => {
    expect(formatSek(1_250_000)).toBe(`1${NBSP}250${NBSP}000${NBSP}kr`);
  });
  it('formats the largest quote', () => {
    expect(formatSek(9_000_000_000)).toBe(`9${NBSP}000${NBSP}000${NBSP}000${NBSP}kr`);
  });
});

describe('quote amount', () => {
  it('accepts the limits and rejects just outside them', () => {
    expect(isValidQuoteAmount(QUOTE_AMOUNT_MIN)).toBe(true);
    expect(isValidQuoteAmount(0.99)).toBe(false);
    expect(isValidQuoteAmount(QUOTE_AMOUNT_MAX)).toBe(true);
    expect(isValidQuoteAmount(9_000_000_000.01)).toBe(false);
    expect(isValidQuoteAmount(10.01)).toBe(true);
    expect(isValidQuoteAmount(10.001)).toBe(false);
  });
  it('shows Your Quote without decimals', () => {
    expect(formatQuoteAmount(250000.75)).toBe(`250${NBSP}001${NBSP}kr`);
  });
});

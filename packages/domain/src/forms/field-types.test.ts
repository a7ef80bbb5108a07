import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { optionalNumber, optionalText, requiredDate, requiredNumber, requiredText } from './field-types.ts';

const firstMessage = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('requiredText', () => {
  const title = requiredText('Title', { min: 3, max: 200 });
  it('gives the generic messages at the boundaries', () => {
    expect(firstMessage(title, undefined)).toBe('Title is required');
    expect(firstMessage(title, '   ')).toBe('Title is required');
    expect(firstMessage(title, 'ab')).toBe('Title must be at least 3 characters');
    expect(firstMessage(title, '  ab  ')).toBe('Title must be at least 3 characters');
    expect(firstMessage(title, 'abc')).toBeNull();
    expect(firstMessage(title, 'a'.repeat(200))).toBeNull();
    expect(firstMessage(title, 'a'.repeat(201))).toBe('Title must be no more than 200 characters');
  });
  it('trims the value', () => {
    expect(title.parse('  Roof  ')).toBe('Roof');
  });
});

describe('optionalText', () => {
  const website = optionalText('Website', 255);
  it('turns empty into null and limits length', () => {
    expect(website.parse('')).toBeNull();
    expect(website.parse(undefined)).toBeNull();
    expect(website.parse(' x ')).toBe('x');
    expect(firstMessage(website, 'a'.repeat(256))).toBe('Website must be no more than 255 characters');
  });
});

describe('number fields', () => {
  const maxBids = optionalNumber('Max Bids', { min: 1, max: 1000, integer: true });
  it('accepts empty, strings and numbers', () => {
    expect(maxBids.parse('')).toBeNull();
    expect(maxBids.parse(Number.NaN)).toBeNull();
    expect(maxBids.parse('12')).toBe(12);
    expect(maxBids.parse(1000)).toBe(1000);
  });
  it('gives min, max and invalid messages', () => {
    expect(firstMessage(maxBids, '0')).toBe('Max Bids must be at least 1');
    expect(firstMessage(maxBids, '1001')).toBe('Max Bids must be no more than 1000');
    expect(firstMessage(maxBids, '1.5')).toBe('Invalid input');
    expect(firstMessage(maxBids, 'abc')).toBe('Invalid input');
  });
  it('requires a value when required', () => {
    const amount = requiredNumber('Quote Amount', { min: 1 });
    expect(firstMessage(amount, '')).toBe('Quote Amount is required');
    expect(firstMessage(amount, undefined)).toBe('Quote Amount is required');
    expect(amount.parse('1 234,5')).toBe(1234.5);
  });
});

describe('requiredDate', () => {
  const date = requiredDate('Submission Deadline');
  it('reads a bare date as local midnight', () => {
    expect(date.parse('2026-12-01').getTime()).toBe(new Date(2026, 11, 1).getTime());
  });
  it('gives required and invalid messages', () => {
    expect(firstMessage(date, '')).toBe('Submission Deadline is required');
    expect(firstMessage(date, 'not a date')).toBe('Invalid input');
  });
});

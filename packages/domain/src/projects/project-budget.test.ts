import { describe, expect, it } from 'vitest';
import { BUDGET_MESSAGES, projectBudgetSchema } from './project-budget.ts';
import { makeCreateRequestSchema } from './request-terms-forms.ts';

const messagesOf = (input: unknown) =>
  projectBudgetSchema.safeParse({ budget: input }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe("the board's budget in a form", () => {
  it('is optional: no amount is no budget, whatever basis is chosen', () => {
    expect(projectBudgetSchema.parse({ budget: { amount: '', price_basis: '' } })).toEqual({ budget: null });
    expect(projectBudgetSchema.parse({ budget: { amount: '  ', price_basis: 'incl_vat' } })).toEqual({ budget: null });
    expect(projectBudgetSchema.parse({})).toEqual({ budget: null });
  });

  it('reads the amount as Swedish writes it, with its basis', () => {
    expect(projectBudgetSchema.parse({ budget: { amount: '4 200 000', price_basis: 'excl_vat' } })).toEqual({
      budget: { amount: 4_200_000, price_basis: 'excl_vat' },
    });
    expect(projectBudgetSchema.parse({ budget: { amount: '1 250 000,50', price_basis: 'incl_vat' } })).toEqual({
      budget: { amount: 1_250_000.5, price_basis: 'incl_vat' },
    });
  });

  it("asks for the basis with the database's words, and holds a quote amount's limits", () => {
    expect(messagesOf({ amount: '4 200 000', price_basis: '' })).toEqual([
      ['budget.price_basis', BUDGET_MESSAGES.basisRequired],
    ]);
    expect(BUDGET_MESSAGES.basisRequired).toBe('Choose whether the budget includes VAT.');
    expect(messagesOf({ amount: '0,99', price_basis: 'excl_vat' })).toEqual([
      ['budget.amount', 'Budget must be at least 1'],
    ]);
    expect(messagesOf({ amount: '9 000 000 000,01', price_basis: 'excl_vat' })).toEqual([
      ['budget.amount', 'Budget must be no more than 9000000000'],
    ]);
    expect(messagesOf({ amount: '100,005', price_basis: 'excl_vat' })).toEqual([['budget.amount', 'Invalid input']]);
    expect(messagesOf({ amount: '1', price_basis: 'excl_vat' })).toBeUndefined();
    expect(messagesOf({ amount: '9 000 000 000', price_basis: 'incl_vat' })).toBeUndefined();
  });

  it('is part of the create form', () => {
    const parsed = makeCreateRequestSchema(() => new Date('2026-12-01T10:00:00Z')).safeParse({
      title: 'Stambyte 48 lägenheter',
      description: 'Stambyte i hus A och B enligt underlaget.',
      submission_deadline: '2027-01-15T12:00',
      max_bids: '5',
      service_categories: ['c1'],
      budget: { amount: '4 200 000', price_basis: 'excl_vat' },
    });
    expect(parsed.error).toBeUndefined();
    expect(parsed.data?.budget).toEqual({ amount: 4_200_000, price_basis: 'excl_vat' });
  });
});

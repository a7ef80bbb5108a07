import * as z from 'zod/mini';
import { requiredNumber, toNumberOrUndefined } from '../forms/field-types.ts';
import { QUOTE_AMOUNT_DECIMALS, QUOTE_AMOUNT_MAX, QUOTE_AMOUNT_MIN } from '../quotes/quote-amount.ts';
import { PRICE_BASES, type PriceBasis } from '../quotes/quote-terms.ts';

// Decision 0026: a project's optional budget, with its basis, which only the board and admins
// read (a budget shown to bidders anchors their prices); set at creation and changeable until the
// first quote arrives. Its limits are a quote amount's, as set_project_budget checks them.

export const BUDGET_LABEL = 'Budget';

/** The database's words (set_project_budget), which the forms say too. */
export const BUDGET_MESSAGES = {
  basisRequired: 'Choose whether the budget includes VAT.',
  outOfRange: 'The budget must be between 1 and 9 000 000 000 kr.',
  fixed: 'The budget cannot change once a quote has arrived.',
  onlyTheBoard: "Only the board's chair and members can set the budget.",
} as const;

/** What the board is told after it sets or removes the budget. */
export const BUDGET_TOASTS = {
  saved: 'Budget saved.',
  removed: 'Budget removed.',
  saveFailed: 'The budget could not be saved. Please try again.',
  /** the project exists; only the budget's write failed */
  createdWithout: "The project was created, but its budget was not saved. Set it on the project's page.",
} as const;

/** The budget's controls as a form holds them: the amount as typed ('4 200 000') and the basis chosen. */
export interface BudgetInput {
  amount?: string | number | null;
  price_basis?: string | null;
}

export interface Budget {
  amount: number;
  price_basis: PriceBasis;
}

const budgetAmount = requiredNumber(BUDGET_LABEL, {
  min: QUOTE_AMOUNT_MIN,
  max: QUOTE_AMOUNT_MAX,
  decimals: QUOTE_AMOUNT_DECIMALS,
});
const isBasis = (basis: unknown): basis is PriceBasis => (PRICE_BASES as readonly unknown[]).includes(basis);
const hasNoAmount = (budget: BudgetInput) => toNumberOrUndefined(budget.amount ?? undefined) === undefined;

/** The empty budget: no amount, no basis chosen (nothing preselected, as on a quote). */
export const emptyBudgetInput = { amount: '', price_basis: '' };

/**
 * A budget field: none when the amount is empty; else an amount within a quote's limits and its
 * basis, which must be chosen. Issues land on `amount` and `price_basis` beneath the field.
 */
export const budgetField = z.pipe(
  z
    ._default(
      z.custom<BudgetInput>((value) => typeof value === 'object' && value !== null),
      {},
    )
    .check(
      z.superRefine((budget: BudgetInput, ctx) => {
        if (hasNoAmount(budget)) return;
        for (const issue of budgetAmount.safeParse(budget.amount).error?.issues ?? []) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: ['amount'], input: budget });
        }
        if (!isBasis(budget.price_basis)) {
          ctx.addIssue({
            code: 'custom',
            message: BUDGET_MESSAGES.basisRequired,
            path: ['price_basis'],
            input: budget,
          });
        }
      }),
    ),
  z.transform((budget: BudgetInput): Budget | null =>
    hasNoAmount(budget)
      ? null
      : { amount: budgetAmount.parse(budget.amount), price_basis: budget.price_basis as PriceBasis },
  ),
);

/** The board's budget editor on the project's page: the budget, or none to remove it. */
export const projectBudgetSchema = z.object({ budget: budgetField });
export type ProjectBudgetFormInput = z.input<typeof projectBudgetSchema>;
export type ProjectBudgetForm = z.output<typeof projectBudgetSchema>;

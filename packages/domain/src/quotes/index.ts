export * from './quote-amount.ts';
export * from './quote-form.ts';
export * from './quote-statistics.ts';
export * from './quote-list.ts';
export * from './rating.ts';
export * from './review-form.ts';
export * from './quotes-csv.ts';
export * from './award-proposal-form.ts';

import { QUOTE_TERM_LABELS, requiredQuoteTermsOf } from '@brf/domain/quotes';

/** What every quote had to state: the price basis always, then the terms the request required. */
export function requiredTermsText(terms: readonly string[], message: (text: string) => string): string {
  return [QUOTE_TERM_LABELS.price_basis, ...requiredQuoteTermsOf(terms).map((term) => QUOTE_TERM_LABELS[term])]
    .map(message)
    .join(', ');
}

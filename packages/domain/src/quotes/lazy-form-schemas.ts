import type { QuoteTermsRequest } from './quote-terms-form.ts';

/**
 * Form schemas fetched on demand (@brf/ui's LazySchema): a page whose form starts empty does not
 * carry zod and the schema in its code; they arrive with the person's first interaction. The
 * standalone quote page's schema follows the project's request: make one per request and keep it
 * (a new object is a new form validator).
 */
export const lazyQuoteSubmitPageSchema = (request: QuoteTermsRequest) => ({
  load: () => import('./quote-form.ts').then((module) => module.quoteSubmitPageFormSchema(request)),
});

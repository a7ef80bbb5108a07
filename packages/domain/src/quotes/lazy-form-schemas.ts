/**
 * Form schemas fetched on demand (@brf/ui's LazySchema): a page whose form starts empty does not
 * carry zod and the schema in its code; they arrive with the person's first interaction.
 */
export const lazyQuoteSubmitPageSchema = {
  load: () => import('./quote-form.ts').then((module) => module.quoteSubmitPageSchema),
};

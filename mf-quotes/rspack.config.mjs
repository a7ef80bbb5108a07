import { createConfig } from '@brf/mf-config';

export default createConfig({
  dir: import.meta.dirname,
  app: 'mf-quotes',
  title: 'Quotes (standalone)',
  exposes: {
    './SubmitQuotePage': './src/submit-quote/submit-quote-page.tsx',
    './DecisionPackPage': './src/decision-pack/decision-pack-page.tsx',
    './ReviewPage': './src/review/review-page.tsx',
    './QuotesSection': './src/quotes-section/quotes-section.tsx',
    './YourQuote': './src/your-quote/your-quote.tsx',
    './SendQuoteAction': './src/send-quote/send-quote-action.tsx',
  },
});

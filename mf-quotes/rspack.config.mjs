import { createConfig } from '@brf/mf-config';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_quotes',
  port: 3003,
  title: 'Quotes (standalone)',
  exposes: {
    './SubmitQuotePage': './src/submit-quote/submit-quote-page.tsx',
    './ReviewPage': './src/review/review-page.tsx',
    './QuotesSection': './src/quotes-section/quotes-section.tsx',
    './YourQuote': './src/your-quote/your-quote.tsx'
  },
});

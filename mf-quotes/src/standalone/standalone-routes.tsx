import { lazy } from 'react';
import type { StandaloneRoute } from '@brf/mf-config/standalone';

/** What `npm run dev -w mf-quotes` shows without the shell. The shell keeps the real route table. */
export const standaloneRoutes: StandaloneRoute[] = [
  {
    path: '/projects/:id/submit-quote',
    module: 'SubmitQuotePage',
    title: 'Submit Your Quote',
    page: lazy(() => import('../submit-quote/submit-quote-page.tsx')),
  },
  {
    path: '/projects/:id/decision',
    module: 'DecisionPackPage',
    title: 'Decision pack',
    page: lazy(() => import('../decision-pack/decision-pack-page.tsx')),
  },
  {
    path: '/projects/:projectId/review/:revieweeId',
    module: 'ReviewPage',
    title: 'Leave a Review',
    page: lazy(() => import('../review/review-page.tsx')),
  },
  // the slot widgets of /projects/:id, with the props that page's route gives them
  {
    path: '/projects/:id/send-quote',
    module: 'SendQuoteAction',
    propsOf: 'ProjectDetailPage',
    title: 'Send Quote (slot)',
    page: lazy(() => import('../send-quote/send-quote-action.tsx')),
  },
  {
    path: '/projects/:id/quotes-section',
    module: 'QuotesSection',
    propsOf: 'ProjectDetailPage',
    title: 'Quotes (slot)',
    page: lazy(() => import('../quotes-section/quotes-section.tsx')),
  },
  {
    path: '/projects/:id/your-quote',
    module: 'YourQuote',
    propsOf: 'ProjectDetailPage',
    title: 'Your Quote (slot)',
    page: lazy(() => import('../your-quote/your-quote.tsx')),
  },
];

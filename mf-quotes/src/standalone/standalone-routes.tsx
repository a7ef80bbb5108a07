import { lazy } from 'react';
import type { StandaloneRoute } from '@brf/mf-config/standalone';

/** What `npm run dev -w mf-quotes` shows without the shell. The shell keeps the real route table. */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/projects/:id/submit-quote', title: 'Submit Your Quote', page: lazy(() => import('../submit-quote/submit-quote-page.tsx')) },
  { path: '/projects/:projectId/review/:revieweeId', title: 'Leave a Review', page: lazy(() => import('../review/review-page.tsx')) },
  { path: '/widgets/quotes-section', title: 'Quotes (widget)', page: lazy(() => import('../quotes-section/quotes-section.tsx').then((m) => ({ default: () => <m.default projectId="demo" /> }))) },
  { path: '/widgets/your-quote', title: 'Your Quote (widget)', page: lazy(() => import('../your-quote/your-quote.tsx').then((m) => ({ default: () => <m.default projectId="demo" /> }))) },
];

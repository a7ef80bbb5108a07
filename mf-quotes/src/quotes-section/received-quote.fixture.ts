import type { ReceivedQuote } from '../shared/api/received-quotes.ts';

/** A quote as the board's list receives it, for tests: submitted, viewed, no files; `changes` on top. */
export function receivedQuote(id: string, changes: Partial<ReceivedQuote> = {}): ReceivedQuote {
  return {
    id,
    project_id: 'p',
    service_provider_id: `sp-${id}`,
    quote_amount: 100000,
    description: null,
    status: 'submitted',
    created_at: '2026-10-20T10:00:00Z',
    is_viewed: true,
    viewed_at: null,
    is_starred: false,
    newToViewer: false,
    quote_attachments: [],
    service_provider_profiles: {
      id: `sp-${id}`,
      organization_name: 'Rör AB',
      organization_number: '556677-8899',
      average_rating: null,
    },
    ...changes,
  };
}

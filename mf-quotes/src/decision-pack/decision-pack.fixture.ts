import { quoteVat } from '@brf/domain/quotes';
import type { QuoteRow } from '@brf/supabase/data';
import type { BidOpening } from '../shared/api/bid-opening.ts';
import type { DecisionProject } from './api/decision-project.ts';
import type { DecisionQuotes } from './api/decision-quotes.ts';

/** For tests: an unsealed project past its deadline, on whose board the reader sits as chair. */
export function decisionProject(changes: Partial<DecisionProject> = {}): DecisionProject {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Stambyte i hus A',
    status: 'closed',
    brfName: 'BRF Solgården',
    brfCity: 'Uppsala',
    description: 'Byte av stammar i 24 lägenheter.',
    categories: ['Rörarbeten'],
    submissionDeadline: '2026-11-01T11:00:00Z',
    maxBids: 5,
    sealedBids: false,
    requiredQuoteTerms: ['valid_until', 'warranty_years'],
    cancelReason: null,
    awardedAt: null,
    winningQuoteId: null,
    myRole: 'chair',
    files: [{ name: 'ritning.pdf', size: 2_621_440, uploadedAt: '2026-10-01T08:00:00Z' }],
    ...changes,
  };
}

/** For tests: a submitted quote with its terms; VAT follows the amount and basis as the database's columns do. */
export function quoteRow(id: string, provider: string, changes: Partial<QuoteRow> = {}): QuoteRow {
  const amount = changes.quote_amount ?? 1_000_000;
  const vat = quoteVat(amount, changes.price_basis === 'incl_vat' ? 'incl_vat' : 'excl_vat');
  return {
    id,
    project_id: '11111111-1111-4111-8111-111111111111',
    service_provider_id: `sp-${id}`,
    quote_amount: amount,
    description: 'Komplett stambyte.',
    status: 'submitted',
    created_at: '2026-10-20T10:00:00Z',
    is_viewed: true,
    viewed_at: null,
    price_basis: 'excl_vat',
    amount_incl_vat: vat.amountInclVat,
    vat_amount: vat.vat,
    valid_until: '2027-01-31',
    planned_start: '2027-03-01',
    duration_weeks: 12,
    warranty_years: 5,
    payment_plan: 'Månadsvis mot faktura',
    hourly_rate: 650,
    reservations: 'Asbest ingår inte',
    standard_terms: 'ab04',
    quote_attachments: [],
    service_provider_profiles: {
      id: `sp-${id}`,
      organization_name: provider,
      organization_number: '556677-8899',
      average_rating: null,
    },
    ...changes,
  };
}

export function decisionQuotes(changes: Partial<DecisionQuotes> = {}): DecisionQuotes {
  return { quotes: [], withdrawals: [], declarations: [], award: null, boardChanges: [], ...changes };
}

export function bidOpening(changes: Partial<BidOpening> = {}): BidOpening {
  return {
    openedAt: '2026-11-01T11:00:00Z',
    bids: [],
    received: changes.bids?.length ?? 0,
    hiddenForConflict: 0,
    hiddenUntilDeclared: 0,
    withdrawn: [],
    checksum: 'c0ffee'.padEnd(64, '0'),
    present: [],
    ...changes,
  };
}

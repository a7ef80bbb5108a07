import { canonicalJson, type PriceBasis } from '@brf/domain/quotes';
import type { QuoteRow, SetBudget } from '@brf/supabase/data';
import { comparedQuotes, type ComparedQuote } from '../quotes-section/comparison/compared-quotes.ts';
import { toListItem } from '../quotes-section/quote-list-item.ts';
import type { BidOpening, OpeningAttendee } from '../shared/api/bid-opening.ts';
import type { QuoteAssessment } from '../shared/api/quote-assessments.ts';
import type { DecisionProject, ListedFile } from './api/decision-project.ts';
import type {
  AwardRecord,
  BoardChangeRecord,
  DeclarationRecord,
  DecisionQuotes,
  Withdrawal,
} from './api/decision-quotes.ts';

/** A bid as the opening record (or, unsealed, the quotes as received) lists it. */
export interface ListedBid {
  quoteId: string;
  provider: string;
  organizationNumber: string | null;
  amount: number;
  priceBasis: PriceBasis;
  amountInclVat: number | null;
  validUntil: string | null;
  quotedAt: string;
}

export type OpeningRecord =
  /** sealed bids not opened yet: nobody has seen them */
  | { kind: 'sealed'; deadline: string }
  | {
      kind: 'opened';
      openedAt: string;
      /** the bids the reader may see */
      bids: ListedBid[];
      /** every bid received by the deadline, and how many of them the reader may not see, and why */
      received: number;
      hiddenForConflict: number;
      hiddenUntilDeclared: number;
      withdrawn: Withdrawal[];
      present: OpeningAttendee[];
      checksum: string;
    }
  /** bids that were never sealed: no opening, the quotes as received, oldest first */
  | { kind: 'unsealed'; bids: ListedBid[]; withdrawn: Withdrawal[] };

export type Decision =
  | {
      kind: 'awarded';
      winner: string;
      bid: ListedBid | null;
      /** null for an award made before awards carried a reason */
      award: AwardRecord | null;
      awardedAt: string | null;
    }
  | { kind: 'cancelled'; reason: string | null }
  | { kind: 'none' };

export interface QuoteFiles {
  quoteId: string;
  provider: string;
  files: ListedFile[];
}

export interface DecisionPack {
  project: DecisionProject;
  opening: OpeningRecord;
  /** one column per quote, lowest amount including VAT first, each against the budget where there is one */
  compared: ComparedQuote[];
  /** the board's own budget (decision 0026), null when none was set */
  budget: SetBudget | null;
  declarations: DeclarationRecord[];
  /** the board's changes while the request ran (decision 0031) */
  boardChanges: BoardChangeRecord[];
  decision: Decision;
  quoteFiles: QuoteFiles[];
  /**
   * An unsealed project's quotes as the page shows them, in canonical JSON: what the browser's
   * checksum covers. null where the opening record carries the database's checksum (or none yet).
   */
  contents: string | null;
}

const byReceipt = (a: QuoteRow, b: QuoteRow) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

const priceBasisOf = (quote: QuoteRow): PriceBasis => (quote.price_basis === 'incl_vat' ? 'incl_vat' : 'excl_vat');
const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

function listedBid(quote: QuoteRow, unknownProvider: string): ListedBid {
  return {
    quoteId: quote.id,
    provider: quote.service_provider_profiles?.organization_name ?? unknownProvider,
    organizationNumber: quote.service_provider_profiles?.organization_number ?? null,
    amount: Number(quote.quote_amount),
    priceBasis: priceBasisOf(quote),
    amountInclVat: numberOrNull(quote.amount_incl_vat),
    validUntil: quote.valid_until,
    quotedAt: quote.created_at,
  };
}

function openingRecord(
  project: DecisionProject,
  received: ListedBid[],
  withdrawals: Withdrawal[],
  opening: BidOpening | null | undefined,
  unknownProvider: string,
): OpeningRecord {
  if (!project.sealedBids) return { kind: 'unsealed', bids: received, withdrawn: withdrawals };
  if (!opening) return { kind: 'sealed', deadline: project.submissionDeadline };
  return {
    kind: 'opened',
    openedAt: opening.openedAt,
    bids: opening.bids.map((bid) => ({
      quoteId: bid.quote_id,
      provider: bid.provider ?? unknownProvider,
      organizationNumber: bid.organization_number,
      amount: bid.amount,
      priceBasis: bid.price_basis,
      amountInclVat: bid.amount_incl_vat,
      validUntil: bid.valid_until,
      quotedAt: bid.quoted_at,
    })),
    received: opening.received,
    hiddenForConflict: opening.hiddenForConflict,
    hiddenUntilDeclared: opening.hiddenUntilDeclared,
    withdrawn: opening.withdrawn.map((bid) => ({
      provider: bid.provider,
      quotedAt: bid.quoted_at,
      withdrawnAt: bid.withdrawn_at,
    })),
    present: opening.present,
    checksum: opening.checksum,
  };
}

function decisionOf(
  project: DecisionProject,
  bids: ListedBid[],
  award: AwardRecord | null,
  unknownProvider: string,
): Decision {
  if (project.status === 'cancelled') return { kind: 'cancelled', reason: project.cancelReason };
  const winningQuoteId = award?.quoteId ?? project.winningQuoteId;
  if (!winningQuoteId) return { kind: 'none' };
  const bid = bids.find((candidate) => candidate.quoteId === winningQuoteId) ?? null;
  return { kind: 'awarded', winner: bid?.provider ?? unknownProvider, bid, award, awardedAt: project.awardedAt };
}

/** What the checksum of an unsealed project covers: each quote shown, its terms and its files. */
function quoteContents(quotes: readonly QuoteRow[]): string {
  return canonicalJson(
    quotes.map((quote) => ({
      quote_id: quote.id,
      provider: quote.service_provider_profiles?.organization_name ?? null,
      organization_number: quote.service_provider_profiles?.organization_number ?? null,
      amount: Number(quote.quote_amount),
      price_basis: priceBasisOf(quote),
      amount_incl_vat: numberOrNull(quote.amount_incl_vat),
      vat_amount: numberOrNull(quote.vat_amount),
      valid_until: quote.valid_until,
      planned_start: quote.planned_start,
      duration_weeks: quote.duration_weeks,
      warranty_years: quote.warranty_years,
      payment_plan: quote.payment_plan,
      hourly_rate: numberOrNull(quote.hourly_rate),
      reservations: quote.reservations,
      standard_terms: quote.standard_terms,
      quoted_at: quote.created_at,
      files: quote.quote_attachments
        .map((file) => ({ name: file.file_name, size: Number(file.file_size) }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.size - b.size)),
    })),
  );
}

/** The pack's parts from what the database gave the reader. */
export function decisionPack(
  project: DecisionProject,
  data: DecisionQuotes,
  assessments: ReadonlyMap<string, QuoteAssessment>,
  opening: BidOpening | null | undefined,
  unknownProvider: string,
  budget: SetBudget | null = null,
): DecisionPack {
  // a withdrawn quote is no longer a bid (the opening and the comparison leave it out too)
  const quotes = data.quotes.filter((quote) => quote.status !== 'withdrawn').sort(byReceipt);
  const received = quotes.map((quote) => listedBid(quote, unknownProvider));
  const record = openingRecord(project, received, data.withdrawals, opening, unknownProvider);
  const items = quotes.map((quote) => toListItem({ ...quote, is_starred: false, newToViewer: false }));
  return {
    project,
    opening: record,
    compared: comparedQuotes(items, assessments, unknownProvider, budget?.onBothBases ?? null),
    budget,
    declarations: data.declarations,
    boardChanges: data.boardChanges,
    decision: decisionOf(project, received, data.award, unknownProvider),
    quoteFiles: quotes.map((quote, index) => ({
      quoteId: quote.id,
      provider: received[index]!.provider,
      files: quote.quote_attachments.map((file) => ({
        name: file.file_name,
        size: Number(file.file_size),
        uploadedAt: file.created_at,
      })),
    })),
    contents: record.kind === 'unsealed' ? quoteContents(quotes) : null,
  };
}

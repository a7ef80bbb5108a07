import { formatCalendarDate } from '../format/calendar-date.ts';
import { formatDateTime, formatNumber, type DisplayLanguage } from '../format/dates.ts';
import { PRODUCT_TIME_ZONE } from '../format/stockholm-day.ts';
import { bindingTerms, type BindingTerm, type BindingTermsSource } from '../quotes/binding-terms.ts';
import { formatExactQuoteAmount } from '../quotes/quote-amount.ts';

// Decision 0027: the e-mails that are a bidder's record are letters, not one sentence: the receipt
// of a quote lists every term the company bound itself to, the award's outcome names the BRF, the
// bidder's rank, the board's reason and what happens next. The database writes their facts
// (supabase/migrations/*_receipts_and_outcome_letters.sql); this writes them in the reader's language.

/** A letter's body: paragraphs, then labelled facts (the receipt's terms), then closing paragraphs. */
export interface MailLetter {
  paragraphs: string[];
  facts: { label: string; value: string }[];
  closing: string[];
}

/** The catalogue, with its placeholders filled. */
export type Say = (key: string, values?: Record<string, string>) => string;

/** A receipt's facts (params of a `quote_receipt`). */
export interface ReceiptFacts extends BindingTermsSource {
  variant?: 'sent' | 'changed';
  title?: string;
  brf?: string;
  provider?: string;
  /** when the company sent (or last changed) the quote */
  at?: string;
  deadline?: string;
  files?: { name: string }[];
}

/** An award's facts for one bidder (params of a `project_awarded`). */
export interface OutcomeLetterFacts {
  title?: string;
  outcome?: 'won' | 'not_awarded';
  brf?: string;
  amount_excl_vat?: number | string;
  amount_incl_vat?: number | string;
  rank?: number;
  bids?: number;
  reason?: string;
  winner?: string;
  winner_amount_excl_vat?: number | string;
  winner_amount_incl_vat?: number | string;
  winner_published?: boolean;
  contact_name?: string;
  contact_phone?: string;
  contact_email?: string;
}

const sek = (value: number | string) => formatExactQuoteAmount(Number(value));

/** An amount on the product's one headline basis: including VAT, with the amount excluding VAT beside it. */
function vatAmount(say: Say, inclVat: number | string, exclVat: number | string): string {
  return say('letter.amount', { incl: sek(inclVat), excl: sek(exclVat) });
}

function termValue(term: BindingTerm, language: DisplayLanguage, say: Say): string {
  switch (term.id) {
    case 'amount':
      return say(`receipt.basis.${term.basis}`, { amount: sek(term.amount) });
    case 'amountInclVat':
    case 'amountExclVat':
    case 'vat':
      return sek(term.amount);
    case 'hourlyRate':
      return say('receipt.perHour', { amount: sek(term.amount) });
    case 'validUntil':
    case 'plannedStart':
      return formatCalendarDate(term.day, language);
    case 'durationWeeks':
      return say(term.count === 1 ? 'receipt.week' : 'receipt.weeks', { count: formatNumber(term.count, language) });
    case 'warrantyYears':
      return say(term.count === 1 ? 'receipt.year' : 'receipt.years', { count: formatNumber(term.count, language) });
    case 'standardTerms':
      return say(`receipt.standard.${term.standard}`);
    default:
      return term.text;
  }
}

/** The receipt of a quote sent or changed: when and to whom, every binding term, and what comes next. */
export function receiptLetter(facts: ReceiptFacts, language: DisplayLanguage, say: Say): MailLetter {
  const values = {
    title: facts.title ?? '',
    brf: facts.brf ?? '',
    provider: facts.provider ?? '',
    at: facts.at ? formatDateTime(facts.at, language, PRODUCT_TIME_ZONE) : '',
    deadline: facts.deadline ? formatDateTime(facts.deadline, language, PRODUCT_TIME_ZONE) : '',
  };
  const terms = bindingTerms(facts).map((term) => ({
    label: say(`receipt.term.${term.id}`),
    value: termValue(term, language, say),
  }));
  const files = facts.files ?? [];
  if (files.length > 0) {
    terms.push({ label: say('receipt.term.files'), value: files.map((file) => file.name).join(', ') });
  }
  return {
    paragraphs: [say(`receipt.lead.${facts.variant === 'changed' ? 'changed' : 'sent'}`, values)],
    facts: terms,
    closing: [say('receipt.next', values)],
  };
}

/** The award's outcome for one bidder: the winner's next step, or the rank, reason and winner for the others. */
export function outcomeLetter(facts: OutcomeLetterFacts, say: Say): MailLetter {
  const title = facts.title ?? '';
  const brf = facts.brf ?? '';
  const own =
    facts.amount_incl_vat !== undefined && facts.amount_excl_vat !== undefined
      ? vatAmount(say, facts.amount_incl_vat, facts.amount_excl_vat)
      : null;
  const reason = facts.reason ? [say('letter.reason', { reason: facts.reason })] : [];
  if (facts.outcome === 'won') {
    const contact = [facts.contact_name, facts.contact_phone, facts.contact_email].filter(Boolean).join(', ');
    return {
      paragraphs: [
        own ? say('letter.won.lead', { brf, title, amount: own }) : say('letter.won.leadWithoutAmount', { brf, title }),
        ...reason,
      ],
      facts: [],
      closing: [contact ? say('letter.won.next', { contact }) : say('letter.won.nextWithoutContact')],
    };
  }
  const rank =
    own && facts.rank !== undefined && facts.bids !== undefined
      ? [say('letter.lost.rank', { amount: own, rank: String(facts.rank), bids: String(facts.bids) })]
      : [];
  const winner =
    facts.winner && facts.winner_amount_incl_vat !== undefined && facts.winner_amount_excl_vat !== undefined
      ? say('letter.lost.winner', {
          winner: facts.winner,
          amount: vatAmount(say, facts.winner_amount_incl_vat, facts.winner_amount_excl_vat),
        })
      : facts.winner_published === false
        ? say('letter.lost.winnerNotPublished')
        : null;
  return {
    paragraphs: [say('letter.lost.lead', { brf, title }), ...rank, ...reason, ...(winner ? [winner] : [])],
    facts: [],
    closing: [],
  };
}

/** The letter a notification's e-mail is, or null for one that is a sentence (or lacks its facts). */
export function letterOf(
  type: string,
  params: Record<string, unknown>,
  language: DisplayLanguage,
  say: Say,
): MailLetter | null {
  if (type === 'quote_receipt' && params.amount !== undefined && params.amount_incl_vat !== undefined) {
    return receiptLetter(params as unknown as ReceiptFacts, language, say);
  }
  // an award's notification written before its letter's facts existed is a sentence
  if (type === 'project_awarded' && typeof params.brf === 'string') {
    return outcomeLetter(params as OutcomeLetterFacts, say);
  }
  return null;
}

/** A letter as the lines of a mail's plain-text part: paragraphs, the facts as 'Label: value', closing. */
export function letterTextLines(letter: MailLetter): string[] {
  return [
    ...letter.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...letter.facts.map(({ label, value }) => `${label}: ${value}`),
    ...(letter.facts.length > 0 ? [''] : []),
    ...letter.closing.flatMap((paragraph) => [paragraph, '']),
  ];
}

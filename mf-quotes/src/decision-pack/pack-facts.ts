import {
  formatNumber,
  headlineAmount,
  onBothBases,
  percentAgainstBudget,
  type AmountOnBothBases,
} from '@brf/domain/format';
import type { SetBudget } from '@brf/supabase/data';
import { PROJECT_LABELS, statusLabel } from '@brf/domain/projects';
import type { DecisionProject } from './api/decision-project.ts';
import type { DeclarationRecord } from './api/decision-quotes.ts';
import type { Decision } from './decision-pack-model.ts';
import { formatWhen, type PackTexts } from './pack-texts.ts';
import { requiredTermsText } from './required-terms.ts';

/** A label and its value as the page and the CSV both write it. */
export interface PackFact {
  label: string;
  value: string;
}

/** Part 1's facts: the project and what its request asked of every quote. */
export function summaryFacts(project: DecisionProject, texts: PackTexts): PackFact[] {
  const { t, language, message, categoryName } = texts;
  const notStated = t('decision.notStated');
  return [
    { label: message(PROJECT_LABELS.title), value: project.title },
    {
      label: t('decision.summary.brf'),
      value: [project.brfName, project.brfCity].filter(Boolean).join(', ') || notStated,
    },
    { label: t('decision.summary.status'), value: message(statusLabel(project.status)) },
    { label: message(PROJECT_LABELS.description), value: project.description?.trim() || notStated },
    {
      label: message(PROJECT_LABELS.service_categories),
      value: project.categories.map(categoryName).join(', ') || notStated,
    },
    { label: message(PROJECT_LABELS.submission_deadline), value: formatWhen(project.submissionDeadline, language) },
    {
      label: message(PROJECT_LABELS.max_bids),
      value: project.maxBids === null ? notStated : formatNumber(project.maxBids, language),
    },
    {
      label: t('decision.summary.sealed'),
      value: project.sealedBids ? t('decision.summary.sealedYes') : t('decision.summary.sealedNo'),
    },
    { label: t('decision.summary.requiredTerms'), value: requiredTermsText(project.requiredQuoteTerms, message) },
  ];
}

/** 'Stina Berg, 8 dec. 2026 10:00 (in the board since 3 maj 2025 18:02)': a signer and when they joined. */
const byWhom = (name: string | null, when: string | null, texts: PackTexts, joined: string | null = null) => {
  const who = name ?? texts.t('decision.unnamed');
  const signed = when ? texts.t('decision.decision.byOn', { name: who, when: formatWhen(when, texts.language) }) : who;
  return joined
    ? texts.t('decision.decision.joinedBoard', { signed, joined: formatWhen(joined, texts.language) })
    : signed;
};

/**
 * Part 1's last fact: the board's own budget (decision 0026), stated including VAT with the amount
 * excluding VAT beside it, who set it and when; the request never showed it to the bidders.
 */
export function budgetFact(budget: SetBudget | null, texts: PackTexts): PackFact {
  const { t, language, message } = texts;
  const label = t('decision.summary.budget');
  if (!budget) return { label, value: t('decision.summary.noBudget') };
  const amount = message(headlineAmount(budget.onBothBases, { exact: true }));
  const name = budget.setByName ?? t('decision.unnamed');
  return { label, value: t('decision.summary.budgetSet', { amount, name, when: formatWhen(budget.setAt, language) }) };
}

/** '4 % over budget', '5 % under budget', 'On budget': the winning bid against the board's budget. */
function againstBudget(amount: AmountOnBothBases, budget: SetBudget, texts: PackTexts): string {
  const percent = percentAgainstBudget(amount, budget.onBothBases);
  if (percent === 0) return texts.t('matrix.onBudget');
  return texts.t(percent > 0 ? 'matrix.overBudget' : 'matrix.underBudget', {
    percent: formatNumber(Math.abs(percent), texts.language),
  });
}

/**
 * Part 5's facts: the award as confirmed, or the cancellation; none while nothing is decided. The
 * winning amount is stated including VAT with the amount excluding VAT beside it, and the basis the
 * provider quoted on, what it bound itself to (decision 0026).
 */
export function decisionFacts(decision: Decision, texts: PackTexts, budget: SetBudget | null = null): PackFact[] {
  const { t, language, message } = texts;
  if (decision.kind === 'none') return [];
  if (decision.kind === 'cancelled') {
    return [
      { label: t('decision.decision.outcome'), value: t('decision.decision.cancelled') },
      { label: t('decision.decision.cancelReason'), value: decision.reason?.trim() || t('decision.notStated') },
    ];
  }
  const { bid, award } = decision;
  const facts: PackFact[] = [{ label: t('decision.decision.winner'), value: decision.winner }];
  if (bid) {
    const amount = onBothBases(bid.amount, bid.priceBasis);
    facts.push(
      { label: t('decision.decision.amount'), value: message(headlineAmount(amount, { exact: true })) },
      { label: t('decision.decision.quotedBasis'), value: t(`decision.basis.${bid.priceBasis}`) },
    );
    if (budget)
      facts.push({ label: t('decision.decision.againstBudget'), value: againstBudget(amount, budget, texts) });
  }
  if (!award) {
    facts.push({ label: t('decision.decision.reason'), value: t('decision.decision.noReasonRecorded') });
    if (decision.awardedAt) {
      facts.push({ label: t('decision.decision.decidedAt'), value: formatWhen(decision.awardedAt, language) });
    }
    return facts;
  }
  facts.push(
    { label: t('decision.decision.reason'), value: award.reason ?? t('decision.decision.noReasonGiven') },
    {
      label: t('decision.decision.proposedBy'),
      value: byWhom(award.proposedBy, award.proposedAt, texts, award.proposedByJoinedAt),
    },
    {
      label: t('decision.decision.confirmedBy'),
      value: byWhom(award.confirmedBy, award.confirmedAt, texts, award.confirmedByJoinedAt),
    },
  );
  return facts;
}

/** What a member's declaration says: no conflict, or the companies the member stood aside from. */
export const declarationText = (declaration: DeclarationRecord, t: PackTexts['t']) =>
  declaration.conflicts.length === 0
    ? t('decision.declarations.noConflict')
    : t('decision.declarations.stoodAside', { companies: declaration.conflicts.join(', ') });

import { formatDeadline, formatNumber } from '@brf/domain/format';
import { PROJECT_LABELS, statusLabel } from '@brf/domain/projects';
import type { DecisionProject } from './api/decision-project.ts';
import type { DeclarationRecord } from './api/decision-quotes.ts';
import type { Decision } from './decision-pack-model.ts';
import { formatAmount, formatWhen, type PackTexts } from './pack-texts.ts';
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
    { label: message(PROJECT_LABELS.submission_deadline), value: formatDeadline(project.submissionDeadline, language) },
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

const byWhom = (name: string | null, when: string | null, texts: PackTexts) => {
  const who = name ?? texts.t('decision.unnamed');
  return when ? texts.t('decision.decision.byOn', { name: who, when: formatWhen(when, texts.language) }) : who;
};

/** Part 5's facts: the award as confirmed, or the cancellation; none while nothing is decided. */
export function decisionFacts(decision: Decision, texts: PackTexts): PackFact[] {
  const { t, language } = texts;
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
    const basis = t(`decision.basis.${bid.priceBasis}`);
    facts.push({ label: t('decision.decision.amount'), value: `${formatAmount(bid.amount)} (${basis})` });
    if (bid.amountInclVat !== null) {
      facts.push({ label: t('decision.decision.amountInclVat'), value: formatAmount(bid.amountInclVat) });
    }
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
    { label: t('decision.decision.proposedBy'), value: byWhom(award.proposedBy, award.proposedAt, texts) },
    { label: t('decision.decision.confirmedBy'), value: byWhom(award.confirmedBy, award.confirmedAt, texts) },
  );
  return facts;
}

/** What a member's declaration says: no conflict, or the companies the member stood aside from. */
export const declarationText = (declaration: DeclarationRecord, t: PackTexts['t']) =>
  declaration.conflicts.length === 0
    ? t('decision.declarations.noConflict')
    : t('decision.declarations.stoodAside', { companies: declaration.conflicts.join(', ') });

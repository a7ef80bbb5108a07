import * as z from 'zod/mini';
import { optionalText, requiredText } from '../forms/field-types.ts';

export const AWARD_REASON_MAX_LENGTH = 2000;

/** The database's words when the reason is missing (private.propose_award). */
export const AWARD_REASON_REQUIRED = 'Give the reason for this award.';

/** Proposing an award (issue 29): the reason, trimmed, required, at most 2000 characters. */
export const awardProposalSchema = z.object({
  reason: requiredText('Reason', { max: AWARD_REASON_MAX_LENGTH, requiredText: AWARD_REASON_REQUIRED }),
});
export type AwardProposalInput = z.input<typeof awardProposalSchema>;

/** A board of one's award: it keeps no minutes with anyone, so the reason is asked but not required. */
export const awardAloneSchema = z.object({
  reason: optionalText('Reason', AWARD_REASON_MAX_LENGTH),
});

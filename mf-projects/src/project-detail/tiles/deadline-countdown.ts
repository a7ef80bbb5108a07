import type { Translate } from '@brf/i18n';
import { daysPastDeadline, daysRemaining } from '@brf/domain/projects';

/**
 * The tile beside the deadline: days remaining (spec: the ceiling of the time left, in days), or
 * once it has passed, the Swedish calendar days since: 'Passed today' on the deadline's own day,
 * so minutes after a noon deadline never read as a day past.
 */
export function deadlineCountdown(
  deadline: string,
  t: Translate,
  now: Date = new Date(),
): { label: string; value: string } {
  const remaining = daysRemaining(deadline, now);
  if (remaining > 0) {
    return { label: t('detail.daysRemainingLabel'), value: t('detail.daysRemaining', { count: remaining }) };
  }
  const past = daysPastDeadline(deadline, now);
  return {
    label: t('detail.daysPastLabel'),
    value: past === 0 ? t('detail.passedToday') : t('detail.daysPast', { count: past }),
  };
}

import type { Translate } from '@brf/i18n';
import { NOTIFICATION_TYPES } from '@brf/domain/notifications';

const LABELLED = new Set<string>(NOTIFICATION_TYPES);

/**
 * 'New quote', 'Daily summary'; null for a type this version has no words for yet (the panel
 * shows the code itself).
 */
export function mailTypeText(t: Translate, kind: string, type: string | null): string | null {
  if (kind === 'digest') return t('mail.type.digest');
  return type && LABELLED.has(type) ? t(`mail.type.${type}`) : null;
}

/** 'failed' is final; 'pending' and 'sending' (with an error) are waiting for another attempt. */
export const isFailedForGood = (status: string) => status === 'failed';

export function mailStatusText(t: Translate, status: string): string {
  return isFailedForGood(status) ? t('mail.status.failed') : t('mail.status.retrying');
}

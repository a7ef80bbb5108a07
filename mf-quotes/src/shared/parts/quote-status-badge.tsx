import { useTranslation } from '@brf/i18n';
import { Badge, type BadgeTone } from '@brf/ui';
import { quotesCatalogue } from '../../i18n.ts';

const tones: Record<string, BadgeTone> = {
  submitted: 'info',
  accepted: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

/** Submitted, accepted or rejected (other values are shown by name). */
export function QuoteStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(quotesCatalogue);
  const known = status in tones;
  return <Badge tone={tones[status] ?? 'neutral'}>{known ? t(`status.${status}`) : status}</Badge>;
}

import type { Translate } from '@brf/i18n';
import type { ContentsChecksum } from './contents-checksum.ts';
import type { OpeningRecord } from './decision-pack-model.ts';

export interface ChecksumLine {
  label: string;
  value: string;
  /** what the checksum covers and who computed it */
  hint: string;
}

/**
 * The pack's checksum, on the page and in the CSV: the opening record's (the database's) for sealed
 * bids, the browser's over the quotes shown for bids never sealed, none before a sealed opening.
 */
export function checksumLine(opening: OpeningRecord, contents: ContentsChecksum, t: Translate): ChecksumLine | null {
  if (opening.kind === 'sealed') return null;
  if (opening.kind === 'opened') {
    return { label: t('decision.checksum.opening'), value: opening.checksum, hint: t('decision.checksum.openingHint') };
  }
  const value =
    contents.state === 'done'
      ? contents.value
      : contents.state === 'failed'
        ? t('decision.checksum.failed')
        : t('decision.checksum.computing');
  return { label: t('decision.checksum.contents'), value, hint: t('decision.checksum.contentsHint') };
}

import { formatNumber } from '@brf/domain/format';
import { hiddenBidLines } from '../../quotes-section/sealed-bids/hidden-bids.ts';
import type { Withdrawal } from '../api/decision-quotes.ts';
import { checksumLine } from '../checksum-line.ts';
import type { ContentsChecksum } from '../contents-checksum.ts';
import type { OpeningRecord } from '../decision-pack-model.ts';
import { formatWhen, type PackTexts } from '../pack-texts.ts';
import { BidsTable } from './bids-table.tsx';
import { Facts, PackPart } from './pack-part.tsx';
import styles from '../decision-pack.module.css';

function WithdrawnList({ withdrawn, texts }: { withdrawn: readonly Withdrawal[]; texts: PackTexts }) {
  const { t, language, unknownProvider } = texts;
  return (
    <>
      <h3 className={styles.subTitle}>{t('decision.opening.withdrawnTitle')}</h3>
      {withdrawn.length === 0 ? (
        <p className={styles.note}>{t('decision.opening.withdrawnNone')}</p>
      ) : (
        <ul className={styles.list}>
          {withdrawn.map((bid) => (
            <li key={`${bid.provider}-${bid.withdrawnAt}`}>
              {t('decision.opening.withdrawnLine', {
                provider: bid.provider ?? unknownProvider,
                quoted: formatWhen(bid.quotedAt, language),
                withdrawn: formatWhen(bid.withdrawnAt, language),
              })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** What the reader may not see of the record, and why: the count above is every bid received. */
function HiddenBids({ opening, texts }: { opening: Extract<OpeningRecord, { kind: 'opened' }>; texts: PackTexts }) {
  return hiddenBidLines(opening, texts.t).map((line) => (
    <p key={line} className={styles.note} data-hidden-bids>
      {line}
    </p>
  ));
}

/** Part 2: the sealed opening as recorded, or for bids never sealed the quotes as they came in. */
export function OpeningPart({
  opening,
  contents,
  texts,
}: {
  opening: OpeningRecord;
  contents: ContentsChecksum;
  texts: PackTexts;
}) {
  const { t, language } = texts;
  if (opening.kind === 'sealed') {
    return (
      <PackPart id="opening" title={t('decision.opening.title')}>
        <p className={styles.note}>
          {t('decision.opening.sealedPending', { deadline: formatWhen(opening.deadline, language) })}
        </p>
      </PackPart>
    );
  }
  const checksum = checksumLine(opening, contents, t)!;
  const checksumFact = { label: checksum.label, value: checksum.value, className: styles.checksum };
  return (
    <PackPart id="opening" title={t('decision.opening.title')}>
      {opening.kind === 'opened' ? (
        <>
          <Facts
            facts={[
              { label: t('decision.opening.openedAt'), value: formatWhen(opening.openedAt, language) },
              { label: t('decision.opening.received'), value: formatNumber(opening.received, language) },
            ]}
          />
          <HiddenBids opening={opening} texts={texts} />
        </>
      ) : (
        <p className={styles.note}>{t('decision.opening.notSealed')}</p>
      )}
      {opening.bids.length === 0 ? (
        opening.kind === 'opened' && opening.received > 0 ? null : (
          <p className={styles.note}>
            {t(opening.kind === 'opened' ? 'decision.opening.noBids' : 'decision.received.none')}
          </p>
        )
      ) : (
        <BidsTable
          bids={opening.bids}
          caption={t(opening.kind === 'opened' ? 'decision.opening.bidsCaption' : 'decision.received.caption')}
          texts={texts}
        />
      )}
      <WithdrawnList withdrawn={opening.withdrawn} texts={texts} />
      {opening.kind === 'opened' ? <PresentList present={opening.present} texts={texts} /> : null}
      <Facts facts={[checksumFact]} />
      <p className={styles.note}>{checksum.hint}</p>
    </PackPart>
  );
}

function PresentList({
  present,
  texts,
}: {
  present: Extract<OpeningRecord, { kind: 'opened' }>['present'];
  texts: PackTexts;
}) {
  const { t, language } = texts;
  return (
    <>
      <h3 className={styles.subTitle}>{t('decision.opening.present')}</h3>
      {present.length === 0 ? (
        <p className={styles.note}>{t('decision.opening.nobodyPresent')}</p>
      ) : (
        <ul className={styles.list}>
          {present.map((member) => (
            <li key={`${member.user_id}-${member.recorded_at}`}>
              {t(member.how === 'opened' ? 'decision.opening.presentOpened' : 'decision.opening.presentTicked', {
                name: member.member_name ?? t('decision.unnamed'),
                when: formatWhen(member.recorded_at, language),
              })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

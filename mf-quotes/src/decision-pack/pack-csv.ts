import {
  CSV_MIME_TYPE,
  csvDateTime,
  csvDecimal,
  decisionPackCsv,
  quotesCsvFileName,
  type DecisionPackCsvSection,
} from '@brf/domain/quotes';
import { comparisonFields } from '../quotes-section/comparison/compared-quotes.ts';
import { hiddenBidLines } from '../quotes-section/sealed-bids/hidden-bids.ts';
import type { ChecksumLine } from './checksum-line.ts';
import type { DecisionPack, ListedBid, OpeningRecord } from './decision-pack-model.ts';
import { budgetFact, declarationText, decisionFacts, summaryFacts, type PackFact } from './pack-facts.ts';
import type { PackTexts } from './pack-texts.ts';

const factRows = (facts: readonly PackFact[]) => facts.map((fact) => [fact.label, fact.value]);

function bidsSection(title: string, bids: readonly ListedBid[], { t }: PackTexts): DecisionPackCsvSection {
  return {
    title,
    columns: [
      t('decision.bids.provider'),
      t('decision.bids.organizationNumber'),
      t('decision.bids.amount'),
      t('decision.bids.basis'),
      t('decision.bids.amountInclVat'),
      t('decision.bids.validUntil'),
      t('decision.bids.quotedAt'),
    ],
    rows: bids.map((bid) => [
      bid.provider,
      bid.organizationNumber ?? '',
      csvDecimal(bid.amount, 2),
      t(`decision.basis.${bid.priceBasis}`),
      bid.amountInclVat === null ? '' : csvDecimal(bid.amountInclVat, 2),
      bid.validUntil ?? '',
      csvDateTime(bid.quotedAt),
    ]),
    empty: t('decision.received.none'),
  };
}

function openingSections(opening: OpeningRecord, texts: PackTexts): DecisionPackCsvSection[] {
  const { t, unknownProvider } = texts;
  const title = t('decision.opening.title');
  if (opening.kind === 'sealed') return [{ title, rows: [[t('decision.opening.sealedPendingShort')]] }];
  const withdrawn: DecisionPackCsvSection = {
    title: t('decision.opening.withdrawnTitle'),
    columns: [t('decision.bids.provider'), t('decision.bids.quotedAt'), t('decision.opening.withdrawnAt')],
    rows: opening.withdrawn.map((bid) => [
      bid.provider ?? unknownProvider,
      csvDateTime(bid.quotedAt),
      csvDateTime(bid.withdrawnAt),
    ]),
    empty: t('decision.opening.withdrawnNone'),
  };
  if (opening.kind === 'unsealed') {
    return [
      { title, rows: [[t('decision.opening.notSealed')]] },
      bidsSection(t('decision.received.caption'), opening.bids, texts),
      withdrawn,
    ];
  }
  const hidden = hiddenBidLines(opening, t);
  return [
    {
      title,
      rows: [
        [t('decision.opening.openedAt'), csvDateTime(opening.openedAt)],
        [t('decision.opening.received'), String(opening.received)],
        ...hidden.map((line) => [line]),
      ],
    },
    {
      ...bidsSection(t('decision.opening.bidsCaption'), opening.bids, texts),
      empty: opening.received > 0 ? hidden.join(' ') : t('decision.opening.noBids'),
    },
    withdrawn,
    {
      title: t('decision.opening.present'),
      columns: [t('decision.declarations.member'), t('decision.opening.howPresent'), t('decision.opening.recordedAt')],
      rows: opening.present.map((member) => [
        member.member_name ?? t('decision.unnamed'),
        t(member.how === 'opened' ? 'decision.opening.how.opened' : 'decision.opening.how.ticked'),
        csvDateTime(member.recorded_at),
      ]),
      empty: t('decision.opening.nobodyPresent'),
    },
  ];
}

/** The whole pack as one CSV, its parts in the page's order, in the language shown. */
export function packCsv(pack: DecisionPack, checksum: ChecksumLine | null, texts: PackTexts, compiledAt: Date): string {
  const { t } = texts;
  return decisionPackCsv({
    title: t('decision.csvTitle', { title: pack.project.title }),
    facts: [
      [t('decision.compiledLabel'), csvDateTime(compiledAt)],
      ...(checksum ? [[checksum.label, checksum.value] as const] : []),
    ],
    sections: [
      {
        title: t('decision.summary.title'),
        rows: factRows([...summaryFacts(pack.project, texts), budgetFact(pack.budget, texts)]),
      },
      ...openingSections(pack.opening, texts),
      {
        title: t('decision.comparison.title'),
        columns: [t('decision.comparison.term'), ...pack.compared.map((quote) => quote.provider)],
        rows: comparisonFields(pack.compared).map((field) => [
          t(field.label),
          ...pack.compared.map((quote) => field.csv(quote, t)),
        ]),
        empty: t('decision.comparison.none'),
      },
      {
        title: t('decision.declarations.title'),
        columns: [
          t('decision.declarations.member'),
          t('decision.declarations.declaredAt'),
          t('decision.declarations.conflicts'),
        ],
        rows: pack.declarations.map((declaration) => [
          declaration.memberName ?? t('decision.unnamed'),
          csvDateTime(declaration.declaredAt),
          declarationText(declaration, t),
        ]),
        empty: t('decision.declarations.none'),
      },
      {
        title: t('decision.decision.title'),
        rows: factRows(decisionFacts(pack.decision, texts, pack.budget)),
        empty: t('decision.decision.none'),
      },
      {
        title: t('decision.attachments.title'),
        columns: [
          t('decision.attachments.belongsTo'),
          t('decision.attachments.name'),
          t('decision.attachments.bytes'),
          t('decision.attachments.uploaded'),
          t('decision.opening.withdrawnAt'),
        ],
        rows: [
          ...pack.project.files.map((file) => [
            t('decision.attachments.project'),
            file.name,
            String(file.size),
            csvDateTime(file.uploadedAt),
            file.withdrawn ? csvDateTime(file.withdrawn.at) : '',
          ]),
          ...pack.quoteFiles.flatMap((quote) =>
            quote.files.map((file) => [quote.provider, file.name, String(file.size), csvDateTime(file.uploadedAt), '']),
          ),
        ],
        empty: t('decision.attachments.none'),
      },
    ],
  });
}

/** Saves the CSV as 'beslutsunderlag-<project>.csv' / 'decision-pack-<project>.csv'. */
export function downloadPackCsv(csv: string, texts: PackTexts, title: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: CSV_MIME_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = quotesCsvFileName(texts.t('decision.fileName'), title);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

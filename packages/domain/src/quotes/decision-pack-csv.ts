import { CSV_BOM, CSV_SEPARATOR, csvField } from './quotes-csv.ts';

/** One part of the decision pack in the CSV: a line with its title, then its rows. */
export interface DecisionPackCsvSection {
  title: string;
  /** the names of the columns, written under the title when there are rows; none for label-value rows */
  columns?: readonly string[];
  /** each row's cells as CSV reads them (decimal comma, ISO dates), already in the site's language */
  rows: readonly (readonly string[])[];
  /** the line written instead of the rows when there are none ('No award yet.') */
  empty?: string;
}

export interface DecisionPackCsv {
  /** the first line: 'Decision pack: Stambyte i hus A' */
  title: string;
  /** label-value lines under the title (when it was compiled, the checksum and what it covers) */
  facts: readonly (readonly [label: string, value: string])[];
  /** the parts in the page's order, each after an empty line */
  sections: readonly DecisionPackCsvSection[];
}

function sectionLines(section: DecisionPackCsvSection): string[][] {
  const title = [section.title];
  if (section.rows.length === 0) return section.empty ? [title, [section.empty]] : [title];
  return [title, ...(section.columns ? [[...section.columns]] : []), ...section.rows.map((row) => [...row])];
}

/**
 * The decision pack as one CSV file for the board's minutes: the same semicolon-separated UTF-8
 * with BOM and CRLF line ends as the quotes CSV (Excel in Sweden), its cells escaped the same way.
 */
export function decisionPackCsv(pack: DecisionPackCsv): string {
  const lines: string[][] = [
    [pack.title],
    ...pack.facts.map(([label, value]) => [label, value]),
    ...pack.sections.flatMap((section) => [[], ...sectionLines(section)]),
  ];
  return `${CSV_BOM}${lines.map((fields) => fields.map(csvField).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}

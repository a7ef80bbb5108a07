import { formatCalendarDate, formatNumber } from '@brf/domain/format';
import type { Language } from '@brf/i18n';
import type { GrowthDay } from '../api/user-growth.ts';

export interface GrowthTableProps {
  days: GrowthDay[];
  language: Language;
  caption: string;
  dateLabel: string;
  brfLabel: string;
  providerLabel: string;
}

/** The chart's numbers as a table, one row per day. */
export function GrowthTable({ days, language, caption, dateLabel, brfLabel, providerLabel }: GrowthTableProps) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{dateLabel}</th>
          <th scope="col">{brfLabel}</th>
          <th scope="col">{providerLabel}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day}>
            <th scope="row">
              <time dateTime={day.day}>{formatCalendarDate(day.day, language, 'short')}</time>
            </th>
            <td>{formatNumber(day.brfs, language)}</td>
            <td>{formatNumber(day.service_providers, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

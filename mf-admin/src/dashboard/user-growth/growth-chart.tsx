import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatCalendarDate, formatNumber } from '@brf/domain/format';
import type { Language } from '@brf/i18n';
import type { GrowthDay } from '../api/user-growth.ts';
import styles from './user-growth-panel.module.css';

const HEIGHT = 220;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 36 };

export interface GrowthChartProps {
  days: GrowthDay[];
  width: number;
  language: Language;
  label: string;
  brfLabel: string;
  providerLabel: string;
}

/**
 * New BRFs (bottom) and providers (stacked on top) per day, drawn with visx's scales and bars.
 * The SVG is one labelled image; its numbers are in the table beside it for screen readers.
 */
export function GrowthChart({ days, width, language, label, brfLabel, providerLabel }: GrowthChartProps) {
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const highest = Math.max(1, ...days.map((d) => d.brfs + d.service_providers));
  const x = scaleBand({ domain: days.map((d) => d.day), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear({ domain: [0, highest], range: [innerHeight, 0], nice: true });
  const yTicks = y.ticks(Math.min(4, highest)).filter(Number.isInteger);
  // a date under every 5th bar (every 10th on a phone), counted back from today so today is named
  const every = width < 520 ? 10 : 5;
  return (
    <svg width={width} height={HEIGHT} role="img" aria-label={label} className={styles.chart} data-days={days.length}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {yTicks.map((tick) => (
          <g key={tick} transform={`translate(0, ${y(tick)})`}>
            <line x2={innerWidth} className={styles.gridLine} />
            <text x={-6} dy="0.32em" textAnchor="end" className={styles.tickLabel}>
              {formatNumber(tick, language)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const left = x(day.day) ?? 0;
          const brfTop = y(day.brfs);
          const total = y(day.brfs + day.service_providers);
          const brfs = `${brfLabel} ${formatNumber(day.brfs, language)}`;
          const providers = `${providerLabel} ${formatNumber(day.service_providers, language)}`;
          return (
            <g key={day.day} data-day={day.day}>
              <title>{`${formatCalendarDate(day.day, language, 'short')}: ${brfs}, ${providers}`}</title>
              <Bar x={left} y={brfTop} width={x.bandwidth()} height={innerHeight - brfTop} className={styles.brfBar} />
              <Bar x={left} y={total} width={x.bandwidth()} height={brfTop - total} className={styles.providerBar} />
              {(days.length - 1 - index) % every === 0 ? (
                <text
                  x={left + x.bandwidth() / 2}
                  y={innerHeight + 18}
                  textAnchor="middle"
                  className={styles.tickLabel}
                >
                  {formatCalendarDate(day.day, language, 'dayMonth')}
                </text>
              ) : null}
            </g>
          );
        })}
        <line y1={innerHeight} y2={innerHeight} x2={innerWidth} className={styles.axisLine} />
      </Group>
    </svg>
  );
}

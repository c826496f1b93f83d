import { useFormat } from '@platform/shared';
import { axisTicks, wholePesos } from './chart-scale';
import styles from './chart.module.css';

export interface Bar {
  key: string;
  /** Under the bar, short: a level's number, a day of the month. */
  label: string;
  value: number;
}

interface BarChartProps {
  bars: readonly Bar[];
  /** What the chart shows, under it. */
  caption: string;
  /** The figures in words, for those who cannot see the chart. */
  summary: string;
  /** The name of the axis under the bars. */
  axisLabel: string;
}

// Drawn in the SVG's own units and scaled to the card's width: at 360 px the text is about 11 px.
const WIDTH = 320;
const HEIGHT = 200;
/** About how wide a character of the chart's 12-unit text is. */
const CHAR_WIDTH = 6.8;
const RIGHT = 8;
const TOP = 18;
const BOTTOM = 40;
const MOST_AXIS_LABELS = 8;

/**
 * Bars of peso amounts with a value axis (round ticks and grid lines), the bars' labels and their name
 * under them, and each value over its bar while they fit. A loss goes below the zero line.
 */
export function BarChart({ bars, caption, summary, axisLabel }: BarChartProps) {
  const { language } = useFormat();
  const locale = language === 'en' ? 'en-PH' : 'fil-PH';
  const ticks = axisTicks(bars.map((bar) => bar.value));
  const money = (value: number) => wholePesos(value, locale);
  // The axis is as wide as its longest tick.
  const left = 10 + Math.max(...ticks.map((tick) => money(tick).length)) * CHAR_WIDTH;
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + ((high - value) / (high - low)) * plotHeight;
  const slot = (WIDTH - left - RIGHT) / Math.max(1, bars.length);
  const barWidth = Math.min(36, slot * 0.7);
  const labelEvery = Math.ceil(bars.length / MOST_AXIS_LABELS);
  // Each bar's value over it, when every value fits its bar's slot.
  const showValues = bars.every((bar) => money(bar.value).length * CHAR_WIDTH <= slot - 2);
  return (
    <figure className={styles.figure}>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        <g className={styles.axis}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={left}
                x2={WIDTH - RIGHT}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? styles.zero : styles.grid}
              />
              <text x={left - 6} y={y(tick)} dy="0.35em" textAnchor="end">
                {money(tick)}
              </text>
            </g>
          ))}
        </g>
        {bars.map((bar, index) => {
          const centre = left + slot * index + slot / 2;
          const top = y(Math.max(0, bar.value));
          const height = Math.abs(y(bar.value) - y(0));
          const loss = bar.value < 0;
          return (
            <g key={bar.key}>
              <rect
                x={centre - barWidth / 2}
                y={top}
                width={barWidth}
                height={Math.max(height, bar.value === 0 ? 0 : 1)}
                rx={3}
                className={loss ? styles.loss : styles.bar}
              />
              {showValues ? (
                <text x={centre} y={loss ? y(bar.value) + 12 : top - 4} textAnchor="middle" className={styles.value}>
                  {money(bar.value)}
                </text>
              ) : null}
              {index % labelEvery === 0 ? (
                <text x={centre} y={HEIGHT - BOTTOM + 16} textAnchor="middle" className={styles.axis}>
                  {bar.label}
                </text>
              ) : null}
            </g>
          );
        })}
        <text x={left + (WIDTH - left - RIGHT) / 2} y={HEIGHT - 4} textAnchor="middle" className={styles.axisName}>
          {axisLabel}
        </text>
      </svg>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

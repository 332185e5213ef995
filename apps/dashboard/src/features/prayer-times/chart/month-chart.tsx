import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { themedAxis } from '../../../lib/chart-theme';
import './chart-view.css';

/** One prayer's line; the page's legend names it, so the canvas needs no text of its own. */
export interface MonthChartSeries {
  /** Minutes after midnight for each day of `days`; null where the day has no time (a gap). */
  values: Array<number | null>;
  /** A CSS custom property of the theme tokens, read when drawing. */
  colorToken: string;
  dash: number[];
}

export interface MonthChartProps {
  /** Days of the month on the x axis (1-31). */
  days: number[];
  series: MonthChartSeries[];
  rtl: boolean;
  formatMinutes: (minutes: number) => string;
  dayAxisLabel: string;
  timeAxisLabel: string;
}

const HEIGHT = 340;
const HOUR = 60;

/**
 * The canvas of the chart view, in its own module so uPlot is fetched only when the chart opens.
 * Colours and fonts come from the theme tokens at draw time; in Arabic the day axis runs right to
 * left and the time axis moves to the right edge, mirroring the page as the tables do.
 */
export default function MonthChart({
  days,
  series,
  rtl,
  formatMinutes,
  dayAxisLabel,
  timeAxisLabel,
}: MonthChartProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const { token, axis } = themedAxis(element);
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 280),
      height: HEIGHT,
      legend: { show: false },
      scales: { x: { time: false, dir: rtl ? -1 : 1 }, y: { auto: true } },
      axes: [
        {
          ...axis,
          label: dayAxisLabel,
          incrs: [1, 2, 5, 7, 10],
          values: (_chart, splits) => splits.map((split) => String(split)),
        },
        {
          ...axis,
          side: rtl ? 1 : 3,
          label: timeAxisLabel,
          size: 80,
          incrs: [HOUR, 2 * HOUR, 3 * HOUR, 4 * HOUR, 6 * HOUR],
          values: (_chart, splits) => splits.map((split) => formatMinutes(split)),
        },
      ],
      series: [
        {},
        ...series.map((line) => ({
          stroke: token(line.colorToken),
          width: 2,
          dash: line.dash,
          points: { show: true, size: 4 },
          spanGaps: false,
        })),
      ],
    };
    const chart = new uPlot(options, [days, ...series.map((line) => line.values)], element);
    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width;
      if (width) chart.setSize({ width: Math.max(width, 280), height: HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, series, rtl, formatMinutes, dayAxisLabel, timeAxisLabel]);

  return <div ref={host} data-slot="chart-canvas" className="prayer-chart__canvas" />;
}

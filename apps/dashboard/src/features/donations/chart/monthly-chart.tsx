import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { themedAxis } from '../../../lib/chart-theme';

export interface MonthlyChartProps {
  /** Month labels, oldest first, already worded in the language. */
  months: string[];
  /** The total given in each month. */
  totals: number[];
  rtl: boolean;
  formatAmount: (amount: number) => string;
  monthAxisLabel: string;
  amountAxisLabel: string;
}

const HEIGHT = 280;

/**
 * The canvas of the donations chart, in its own module so uPlot is fetched apart from the area's first
 * chunk, once there are months to draw. Colours and fonts come from the theme tokens at draw time; in
 * Arabic the month axis runs right to left and the amount axis moves to the right edge, mirroring the
 * page.
 */
export default function MonthlyChart({
  months,
  totals,
  rtl,
  formatAmount,
  monthAxisLabel,
  amountAxisLabel,
}: MonthlyChartProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const { token, axis } = themedAxis(element);
    const indexes = months.map((_, index) => index);
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 240),
      height: HEIGHT,
      legend: { show: false },
      scales: {
        x: { time: false, dir: rtl ? -1 : 1 },
        y: { auto: true, range: (_u, _min, max) => [0, max || 1] },
      },
      axes: [
        {
          ...axis,
          label: monthAxisLabel,
          incrs: [1, 2, 3, 6, 12],
          values: (_chart, splits) => splits.map((split) => months[split] ?? ''),
        },
        {
          ...axis,
          side: rtl ? 1 : 3,
          label: amountAxisLabel,
          size: 90,
          values: (_chart, splits) => splits.map((split) => formatAmount(split)),
        },
      ],
      series: [
        {},
        {
          stroke: token('--color-primary'),
          width: 2,
          points: { show: true, size: 6 },
        },
      ],
    };
    const chart = new uPlot(options, [indexes, totals], element);
    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width;
      if (width) chart.setSize({ width: Math.max(width, 240), height: HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [months, totals, rtl, formatAmount, monthAxisLabel, amountAxisLabel]);

  return <div ref={host} data-slot="chart-canvas" className="donations-chart__canvas" />;
}

import type { AthanDay } from '@minbar/api/schemas/prayer';
import { daysInMonth } from '@minbar/domain/prayer/calendar';
import { PRAYERS, type Prayer, parseTime } from '@minbar/domain/prayer/prayers';
import { DataTable, type DataTableColumn } from '@minbar/ui/data-table/data-table';
import { directionOf, type Locale } from '@minbar/ui/provider/ui-provider';
import { lazy, Suspense, useId, useMemo } from 'react';
import { formatDayOfMonth, formatMinutesOfDay, formatMonthOfYear, formatTimeOfDay } from '../format';
import { usePrayerT } from '../prayer-intl';
import type { MonthChartSeries } from './month-chart';
import './chart-view.css';

/* uPlot and its stylesheet load with the chart view only, keeping them out of the area's first chunk. */
const MonthChart = lazy(() => import('./month-chart'));

export interface ChartViewProps {
  /** The month's stored days (the month query's rows), all of one month. */
  days: readonly AthanDay[];
  locale: Locale;
}

const ATHAN_FIELD: Record<Prayer, keyof AthanDay> = {
  fajr: 'fajr_athan',
  dhuhr: 'dhuhr_athan',
  asr: 'asr_athan',
  maghrib: 'maghrib_athan',
  isha: 'isha_athan',
};

/** Each prayer keeps one colour token and one dash pattern, so lines differ without colour too. */
const LINE_STYLE: Record<Prayer, { colorToken: string; dash: number[] }> = {
  fajr: { colorToken: '--color-info', dash: [] },
  dhuhr: { colorToken: '--color-accent', dash: [8, 4] },
  asr: { colorToken: '--focus-ring-color', dash: [2, 3] },
  maghrib: { colorToken: '--color-danger', dash: [12, 4, 2, 4] },
  isha: { colorToken: '--color-primary', dash: [4, 4] },
};

/**
 * The chart view (docs/decisions/0009): the month's five athan times as lines over its days. The canvas is
 * described by a summary and paired with the same times as a table for keyboard and screen readers.
 */
export function ChartView({ days, locale }: ChartViewProps) {
  const t = usePrayerT();
  const id = useId();
  const sorted = useMemo(() => [...days].sort((a, b) => a.date.localeCompare(b.date)), [days]);
  const first = sorted[0];

  const chart = useMemo(() => {
    if (!first) return null;
    const [year, month] = first.date.split('-').map(Number) as [number, number];
    const byDay = new Map(sorted.map((day) => [Number(day.date.slice(8, 10)), day]));
    const dayNumbers = Array.from({ length: daysInMonth(year, month) }, (_, index) => index + 1);
    const series: MonthChartSeries[] = PRAYERS.map((prayer) => ({
      values: dayNumbers.map((day) => {
        const stored = byDay.get(day);
        return stored ? parseTime(String(stored[ATHAN_FIELD[prayer]])) : null;
      }),
      ...LINE_STYLE[prayer],
    }));
    return { year, month, dayNumbers, series };
  }, [first, sorted]);

  const formatMinutes = useMemo(() => (minutes: number) => formatMinutesOfDay(locale, minutes), [locale]);

  if (!chart) {
    return (
      <section
        data-slot="prayer-chart"
        data-state="empty"
        className="prayer-chart"
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className="prayer-chart__title">
          {t('tools.chart.heading')}
        </h2>
        <p className="prayer-chart__empty">{t('tools.chart.empty')}</p>
      </section>
    );
  }

  const monthName = formatMonthOfYear(locale, chart.year, chart.month);
  const columns: Array<DataTableColumn<AthanDay>> = [
    {
      key: 'date',
      header: t('tools.chart.column.date'),
      cell: (day) => formatDayOfMonth(locale, day.date),
    },
    ...PRAYERS.map((prayer) => ({
      key: prayer,
      header: t(`tools.prayer.${prayer}`),
      cell: (day: AthanDay) => formatTimeOfDay(locale, String(day[ATHAN_FIELD[prayer]])),
    })),
  ];

  return (
    <section
      data-slot="prayer-chart"
      data-state="ready"
      className="prayer-chart"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="prayer-chart__title">
        {t('tools.chart.heading')}
      </h2>
      <p id={`${id}-summary`} className="prayer-chart__summary">
        {t('tools.chart.summary', { month: monthName, count: sorted.length })}
      </p>
      <ul aria-label={t('tools.chart.legend')} className="prayer-chart__legend">
        {PRAYERS.map((prayer) => (
          <li key={prayer} className="prayer-chart__legend-item">
            <svg viewBox="0 0 32 8" width="32" height="8" aria-hidden="true" focusable="false">
              <line
                x1="0"
                y1="4"
                x2="32"
                y2="4"
                stroke={`var(${LINE_STYLE[prayer].colorToken})`}
                strokeWidth="3"
                strokeDasharray={LINE_STYLE[prayer].dash.join(' ') || undefined}
              />
            </svg>
            {t(`tools.prayer.${prayer}`)}
          </li>
        ))}
      </ul>
      <div role="img" aria-labelledby={`${id}-summary`} className="prayer-chart__figure">
        <Suspense
          fallback={
            <p role="status" className="prayer-chart__loading">
              {t('tools.chart.loading')}
            </p>
          }
        >
          <MonthChart
            days={chart.dayNumbers}
            series={chart.series}
            rtl={directionOf(locale) === 'rtl'}
            formatMinutes={formatMinutes}
            dayAxisLabel={t('tools.chart.axis.day')}
            timeAxisLabel={t('tools.chart.axis.time')}
          />
        </Suspense>
      </div>
      <details className="prayer-chart__data">
        <summary className="prayer-chart__data-toggle">{t('tools.chart.showTable')}</summary>
        <DataTable
          caption={t('tools.chart.tableCaption', { month: monthName })}
          columns={columns}
          rows={sorted}
          rowKey={(day) => day.date}
        />
      </details>
    </section>
  );
}

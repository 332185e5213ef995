import type { AthanDay } from '@minbar/api/schemas/prayer';
import { type DatedTime, monthStatistics, type PrayerStatistics } from '@minbar/domain/prayer/statistics';
import { DataTable, type DataTableColumn } from '@minbar/ui/data-table/data-table';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatDayOfMonth, formatMonthOfYear, formatTimeOfDay } from '../format';
import { usePrayerT } from '../prayer-intl';
import './statistics-view.css';

export interface StatisticsViewProps {
  /** The month's stored days (the month query's rows). */
  days: readonly AthanDay[];
  year: number;
  /** 1-12. */
  month: number;
}

/**
 * The statistics view (docs/decisions/0009): each prayer's earliest and latest time with its date,
 * days entered and missing.
 */
export function StatisticsView({ days, year, month }: StatisticsViewProps) {
  const t = usePrayerT();
  const locale = useIntl().locale as Locale;
  const stats = useMemo(
    () =>
      monthStatistics(
        days.map((day) => ({
          date: day.date,
          fajr: day.fajr_athan,
          dhuhr: day.dhuhr_athan,
          asr: day.asr_athan,
          maghrib: day.maghrib_athan,
          isha: day.isha_athan,
        })),
        year,
        month,
      ),
    [days, year, month],
  );
  const monthName = formatMonthOfYear(locale, year, month);
  const dated = (value: DatedTime | null) =>
    value ? (
      t('tools.stats.onDate', {
        time: formatTimeOfDay(locale, value.time),
        date: formatDayOfMonth(locale, value.date),
      })
    ) : (
      <span className="prayer-stats__none">{t('tools.stats.noTime')}</span>
    );

  const columns: Array<DataTableColumn<PrayerStatistics>> = [
    {
      key: 'prayer',
      header: t('tools.stats.column.prayer'),
      cell: (row) => <span className="prayer-stats__prayer">{t(`tools.prayer.${row.prayer}`)}</span>,
    },
    { key: 'earliest', header: t('tools.stats.column.earliest'), cell: (row) => dated(row.earliest) },
    { key: 'latest', header: t('tools.stats.column.latest'), cell: (row) => dated(row.latest) },
    {
      key: 'entered',
      header: t('tools.stats.column.entered'),
      cell: (row) => t('tools.stats.days', { count: row.entered }),
    },
    {
      key: 'missing',
      header: t('tools.stats.column.missing'),
      cell: (row) => (
        <span data-missing={row.missing > 0 || undefined} className="prayer-stats__missing">
          {t('tools.stats.days', { count: row.missing })}
        </span>
      ),
    },
  ];

  const nothingEntered = stats.prayers.every((row) => row.entered === 0);
  const complete = stats.prayers.every((row) => row.missing === 0);

  return (
    <section data-slot="prayer-statistics" className="prayer-stats">
      {nothingEntered ? (
        <p data-slot="statistics-empty" className="prayer-stats__notice">
          {t('tools.stats.empty', { month: monthName })}
        </p>
      ) : null}
      {complete ? (
        <p data-slot="statistics-complete" className="prayer-stats__notice" data-tone="success">
          {t('tools.stats.complete', { month: monthName })}
        </p>
      ) : null}
      <DataTable
        caption={t('tools.stats.caption', { month: monthName })}
        columns={columns}
        rows={stats.prayers}
        rowKey={(row) => row.prayer}
      />
    </section>
  );
}

import { findCoveringIqamaSetting } from '@minbar/domain/prayer/iqama';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { ViewPanel, ViewSwitch } from '@minbar/ui/view-switch/view-switch';
import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/api-context';
import { networkFailure } from '../../../lib/feedback';
import { useMosqueSettings, useMosqueToday } from '../../../lib/use-mosque-settings';
import { DaySummary } from '../components/day-summary';
import { MonthTableView } from '../components/month-table-view';
import { PrayerTimesScreen } from '../components/prayer-times-screen';
import { ReminderDevices } from '../components/reminder-devices';
import { TodayCard } from '../components/today-card';
import { PrayerDialogs } from '../dialogs/prayer-dialogs';
import { rangeFailure, todayFailure } from '../error-messages';
import { PrayerIntlProvider, usePrayerT } from '../prayer-intl';
import { useDayTimes } from '../queries/use-day-times';
import { useMonthTimes } from '../queries/use-month-times';
import { usePolishCities } from '../queries/use-polish-cities';
import { usePrayerSettings } from '../queries/use-prayer-settings';
import { useRangeTimes } from '../queries/use-range-times';
import { useReminderDevices } from '../queries/use-reminder-devices';
import { useTodayTimes } from '../queries/use-today-times';
import { PRAYER_VIEWS, usePrayerScreenState } from './prayer-screen-state';
import { PrayerSidebarContainer } from './prayer-sidebar-container';

/*
 * The screen opens on the month table: every other view loads when first shown. The range brings its
 * virtual list, the calendar its grid, the chart uPlot and the statistics their own rules.
 */
const CalendarView = lazy(() =>
  import('../components/calendar-view').then((m) => ({ default: m.CalendarView })),
);
const RangeView = lazy(() => import('../components/range-view').then((m) => ({ default: m.RangeView })));
const ChartView = lazy(() => import('../chart/chart-view').then((m) => ({ default: m.ChartView })));
const StatisticsView = lazy(() =>
  import('../statistics/statistics-view').then((m) => ({ default: m.StatisticsView })),
);

/** /dashboard/AthanTimes and /dashboard/AthanTimesAdmain, with the area's messages. */
export function PrayerTimesRoute() {
  const mosque = useMosqueSettings();
  // The screen opens on the mosque's today and city (docs/decisions/0015), so it waits for the
  // server's settings; should they fail, the browser's zone stands in and the screen still opens.
  return (
    <PrayerIntlProvider>
      {mosque.settled ? <PrayerTimesContainer defaultCity={mosque.defaultCity} /> : <SettingsLoading />}
    </PrayerIntlProvider>
  );
}

function SettingsLoading() {
  const t = usePrayerT();
  return <p aria-busy="true">{t('prayer.sidebar.loading')}</p>;
}

/**
 * The screen's data and selection: the queries of the month, the selected day, the settings, today
 * and the range; each dialog owns its save (dialogs/), the selection and views live in one reducer.
 */
function PrayerTimesContainer({ defaultCity }: { defaultCity: string }) {
  const t = usePrayerT();
  const locale = useUiLocale();
  const today = useMosqueToday();
  const isAdmin = useSession()?.roles.includes('admin') ?? false;
  const [state, actions] = usePrayerScreenState(today, defaultCity);
  const { city, shown, selectedDate, range } = state;

  const month = useMonthTimes(city, shown.year, shown.month);
  const dayTimes = useDayTimes(city, selectedDate);
  const settings = usePrayerSettings();
  const todayTimes = useTodayTimes(city);
  const cities = usePolishCities();
  const rangeTimes = useRangeTimes(range);
  const reminderDevices = useReminderDevices(isAdmin);

  const monthRows = month.data ?? [];
  const settingsList = settings.data ?? [];
  const covering = findCoveringIqamaSetting(settingsList, city, selectedDate);
  const loadingText = <p aria-busy="true">{t('prayer.sidebar.loading')}</p>;

  return (
    <PrayerTimesScreen
      onDownload={() => actions.openDialog({ kind: 'download' })}
      onUpload={() => actions.openDialog({ kind: 'import' })}
      onMosqueSettings={isAdmin ? () => actions.openDialog({ kind: 'mosqueSettings' }) : undefined}
      todayCard={
        <TodayCard
          today={today}
          city={city}
          day={todayTimes.data}
          error={todayTimes.isError ? todayFailure(todayTimes.error) : null}
        />
      }
      reminders={
        isAdmin ? (
          <ReminderDevices
            counts={reminderDevices.data}
            loading={reminderDevices.isPending}
            error={reminderDevices.isError}
            onRetry={() => void reminderDevices.refetch()}
          />
        ) : null
      }
      sidebar={
        <PrayerSidebarContainer
          date={selectedDate}
          city={city}
          tab={state.tab}
          onTabChange={actions.changeTab}
          day={dayTimes.isError ? null : dayTimes.data}
          dayError={
            dayTimes.isError ? (networkFailure(dayTimes.error) ?? { id: 'prayer.sidebar.loadError' }) : null
          }
          covering={covering}
          onOpenDialog={actions.openDialog}
        />
      }
      views={
        <ViewSwitch
          label={t('prayer.view.label')}
          value={state.view}
          onValueChange={actions.changeView}
          views={PRAYER_VIEWS.map((value) => ({ value, label: t(`prayer.view.${value}`) }))}
        >
          <ViewPanel value="table">
            <MonthTableView
              city={city}
              cities={cities.cities}
              onCityChange={actions.changeCity}
              year={shown.year}
              month={shown.month}
              onMonthChange={actions.showMonth}
              rows={monthRows}
              loading={month.isPending}
              error={month.isError ? (networkFailure(month.error) ?? { id: 'prayer.table.error' }) : null}
              onRetry={() => void month.refetch()}
              selectedDate={selectedDate}
              onSelectDate={actions.selectDate}
            />
          </ViewPanel>
          <ViewPanel value="calendar">
            <Suspense fallback={loadingText}>
              <CalendarView
                city={city}
                year={shown.year}
                month={shown.month}
                onMonthChange={actions.showMonth}
                rows={monthRows}
                settings={settingsList}
                selectedDate={selectedDate}
                onSelectDate={actions.selectDate}
                summary={<DaySummary date={selectedDate} day={dayTimes.data} iqama={covering} />}
              />
            </Suspense>
          </ViewPanel>
          <ViewPanel value="range">
            <Suspense fallback={loadingText}>
              <RangeView
                query={range}
                onQueryChange={actions.changeRange}
                rows={rangeTimes.data ?? []}
                loading={rangeTimes.isFetching}
                error={rangeTimes.isError ? rangeFailure(rangeTimes.error) : null}
                selectedDate={selectedDate}
                onSelectDate={actions.selectRangeDate}
              />
            </Suspense>
          </ViewPanel>
          <ViewPanel value="chart">
            <Suspense fallback={loadingText}>
              <ChartView days={monthRows} locale={locale} />
            </Suspense>
          </ViewPanel>
          <ViewPanel value="statistics">
            <Suspense fallback={loadingText}>
              <StatisticsView days={monthRows} year={shown.year} month={shown.month} />
            </Suspense>
          </ViewPanel>
        </ViewSwitch>
      }
      dialogs={
        <PrayerDialogs
          dialog={state.dialog}
          today={today}
          city={city}
          shown={shown}
          selectedDate={selectedDate}
          onClose={actions.closeDialog}
        />
      }
    />
  );
}

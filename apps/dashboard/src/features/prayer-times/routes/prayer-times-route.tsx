import type { IqamaSettingAnswer } from '@minbar/api/schemas/prayer';
import { DEFAULT_TIME_ZONE, defaultRange, downloadYears, mosqueToday } from '@minbar/domain/prayer/calendar';
import { DEFAULT_CITY } from '@minbar/domain/prayer/cities';
import { findCoveringIqamaSetting, requireSettingsId } from '@minbar/domain/prayer/iqama';
import { requirePrayerTimeId } from '@minbar/domain/prayer/prayers';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useToast } from '@minbar/ui/toast/toast';
import { ViewPanel, ViewSwitch } from '@minbar/ui/view-switch/view-switch';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { networkFailure } from '../../../lib/feedback';
import { AddPrayersDialog } from '../components/add-prayers-dialog';
import { CalendarView } from '../components/calendar-view';
import { DaySummary } from '../components/day-summary';
import { DeleteConfirmDialog, type DeleteTarget } from '../components/delete-confirm-dialog';
import { DownloadDialog } from '../components/download-dialog';
import { EditPrayerDialog } from '../components/edit-prayer-dialog';
import { IqamaDialog } from '../components/iqama-dialog';
import { MonthTableView } from '../components/month-table-view';
import { PrayerSidebar, type SidebarTab } from '../components/prayer-sidebar';
import { PrayerTimesScreen } from '../components/prayer-times-screen';
import { RangeView } from '../components/range-view';
import { TodayCard } from '../components/today-card';
import {
  bulkSaveFailure,
  deleteFailure,
  downloadFailure,
  iqamaSaveFailure,
  iqamaUpdateFailure,
  prayerUpdateFailure,
  rangeFailure,
  todayFailure,
} from '../error-messages';
import { type PrayerFeedback, PrayerIntlProvider, usePrayerT } from '../prayer-intl';
import { useDayTimes } from '../queries/use-day-times';
import { useDeleteAthanTime } from '../queries/use-delete-athan-time';
import { useDeleteIqama } from '../queries/use-delete-iqama';
import { useDownloadYear } from '../queries/use-download-year';
import { useMonthTimes } from '../queries/use-month-times';
import { usePolishCities } from '../queries/use-polish-cities';
import { usePrayerSettings } from '../queries/use-prayer-settings';
import { type RangeQuery, useRangeTimes } from '../queries/use-range-times';
import { useSaveBulk } from '../queries/use-save-bulk';
import { useSaveIqama } from '../queries/use-save-iqama';
import { useTodayTimes } from '../queries/use-today-times';
import { useUpdateAthanTime } from '../queries/use-update-athan-time';
import { useUpdateIqama } from '../queries/use-update-iqama';
import { usePrayerFeedbackText } from '../use-prayer-feedback';

// The chart brings uPlot and the statistics their own rules: both load when first shown.
const ChartView = lazy(() => import('../chart/chart-view').then((m) => ({ default: m.ChartView })));
// The import reads CSV with papaparse: it loads when Upload is first pressed.
const ImportDialog = lazy(() => import('../import/import-dialog').then((m) => ({ default: m.ImportDialog })));
const StatisticsView = lazy(() =>
  import('../statistics/statistics-view').then((m) => ({ default: m.StatisticsView })),
);

type View = 'table' | 'calendar' | 'range' | 'chart' | 'statistics';

/** /dashboard/AthanTimes and /dashboard/AthanTimesAdmain, with the area's messages. */
export function PrayerTimesRoute() {
  return (
    <PrayerIntlProvider>
      <PrayerTimesContainer />
    </PrayerIntlProvider>
  );
}

function PrayerTimesContainer() {
  const t = usePrayerT();
  const feedbackText = usePrayerFeedbackText();
  const toast = useToast();
  const locale = useUiLocale();
  const [today] = useState(() => mosqueToday(new Date(), DEFAULT_TIME_ZONE));
  const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];

  const [city, setCity] = useState(DEFAULT_CITY);
  const [shown, setShown] = useState({ year: todayYear, month: todayMonth });
  const [selectedDate, setSelectedDate] = useState(today);
  const [view, setView] = useState<View>('table');
  const [tab, setTab] = useState<SidebarTab>('prayers');
  const [range, setRange] = useState<RangeQuery>(() => ({ ...defaultRange(today), city: DEFAULT_CITY }));

  const [addOpen, setAddOpen] = useState(false);
  const [iqamaDialog, setIqamaDialog] = useState<{ setting: IqamaSettingAnswer | null } | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const [downloadOpen, setDownloadOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [dialogError, setDialogError] = useState<PrayerFeedback | null>(null);

  const month = useMonthTimes(city, shown.year, shown.month);
  const dayTimes = useDayTimes(city, selectedDate);
  const settings = usePrayerSettings();
  const todayTimes = useTodayTimes(city);
  const cities = usePolishCities();
  const rangeTimes = useRangeTimes(range);
  const saveBulk = useSaveBulk();
  const updateAthan = useUpdateAthanTime();
  const deleteAthan = useDeleteAthanTime();
  const saveIqama = useSaveIqama();
  const updateIqama = useUpdateIqama();
  const deleteIqama = useDeleteIqama();
  const downloadYear = useDownloadYear();

  const showError = (feedback: PrayerFeedback) =>
    toast.show({ tone: 'error', message: feedbackText(feedback) });
  const showSuccess = (feedback: PrayerFeedback) =>
    toast.show({ tone: 'success', message: feedbackText(feedback) });

  const monthRows = month.data ?? [];
  const settingsList = settings.data ?? [];
  const covering = findCoveringIqamaSetting(settingsList, city, selectedDate);

  const selectDate = useCallback((date: string) => setSelectedDate(date), []);
  // A day picked in the range view may be of another month or city: the other views follow it.
  const selectRangeDate = useCallback(
    (date: string) => {
      setSelectedDate(date);
      setCity(range.city);
      const [year, monthNumber] = date.split('-').map(Number) as [number, number];
      setShown({ year, month: monthNumber });
    },
    [range.city],
  );

  const years = useMemo(() => downloadYears(today), [today]);

  const sidebar = (
    <PrayerSidebar
      date={selectedDate}
      city={city}
      tab={tab}
      onTabChange={setTab}
      day={dayTimes.isError ? null : dayTimes.data}
      dayError={
        dayTimes.isError ? (networkFailure(dayTimes.error) ?? { id: 'prayer.sidebar.loadError' }) : null
      }
      iqama={covering}
      onAdd={() => {
        setDialogError(null);
        if (tab === 'prayers') setAddOpen(true);
        else setIqamaDialog({ setting: null });
      }}
      onEditPrayers={() => {
        if (!requirePrayerTimeId(dayTimes.data?.id).ok)
          return showError({ id: 'prayer.error.noTimesAvailable' });
        setDialogError(null);
        setEditOpen(true);
      }}
      onDeletePrayers={() => {
        const day = dayTimes.data;
        const check = requirePrayerTimeId(day?.id);
        if (!check.ok || !day) return showError({ id: 'prayer.error.noTimesAvailable' });
        setDeleteTarget({ kind: 'prayer', id: check.id, date: day.date, city: day.city });
      }}
      onEditIqama={() => {
        if (!covering || !requireSettingsId(covering.id).ok)
          return showError({ id: 'prayer.error.noSettingsId' });
        setDialogError(null);
        setIqamaDialog({ setting: covering });
      }}
      onDeleteIqama={() => {
        if (!covering || !requireSettingsId(covering.id).ok)
          return showError({ id: 'prayer.error.noSettingsId' });
        setDeleteTarget({ kind: 'iqama', setting: covering });
      }}
    />
  );

  return (
    <PrayerTimesScreen
      onDownload={() => setDownloadOpen(true)}
      onUpload={() => setImportOpen(true)}
      todayCard={
        <TodayCard
          today={today}
          city={city}
          day={todayTimes.data}
          error={todayTimes.isError ? todayFailure(todayTimes.error) : null}
        />
      }
      sidebar={sidebar}
      views={
        <ViewSwitch
          label={t('prayer.view.label')}
          value={view}
          onValueChange={setView}
          views={(['table', 'calendar', 'range', 'chart', 'statistics'] as const).map((value) => ({
            value,
            label: t(`prayer.view.${value}`),
          }))}
        >
          <ViewPanel value="table">
            <MonthTableView
              city={city}
              cities={cities.cities}
              onCityChange={setCity}
              year={shown.year}
              month={shown.month}
              onMonthChange={(year, monthNumber) => setShown({ year, month: monthNumber })}
              rows={monthRows}
              loading={month.isPending}
              error={month.isError ? (networkFailure(month.error) ?? { id: 'prayer.table.error' }) : null}
              onRetry={() => void month.refetch()}
              selectedDate={selectedDate}
              onSelectDate={selectDate}
            />
          </ViewPanel>
          <ViewPanel value="calendar">
            <CalendarView
              city={city}
              year={shown.year}
              month={shown.month}
              onMonthChange={(year, monthNumber) => setShown({ year, month: monthNumber })}
              rows={monthRows}
              settings={settingsList}
              selectedDate={selectedDate}
              onSelectDate={selectDate}
              summary={<DaySummary date={selectedDate} day={dayTimes.data} iqama={covering} />}
            />
          </ViewPanel>
          <ViewPanel value="range">
            <RangeView
              query={range}
              onQueryChange={setRange}
              rows={rangeTimes.data ?? []}
              loading={rangeTimes.isFetching}
              error={rangeTimes.isError ? rangeFailure(rangeTimes.error) : null}
              selectedDate={selectedDate}
              onSelectDate={selectRangeDate}
            />
          </ViewPanel>
          <ViewPanel value="chart">
            <Suspense fallback={<p aria-busy="true">{t('prayer.sidebar.loading')}</p>}>
              <ChartView days={monthRows} locale={locale} />
            </Suspense>
          </ViewPanel>
          <ViewPanel value="statistics">
            <Suspense fallback={<p aria-busy="true">{t('prayer.sidebar.loading')}</p>}>
              <StatisticsView days={monthRows} year={shown.year} month={shown.month} />
            </Suspense>
          </ViewPanel>
        </ViewSwitch>
      }
      dialogs={
        <>
          <AddPrayersDialog
            open={addOpen}
            onOpenChange={setAddOpen}
            year={shown.year}
            month={shown.month}
            city={city}
            cities={cities.cities}
            onRefreshCities={() => void cities.refetch()}
            refreshingCities={cities.isFetching}
            saving={saveBulk.isPending}
            serverError={dialogError}
            onSave={(request) => {
              setDialogError(null);
              saveBulk.mutate(request, {
                onSuccess: (answer) => {
                  showSuccess({ id: 'prayer.success.prayersSaved', values: { count: answer.saved } });
                  setAddOpen(false);
                },
                onError: (error) => setDialogError(bulkSaveFailure(error)),
              });
            }}
          />
          {iqamaDialog ? (
            <IqamaDialog
              open
              onOpenChange={(open) => !open && setIqamaDialog(null)}
              setting={iqamaDialog.setting}
              selectedDate={selectedDate}
              city={city}
              saving={saveIqama.isPending || updateIqama.isPending}
              serverError={dialogError}
              onSave={(setting) => {
                setDialogError(null);
                const editing = iqamaDialog.setting;
                if (editing) {
                  updateIqama.mutate(
                    { id: editing.id, setting },
                    {
                      onSuccess: () => {
                        showSuccess({ id: 'prayer.success.iqamaUpdated' });
                        setIqamaDialog(null);
                      },
                      onError: (error) => setDialogError(iqamaUpdateFailure(error)),
                    },
                  );
                  return;
                }
                saveIqama.mutate(setting, {
                  onSuccess: () => {
                    showSuccess({ id: 'prayer.success.iqamaSaved' });
                    setIqamaDialog(null);
                  },
                  onError: (error) => setDialogError(iqamaSaveFailure(error)),
                });
              }}
            />
          ) : null}
          {editOpen && dayTimes.data ? (
            <EditPrayerDialog
              open
              onOpenChange={setEditOpen}
              day={dayTimes.data}
              saving={updateAthan.isPending}
              serverError={dialogError}
              onSave={(update) => {
                const id = dayTimes.data?.id;
                if (id === undefined) return;
                setDialogError(null);
                updateAthan.mutate(
                  { id, day: update },
                  {
                    onSuccess: () => {
                      showSuccess({ id: 'prayer.success.prayerUpdated' });
                      setEditOpen(false);
                    },
                    onError: (error) => setDialogError(prayerUpdateFailure(error)),
                  },
                );
              }}
            />
          ) : null}
          <DeleteConfirmDialog
            target={deleteTarget}
            onCancel={() => setDeleteTarget(null)}
            busy={deleteAthan.isPending || deleteIqama.isPending}
            onConfirm={(target) => {
              if (target.kind === 'prayer') {
                deleteAthan.mutate(target.id, {
                  onSuccess: () => {
                    showSuccess({ id: 'prayer.success.prayerDeleted' });
                    setDeleteTarget(null);
                  },
                  onError: (error) => showError(deleteFailure(error, 'prayer.error.deletePrayer')),
                });
                return;
              }
              deleteIqama.mutate(target.setting.id, {
                onSuccess: () => {
                  showSuccess({ id: 'prayer.success.iqamaDeleted' });
                  setDeleteTarget(null);
                },
                onError: (error) => showError(deleteFailure(error, 'prayer.error.deleteIqama')),
              });
            }}
          />
          {importOpen ? (
            <Suspense fallback={null}>
              <ImportDialog
                open
                onOpenChange={setImportOpen}
                city={city}
                onImported={() => setImportOpen(false)}
              />
            </Suspense>
          ) : null}
          <DownloadDialog
            open={downloadOpen}
            onOpenChange={setDownloadOpen}
            years={years}
            city={city}
            downloading={downloadYear.isPending}
            onDownload={(year) =>
              downloadYear.mutate(
                { year, city },
                {
                  onSuccess: () => {
                    showSuccess({ id: 'prayer.success.downloadCompleted' });
                    setDownloadOpen(false);
                  },
                  onError: (error) => showError(downloadFailure(error)),
                },
              )
            }
          />
        </>
      }
    />
  );
}

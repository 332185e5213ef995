import { downloadYears } from '@minbar/domain/prayer/calendar';
import { previewTimetable, timetablePeriod } from '@minbar/domain/prayer/timetable-import';
import { useToast } from '@minbar/ui/toast/toast';
import { useMemo, useRef, useState } from 'react';
import { useMosqueToday } from '../../../lib/use-mosque-settings';
import { usePrayerT } from '../prayer-intl';
import { useImportTimes } from '../queries/use-import-times';
import { useStoredDays } from '../queries/use-stored-days';
import { useCityName } from '../use-city-name';
import type { ImportConfirmation } from './import-confirm-dialog';
import { ImportDialogView, type ImportFileState } from './import-dialog-view';
import { importFailure } from './import-issues';
import { type MonthChoice, NO_MONTH } from './month-chooser';
import { type TokenisedTimetable, tokeniseTimetable } from './read-timetable-file';

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The city the file's days are saved for. */
  city: string;
  /** Called after a successful import, once the prayer queries are invalidated. */
  onImported: () => void;
  /** The mosque's today ('YYYY-MM-DD'), which sets the years offered; stories and tests pin it. */
  today?: string;
}

type FileRead =
  | { status: 'empty' }
  | { status: 'reading'; fileName: string }
  | { status: 'unreadable'; fileName: string }
  | { status: 'read'; fileName: string; table: TokenisedTimetable };

/**
 * Upload on the prayer-times screen (docs/decisions/0009): reads the chosen CSV, previews it with the bulk
 * rules, asks to confirm the city, the month and how many stored days it replaces, and saves it
 * through POST /prayer-times/import in one transaction. A Mawaqit calendar's month is never assumed
 * (not even the month on screen): it starts unchosen for every file, so a calendar cannot land in
 * the wrong month by one click.
 */
export function ImportDialog({ open, onOpenChange, city, onImported, today }: ImportDialogProps) {
  const t = usePrayerT();
  const cityName = useCityName();
  const toast = useToast();
  const importTimes = useImportTimes();
  const mosqueDate = useMosqueToday();
  const todayDate = today ?? mosqueDate;
  const thisYear = Number(todayDate.slice(0, 4));
  const [file, setFile] = useState<FileRead>({ status: 'empty' });
  const [month, setMonth] = useState<MonthChoice>(NO_MONTH);
  const [confirming, setConfirming] = useState(false);
  // Only the latest chosen file may fill the preview, even if an earlier one finishes reading later.
  const latestRead = useRef(0);

  // The preview follows the chosen month, since a Mawaqit calendar's days only mean something in one.
  const shown = useMemo<ImportFileState>(
    () =>
      file.status === 'read'
        ? {
            status: 'read',
            fileName: file.fileName,
            preview: previewTimetable({
              ...file.table,
              year: month.year ?? undefined,
              month: month.month ?? undefined,
            }),
          }
        : file,
    [file, month],
  );
  const preview = shown.status === 'read' ? shown.preview : null;
  // The stored days of the file's dates are looked up as soon as the file is valid, so the count is
  // usually there when Import is pressed.
  const period = useMemo(
    () => (preview?.ok ? timetablePeriod(preview.days.map((day) => day.date)) : null),
    [preview],
  );
  const stored = useStoredDays(city, period);
  const replaced = useMemo<ImportConfirmation['replaced']>(() => {
    if (stored.isError) return 'unknown';
    if (!stored.data || !preview) return 'counting';
    const dates = new Set(preview.days.map((day) => day.date));
    return stored.data.filter((day) => dates.has(day.date)).length;
  }, [stored.isError, stored.data, preview]);
  const confirmation: ImportConfirmation | null =
    confirming && preview?.ok && period ? { days: preview.days.length, period, replaced } : null;

  const reset = () => {
    latestRead.current += 1;
    setFile({ status: 'empty' });
    setMonth(NO_MONTH);
    setConfirming(false);
    importTimes.reset();
  };

  const changeOpen = (next: boolean) => {
    if (!next && importTimes.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const chooseFile = (chosen: File) => {
    const read = ++latestRead.current;
    importTimes.reset();
    setFile({ status: 'reading', fileName: chosen.name });
    // Each calendar's month is chosen for that file: one chosen for the previous file is not kept.
    setMonth(NO_MONTH);
    setConfirming(false);
    chosen.text().then(
      (text) => {
        if (read === latestRead.current)
          setFile({ status: 'read', fileName: chosen.name, table: tokeniseTimetable(text) });
      },
      () => {
        if (read === latestRead.current) setFile({ status: 'unreadable', fileName: chosen.name });
      },
    );
  };

  const save = () => {
    if (!preview?.ok) return;
    importTimes.reset();
    setConfirming(true);
  };

  const confirm = () => {
    // The user confirms the number shown, so Import waits until the stored days are counted.
    if (!preview?.ok || replaced === 'counting') return;
    importTimes.mutate(
      { city, data: preview.days },
      {
        onSuccess: (answer) => {
          toast.show({
            tone: 'success',
            message: t('tools.import.saved', { count: answer.saved, city: cityName(city) }),
          });
          reset();
          onImported();
          onOpenChange(false);
        },
        // The failure is shown in the import dialog, with the file kept to try again.
        onError: () => setConfirming(false),
      },
    );
  };

  return (
    <ImportDialogView
      open={open}
      onOpenChange={changeOpen}
      city={city}
      file={shown}
      onFileChosen={chooseFile}
      month={month}
      onMonthChange={setMonth}
      years={[thisYear + 1, ...downloadYears(todayDate)]}
      saving={importTimes.isPending}
      failure={importTimes.isError ? importFailure(importTimes.error) : null}
      onSave={save}
      confirmation={confirmation}
      onConfirm={confirm}
      onConfirmCancel={() => setConfirming(false)}
    />
  );
}

import { DEFAULT_TIME_ZONE, downloadYears, mosqueToday } from '@minbar/domain/prayer/calendar';
import { previewTimetable } from '@minbar/domain/prayer/timetable-import';
import { useToast } from '@minbar/ui/toast/toast';
import { useMemo, useRef, useState } from 'react';
import { usePrayerT } from '../prayer-intl';
import { useImportTimes } from '../queries/use-import-times';
import { useCityName } from '../use-city-name';
import { ImportDialogView, type ImportFileState, type MonthChoice } from './import-dialog-view';
import { importFailure } from './import-issues';
import { type TokenisedTimetable, tokeniseTimetable } from './read-timetable-file';

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The city the file's days are saved for. */
  city: string;
  /** Called after a successful import, once the prayer queries are invalidated. */
  onImported: () => void;
  /** The mosque's today ('YYYY-MM-DD'), the default Mawaqit month; stories and tests pin it. */
  today?: string;
}

type FileRead =
  | { status: 'empty' }
  | { status: 'reading'; fileName: string }
  | { status: 'unreadable'; fileName: string }
  | { status: 'read'; fileName: string; table: TokenisedTimetable };

/**
 * Upload on the prayer-times screen (DECISIONS 14): reads the chosen CSV, previews it with the bulk
 * rules, and saves it through POST /prayer-times/import in one transaction.
 */
export function ImportDialog({ open, onOpenChange, city, onImported, today }: ImportDialogProps) {
  const t = usePrayerT();
  const cityName = useCityName();
  const toast = useToast();
  const importTimes = useImportTimes();
  const todayDate = today ?? mosqueToday(new Date(), DEFAULT_TIME_ZONE);
  const [thisYear, thisMonth] = todayDate.split('-').map(Number) as [number, number];
  const [file, setFile] = useState<FileRead>({ status: 'empty' });
  const [month, setMonth] = useState<MonthChoice>({ year: thisYear, month: thisMonth });
  // Only the latest chosen file may fill the preview, even if an earlier one finishes reading later.
  const latestRead = useRef(0);

  // The preview follows the chosen month, since a Mawaqit calendar's days only mean something in one.
  const shown = useMemo<ImportFileState>(
    () =>
      file.status === 'read'
        ? {
            status: 'read',
            fileName: file.fileName,
            preview: previewTimetable({ ...file.table, year: month.year, month: month.month }),
          }
        : file,
    [file, month],
  );
  const preview = shown.status === 'read' ? shown.preview : null;

  const reset = () => {
    latestRead.current += 1;
    setFile({ status: 'empty' });
    setMonth({ year: thisYear, month: thisMonth });
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
    />
  );
}

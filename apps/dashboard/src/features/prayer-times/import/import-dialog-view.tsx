import { daysInMonth } from '@minbar/domain/prayer/calendar';
import { PRAYER_ISSUE } from '@minbar/domain/prayer/prayers';
import { IMPORT_ISSUE, type TimetablePreview } from '@minbar/domain/prayer/timetable-import';
import { Button } from '@minbar/ui/button/button';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { type ChangeEvent, type ReactNode, useId, useRef } from 'react';
import { useT } from '../../../lib/i18n';
import { untranslated, withUntranslated } from '../../../lib/untranslated';
import { formatDate, formatMonthOfYear } from '../format';
import { usePrayerT } from '../prayer-intl';
import { useCityName } from '../use-city-name';
import { type ImportConfirmation, ImportConfirmDialog } from './import-confirm-dialog';
import { DOWNLOAD_COLUMNS, fileIssueMessage, type ImportFailure, MAWAQIT_COLUMNS } from './import-issues';
import { type MonthChoice, MonthChooser } from './month-chooser';
import { PreviewTable } from './preview-table';
import './import-dialog.css';

/** Where the chosen file stands: nothing yet, being read, unreadable, or read into a preview. */
export type ImportFileState =
  | { status: 'empty' }
  | { status: 'reading'; fileName: string }
  | { status: 'unreadable'; fileName: string }
  | { status: 'read'; fileName: string; preview: TimetablePreview };

export interface ImportDialogViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  city: string;
  file: ImportFileState;
  onFileChosen: (file: File) => void;
  /** The month a Mawaqit calendar's day numbers belong to: never guessed, so it starts empty. */
  month: MonthChoice;
  onMonthChange: (month: MonthChoice) => void;
  /** The years offered for a Mawaqit calendar, newest first. */
  years: readonly number[];
  saving?: boolean;
  failure?: ImportFailure | null;
  /** Import pressed on a valid file: the caller asks for confirmation before anything is sent. */
  onSave: () => void;
  /** The confirmation step, open while non-null. */
  confirmation?: ImportConfirmation | null;
  onConfirm: () => void;
  onConfirmCancel: () => void;
}

/** Row numbers named in the summary; past this many the rest are counted. */
const LINES_NAMED = 10;

/**
 * The upload dialog (docs/decisions/0009): a CSV file, its recognised format, the Mawaqit month when the
 * file holds day numbers only (chosen on purpose, never defaulted), a preview with each row's
 * problems, and an import that stays disabled until every row is valid, so a file is saved whole or
 * not at all. Import then asks to confirm the city, the month and the days it replaces.
 */
export function ImportDialogView({
  open,
  onOpenChange,
  city,
  file,
  onFileChosen,
  month,
  onMonthChange,
  years,
  saving = false,
  failure = null,
  onSave,
  confirmation = null,
  onConfirm,
  onConfirmCancel,
}: ImportDialogViewProps) {
  const t = usePrayerT();
  const cityName = useCityName();
  const id = useId();
  const preview = file.status === 'read' ? file.preview : null;
  const monthMissing = preview?.fileIssues.includes(IMPORT_ISSUE.monthRequired) ?? false;
  const monthHintId = `${id}-month-hint`;
  const fileInput = useRef<HTMLInputElement>(null);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen) onFileChosen(chosen);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('tools.import.title')}
      description={withUntranslated(
        t('tools.import.description', { city: cityName(city), columns: untranslated(0) }),
        DOWNLOAD_COLUMNS,
      )}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('tools.import.cancel')}
          </Button>
          <Button
            onClick={onSave}
            disabled={!preview?.ok}
            loading={saving}
            aria-describedby={monthMissing ? monthHintId : undefined}
          >
            {t('tools.import.save')}
          </Button>
        </>
      }
    >
      <div data-slot="prayer-import" className="prayer-import">
        <div className="prayer-import__field">
          <label htmlFor={`${id}-file`} className="prayer-import__label">
            {t('tools.import.file')}
          </label>
          {/*
           * The browser's own file button speaks the browser's language: ours says the same in the
           * page's, and the input stays for its label and for the files it receives.
           */}
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            tabIndex={-1}
            className="visually-hidden"
            disabled={saving}
            onChange={chooseFile}
          />
          <Button
            variant="secondary"
            className="prayer-import__choose"
            disabled={saving}
            aria-describedby={`${id}-file-hint`}
            onClick={() => fileInput.current?.click()}
          >
            {t(file.status === 'empty' ? 'tools.import.chooseFile' : 'tools.import.chooseAnotherFile')}
          </Button>
          <p id={`${id}-file-hint`} className="prayer-import__hint">
            {file.status === 'empty'
              ? t('tools.import.fileHint')
              : t('tools.import.chosenFile', { fileName: isolateText(file.fileName) })}
          </p>
        </div>

        <div role="status" className="prayer-import__status">
          {file.status === 'reading' ? t('tools.import.reading') : null}
          {preview?.format ? (
            <p className="prayer-import__format">{t(`tools.import.format.${preview.format}`)}</p>
          ) : null}
          {preview ? <PreviewSummary preview={preview} city={city} /> : null}
        </div>

        {file.status === 'unreadable' ? (
          <p role="alert" className="prayer-import__alert">
            {t('tools.import.readFailed')}
          </p>
        ) : null}
        {preview ? <FileIssues preview={preview} month={month} /> : null}

        {preview?.format === 'mawaqit' && !preview.fileIssues.includes(PRAYER_ISSUE.noneEntered) ? (
          <MonthChooser
            initial={month}
            years={years}
            disabled={saving}
            onChange={onMonthChange}
            hintId={monthMissing ? monthHintId : null}
          />
        ) : null}

        {preview && preview.rows.length > 0 && file.status === 'read' ? (
          <PreviewTable preview={preview} fileName={file.fileName} />
        ) : null}

        {failure ? <FailureAlert failure={failure} /> : null}
      </div>
      <ImportConfirmDialog
        confirmation={confirmation}
        city={city}
        saving={saving}
        onConfirm={onConfirm}
        onCancel={onConfirmCancel}
      />
    </Dialog>
  );
}

function PreviewSummary({ preview, city }: { preview: TimetablePreview; city: string }) {
  const t = usePrayerT();
  const cityName = useCityName();
  const locale = useUiLocale();
  if (preview.ok) {
    return (
      <p data-slot="import-summary" data-state="valid" className="prayer-import__summary">
        {t('tools.import.summary.valid', { count: preview.days.length, city: cityName(city) })}
      </p>
    );
  }
  const invalid = preview.rows.filter((row) => row.issues.length > 0);
  if (invalid.length === 0) return null;
  const named = new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(
    invalid.slice(0, LINES_NAMED).map((row) => String(row.line)),
  );
  const lines =
    invalid.length > LINES_NAMED
      ? t('tools.import.moreLines', { lines: named, count: invalid.length - LINES_NAMED })
      : named;
  return (
    <p data-slot="import-summary" data-state="invalid" className="prayer-import__summary">
      {t('tools.import.summary.invalid', { count: invalid.length, lines })}
    </p>
  );
}

function FileIssues({ preview, month }: { preview: TimetablePreview; month: MonthChoice }) {
  const t = usePrayerT();
  const locale = useUiLocale();
  const issues = preview.fileIssues.flatMap((code): { code: string; text: ReactNode }[] => {
    // The month chooser itself says why a month is needed, next to the selects it is about.
    if (code === IMPORT_ISSUE.monthRequired) return [];
    const message = fileIssueMessage(code);
    if (!message) return [];
    if (code === IMPORT_ISSUE.monthMismatch && month.year !== null && month.month !== null) {
      const text = t(message, {
        rows: preview.rows.length,
        month: formatMonthOfYear(locale, month.year, month.month),
        days: daysInMonth(month.year, month.month),
      });
      return [{ code, text }];
    }
    if (code === IMPORT_ISSUE.formatUnknown) {
      // The columns are the file's own words: shown as a file must hold them, never translated.
      const sentence = t(message, { columns: untranslated(0), mawaqitColumns: untranslated(1) });
      return [{ code, text: withUntranslated(sentence, DOWNLOAD_COLUMNS, MAWAQIT_COLUMNS) }];
    }
    return [{ code, text: t(message) }];
  });
  if (issues.length === 0) return null;
  return (
    <div role="alert" className="prayer-import__alert">
      {issues.map(({ code, text }) => (
        <p key={code}>{text}</p>
      ))}
    </div>
  );
}

function FailureAlert({ failure }: { failure: ImportFailure }) {
  const t = usePrayerT();
  const appT = useT();
  const locale = useUiLocale();
  let text: string;
  if (failure.kind === 'rejected') {
    const dates = new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(
      failure.dates.map((date) => formatDate(locale, date)),
    );
    text = t('tools.import.saveFailed', { detail: `${t(failure.message)} ${dates}` });
  } else if (failure.kind === 'network') {
    text = t('tools.import.saveFailed', { detail: appT(failure.message) });
  } else {
    text = failure.detail
      ? t('tools.import.saveFailed', { detail: failure.detail })
      : t('tools.import.saveFailedGeneric');
  }
  return (
    <p role="alert" data-slot="import-failure" className="prayer-import__alert">
      {text}
    </p>
  );
}

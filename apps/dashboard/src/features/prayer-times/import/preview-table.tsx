import { isIsoDate, PRAYERS, parseTime } from '@minbar/domain/prayer/prayers';
import type { TimetablePreview, TimetablePreviewRow } from '@minbar/domain/prayer/timetable-import';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useId, useState } from 'react';
import { formatDate, formatTimeOfDay } from '../format';
import { usePrayerT } from '../prayer-intl';
import { rowIssueMessage } from './import-issues';
import './import-dialog.css';

/** The file's rows with each one's problems; with problems, a filter shows only the rows holding them. */
export function PreviewTable({ preview, fileName }: { preview: TimetablePreview; fileName: string }) {
  const t = usePrayerT();
  const locale = useUiLocale();
  const id = useId();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const hasProblems = preview.rows.some((row) => row.issues.length > 0);
  const rows =
    onlyProblems && hasProblems ? preview.rows.filter((row) => row.issues.length > 0) : preview.rows;
  const time = (text: string) => (parseTime(text) === null ? text : formatTimeOfDay(locale, text));
  const date = (row: TimetablePreviewRow) =>
    row.date !== null && isIsoDate(row.date) ? formatDate(locale, row.date) : (row.date ?? '');

  return (
    <>
      {hasProblems ? (
        <div className="prayer-import__filter">
          <input
            id={`${id}-only`}
            type="checkbox"
            checked={onlyProblems}
            onChange={(event) => setOnlyProblems(event.target.checked)}
          />
          <label htmlFor={`${id}-only`}>{t('tools.import.onlyProblems')}</label>
        </div>
      ) : null}
      <section
        aria-label={t('tools.import.previewRegion')}
        // A scrollable region must be reachable by keyboard to scroll a year of rows (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls, so it takes focus
        tabIndex={0}
        className="prayer-import__scroll"
      >
        <table className="prayer-import__table">
          <caption className="prayer-import__caption">
            {t('tools.import.previewCaption', { fileName: isolateText(fileName) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('tools.import.column.line')}</th>
              <th scope="col">{t('tools.import.column.date')}</th>
              {PRAYERS.map((prayer) => (
                <th key={prayer} scope="col">
                  {t(`tools.prayer.${prayer}`)}
                </th>
              ))}
              <th scope="col">{t('tools.import.column.issues')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const invalid = row.issues.length > 0;
              return (
                <tr key={row.line} data-invalid={invalid || undefined}>
                  <th scope="row">{row.line}</th>
                  <td>{date(row)}</td>
                  {PRAYERS.map((prayer) => (
                    <td key={prayer}>{time(row.times[prayer])}</td>
                  ))}
                  <td className="prayer-import__check">
                    {invalid
                      ? row.issues.map((issue) => <span key={issue}>{t(rowIssueMessage(issue))}</span>)
                      : t('tools.import.rowOk')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}

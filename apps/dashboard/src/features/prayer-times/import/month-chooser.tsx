import { IMPORT_ISSUE, mawaqitMonthSchema } from '@minbar/domain/prayer/timetable-import';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useId, useState } from 'react';
import { useAppForm } from '../../../lib/forms/app-form';
import { BoundSelect } from '../../../lib/forms/bound-select';
import type { IssueMessage } from '../../../lib/forms/form-context';
import { FormElement } from '../../../lib/forms/form-element';
import { usePrayerT } from '../prayer-intl';
import './import-dialog.css';

/** The month a Mawaqit calendar is read for; each part is null until the user chooses it. */
export interface MonthChoice {
  year: number | null;
  /** 1-12. */
  month: number | null;
}

export const NO_MONTH: MonthChoice = { year: null, month: null };

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

const monthIssueMessage: IssueMessage = (code) => {
  if (code === IMPORT_ISSUE.monthMissing) return { id: 'tools.import.monthMissing' };
  if (code === IMPORT_ISSUE.yearMissing) return { id: 'tools.import.yearMissing' };
  return null;
};

export interface MonthChooserProps {
  /** What the selects start on: nothing chosen for a file just read. */
  initial: MonthChoice;
  /** The years offered, newest first. */
  years: readonly number[];
  disabled: boolean;
  /** Every change: each part as soon as it is chosen, so the preview follows. */
  onChange: (month: MonthChoice) => void;
  /** Set while the month or the year is missing: the hint saying why Import waits for them. */
  hintId: string | null;
}

/**
 * The month and year of a Mawaqit calendar, a form of its own checked by the domain's
 * mawaqitMonthSchema: both start unchosen (a calendar's month is never assumed), and a part left
 * unchosen says so once its select was left. The dialog mounts a fresh one for every file read.
 */
export function MonthChooser({ initial, years, disabled, onChange, hintId }: MonthChooserProps) {
  const t = usePrayerT();
  const locale = useUiLocale();
  const legendId = useId();
  const [schema] = useState(() => mawaqitMonthSchema(years));
  const form = useAppForm({
    schema,
    defaultValues: { month: String(initial.month ?? ''), year: String(initial.year ?? '') },
    // Import, in the dialog's footer, is what saves: the chooser only feeds the preview.
    onSubmit: () => undefined,
    onChange: (values) =>
      onChange({
        month: values.month === '' ? null : Number(values.month),
        year: values.year === '' ? null : Number(values.year),
      }),
  });
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });

  return (
    <form.AppForm>
      <FormElement aria-labelledby={legendId} issueMessage={monthIssueMessage}>
        <fieldset
          data-slot="mawaqit-month"
          data-state={hintId ? 'incomplete' : 'chosen'}
          className="prayer-import__month"
          aria-describedby={hintId ?? undefined}
        >
          <legend id={legendId} className="prayer-import__label">
            {t('tools.import.mawaqitMonth')}
          </legend>
          <form.AppField name="month">
            {() => (
              <BoundSelect
                label={t('tools.import.month')}
                placeholder={t('tools.import.chooseMonth')}
                disabled={disabled}
                options={MONTHS.map((value) => ({
                  value: String(value),
                  label: monthName.format(new Date(Date.UTC(2000, value - 1, 1))),
                }))}
              />
            )}
          </form.AppField>
          <form.AppField name="year">
            {() => (
              <BoundSelect
                label={t('tools.import.year')}
                placeholder={t('tools.import.chooseYear')}
                disabled={disabled}
                options={years.map((year) => ({ value: String(year), label: String(year) }))}
              />
            )}
          </form.AppField>
          {hintId ? (
            <p id={hintId} data-slot="mawaqit-month-hint" className="prayer-import__month-hint">
              {t('tools.import.fileIssue.monthRequired')}
            </p>
          ) : null}
        </fieldset>
      </FormElement>
    </form.AppForm>
  );
}

import type { AthanDay } from '@minbar/api/schemas/prayer';
import { type AthanUpdate, athanUpdateSchema } from '@minbar/domain/prayer/bulk-entry';
import { normaliseTime, PRAYER_ISSUE, PRAYERS, type Prayer } from '@minbar/domain/prayer/prayers';
import { FormDialog } from '@minbar/ui/dialog/form-dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { TimeField } from '@minbar/ui/time-field/time-field';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { bulkIssueFeedback } from '../error-messages';
import { formatLongDate } from '../format';
import { type PrayerFeedback, usePrayerT } from '../prayer-intl';
import { useCityName } from '../use-city-name';
import { usePrayerFeedbackText } from '../use-prayer-feedback';

export interface EditPrayerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  day: AthanDay;
  onSave: (update: AthanUpdate) => void;
  saving?: boolean;
  serverError?: PrayerFeedback | null;
  /** Starting times, for stories of a form with an order error. */
  initial?: Partial<Record<Prayer, string>>;
}

/** Edit prayer time (spec part 1 §2): the day's five athan times, checked for prayer order. */
export function EditPrayerDialog(props: EditPrayerDialogProps) {
  const t = usePrayerT();
  const locale = useUiLocale();
  const cityName = useCityName();
  const formId = useId();
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('prayer.edit.title')}
      description={t('prayer.edit.description', {
        date: formatLongDate(locale, props.day.date),
        city: cityName(props.day.city),
      })}
      formId={formId}
      busy={props.saving ?? false}
      cancelLabel={t('prayer.dialog.cancel')}
      submitLabel={t('prayer.dialog.save')}
    >
      <EditPrayerForm {...props} formId={formId} />
    </FormDialog>
  );
}

function EditPrayerForm(props: EditPrayerDialogProps & { formId: string }) {
  const t = usePrayerT();
  const feedback = usePrayerFeedbackText();
  const [times, setTimes] = useState<Record<Prayer, string>>(() => {
    const stored = Object.fromEntries(
      PRAYERS.map((prayer) => [prayer, normaliseTime(props.day[`${prayer}_athan`]) ?? '']),
    ) as Record<Prayer, string>;
    return { ...stored, ...props.initial };
  });
  const [error, setError] = useState<PrayerFeedback | null>(null);
  const shownError = error ?? props.serverError ?? null;

  return (
    <form
      id={props.formId}
      className="prayer-edit-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = v.safeParse(athanUpdateSchema, { date: props.day.date, ...times });
        if (!parsed.success) {
          const code =
            parsed.issues[0]?.message === PRAYER_ISSUE.order ? PRAYER_ISSUE.order : PRAYER_ISSUE.incomplete;
          setError(bulkIssueFeedback(code, [props.day.date]));
          return;
        }
        setError(null);
        props.onSave(parsed.output);
      }}
    >
      <div className="prayer-iqama-form__prayers">
        {PRAYERS.map((prayer) => (
          <TimeField
            key={prayer}
            name={prayer}
            label={t(prayer === 'maghrib' ? 'prayer.maghribIftar' : `prayer.name.${prayer}`)}
            value={times[prayer]}
            invalid={error !== null}
            onChange={(time) => setTimes((current) => ({ ...current, [prayer]: time }))}
          />
        ))}
      </div>
      <div role="alert" className="prayer-add__error">
        {shownError ? feedback(shownError) : null}
      </div>
    </form>
  );
}

import type { AthanDay } from '@minbar/api/schemas/prayer';
import { type AthanUpdate, athanUpdateSchema } from '@minbar/domain/prayer/bulk-entry';
import {
  firstOutOfOrder,
  normaliseTime,
  PRAYER_ISSUE,
  PRAYERS,
  type Prayer,
} from '@minbar/domain/prayer/prayers';
import { FormDialog } from '@minbar/ui/dialog/form-dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useCallback, useId, useState } from 'react';
import * as v from 'valibot';
import { useAppForm } from '../../../lib/forms/app-form';
import { BoundTimeField } from '../../../lib/forms/bound-time-field';
import type { IssueMessage } from '../../../lib/forms/form-context';
import { FormElement } from '../../../lib/forms/form-element';
import { bulkIssueFeedback } from '../error-messages';
import { formatLongDate } from '../format';
import { type PrayerFeedback, usePrayerT } from '../prayer-intl';
import { useCityName } from '../use-city-name';
import { usePrayerFeedbackText } from '../use-prayer-feedback';
import './prayer-times-screen.css';

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

/** Edit prayer time: the day's five athan times, checked for prayer order. */
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

/**
 * The form's schema: the five times as typed in, parsed with the server's athanUpdateSchema for the
 * day's date. A refusal lands on the first prayer that breaks the order (or has no valid time).
 */
export function editPrayerFormSchema(date: string) {
  return v.pipe(
    v.object(Object.fromEntries(PRAYERS.map((prayer) => [prayer, v.string()]))) as unknown as v.GenericSchema<
      Record<Prayer, string>
    >,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const parsed = v.safeParse(athanUpdateSchema, { date, ...dataset.value });
      if (parsed.success) return parsed.output;
      const prayer = firstOutOfOrder(dataset.value) ?? 'fajr';
      addIssue({
        message:
          parsed.issues[0].message === PRAYER_ISSUE.order ? PRAYER_ISSUE.order : PRAYER_ISSUE.incomplete,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value,
            key: prayer,
            value: dataset.value[prayer],
          },
        ],
      });
      return NEVER;
    }),
  );
}

function EditPrayerForm(props: EditPrayerDialogProps & { formId: string }) {
  const t = usePrayerT();
  const feedback = usePrayerFeedbackText();
  const [schema] = useState(() => editPrayerFormSchema(props.day.date));
  const form = useAppForm({
    schema,
    defaultValues: {
      ...(Object.fromEntries(
        PRAYERS.map((prayer) => [prayer, normaliseTime(props.day[`${prayer}_athan`]) ?? '']),
      ) as Record<Prayer, string>),
      ...props.initial,
    },
    onSubmit: props.onSave,
  });
  const issueMessage = useCallback<IssueMessage>(
    (code) =>
      bulkIssueFeedback(code === PRAYER_ISSUE.order ? PRAYER_ISSUE.order : PRAYER_ISSUE.incomplete, [
        props.day.date,
      ]),
    [props.day.date],
  );

  return (
    <form.AppForm>
      <FormElement
        id={props.formId}
        className="prayer-edit-form"
        busy={props.saving ?? false}
        issueMessage={issueMessage}
      >
        <div className="prayer-iqama-form__prayers">
          {PRAYERS.map((prayer) => (
            <form.AppField key={prayer} name={prayer}>
              {() => (
                <BoundTimeField
                  label={t(prayer === 'maghrib' ? 'prayer.maghribIftar' : `prayer.name.${prayer}`)}
                />
              )}
            </form.AppField>
          ))}
        </div>
        <div role="alert" className="prayer-add__error">
          {props.serverError ? feedback(props.serverError) : null}
        </div>
      </FormElement>
    </form.AppForm>
  );
}

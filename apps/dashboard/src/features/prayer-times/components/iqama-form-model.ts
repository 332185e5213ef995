import type { IqamaSettingAnswer } from '@minbar/api/schemas/prayer';
import {
  DEFAULT_IQAMA_FIXED,
  DEFAULT_IQAMA_MINUTES,
  IQAMA_ISSUE,
  IQAMA_MODES,
  type IqamaMode,
  type IqamaSave,
  iqamaSaveSchema,
  readMinutes,
  validateIqamaSave,
} from '@minbar/domain/prayer/iqama';
import { normaliseTime, PRAYERS, type Prayer } from '@minbar/domain/prayer/prayers';
import * as v from 'valibot';

const MINUTES_FIELDS = PRAYERS.map((prayer) => `${prayer}_minutes` as const);
const FIXED_FIELDS = PRAYERS.map((prayer) => `${prayer}_fixed` as const);

/**
 * What the form holds, as typed: the payload's own field names, so the save schema's issues land on
 * the fields that caused them. The key order is the focus order of a refused save.
 */
export type IqamaFormValues = {
  dateMode: 'single' | 'range';
  date: string;
  effective_from: string;
  effective_to: string;
  mode: IqamaMode;
} & Record<(typeof MINUTES_FIELDS)[number] | (typeof FIXED_FIELDS)[number], string>;

const perPrayer = (suffix: 'minutes' | 'fixed', value: (prayer: Prayer) => string) =>
  Object.fromEntries(PRAYERS.map((prayer) => [`${prayer}_${suffix}`, value(prayer)]));

/**
 * The form's starting values: the edited setting; or, for a new setting on the selected date, the
 * mode and times of the setting in force that day (`current`), so the imam changes only what moves;
 * without one, the domain's defaults (45 minutes after the athan, or 7:00).
 */
export function initialIqamaValues(
  setting: IqamaSettingAnswer | null | undefined,
  selectedDate: string,
  current?: IqamaSettingAnswer | null,
): IqamaFormValues {
  if (!setting) {
    const single = {
      dateMode: 'single',
      date: selectedDate,
      effective_from: selectedDate,
      effective_to: selectedDate,
    };
    if (current) return { ...initialIqamaValues(current, selectedDate), ...single } as IqamaFormValues;
    return {
      ...single,
      mode: 'minutes_after_athan',
      ...perPrayer('minutes', () => String(DEFAULT_IQAMA_MINUTES)),
      ...perPrayer('fixed', () => DEFAULT_IQAMA_FIXED),
    } as IqamaFormValues;
  }
  return {
    dateMode: setting.effective_from === setting.effective_to ? 'single' : 'range',
    date: setting.effective_from,
    effective_from: setting.effective_from,
    effective_to: setting.effective_to,
    mode: setting.mode,
    ...perPrayer('minutes', (prayer) => String(setting[`${prayer}_minutes`] ?? DEFAULT_IQAMA_MINUTES)),
    ...perPrayer('fixed', (prayer) => normaliseTime(setting[`${prayer}_fixed`]) ?? ''),
  } as IqamaFormValues;
}

export type IqamaPayload =
  | { ok: true; setting: IqamaSave }
  | { ok: false; code: string; field: keyof IqamaFormValues };

/**
 * The save payload of the form, parsed with the schema the server applies: a single
 * date is a range with equal ends, minutes are read as integers from 0 (anything else 0), empty
 * fixed times become null, and the period must be ordered. A refusal names the field it belongs to.
 */
export function iqamaPayload(values: IqamaFormValues, city: string): IqamaPayload {
  const single = values.dateMode === 'single';
  const check = validateIqamaSave({
    dateMode: values.dateMode,
    date: values.date,
    effectiveFrom: values.effective_from,
    effectiveTo: values.effective_to,
  });
  if (!check.ok) {
    const field = single
      ? 'date'
      : check.code === IQAMA_ISSUE.rangeRequired && !values.effective_from.trim()
        ? 'effective_from'
        : 'effective_to';
    return { ok: false, code: check.code, field };
  }
  const input =
    values.mode === 'minutes_after_athan'
      ? {
          mode: values.mode,
          city,
          ...check.range,
          ...Object.fromEntries(MINUTES_FIELDS.map((name) => [name, readMinutes(values[name])])),
        }
      : {
          mode: values.mode,
          city,
          ...check.range,
          ...Object.fromEntries(FIXED_FIELDS.map((name) => [name, values[name]])),
        };
  const parsed = v.safeParse(iqamaSaveSchema, input);
  if (parsed.success) return { ok: true, setting: parsed.output };
  const issue = parsed.issues[0];
  const path = v.getDotPath(issue) ?? '';
  // A single date is sent as both ends of the period: whatever is wrong with them is the date's.
  const field = single && path.startsWith('effective_') ? 'date' : path in values ? path : null;
  return {
    ok: false,
    code: issue.message,
    field: (field ?? (single ? 'date' : 'effective_from')) as keyof IqamaFormValues,
  };
}

/** The form's schema: the values as typed in, the save payload out (see iqamaPayload). */
export function iqamaFormSchema(city: string) {
  return v.pipe(
    v.object({
      dateMode: v.picklist(['single', 'range']),
      date: v.string(),
      effective_from: v.string(),
      effective_to: v.string(),
      mode: v.picklist(IQAMA_MODES),
      ...Object.fromEntries([...MINUTES_FIELDS, ...FIXED_FIELDS].map((name) => [name, v.string()])),
    }) as unknown as v.GenericSchema<IqamaFormValues>,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const result = iqamaPayload(dataset.value, city);
      if (result.ok) return result.setting;
      addIssue({
        message: result.code,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value,
            key: result.field,
            value: dataset.value[result.field],
          },
        ],
      });
      return NEVER;
    }),
  );
}

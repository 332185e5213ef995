import * as v from 'valibot';
import { boundedText } from '../input/text';
import {
  citySchema,
  formatMinutes,
  isoDateSchema,
  MINUTES_PER_DAY,
  normaliseTime,
  PRAYERS,
  type Prayer,
  parseTime,
  TIME_TEXT_MAX_LENGTH,
  withSeconds,
} from './prayers';

export const IQAMA_MODES = ['minutes_after_athan', 'fixed_time'] as const;
export type IqamaMode = (typeof IQAMA_MODES)[number];

export const IQAMA_ISSUE = {
  rangeRequired: 'iqama.range_required',
  endBeforeStart: 'iqama.end_before_start',
  dateRequired: 'iqama.date_required',
  conflict: 'iqama.conflict',
  noSettingsId: 'iqama.no_settings_id',
  minutesInvalid: 'iqama.minutes_invalid',
  fixedInvalid: 'iqama.fixed_invalid',
  modeInvalid: 'iqama.mode_invalid',
} as const;
export type IqamaIssue = (typeof IQAMA_ISSUE)[keyof typeof IQAMA_ISSUE];

/** A new iqama setting starts at 45 minutes after each athan, or 7:00 when praying at a fixed time. */
export const DEFAULT_IQAMA_MINUTES = 45;
export const DEFAULT_IQAMA_FIXED = '07:00';

export type MinutesFields = { [P in Prayer as `${P}_minutes`]: number | null };
export type FixedFields = { [P in Prayer as `${P}_fixed`]: string | null };

/** An iqama setting as the API returns it. */
export type IqamaSetting = {
  id: number;
  mode: IqamaMode;
  city: string;
  effective_from: string;
  effective_to: string;
} & MinutesFields &
  FixedFields;

export interface DateRange {
  effective_from: string;
  effective_to: string;
}

const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The one date-order rule of an iqama period: it runs forward, and a single date is a period whose
 * ends are equal. The start may equal the end; it may not come after it.
 */
export function isOrderedRange(range: DateRange): boolean {
  return range.effective_from <= range.effective_to;
}

/** Both ends inclusive: a single-date setting has from = to and still overlaps that day. */
export function rangesOverlap(a: DateRange, b: DateRange): boolean {
  return a.effective_from <= b.effective_to && b.effective_from <= a.effective_to;
}

/**
 * The setting in force for a city on a date. The server refuses overlaps, so at most one should
 * match; if older data holds several, the most recently started (then the newest) wins.
 */
export function findCoveringIqamaSetting<S extends IqamaSetting>(
  settings: readonly S[],
  city: string,
  date: string,
): S | null {
  let best: S | null = null;
  for (const setting of settings) {
    if (!sameCity(setting.city, city)) continue;
    if (setting.effective_from > date || setting.effective_to < date) continue;
    if (
      !best ||
      setting.effective_from > best.effective_from ||
      (setting.effective_from === best.effective_from && setting.id > best.id)
    )
      best = setting;
  }
  return best;
}

/** The existing setting of the same city whose range meets the candidate's; `ignoreId` is the one being edited. */
export function findConflictingSetting<S extends IqamaSetting>(
  settings: readonly S[],
  candidate: DateRange & { city: string },
  ignoreId?: number | null,
): S | null {
  return (
    settings.find(
      (setting) =>
        setting.id !== ignoreId &&
        sameCity(setting.city, candidate.city) &&
        rangesOverlap(setting, candidate),
    ) ?? null
  );
}

export type IqamaTimes = Record<Prayer, string | null>;

/**
 * The iqama of each prayer on a day under a setting: athan + N minutes, or the fixed time. Minutes
 * that run past midnight wrap to the next day's clock time ('23:30' + 45 -> '00:15'), never '24:15'.
 * A missing athan or fixed time gives null; no setting gives all nulls. Times come out 'HH:MM:SS'.
 */
export function iqamaTimesForDay(
  athan: Record<Prayer, string | null | undefined>,
  setting: IqamaSetting | null,
): IqamaTimes {
  const result = { fajr: null, dhuhr: null, asr: null, maghrib: null, isha: null } as IqamaTimes;
  if (!setting) return result;
  for (const prayer of PRAYERS) {
    if (setting.mode === 'fixed_time') {
      const fixed = normaliseTime(setting[`${prayer}_fixed`]);
      result[prayer] = fixed === null ? null : withSeconds(fixed);
      continue;
    }
    const start = parseTime(athan[prayer]);
    if (start === null) continue;
    result[prayer] = withSeconds(formatMinutes(start + readMinutes(setting[`${prayer}_minutes`])));
  }
  return result;
}

/** Upper bound of a minutes input: a whole day; more would mean another day's prayer. */
export const MAX_IQAMA_MINUTES = MINUTES_PER_DAY - 1;

/**
 * A minutes input read the old client's way: an integer from 0, anything else 0.
 * '12.7' reads 12, as parseInt did; negative, empty and non-numeric read 0.
 */
export function readMinutes(value: unknown): number {
  const number =
    typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? '').trim(), 10);
  if (!Number.isFinite(number) || number < 0) return 0;
  return Math.min(number, MAX_IQAMA_MINUTES);
}

/** A fixed-time input: empty becomes null; a time comes out 'HH:MM:SS'. */
export function readFixed(value: string | null | undefined): string | null {
  const normalised = normaliseTime(value);
  return normalised === null ? null : withSeconds(normalised);
}

export interface IqamaSaveForm {
  /** 'specific date' or 'period of time' in the add-iqama modal. */
  dateMode: 'single' | 'range';
  date?: string | null;
  effectiveFrom?: string | null;
  effectiveTo?: string | null;
}

export type IqamaSaveCheck =
  | { ok: true; range: DateRange }
  | {
      ok: false;
      code:
        | typeof IQAMA_ISSUE.rangeRequired
        | typeof IQAMA_ISSUE.endBeforeStart
        | typeof IQAMA_ISSUE.dateRequired;
    };

/**
 * The date rules of the iqama save. A single date is a range whose ends are equal,
 * so the server stores one shape; a period must be ordered (`isOrderedRange`).
 */
export function validateIqamaSave(form: IqamaSaveForm): IqamaSaveCheck {
  if (form.dateMode === 'single') {
    const date = form.date?.trim();
    if (!date) return { ok: false, code: IQAMA_ISSUE.dateRequired };
    return { ok: true, range: { effective_from: date, effective_to: date } };
  }
  const from = form.effectiveFrom?.trim();
  const to = form.effectiveTo?.trim();
  if (!from || !to) return { ok: false, code: IQAMA_ISSUE.rangeRequired };
  const range = { effective_from: from, effective_to: to };
  if (!isOrderedRange(range)) return { ok: false, code: IQAMA_ISSUE.endBeforeStart };
  return { ok: true, range };
}

/** Edit and delete of an iqama setting need its id ('No settings ID available'). */
export function requireSettingsId(
  id: number | null | undefined,
): { ok: true; id: number } | { ok: false; code: typeof IQAMA_ISSUE.noSettingsId } {
  return typeof id === 'number' && Number.isInteger(id) && id > 0
    ? { ok: true, id }
    : { ok: false, code: IQAMA_ISSUE.noSettingsId };
}

const minutesSchema = v.pipe(
  v.number(IQAMA_ISSUE.minutesInvalid),
  v.integer(IQAMA_ISSUE.minutesInvalid),
  v.minValue(0, IQAMA_ISSUE.minutesInvalid),
  v.maxValue(MAX_IQAMA_MINUTES, IQAMA_ISSUE.minutesInvalid),
);

const fixedSchema = v.nullable(
  v.pipe(
    boundedText(TIME_TEXT_MAX_LENGTH, { type: IQAMA_ISSUE.fixedInvalid, tooLong: IQAMA_ISSUE.fixedInvalid }),
    v.trim(),
    v.check((text) => text === '' || parseTime(text) !== null, IQAMA_ISSUE.fixedInvalid),
    v.transform((text: string) => readFixed(text)),
  ),
  null,
);

const rangeEntries = {
  city: citySchema,
  effective_from: isoDateSchema,
  effective_to: isoDateSchema,
};

/** POST /prayer-settings/minutes-after (and PATCH in this mode). */
export const iqamaMinutesSaveSchema = v.pipe(
  v.object(
    {
      mode: v.literal('minutes_after_athan', IQAMA_ISSUE.modeInvalid),
      ...rangeEntries,
      fajr_minutes: minutesSchema,
      dhuhr_minutes: minutesSchema,
      asr_minutes: minutesSchema,
      maghrib_minutes: minutesSchema,
      isha_minutes: minutesSchema,
    },
    IQAMA_ISSUE.minutesInvalid,
  ),
  // The period's order is the one rule `isOrderedRange`; its issue lands on the end date.
  v.forward(
    v.partialCheck([['effective_from'], ['effective_to']], isOrderedRange, IQAMA_ISSUE.endBeforeStart),
    ['effective_to'],
  ),
);
export type IqamaMinutesSave = v.InferOutput<typeof iqamaMinutesSaveSchema>;

/** POST /prayer-settings/fixed-time (and PATCH in this mode). Empty times are stored as null. */
export const iqamaFixedSaveSchema = v.pipe(
  v.object(
    {
      mode: v.literal('fixed_time', IQAMA_ISSUE.modeInvalid),
      ...rangeEntries,
      fajr_fixed: v.optional(fixedSchema, null),
      dhuhr_fixed: v.optional(fixedSchema, null),
      asr_fixed: v.optional(fixedSchema, null),
      maghrib_fixed: v.optional(fixedSchema, null),
      isha_fixed: v.optional(fixedSchema, null),
    },
    IQAMA_ISSUE.fixedInvalid,
  ),
  // The period's order is the one rule `isOrderedRange`; its issue lands on the end date.
  v.forward(
    v.partialCheck([['effective_from'], ['effective_to']], isOrderedRange, IQAMA_ISSUE.endBeforeStart),
    ['effective_to'],
  ),
);
export type IqamaFixedSave = v.InferOutput<typeof iqamaFixedSaveSchema>;

/** PATCH /prayer-settings/{id}: "same payload as the save calls", in either mode. */
export const iqamaSaveSchema = v.variant(
  'mode',
  [iqamaMinutesSaveSchema, iqamaFixedSaveSchema],
  IQAMA_ISSUE.modeInvalid,
);
export type IqamaSave = v.InferOutput<typeof iqamaSaveSchema>;

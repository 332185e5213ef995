import * as v from 'valibot';
import { boundedText } from '../input/text';
import { DEFAULT_CITY, findPolishCity } from './cities';
import { hijriOffsetSchema } from './hijri';
import { citySchema, normaliseTime, parseTime, TIME_TEXT_MAX_LENGTH } from './prayers';
import type { JumuahTimes } from './schedule';

/** Issue codes of the mosque's settings; each app translates them (the domain holds no text). */
export const MOSQUE_SETTINGS_ISSUE = {
  cityUnknown: 'settings.city_unknown',
  jumuahTimeInvalid: 'settings.jumuah_time_invalid',
  /** An iqama time was given without the athan it follows. */
  jumuahAthanRequired: 'settings.jumuah_athan_required',
  /** The iqama is not after the athan (the khutbah comes between them). */
  jumuahIqamaBeforeAthan: 'settings.jumuah_iqama_before_athan',
} as const;
export type MosqueSettingsIssue = (typeof MOSQUE_SETTINGS_ISSUE)[keyof typeof MOSQUE_SETTINGS_ISSUE];

/** The settings a mosque starts with, until an administrator saves its own. */
export const DEFAULT_MOSQUE_SETTINGS: MosqueSettingsInput = {
  default_city: DEFAULT_CITY,
  hijri_offset: 0,
  jumuah: null,
};

/** A Jumu'a time as typed: empty (or null) for none, else any accepted spelling, 'HH:MM' out. */
const optionalTimeSchema = v.pipe(
  v.optional(
    v.nullable(
      v.pipe(
        boundedText(TIME_TEXT_MAX_LENGTH, {
          type: MOSQUE_SETTINGS_ISSUE.jumuahTimeInvalid,
          tooLong: MOSQUE_SETTINGS_ISSUE.jumuahTimeInvalid,
        }),
        v.trim(),
        v.check((text) => text === '' || parseTime(text) !== null, MOSQUE_SETTINGS_ISSUE.jumuahTimeInvalid),
      ),
    ),
    null,
  ),
  v.transform((text) => (text ? normaliseTime(text) : null)),
);

/** One of the cities the mosque can keep times for, under its canonical name ('krakow' -> 'Krakow'). */
const knownCitySchema = v.pipe(
  citySchema,
  // An empty name is already refused as required; one code per mistake.
  v.check((name) => name === '' || findPolishCity(name) !== undefined, MOSQUE_SETTINGS_ISSUE.cityUnknown),
  v.transform((name) => findPolishCity(name)?.name ?? name),
);

const jumuahInputSchema = v.pipe(
  v.object({ athan: optionalTimeSchema, iqama: optionalTimeSchema }, MOSQUE_SETTINGS_ISSUE.jumuahTimeInvalid),
  v.forward(
    v.check(
      (times) => times.iqama === null || times.athan !== null,
      MOSQUE_SETTINGS_ISSUE.jumuahAthanRequired,
    ),
    ['athan'],
  ),
  v.forward(
    v.check(
      (times) =>
        times.athan === null ||
        times.iqama === null ||
        (parseTime(times.iqama) as number) > (parseTime(times.athan) as number),
      MOSQUE_SETTINGS_ISSUE.jumuahIqamaBeforeAthan,
    ),
    ['iqama'],
  ),
  // Neither time given means the mosque announces no Jumu'a time.
  v.transform((times): JumuahTimes | null =>
    times.athan === null ? null : { athan: times.athan, iqama: times.iqama },
  ),
);

/**
 * PUT /settings: the city the prayer screens open on, the Hijri calendar's correction and the Jumu'a
 * times. The dashboard's form, the API client and the server parse with this one schema.
 */
export const mosqueSettingsInputSchema = v.object({
  default_city: knownCitySchema,
  hijri_offset: hijriOffsetSchema,
  jumuah: v.optional(v.nullable(jumuahInputSchema), null),
});
/** What a caller sends: Jumu'a may be left out, or its times empty, for none. */
export type MosqueSettingsRequest = v.InferInput<typeof mosqueSettingsInputSchema>;
/** The settings once parsed: a known city, an offset of -2..2, and Jumu'a with 'HH:MM' times or null. */
export type MosqueSettingsInput = v.InferOutput<typeof mosqueSettingsInputSchema>;

import { isKnownTimeZone } from '@minbar/domain/prayer/calendar';
import { hijriOffsetSchema } from '@minbar/domain/prayer/hijri';
import {
  type MosqueSettingsInput,
  type MosqueSettingsRequest,
  mosqueSettingsInputSchema,
} from '@minbar/domain/prayer/mosque-settings';
import { parseTime } from '@minbar/domain/prayer/prayers';
import * as v from 'valibot';

const clockTime = v.pipe(
  v.string(),
  v.check((text) => parseTime(text) !== null, 'settings.jumuah_time_invalid'),
);

/** Jumu'a as the server answers it: the athan and, where the mosque gives one, the iqama ('HH:MM'). */
export const jumuahTimesSchema = v.object({ athan: clockTime, iqama: v.nullable(clockTime) });

/**
 * The mosque's own settings, read by every app from the server so that none hard-codes them:
 * `time_zone` decides which date is "today" (an IANA name such as Europe/Warsaw), `default_city` is
 * the city the prayer screens open on, `hijri_offset` corrects the Umm al-Qura calendar by -2..2 days,
 * and `jumuah` is the Friday prayer's times, or null when the mosque announces none. The last two
 * default when a server leaves them out (an older one, made before they existed), so a reader never stops on them.
 */
export const mosqueSettingsSchema = v.object({
  time_zone: v.pipe(v.string(), v.check(isKnownTimeZone, 'settings.time_zone')),
  default_city: v.pipe(v.string(), v.minLength(1)),
  hijri_offset: v.optional(hijriOffsetSchema, 0),
  jumuah: v.optional(v.nullable(jumuahTimesSchema), null),
});
export type MosqueSettings = v.InferOutput<typeof mosqueSettingsSchema>;

/** PUT /settings (admin): the domain's rule, as the form, the client and the server parse it. */
export const mosqueSettingsUpdateSchema = mosqueSettingsInputSchema;
export type MosqueSettingsUpdate = MosqueSettingsInput;
/** What a caller may write: Jumu'a left out or with empty times for none. */
export type MosqueSettingsUpdateRequest = MosqueSettingsRequest;

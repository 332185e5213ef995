import { isKnownTimeZone } from '@minbar/domain/prayer/calendar';
import * as v from 'valibot';

/**
 * The mosque's own settings, read by every app from the server so that none hard-codes them:
 * `time_zone` decides which date is "today" (an IANA name such as Europe/Warsaw) and `default_city`
 * is the city the prayer screens open on.
 */
export const mosqueSettingsSchema = v.object({
  time_zone: v.pipe(v.string(), v.check(isKnownTimeZone, 'settings.time_zone')),
  default_city: v.pipe(v.string(), v.minLength(1)),
});
export type MosqueSettings = v.InferOutput<typeof mosqueSettingsSchema>;

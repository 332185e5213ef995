import { publicPrayerDaySchema } from '@minbar/api/schemas/public-prayer';
import { jumuahTimesSchema } from '@minbar/api/schemas/settings';
import * as v from 'valibot';
import type { PrayerTimesData } from '../model/prayer-board';

/** The storage a screen keeps its last answer in: localStorage in the browser, a map in tests. */
export type CacheStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Bump when the stored shape changes: an older copy is then ignored rather than misread. */
const VERSION = 1;

const cachedSchema = v.object({
  version: v.literal(VERSION),
  data: v.object({
    city: v.string(),
    timeZone: v.string(),
    hijriOffset: v.number(),
    jumuah: v.nullable(jumuahTimesSchema),
    days: v.array(publicPrayerDaySchema),
    fetchedAt: v.number(),
  }),
});

/** One copy per city asked for ('' is the mosque's default city), so two screens never mix theirs. */
export function cacheKey(city: string | undefined): string {
  return `minbar.prayer-times:${city ?? ''}`;
}

/**
 * The last times the server gave this screen, so it shows them at once after a restart and keeps
 * working while the network or the server is down. Anything unreadable counts as nothing stored.
 */
export function readCachedTimes(
  storage: CacheStorage | null,
  city: string | undefined,
): PrayerTimesData | null {
  if (!storage) return null;
  try {
    const stored = storage.getItem(cacheKey(city));
    if (stored === null) return null;
    const parsed = v.safeParse(cachedSchema, JSON.parse(stored));
    return parsed.success ? parsed.output.data : null;
  } catch {
    return null;
  }
}

/** Keeps the answer; a full or refused storage (private mode, quota) only costs the offline copy. */
export function writeCachedTimes(
  storage: CacheStorage | null,
  city: string | undefined,
  data: PrayerTimesData,
): void {
  if (!storage) return;
  try {
    storage.setItem(cacheKey(city), JSON.stringify({ version: VERSION, data }));
  } catch {
    // Nothing to do: the screen still shows the fresh answer it holds in memory.
  }
}

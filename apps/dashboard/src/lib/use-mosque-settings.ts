import type { ApiClient } from '@minbar/api/client';
import { getMosqueSettings } from '@minbar/api/endpoints/settings';
import { mosqueToday } from '@minbar/domain/prayer/calendar';
import { DEFAULT_CITY } from '@minbar/domain/prayer/cities';
import type { JumuahTimes } from '@minbar/domain/prayer/schedule';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from './api-context';

/**
 * GET /settings: read once per session; the mosque's zone does not change while a page is open, and
 * an administrator's save of the other settings (PUT /settings) writes its answer here.
 */
export const mosqueSettingsQueryKey = ['settings'] as const;

export function fetchMosqueSettings(client: ApiClient) {
  return getMosqueSettings(client);
}

export interface MosqueSettingsState {
  /** The mosque's IANA time zone: the server's, or the browser's until the server has answered. */
  timeZone: string;
  /** The city the prayer screens open on. */
  defaultCity: string;
  /** The mosque's correction of the Umm al-Qura calendar, -2 to +2 days. */
  hijriOffset: number;
  /** Jumu'a's athan and iqama ('HH:MM'), or null when the mosque announces none. */
  jumuah: JumuahTimes | null;
  /** True once the values are the server's. */
  fromServer: boolean;
  /** True once the server answered or failed to: a screen that opens on "today" waits for this. */
  settled: boolean;
}

/** The browser's own zone: the best guess while the server's answer is on its way or cannot come. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The mosque's time zone (MINBAR_TIMEZONE), default city, Hijri offset and Jumu'a, as the server
 * serves them. Until the answer arrives, or when it cannot (offline), the browser's zone and the
 * defaults stand in, so a screen still opens and shows its own network message instead of waiting.
 */
export function useMosqueSettings(): MosqueSettingsState {
  const client = useApiClient();
  const query = useQuery({
    queryKey: mosqueSettingsQueryKey,
    queryFn: () => fetchMosqueSettings(client),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data
    ? {
        timeZone: query.data.time_zone,
        defaultCity: query.data.default_city,
        hijriOffset: query.data.hijri_offset,
        jumuah: query.data.jumuah,
        fromServer: true,
        settled: true,
      }
    : {
        timeZone: browserTimeZone(),
        defaultCity: DEFAULT_CITY,
        hijriOffset: 0,
        jumuah: null,
        fromServer: false,
        settled: query.isFetched,
      };
}

/**
 * The mosque's date ('YYYY-MM-DD') in its own zone, whatever the browser's zone is. Read when the zone
 * becomes known, not on every render, so a screen's "today" holds still while it is open.
 */
export function useMosqueToday(now: () => Date = () => new Date()): string {
  const { timeZone } = useMosqueSettings();
  // biome-ignore lint/correctness/useExhaustiveDependencies: today is read again only when the zone changes.
  return useMemo(() => mosqueToday(now(), timeZone), [timeZone]);
}

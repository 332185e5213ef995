import type { ApiClient } from '@minbar/api/client';
import { getMosqueSettings } from '@minbar/api/endpoints/settings';
import { mosqueToday } from '@minbar/domain/prayer/calendar';
import { DEFAULT_CITY } from '@minbar/domain/prayer/cities';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from './api-context';

/** GET /settings: read once per session; the mosque's zone does not change while a page is open. */
export const mosqueSettingsQueryKey = ['settings'] as const;

export function fetchMosqueSettings(client: ApiClient) {
  return getMosqueSettings(client);
}

export interface MosqueSettingsState {
  /** The mosque's IANA time zone: the server's, or the browser's until the server has answered. */
  timeZone: string;
  /** The city the prayer screens open on. */
  defaultCity: string;
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
 * The mosque's time zone and default city, as the server serves them (MINBAR_TIMEZONE). Until the
 * answer arrives, or when it cannot (offline), the browser's zone stands in, so a screen still opens
 * and shows its own network message instead of waiting for ever.
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
        fromServer: true,
        settled: true,
      }
    : { timeZone: browserTimeZone(), defaultCity: DEFAULT_CITY, fromServer: false, settled: query.isFetched };
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

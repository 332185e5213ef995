import { getAthanTimes } from '@minbar/api/endpoints/prayer';
import { isApiError } from '@minbar/api/errors';
import type { AthanDay } from '@minbar/api/schemas/prayer';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { prayerKeys } from './prayer-keys';

/** GET /athan-times/{date}?city=: the sidebar's day; a day without times (404) is null, not a failure. */
export function useDayTimes(city: string, date: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: prayerKeys.day(city, date),
    queryFn: async (): Promise<AthanDay | null> => {
      try {
        return await getAthanTimes(client, date, { city });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

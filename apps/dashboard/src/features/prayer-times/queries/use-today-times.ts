import { getTodayAthanTimes } from '@minbar/api/endpoints/prayer';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { prayerKeys } from './prayer-keys';

/** GET /today-athan-times?city=: the mosque's today, null when none are entered. */
export function useTodayTimes(city: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: prayerKeys.today(city),
    queryFn: () => getTodayAthanTimes(client, { city }),
  });
}

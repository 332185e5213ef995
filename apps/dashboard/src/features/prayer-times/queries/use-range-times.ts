import { getPrayerTimesRange } from '@minbar/api/endpoints/prayer';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { prayerKeys } from './prayer-keys';

export interface RangeQuery {
  from: string;
  to: string;
  city: string;
}

/** GET /prayer-times/range?from_date&to_date&city: days with athan, iqama and the setting's mode. */
export function useRangeTimes(query: RangeQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: prayerKeys.range(query.city, query.from, query.to),
    queryFn: () =>
      getPrayerTimesRange(client, { from_date: query.from, to_date: query.to, city: query.city }),
  });
}

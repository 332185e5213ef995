import { listPolishCities } from '@minbar/api/endpoints/prayer';
import { POLISH_CITY_NAMES } from '@minbar/domain/prayer/cities';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { prayerKeys } from './prayer-keys';

/**
 * GET /polish-cities. While it loads or when it fails, the built-in list stands in,
 * so the city select is never empty; `isError` lets the screen say which list it shows.
 */
export function usePolishCities() {
  const client = useApiClient();
  const query = useQuery({
    queryKey: prayerKeys.cities(),
    queryFn: () => listPolishCities(client),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const cities = query.data && query.data.length > 0 ? query.data : [...POLISH_CITY_NAMES];
  return { cities, isError: query.isError, isFetching: query.isFetching, refetch: query.refetch };
}

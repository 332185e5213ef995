import { listPrayerSettings } from '@minbar/api/endpoints/prayer';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { prayerKeys } from './prayer-keys';

/** GET /prayer-settings: every iqama setting; the screen finds the one covering a date. */
export function usePrayerSettings() {
  const client = useApiClient();
  return useQuery({ queryKey: prayerKeys.settings(), queryFn: () => listPrayerSettings(client) });
}

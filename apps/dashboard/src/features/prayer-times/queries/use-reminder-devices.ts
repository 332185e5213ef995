import { getPushSubscriberCounts } from '@minbar/api/endpoints/push';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { prayerKeys } from './prayer-keys';

/** GET /push/subscribers (admins): the devices with prayer reminders, per language. */
export function useReminderDevices(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...prayerKeys.all, 'reminder-devices'],
    queryFn: () => getPushSubscriberCounts(client),
    enabled,
  });
}

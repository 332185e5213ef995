import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { listActivities } from '../contract/activities-api';
import type { ActivityLanguage } from '../contract/activity-form';
import { activitiesKeys } from './activities-keys';

/**
 * GET /activities/ with the content language as Accept-Language: every activity, newest first, each
 * with what the preview shows. The list on screen stays while another language loads.
 */
export function useActivities(language: ActivityLanguage) {
  const client = useApiClient();
  return useQuery({
    queryKey: activitiesKeys.list(language),
    queryFn: () => listActivities(client, language),
    placeholderData: keepPreviousData,
  });
}

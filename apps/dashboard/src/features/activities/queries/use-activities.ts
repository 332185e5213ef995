import { listActivities } from '@minbar/api/endpoints/activities';
import type { ActivityLanguage } from '@minbar/domain/activities/activity-form';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
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

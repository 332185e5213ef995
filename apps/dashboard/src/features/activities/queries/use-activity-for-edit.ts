import type { ApiClient } from '@minbar/api/client';
import { getActivity } from '@minbar/api/endpoints/activities';
import type { ActivityDetail } from '@minbar/api/schemas/activities';
import { ACTIVITY_LANGUAGES } from '@minbar/domain/activities/activity-form';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { activitiesKeys } from './activities-keys';

const hasEveryLanguage = (activity: ActivityDetail) =>
  ACTIVITY_LANGUAGES.every(
    (language) =>
      typeof activity[`title_${language}`] === 'string' &&
      typeof activity[`description_${language}`] === 'string',
  );

/**
 * The edit form loads the activity in all three languages, one GET /activities/{id} per language
 * (Accept-Language en, ar, pl), each giving that language's title, description and place. An answer
 * already carrying every language's fields is taken for the missing ones, and the others fill gaps.
 */
export async function fetchActivityInEveryLanguage(client: ApiClient, id: number): Promise<ActivityDetail> {
  const [en, ar, pl] = await Promise.all(
    ACTIVITY_LANGUAGES.map((language) => getActivity(client, id, language)),
  );
  if (!en || !ar || !pl) throw new Error('An activity is fetched in three languages');
  if (hasEveryLanguage(en)) return en;
  const texts = { en, ar, pl };
  const merged: ActivityDetail = { ...en };
  for (const language of ACTIVITY_LANGUAGES) {
    const answer = texts[language];
    merged[`title_${language}`] = answer[`title_${language}`] ?? answer.title;
    merged[`description_${language}`] = answer[`description_${language}`] ?? answer.description;
    merged[`location_${language}`] = answer[`location_${language}`] ?? answer.location;
  }
  return merged;
}

export function useActivityForEdit(id: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: activitiesKeys.edit(id),
    queryFn: () => fetchActivityInEveryLanguage(client, id),
    // The form opens on what the server holds now, never on an older copy.
    staleTime: 0,
    gcTime: 0,
  });
}

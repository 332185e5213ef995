import type { ActivityLanguage } from '@minbar/domain/activities/activity-form';

/** Every query of this area starts with this key, so one invalidation refreshes the list and the edits. */
export const activitiesQueryKey = ['activities'] as const;

export const activitiesKeys = {
  list: (language: ActivityLanguage) => [...activitiesQueryKey, 'list', language] as const,
  edit: (id: number) => [...activitiesQueryKey, 'edit', id] as const,
};

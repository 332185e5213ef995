import type { EventLanguage } from '@minbar/domain/events/event-form';

/** Every query of this area starts with this key, so one invalidation refreshes the list and the details. */
export const eventsQueryKey = ['events'] as const;

export const eventsKeys = {
  list: (language: EventLanguage) => [...eventsQueryKey, 'list', language] as const,
  detail: (id: number, language: EventLanguage) => [...eventsQueryKey, 'detail', id, language] as const,
  edit: (id: number) => [...eventsQueryKey, 'edit', id] as const,
};

import type { ApiClient } from '@minbar/api/client';
import { getEvent } from '@minbar/api/endpoints/events';
import type { EventDetail } from '@minbar/api/schemas/events';
import { EVENT_LANGUAGES, type EventLanguage } from '@minbar/domain/events/event-form';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { eventsKeys } from './events-keys';

/** An event's texts in every language, with the fields every language shares. */
export interface EventInEveryLanguage {
  event: EventDetail;
  texts: Record<EventLanguage, { name: string; address: string; about: string }>;
}

const hasEveryLanguage = (event: EventDetail) =>
  EVENT_LANGUAGES.every((language) => typeof event[`event_name_${language}`] === 'string');

/**
 * The edit form loads the event in all three languages: one GET /events/{id} when the answer carries
 * every language's fields, otherwise one call per language (as Accept-Language), each giving that
 * language's name, address and about.
 */
export async function fetchEventInEveryLanguage(
  client: ApiClient,
  id: number,
): Promise<EventInEveryLanguage> {
  const first = await getEvent(client, id, 'en');
  if (hasEveryLanguage(first)) {
    return {
      event: first,
      texts: Object.fromEntries(
        EVENT_LANGUAGES.map((language) => [
          language,
          {
            name: first[`event_name_${language}`] ?? '',
            address: first[`address_${language}`] ?? '',
            about: first[`about_${language}`] ?? '',
          },
        ]),
      ) as EventInEveryLanguage['texts'],
    };
  }
  const [ar, pl] = await Promise.all([getEvent(client, id, 'ar'), getEvent(client, id, 'pl')]);
  const text = (event: EventDetail) => ({
    name: event.event_name,
    address: event.address,
    about: event.about,
  });
  return { event: first, texts: { en: text(first), ar: text(ar), pl: text(pl) } };
}

export function useEventForEdit(id: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: eventsKeys.edit(id),
    queryFn: () => fetchEventInEveryLanguage(client, id),
    // The form opens on what the server holds now, never on an older copy.
    staleTime: 0,
    gcTime: 0,
  });
}

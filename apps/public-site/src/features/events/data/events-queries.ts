import { type Locale, useUiLocale } from '@minbar/ui/provider/ui-provider';
import { use } from 'react';
import type { PublicEvent, PublicEventStatus } from './events-api';
import { EventsContext, type EventsContextValue } from './events-provider';

export function useEvents(): EventsContextValue & { locale: Locale } {
  const context = use(EventsContext);
  const locale = useUiLocale();
  if (!context) throw new Error('The events pages must be rendered inside EventsProvider.');
  return { ...context, locale };
}

export const eventKeys = {
  upcoming: (locale: Locale) => `upcoming:${locale}`,
  status: (eventId: number, locale: Locale) => `status:${eventId}:${locale}`,
};

/** The upcoming events in the active language, read once per visit. Suspends until they arrive. */
export function useUpcomingEvents(): PublicEvent[] {
  const { api, cache, locale } = useEvents();
  return use(cache.read(eventKeys.upcoming(locale), () => api.upcoming(locale)));
}

/** One event and whether it still takes bookings (null: no such event). Suspends until it arrives. */
export function useEventStatus(eventId: number): PublicEventStatus | null {
  const { api, cache, locale } = useEvents();
  return use(cache.read(eventKeys.status(eventId, locale), () => api.eventStatus(eventId, locale)));
}

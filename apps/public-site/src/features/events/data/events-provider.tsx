import { type Locale, useUiLocale } from '@minbar/ui/provider/ui-provider';
import { createContext, type ReactNode, use, useMemo } from 'react';
import { createResourceCache, type ResourceCache } from '../../../lib/resource-cache';
import type { EventsApi, PublicEvent } from './events-api';

interface EventsContextValue {
  api: EventsApi;
  cache: ResourceCache;
  /**
   * The mosque's today (yyyy-MM-dd) when fixed by a story or test; the booking page reads the
   * centre's clock otherwise (kept out of this module, which the home loads).
   */
  today: (() => string) | undefined;
}

const EventsContext = createContext<EventsContextValue | null>(null);

export function EventsProvider({
  api,
  today,
  children,
}: {
  api: EventsApi;
  /** Stories and tests fix the day; the site reads the centre's clock. */
  today?: () => string;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ api, cache: createResourceCache(), today }), [api, today]);
  return <EventsContext value={value}>{children}</EventsContext>;
}

export function useEvents(): EventsContextValue & { locale: Locale } {
  const context = use(EventsContext);
  const locale = useUiLocale();
  if (!context) throw new Error('The events pages must be rendered inside EventsProvider.');
  return { ...context, locale };
}

export const eventKeys = {
  upcoming: (locale: Locale) => `upcoming:${locale}`,
};

/** The upcoming events in the active language, read once per visit. Suspends until they arrive. */
export function useUpcomingEvents(): PublicEvent[] {
  const { api, cache, locale } = useEvents();
  return use(cache.read(eventKeys.upcoming(locale), () => api.upcoming(locale)));
}

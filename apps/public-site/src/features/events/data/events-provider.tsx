import { createContext, type ReactNode, useMemo } from 'react';
import { createResourceCache, type ResourceCache } from '../../../lib/resource-cache';
import type { EventsApi } from './events-api';

export interface EventsContextValue {
  api: EventsApi;
  cache: ResourceCache;
  /**
   * The mosque's today (yyyy-MM-dd) when fixed by a story or test; the booking page reads the
   * centre's clock otherwise.
   */
  today: (() => string) | undefined;
}

export const EventsContext = createContext<EventsContextValue | null>(null);

/**
 * The events calls and their cache for the events pages. Only this provider is on the home (the app
 * wraps every page in it); the hooks that read it live with the pages (events-queries.ts).
 */
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

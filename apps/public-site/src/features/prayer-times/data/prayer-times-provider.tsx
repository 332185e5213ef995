import { createContext, type ReactNode, use, useMemo } from 'react';
import { createResourceCache, type ResourceCache } from '../../../lib/resource-cache';
import type { PrayerTimesSource } from './prayer-times-source';

export interface PrayerTimesContextValue {
  source: PrayerTimesSource;
  cache: ResourceCache;
}

const PrayerTimesContext = createContext<PrayerTimesContextValue | null>(null);

/** The prayer-times calls and their cache for the timetable (the site gives HTTP, stories a script). */
export function PrayerTimesProvider({
  source,
  children,
}: {
  source: PrayerTimesSource;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ source, cache: createResourceCache() }), [source]);
  return <PrayerTimesContext value={value}>{children}</PrayerTimesContext>;
}

export function usePrayerTimesData(): PrayerTimesContextValue {
  const context = use(PrayerTimesContext);
  if (!context) throw new Error('The prayer times page must be rendered inside PrayerTimesProvider.');
  return context;
}

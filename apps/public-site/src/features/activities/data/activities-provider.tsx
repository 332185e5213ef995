import { createContext, type ReactNode, useMemo } from 'react';
import { createResourceCache, type ResourceCache } from '../../../lib/resource-cache';
import type { ActivitiesApi } from './activities-api';

export interface ActivitiesContextValue {
  api: ActivitiesApi;
  cache: ResourceCache;
}

export const ActivitiesContext = createContext<ActivitiesContextValue | null>(null);

/** The activities call and its cache for the Activities page (the hooks live with the page). */
export function ActivitiesProvider({ api, children }: { api: ActivitiesApi; children: ReactNode }) {
  const value = useMemo(() => ({ api, cache: createResourceCache() }), [api]);
  return <ActivitiesContext value={value}>{children}</ActivitiesContext>;
}

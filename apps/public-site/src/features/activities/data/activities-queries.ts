import { type Locale, useUiLocale } from '@minbar/ui/provider/ui-provider';
import { use } from 'react';
import type { Activity } from './activities-api';
import { ActivitiesContext, type ActivitiesContextValue } from './activities-provider';

export function useActivitiesData(): ActivitiesContextValue & { locale: Locale } {
  const context = use(ActivitiesContext);
  const locale = useUiLocale();
  if (!context) throw new Error('The Activities page must be rendered inside ActivitiesProvider.');
  return { ...context, locale };
}

export const activityKeys = {
  list: (locale: Locale) => `activities:${locale}`,
};

/** The activities in the active language, read once per visit. Suspends until they arrive. */
export function useActivities(): Activity[] {
  const { api, cache, locale } = useActivitiesData();
  return use(cache.read(activityKeys.list(locale), () => api.list(locale)));
}

import type { ActivitiesApi } from './activities-api';

/**
 * The site's ActivitiesApi over HTTP. The API client and the activities schema load with the first
 * call, from the Activities page's own chunk, never with the home (docs/decisions/0019).
 */
export function createHttpActivitiesApi(baseURL: string, fetchImpl?: typeof fetch): ActivitiesApi {
  let loaded: Promise<ActivitiesApi> | null = null;
  return {
    list: async (locale) => {
      loaded ??= import('./http-activities-api').then((module) =>
        module.createActivitiesClientApi(baseURL, fetchImpl),
      );
      return (await loaded).list(locale);
    },
  };
}

import { listPublicActivities } from '@minbar/api/endpoints/activities';
import { publicApiClients } from '../../../lib/public-api-clients';
import type { ActivitiesApi } from './activities-api';

/**
 * The activities call through the shared API client (its schema checks the answer), in the language it
 * names. This module loads with the Activities page's chunk, never with the home (decision 0019).
 */
export function createActivitiesClientApi(baseURL: string, fetchImpl?: typeof fetch): ActivitiesApi {
  const client = publicApiClients(baseURL, fetchImpl);
  return { list: (locale) => listPublicActivities(client(locale)) };
}

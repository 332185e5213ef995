import type { ApiClient } from '../client';
import { type MosqueSettings, mosqueSettingsSchema } from '../schemas/settings';

/** GET /settings: the mosque's time zone and default city; public, read-only. */
export function getMosqueSettings(client: ApiClient): Promise<MosqueSettings> {
  return client.request(mosqueSettingsSchema, '/settings');
}

import type { ApiClient } from '../client';
import { type MosqueSettings, type MosqueSettingsUpdate, mosqueSettingsSchema } from '../schemas/settings';

/** GET /settings: the mosque's time zone, default city, Hijri offset and Jumu'a; public, read-only. */
export function getMosqueSettings(client: ApiClient): Promise<MosqueSettings> {
  return client.request(mosqueSettingsSchema, '/settings');
}

/**
 * PUT /settings (admin): the default city, the Hijri offset and Jumu'a, as mosqueSettingsUpdateSchema
 * gives them (the form parses with it). The answer is the settings as stored, time zone included.
 */
export function updateMosqueSettings(
  client: ApiClient,
  input: MosqueSettingsUpdate,
): Promise<MosqueSettings> {
  return client.request(mosqueSettingsSchema, '/settings', { method: 'PUT', body: input });
}

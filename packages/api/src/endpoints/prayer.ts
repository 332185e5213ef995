import type { AthanUpdate, BulkRequest } from '@minbar/domain/prayer/bulk-entry';
import type { IqamaFixedSave, IqamaMinutesSave, IqamaSave } from '@minbar/domain/prayer/iqama';
import type { ApiClient } from '../client';
import { isApiError } from '../errors';
import { messageSchema } from '../schemas/common';
import {
  type AthanDay,
  athanDaySchema,
  athanDaysSchema,
  type BulkSaveAnswer,
  bulkSaveAnswerSchema,
  type IqamaSettingAnswer,
  iqamaSettingSchema,
  iqamaSettingsSchema,
  type PrayerRangeRow,
  polishCitiesSchema,
  prayerRangeSchema,
} from '../schemas/prayer';

const segment = (value: string | number) => encodeURIComponent(String(value));

/** The detail of GET /today-athan-times when the day has no times. */
export const NO_ATHAN_TODAY = 'No Athan times found for today';

/**
 * GET /today-athan-times: the mosque's today, or null when none are entered (404 with a detail), so
 * the dashboard card can show 'No Athan times found for today' without treating it as a failure.
 */
export async function getTodayAthanTimes(
  client: ApiClient,
  query: { city?: string } = {},
): Promise<AthanDay | null> {
  try {
    return await client.request(athanDaySchema, '/today-athan-times', { query });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** GET /athan-times/{date}: one day's five athan times (404 'No prayer times available'). */
export function getAthanTimes(
  client: ApiClient,
  date: string,
  query: { city?: string } = {},
): Promise<AthanDay> {
  return client.request(athanDaySchema, `/athan-times/${segment(date)}`, { query });
}

/** PUT /update-athan-time/{id}: the date and five times, in prayer order. */
export function updateAthanTime(client: ApiClient, id: number, input: AthanUpdate): Promise<AthanDay> {
  return client.request(athanDaySchema, `/update-athan-time/${segment(id)}`, { method: 'PUT', body: input });
}

/** DELETE /delete-athan-time/{id}. */
export async function deleteAthanTime(client: ApiClient, id: number): Promise<void> {
  await client.request(messageSchema, `/delete-athan-time/${segment(id)}`, { method: 'DELETE' });
}

/**
 * POST /prayer-times/bulk: stores every day or none. A batch breaking the order is refused with 400;
 * the ApiError's body then matches `bulkRejectionSchema` (code and dates).
 */
export function saveBulkPrayerTimes(client: ApiClient, input: BulkRequest): Promise<BulkSaveAnswer> {
  return client.request(bulkSaveAnswerSchema, '/prayer-times/bulk', { method: 'POST', body: input });
}

/** POST /prayer-times/import: the previewed days of an uploaded file, re-checked and saved whole. */
export function importPrayerTimes(client: ApiClient, input: BulkRequest): Promise<BulkSaveAnswer> {
  return client.request(bulkSaveAnswerSchema, '/prayer-times/import', { method: 'POST', body: input });
}

/** GET /prayer-times/range: days with athan, iqama (`*_prayer`) and the covering setting's mode. */
export function getPrayerTimesRange(
  client: ApiClient,
  query: { from_date: string; to_date: string; city?: string },
): Promise<PrayerRangeRow[]> {
  return client.request(prayerRangeSchema, '/prayer-times/range', { query });
}

/** GET /prayer-times/year/{year}?city=: every entered day of a year. */
export function getPrayerTimesYear(
  client: ApiClient,
  year: number,
  query: { city?: string } = {},
): Promise<AthanDay[]> {
  return client.request(athanDaysSchema, `/prayer-times/year/${segment(year)}`, { query });
}

/** The file name the download is saved under. */
export function yearCsvFileName(year: number): string {
  return `prayer_times_${year}.csv`;
}

/** GET /prayer-times/year/{year}/download?city=: the year as CSV, to save as `prayer_times_{year}.csv`. */
export function downloadYearCsv(
  client: ApiClient,
  year: number,
  query: { city?: string } = {},
): Promise<Blob> {
  return client.requestBlob(`/prayer-times/year/${segment(year)}/download`, { query });
}

/** GET /polish-cities. The screen falls back to the domain's POLISH_CITY_NAMES when this fails. */
export function listPolishCities(client: ApiClient): Promise<string[]> {
  return client.request(polishCitiesSchema, '/polish-cities');
}

/** GET /prayer-settings: every iqama setting; the screen finds the one covering a date itself. */
export function listPrayerSettings(client: ApiClient): Promise<IqamaSettingAnswer[]> {
  return client.request(iqamaSettingsSchema, '/prayer-settings');
}

export function getPrayerSetting(client: ApiClient, id: number): Promise<IqamaSettingAnswer> {
  return client.request(iqamaSettingSchema, `/prayer-settings/${segment(id)}`);
}

/** POST /prayer-settings/minutes-after. 400 'Date range conflicts with existing settings'. */
export function createMinutesAfterSetting(
  client: ApiClient,
  input: IqamaMinutesSave,
): Promise<IqamaSettingAnswer> {
  return client.request(iqamaSettingSchema, '/prayer-settings/minutes-after', {
    method: 'POST',
    body: input,
  });
}

/** POST /prayer-settings/fixed-time. 400 'Date range conflicts with existing settings'. */
export function createFixedTimeSetting(
  client: ApiClient,
  input: IqamaFixedSave,
): Promise<IqamaSettingAnswer> {
  return client.request(iqamaSettingSchema, '/prayer-settings/fixed-time', { method: 'POST', body: input });
}

/** The save route of a mode, for the screen's single save flow. */
export function saveIqamaSetting(client: ApiClient, input: IqamaSave): Promise<IqamaSettingAnswer> {
  return input.mode === 'fixed_time'
    ? createFixedTimeSetting(client, input)
    : createMinutesAfterSetting(client, input);
}

/** PATCH /prayer-settings/{id}: the same payload as the save calls; the edited setting never conflicts with itself. */
export function updatePrayerSetting(
  client: ApiClient,
  id: number,
  input: IqamaSave,
): Promise<IqamaSettingAnswer> {
  return client.request(iqamaSettingSchema, `/prayer-settings/${segment(id)}`, {
    method: 'PATCH',
    body: input,
  });
}

export async function deletePrayerSetting(client: ApiClient, id: number): Promise<void> {
  await client.request(messageSchema, `/prayer-settings/${segment(id)}`, { method: 'DELETE' });
}

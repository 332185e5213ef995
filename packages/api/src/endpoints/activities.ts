import type { ActivityLanguage, ActivityPayload } from '@minbar/domain/activities/activity-form';
import * as v from 'valibot';
import type { ApiClient, RequestOptions } from '../client';
import {
  type Activity,
  type ActivityDetail,
  activityAnswerSchema,
  activityListSchema,
} from '../schemas/activities';

const segment = (value: number) => encodeURIComponent(String(value));

/** The edit dialog loads an activity once per language: the override replaces the UI's Accept-Language for one call. */
function languageHeaders(language: ActivityLanguage | undefined): Pick<RequestOptions, 'headers'> {
  return language ? { headers: { 'Accept-Language': language } } : {};
}

/** GET /activities/ (admin, imam): every activity, newest date first. */
export function listActivities(client: ApiClient, language?: ActivityLanguage): Promise<Activity[]> {
  return client.request(activityListSchema, '/activities/', languageHeaders(language));
}

/** GET /activities/{id} (admin, imam), in the UI's language or the one asked for. */
export function getActivity(
  client: ApiClient,
  id: number,
  language?: ActivityLanguage,
): Promise<ActivityDetail> {
  return client.request(activityAnswerSchema, `/activities/${segment(id)}`, languageHeaders(language));
}

/** The multipart body of a save: the form as the `activity` JSON part, and the `photo` file when one is chosen. */
export function activityFormData(payload: ActivityPayload, photo?: Blob | null): FormData {
  const form = new FormData();
  form.append('activity', JSON.stringify(payload));
  if (photo) form.append('photo', photo);
  return form;
}

/** POST /activities/ (admin, imam): the photo is required. 422 names the refused fields (`loc` ['body', field]). */
export function createActivity(
  client: ApiClient,
  payload: ActivityPayload,
  photo: Blob,
): Promise<ActivityDetail> {
  return client.request(activityAnswerSchema, '/activities/', {
    method: 'POST',
    body: activityFormData(payload, photo),
  });
}

/** PATCH /activities/{id} (admin, imam): the full form; the photo only when a new one was chosen. */
export function updateActivity(
  client: ApiClient,
  id: number,
  payload: ActivityPayload,
  photo?: Blob | null,
): Promise<ActivityDetail> {
  return client.request(activityAnswerSchema, `/activities/${segment(id)}`, {
    method: 'PATCH',
    body: activityFormData(payload, photo),
  });
}

/** DELETE /activities/{id} (admin, imam): the activity and its photo go. */
export async function deleteActivity(client: ApiClient, id: number): Promise<void> {
  await client.request(v.unknown(), `/activities/${segment(id)}`, { method: 'DELETE' });
}

/** GET /public/activities (public): the centre's activities in the visitor's language, newest first. */
export function listPublicActivities(client: ApiClient): Promise<Activity[]> {
  return client.request(activityListSchema, '/public/activities', { auth: false });
}

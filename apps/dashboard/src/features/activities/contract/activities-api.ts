/*
 * Issue 13: the activities contract (packages/domain activities rules, the image rule and the
 * packages/api activities module) had not landed when this area was built. These files stand in for
 * them under the same names and shapes, so switching to the packages is a change of import paths only.
 */
import type { ApiClient } from '@minbar/api/client';
import * as v from 'valibot';
import type { ActivityLanguage, ActivityPayload } from './activity-form';
export const activitySchema = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  location: v.nullish(v.string(), ''),
  video_link: v.nullish(v.string(), null),
  photo: v.nullish(v.string(), null),
  date: v.nullish(v.string(), null),
  time: v.nullish(v.string(), null),
});
export type Activity = v.InferOutput<typeof activitySchema>;
export type ActivityDetail = Activity &
  Partial<Record<`${'title' | 'description' | 'location'}_${'en' | 'ar' | 'pl'}`, string>>;
export const activityListSchema = v.pipe(
  v.union([v.array(activitySchema), v.object({ activities: v.array(activitySchema) })]),
  v.transform((a) => (Array.isArray(a) ? a : a.activities)),
);
export const activityAnswerSchema = v.pipe(
  v.union([
    v.object({ activity: v.looseObject(activitySchema.entries) }),
    v.looseObject(activitySchema.entries),
  ]),
  v.transform((a) => ('activity' in a ? a.activity : a) as ActivityDetail),
);
const h = (l?: ActivityLanguage) => (l ? { headers: { 'Accept-Language': l } } : {});
export function listActivities(client: ApiClient, language?: ActivityLanguage): Promise<Activity[]> {
  return client.request(activityListSchema, '/activities/', h(language));
}
export function getActivity(
  client: ApiClient,
  id: number,
  language?: ActivityLanguage,
): Promise<ActivityDetail> {
  return client.request(activityAnswerSchema, `/activities/${id}`, h(language));
}
function fd(p: ActivityPayload, photo?: Blob | null) {
  const f = new FormData();
  f.append('activity', JSON.stringify(p));
  if (photo) f.append('photo', photo);
  return f;
}
export function createActivity(
  client: ApiClient,
  payload: ActivityPayload,
  photo: Blob,
): Promise<ActivityDetail> {
  return client.request(activityAnswerSchema, '/activities/', { method: 'POST', body: fd(payload, photo) });
}
export function updateActivity(
  client: ApiClient,
  id: number,
  payload: ActivityPayload,
  photo?: Blob | null,
): Promise<ActivityDetail> {
  return client.request(activityAnswerSchema, `/activities/${id}`, {
    method: 'PATCH',
    body: fd(payload, photo),
  });
}
export async function deleteActivity(client: ApiClient, id: number): Promise<void> {
  await client.request(v.unknown(), `/activities/${id}`, { method: 'DELETE' });
}

import { activityPayloadSchema } from '@minbar/domain/activities/activity-form';
import * as v from 'valibot';

/**
 * An activity as lists show it: `title`, `description` and `location` in the request's
 * Accept-Language; `photo` is the stored file's name under the uploads path. Another server may
 * leave out the place, link, date or time (read as '' or null).
 */
const activityEntries = {
  id: v.number(),
  title: v.string(),
  description: v.nullish(v.string(), ''),
  location: v.nullish(v.string(), ''),
  video_link: v.nullish(v.string(), null),
  photo: v.nullish(v.string(), null),
  date: v.nullish(v.string(), null),
  time: v.nullish(v.string(), null),
};

export const activitySchema = v.object(activityEntries);
export type Activity = v.InferOutput<typeof activitySchema>;

/** GET /activities/ and GET /public/activities: `{ activities }`, or a bare array from another server. */
export const activityListSchema = v.pipe(
  v.union([v.object({ activities: v.array(activitySchema) }), v.array(activitySchema)]),
  v.transform((answer) => (Array.isArray(answer) ? answer : answer.activities)),
);

/**
 * One activity: the list fields and, for the edit form, the texts in every language (another server
 * may leave those out: the dialog then fetches once per language).
 */
export const activityDetailSchema = v.object({
  ...activityEntries,
  title_en: v.optional(v.string()),
  title_ar: v.optional(v.string()),
  title_pl: v.optional(v.string()),
  description_en: v.optional(v.string()),
  description_ar: v.optional(v.string()),
  description_pl: v.optional(v.string()),
  location_en: v.optional(v.string()),
  location_ar: v.optional(v.string()),
  location_pl: v.optional(v.string()),
});
export type ActivityDetail = v.InferOutput<typeof activityDetailSchema>;

/** A single activity answered as `{ activity }` or as the bare object. */
export const activityAnswerSchema = v.pipe(
  v.union([v.object({ activity: activityDetailSchema }), activityDetailSchema]),
  v.transform((answer): ActivityDetail => ('activity' in answer ? answer.activity : answer)),
);

/** The `activity` part of POST and PATCH /activities/ (a JSON string in the multipart body). */
export const activityRequestSchema = activityPayloadSchema;

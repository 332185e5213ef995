import type { Activity, ActivityDetail } from '@minbar/api/schemas/activities';
import type { ActivityPayload } from '@minbar/domain/activities/activity-form';
import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import { desc, sql } from 'drizzle-orm';
import { activities } from '../../db/schema-activities';

export type ActivityRow = typeof activities.$inferSelect;

export const ACTIVITY_DETAIL = {
  notFound: 'Activity not found',
} as const;

const SUFFIX: Record<FatwaLanguage, 'En' | 'Ar' | 'Pl'> = { en: 'En', ar: 'Ar', pl: 'Pl' };

/** A text in the asked language, English when that one is blank. */
const pick = (row: ActivityRow, field: 'title' | 'description' | 'location', language: FatwaLanguage) =>
  row[`${field}${SUFFIX[language]}`] || row[`${field}En`];

/** The list's order: the newest date first, then the undated ones, newest first. */
export const ACTIVITY_ORDER = [sql`${activities.date} desc nulls last`, desc(activities.id)] as const;

export function toActivity(row: ActivityRow, language: FatwaLanguage): Activity {
  return {
    id: row.id,
    title: pick(row, 'title', language),
    description: pick(row, 'description', language),
    location: pick(row, 'location', language),
    video_link: row.videoLink,
    photo: row.photo,
    date: row.date,
    time: row.time,
  };
}

/** One activity for staff: the list fields and every language's texts for the edit form. */
export function toActivityDetail(row: ActivityRow, language: FatwaLanguage): ActivityDetail {
  return {
    ...toActivity(row, language),
    title_en: row.titleEn,
    title_ar: row.titleAr,
    title_pl: row.titlePl,
    description_en: row.descriptionEn,
    description_ar: row.descriptionAr,
    description_pl: row.descriptionPl,
    location_en: row.locationEn,
    location_ar: row.locationAr,
    location_pl: row.locationPl,
  };
}

/** The columns of a saved activity form. */
export function activityColumns(payload: ActivityPayload) {
  return {
    titleEn: payload.title_en,
    titleAr: payload.title_ar,
    titlePl: payload.title_pl,
    descriptionEn: payload.description_en,
    descriptionAr: payload.description_ar,
    descriptionPl: payload.description_pl,
    locationEn: payload.location_en,
    locationAr: payload.location_ar,
    locationPl: payload.location_pl,
    videoLink: payload.video_link,
    date: payload.date,
    time: payload.time,
  };
}

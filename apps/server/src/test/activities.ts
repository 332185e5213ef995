import { activities } from '../db/schema-activities';
import type { TestServer } from './harness';

/** The `activity` part of a save. */
export const ACTIVITY_FORM = {
  title_en: 'Quran circle',
  title_ar: 'حلقة القرآن',
  title_pl: 'Koło Koranu',
  description_en: 'Weekly reading and tajweed for adults.',
  description_ar: 'قراءة وتجويد أسبوعي للكبار.',
  description_pl: 'Cotygodniowe czytanie i tadżwid dla dorosłych.',
  location_en: 'Main hall',
  location_ar: 'القاعة الرئيسية',
  location_pl: 'Sala główna',
  video_link: 'https://youtu.be/dQw4w9WgXcQ?t=75',
  date: '2026-03-14',
  time: '18:30',
};

/** A multipart save: the `activity` JSON part and, when given, the photo under a file name. */
export function activityForm(
  fields: unknown,
  photo?: Uint8Array,
  fileName = 'photo.jpg',
  type = 'image/jpeg',
) {
  const form = new FormData();
  form.append('activity', typeof fields === 'string' ? fields : JSON.stringify(fields));
  if (photo) form.append('photo', new Blob([photo], { type }), fileName);
  return form;
}

/** Inserts an activity straight into the database. */
export async function insertActivity(
  server: TestServer,
  values: Partial<typeof activities.$inferInsert> = {},
) {
  const [row] = await server.deps.db
    .insert(activities)
    .values({
      titleEn: 'Open mosque day',
      titleAr: 'يوم المسجد المفتوح',
      titlePl: 'Dzień otwartego meczetu',
      descriptionEn: 'Neighbours visit, tea and questions.',
      descriptionAr: 'زيارة الجيران مع الشاي والأسئلة.',
      descriptionPl: 'Sąsiedzi odwiedzają, herbata i pytania.',
      locationEn: 'The whole mosque',
      locationAr: 'المسجد كله',
      locationPl: 'Cały meczet',
      ...values,
    })
    .returning();
  return row!;
}

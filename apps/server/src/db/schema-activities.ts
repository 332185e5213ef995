import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { uploadRef } from './upload-ref';

/**
 * What the centre does (a Quran circle, a food drive, an open day): its title, description and place
 * in the three languages of the product, an optional video link (shown as decision 0020 says), a
 * photo, and an optional date and time (a weekly class has none).
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    titlePl: text('title_pl').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    descriptionPl: text('description_pl').notNull(),
    locationEn: text('location_en').notNull().default(''),
    locationAr: text('location_ar').notNull().default(''),
    locationPl: text('location_pl').notNull().default(''),
    videoLink: text('video_link'),
    /** The stored photo's random file name under the uploads path. */
    photo: uploadRef('photo'),
    date: date('date', { mode: 'string' }),
    /** 'HH:MM', the mosque's wall clock. */
    time: text('time'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activities_listing_idx').on(table.date, table.id),
    check('activities_time_check', sql`time is null or time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

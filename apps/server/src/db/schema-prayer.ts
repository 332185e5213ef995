import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Prayer times. Dates are `date` columns read as 'YYYY-MM-DD' strings and times
 * `time` columns read as 'HH:MM:SS', the shapes the contract sends, so nothing passes through a
 * JavaScript Date and no time zone can shift a day.
 */
export const athanTimes = pgTable(
  'athan_times',
  {
    id: serial('id').primaryKey(),
    city: text('city').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    fajr: time('fajr').notNull(),
    dhuhr: time('dhuhr').notNull(),
    asr: time('asr').notNull(),
    maghrib: time('maghrib').notNull(),
    isha: time('isha').notNull(),
  },
  // One row per city and day: the bulk save upserts on it.
  (table) => [uniqueIndex('athan_times_city_date_key').on(table.city, table.date)],
);

/** Iqama settings: a mode and per-prayer minutes or fixed times, for a city over a date range. */
export const prayerSettings = pgTable(
  'prayer_settings',
  {
    id: serial('id').primaryKey(),
    mode: text('mode').notNull(),
    city: text('city').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }).notNull(),
    fajrMinutes: integer('fajr_minutes'),
    dhuhrMinutes: integer('dhuhr_minutes'),
    asrMinutes: integer('asr_minutes'),
    maghribMinutes: integer('maghrib_minutes'),
    ishaMinutes: integer('isha_minutes'),
    fajrFixed: time('fajr_fixed'),
    dhuhrFixed: time('dhuhr_fixed'),
    asrFixed: time('asr_fixed'),
    maghribFixed: time('maghrib_fixed'),
    ishaFixed: time('isha_fixed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('prayer_settings_range_check', sql`${table.effectiveFrom} <= ${table.effectiveTo}`),
    check('prayer_settings_mode_check', sql`${table.mode} in ('minutes_after_athan', 'fixed_time')`),
    index('prayer_settings_city_range_idx').on(table.city, table.effectiveFrom, table.effectiveTo),
  ],
);

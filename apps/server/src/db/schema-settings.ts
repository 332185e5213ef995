import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text, time, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';
import { uploadRef } from './upload-ref';

/**
 * The mosque's settings that administrators change on the prayer page: one row at most,
 * id 1. Without it the server answers the defaults (the default city, no Hijri offset, no Jumu'a).
 * Jumu'a's times are `time` columns read as 'HH:MM:SS', like the prayer tables'.
 */
export const mosqueSettings = pgTable(
  'mosque_settings',
  {
    id: integer('id').primaryKey().default(1),
    defaultCity: text('default_city').notNull(),
    hijriOffset: integer('hijri_offset').notNull().default(0),
    jumuahAthan: time('jumuah_athan'),
    jumuahIqama: time('jumuah_iqama'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The administrator who saved them last. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('mosque_settings_single_row_check', sql`${table.id} = 1`),
    check('mosque_settings_hijri_offset_check', sql`${table.hijriOffset} between -2 and 2`),
    check(
      'mosque_settings_jumuah_check',
      sql`${table.jumuahIqama} is null or (${table.jumuahAthan} is not null and ${table.jumuahIqama} > ${table.jumuahAthan})`,
    ),
  ],
);

/**
 * Who the mosque is (one row at most, id 1): its name in each language, a short name, its postal
 * address and how to reach it; it signs the certificates and names the mosque to visitors. Without
 * the row every field reads as empty. Empty optional fields are stored as null.
 */
export const mosqueIdentity = pgTable(
  'mosque_identity',
  {
    id: integer('id').primaryKey().default(1),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    namePl: text('name_pl').notNull(),
    shortName: text('short_name'),
    address: text('address').notNull(),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    /** A stored photo's reference (the shared uploads), null for none. */
    logo: uploadRef('logo'),
    /** Labelled registration numbers ({label, value}, KRS, NIP…), in the order they are shown. */
    registrationNumbers: jsonb('registration_numbers')
      .$type<{ label: string; value: string }[]>()
      .notNull()
      .default([]),
    /** An IBAN without spaces. */
    bankAccount: text('bank_account'),
    /** The language its mails fall back to: en, ar or pl. */
    mailLanguage: text('mail_language').notNull().default('en'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The administrator who saved it last. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('mosque_identity_single_row_check', sql`${table.id} = 1`),
    check('mosque_identity_mail_language_check', sql`${table.mailLanguage} in ('en', 'ar', 'pl')`),
  ],
);

/**
 * One version per area of the public site's reads (prayer, events, activities, categories, mosque),
 * moved by statement-level triggers on the tables each area is built from (see the migration
 * 0018_public_versions), so no write path can forget it. The public reads derive their ETag from it,
 * and every server instance on the database sees a write at its next read. Versions start at the
 * migration's clock in milliseconds, so a rebuilt database does not hand out an ETag an old client
 * still holds.
 */
export const publicVersions = pgTable('public_versions', {
  area: text('area').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

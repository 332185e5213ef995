import type { ReminderChoices } from '@minbar/domain/prayer/reminders';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Devices that asked for prayer reminders by Web Push (no account). A row holds what the push
 * service needs to reach the device (its address and keys), the language and city its reminders are
 * for, and its choices; no name, no email, no network address. A device is one row, found by its
 * push address; the row goes when the visitor unsubscribes or the push service says it is gone.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_key'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    locale: text('locale').notNull(),
    city: text('city').notNull(),
    choices: jsonb('choices').$type<ReminderChoices>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('push_subscriptions_locale_check', sql`${table.locale} in ('en', 'ar', 'pl')`),
    index('push_subscriptions_city_idx').on(table.city),
  ],
);

/**
 * Every push sent or being sent, one row per (device, date, prayer, kind): the scheduler inserts the
 * row before it sends, and only the instance whose insert went in sends, so a restart at a
 * reminder's minute or a second instance never sends one twice. News pushes use the prayer column
 * for 'news' and the kind for the item ('event:12').
 */
export const pushSent = pgTable(
  'push_sent',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    prayer: text('prayer').notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'push_sent_pkey',
      columns: [table.subscriptionId, table.date, table.prayer, table.kind],
    }),
    index('push_sent_date_idx').on(table.date),
  ],
);

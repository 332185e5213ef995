import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema';
import { uploadRef } from './upload-ref';

/** An event's price in PLN: 0 to 10,000 with grosze. */
const price = (name: string) =>
  numeric(name, { precision: 7, scale: 2, mode: 'number' }).notNull().default(0);

/**
 * An event of the centre: its name, place and description in the three languages of the product,
 * when it happens, until when bookings are taken, six prices by age and transport, and the family
 * discount on children above 3. A canceled event stays listed for staff, never for the public.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    eventNameEn: text('event_name_en').notNull(),
    eventNameAr: text('event_name_ar').notNull(),
    eventNamePl: text('event_name_pl').notNull(),
    addressEn: text('address_en').notNull(),
    addressAr: text('address_ar').notNull(),
    addressPl: text('address_pl').notNull(),
    aboutEn: text('about_en').notNull(),
    aboutAr: text('about_ar').notNull(),
    aboutPl: text('about_pl').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** 'HH:MM', the mosque's wall clock. */
    time: text('time').notNull(),
    registrationDeadline: date('registration_deadline', { mode: 'string' }).notNull(),
    priceAdultNoTransport: price('price_adult_no_transport'),
    priceAdultWithTransport: price('price_adult_with_transport'),
    priceChildAbove3NoTransport: price('price_child_above_3_no_transport'),
    priceChildAbove3WithTransport: price('price_child_above_3_with_transport'),
    priceChildBelow3NoTransport: price('price_child_below_3_no_transport'),
    priceChildBelow3WithTransport: price('price_child_below_3_with_transport'),
    discountPercentageChildrenAbove3SameFamily: numeric('discount_percentage_children_above_3_same_family', {
      precision: 5,
      scale: 2,
      mode: 'number',
    })
      .notNull()
      .default(0),
    /** The stored photo's random file name under the uploads path. */
    photo: uploadRef('photo'),
    status: text('status').notNull().default('active'),
    /**
     * The SEQUENCE of the event's calendar file (RFC 5545): raised each time its date, time or place
     * changes or it is cancelled, so a calendar that holds the entry under its UID takes the new file
     * as the newer version of the same entry rather than ignoring it or adding a second one.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_calendar_idx').on(table.date, table.time, table.id),
    check('events_status_check', sql`status in ('active', 'canceled')`),
    check('events_deadline_check', sql`registration_deadline <= date`),
    check('events_time_check', sql`time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'events_prices_check',
      sql`least(price_adult_no_transport, price_adult_with_transport, price_child_above_3_no_transport, price_child_above_3_with_transport, price_child_below_3_no_transport, price_child_below_3_with_transport) >= 0 and greatest(price_adult_no_transport, price_adult_with_transport, price_child_above_3_no_transport, price_child_above_3_with_transport, price_child_below_3_no_transport, price_child_below_3_with_transport) <= 10000`,
    ),
    check('events_discount_check', sql`discount_percentage_children_above_3_same_family between 0 and 100`),
  ],
);

/**
 * One booking for an event: a person (one adult, or a student) or a family (its adults and
 * children). `name` is the person's, or the parent's who booked for the family; `transport` is the
 * personal booking's `transportation` and the family's `use_transport`. The price is the server's,
 * computed from the event's prices when the booking was made. Bookings go with their event.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    student: boolean('student').notNull().default(false),
    transport: boolean('transport').notNull().default(false),
    numAdults: integer('num_adults').notNull().default(1),
    numChildrenAbove3: integer('num_children_above_3').notNull().default(0),
    numChildrenBelow3: integer('num_children_below_3').notNull().default(0),
    city: text('city'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** pending, paid, refunded, or free (nothing to collect): packages/domain/src/events/booking-payment.ts. */
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** How staff took the money (cash, transfer), who marked it and when. */
    paidVia: text('paid_via'),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Why the money was given back (an admin's refund). */
    refundReason: text('refund_reason'),
    /**
     * The booking form's attempt: sent again (a lost answer, a double click), it is the same booking.
     * Answered for a day (services/idempotency.ts), then cleared.
     */
    idempotencyKey: text('idempotency_key'),
    /** What that attempt asked for (the event and the form, hashed): the same key with another form is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /** The booker's proof in the booking page's address (paying online, its status after a reload). */
    viewToken: text('view_token'),
    /** The online payment's current attempt: its key, the provider's payment, how it was paid. */
    paymentKey: text('payment_key'),
    providerReference: text('provider_reference'),
    method: text('method'),
    /** The provider's message of the last refused online payment. */
    paymentFailure: text('payment_failure'),
    /** The booker's language, for any message sent to them later. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('event_registrations_listing_idx').on(table.eventId, table.type, table.createdAt, table.id),
    check('event_registrations_type_check', sql`type in ('personal', 'family')`),
    check(
      'event_registrations_payment_status_check',
      sql`payment_status in ('paid', 'pending', 'refunded', 'free')`,
    ),
    uniqueIndex('event_registrations_idempotency_key').on(table.idempotencyKey),
    index('event_registrations_provider_reference_idx').on(table.providerReference),
    check(
      'event_registrations_counts_check',
      sql`num_adults >= 0 and num_children_above_3 >= 0 and num_children_below_3 >= 0 and price >= 0`,
    ),
  ],
);

/**
 * A payment the provider took for a booking that was already paid (a second tab, a payment that
 * succeeded after staff took cash): never the booking's own money. Each is refunded at once under a
 * key of its own, and shown to staff with the booking; one left unrefunded (no answer came) is tried
 * again by the payment sweep and by the booking's refund.
 */
export const bookingExtraPayments = pgTable(
  'booking_extra_payments',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    providerReference: text('provider_reference').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('booking_extra_payments_reference_key').on(table.providerReference),
    index('booking_extra_payments_registration_idx').on(table.registrationId),
  ],
);

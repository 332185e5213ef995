import { DEFAULT_PER_PAGE } from '@minbar/domain/access/pagination';
import { bookingSchema } from '@minbar/domain/events/booking';
import {
  BOOKING_PAYMENT_STATUSES,
  bookingRefundSchema,
  markPaidSchema,
} from '@minbar/domain/events/booking-payment';
import { EVENT_STATUSES, eventPayloadSchema, normaliseEventTime } from '@minbar/domain/events/event-form';
import * as v from 'valibot';
import { paginationSchema } from './common';

const price = v.nullish(v.number(), 0);

/** The six prices and the family discount; a server leaving one out means 0, so a reader never stops on it. */
const priceEntries = {
  price_adult_no_transport: price,
  price_adult_with_transport: price,
  price_child_above_3_no_transport: price,
  price_child_above_3_with_transport: price,
  price_child_below_3_no_transport: price,
  price_child_below_3_with_transport: price,
  discount_percentage_children_above_3_same_family: price,
};

/**
 * An event as lists show it. `event_name` and `address` are in the request's Accept-Language;
 * `photo` is the stored file's name under the uploads path. A time another server writes as
 * '19:30:00' or '7:30 PM' comes out as 'HH:MM' (null when missing or unreadable); a missing deadline
 * falls back to the event's date.
 */
const listItemEntries = {
  id: v.number(),
  event_name: v.string(),
  address: v.nullish(v.string(), ''),
  date: v.string(),
  time: v.pipe(
    v.nullish(v.string(), null),
    v.transform((time) => (time === null ? null : normaliseEventTime(time))),
  ),
  registration_deadline: v.nullish(v.string(), null),
  photo: v.nullish(v.string(), null),
  status: v.optional(v.picklist(EVENT_STATUSES), 'active'),
  registrations_count: v.optional(v.number(), 0),
};

/** The deadline's fallback to the date, and its cut to the date part. */
function withDeadline<T extends { date: string; registration_deadline: string | null }>(
  event: T,
): T & { registration_deadline: string } {
  return { ...event, registration_deadline: (event.registration_deadline || event.date).slice(0, 10) };
}

export const eventListItemSchema = v.pipe(v.object(listItemEntries), v.transform(withDeadline));
export type EventListItem = v.InferOutput<typeof eventListItemSchema>;

/** GET /events/: `{ events }`, or a bare array from another server. */
export const eventListSchema = v.pipe(
  v.union([v.object({ events: v.array(eventListItemSchema) }), v.array(eventListItemSchema)]),
  v.transform((answer) => (Array.isArray(answer) ? answer : answer.events)),
);

/**
 * One event: the list fields, `about` in the request's language, the prices, and for the edit form the
 * nine texts in every language (another server may leave those out: the dialog then fetches once per
 * language).
 */
export const eventDetailSchema = v.pipe(
  v.object({
    ...listItemEntries,
    about: v.nullish(v.string(), ''),
    ...priceEntries,
    event_name_en: v.optional(v.string()),
    event_name_ar: v.optional(v.string()),
    event_name_pl: v.optional(v.string()),
    address_en: v.optional(v.string()),
    address_ar: v.optional(v.string()),
    address_pl: v.optional(v.string()),
    about_en: v.optional(v.string()),
    about_ar: v.optional(v.string()),
    about_pl: v.optional(v.string()),
  }),
  v.transform(withDeadline),
);
export type EventDetail = v.InferOutput<typeof eventDetailSchema>;

/** A single event answered as `{ event }` or as the bare object. */
export const eventAnswerSchema = v.pipe(
  v.union([v.object({ event: eventDetailSchema }), eventDetailSchema]),
  v.transform((answer): EventDetail => ('event' in answer ? answer.event : answer)),
);

/** The mails a change of an event sent its registrants (PATCH /events/{id}): which kind, and to how many. */
export const REGISTRANT_NEWS_KINDS = ['event_changed', 'event_cancelled'] as const;
export const registrantsToldSchema = v.object({
  kind: v.picklist(REGISTRANT_NEWS_KINDS),
  count: v.number(),
});
export type RegistrantsTold = v.InferOutput<typeof registrantsToldSchema>;

/**
 * PATCH /events/{id}: the event as saved, and `told`, the registrants mailed about a cancellation or a
 * new date, time, place or price (null when the edit was not worth a mail). Another server may answer
 * the event alone: nobody is then known to have been told.
 */
export const eventUpdateAnswerSchema = v.pipe(
  v.union([
    v.object({ event: eventDetailSchema, told: v.nullish(registrantsToldSchema, null) }),
    eventDetailSchema,
  ]),
  v.transform(
    (answer): EventUpdateAnswer =>
      'event' in answer ? { event: answer.event, told: answer.told } : { event: answer, told: null },
  ),
);
export interface EventUpdateAnswer {
  event: EventDetail;
  told: RegistrantsTold | null;
}

/** The `event` part of POST and PATCH /events/ (a JSON string in the multipart body). */
export const eventRequestSchema = eventPayloadSchema;

/** An upcoming event on the public site: everything a visitor needs to choose and book. */
export const publicEventSchema = v.pipe(
  v.object({
    id: v.number(),
    event_name: v.string(),
    address: v.nullish(v.string(), ''),
    about: v.nullish(v.string(), ''),
    date: v.string(),
    time: listItemEntries.time,
    registration_deadline: v.nullish(v.string(), null),
    photo: v.nullish(v.string(), null),
    ...priceEntries,
  }),
  v.transform(withDeadline),
);
export type PublicEvent = v.InferOutput<typeof publicEventSchema>;

/** GET /public/events. */
export const publicEventListSchema = v.pipe(
  v.union([v.object({ events: v.array(publicEventSchema) }), v.array(publicEventSchema)]),
  v.transform((answer) => (Array.isArray(answer) ? answer : answer.events)),
);

/** Whether an event still takes bookings: open, past its registration deadline, or canceled. */
export const BOOKING_WINDOWS = ['open', 'deadline_passed', 'canceled'] as const;

/**
 * GET /public/events/{id}: one event as the public sees it and whether it still takes bookings, so
 * a link to a closed event can say why (deadline or cancellation) and name the event.
 */
export const publicEventStatusSchema = v.object({
  event: publicEventSchema,
  booking: v.picklist(BOOKING_WINDOWS),
});
export type PublicEventStatus = v.InferOutput<typeof publicEventStatusSchema>;

/** pending (to collect), paid, refunded, or free (nothing to collect). */
export const PAYMENT_STATUSES = BOOKING_PAYMENT_STATUSES;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
const paymentStatus = v.optional(v.picklist(PAYMENT_STATUSES), 'pending');
/**
 * A payment the provider took for a booking already paid (a second tab, a card payment that went
 * through after cash at the door): never the booking's money, given back at once (`refunded` once
 * the provider confirmed it).
 */
export const extraBookingPaymentSchema = v.object({
  id: v.number(),
  amount: v.number(),
  refunded: v.boolean(),
});
export type ExtraBookingPayment = v.InferOutput<typeof extraBookingPaymentSchema>;

/** How staff took a booking's money (cash, transfer) and when, and why it was given back. */
const paymentDetails = {
  paid_via: v.nullish(v.string(), null),
  paid_at: v.nullish(v.string(), null),
  refund_reason: v.nullish(v.string(), null),
  extra_payments: v.optional(v.array(extraBookingPaymentSchema), []),
};

/** POST /events/{event_id}/registrations/{id}/mark-paid (staff). */
export const markPaidRequestSchema = markPaidSchema;
/** POST /events/{event_id}/registrations/{id}/refund (admin). */
export const bookingRefundRequestSchema = bookingRefundSchema;

export const personalRegistrationSchema = v.object({
  id: v.number(),
  name: v.nullish(v.string(), ''),
  phone: v.nullish(v.string(), ''),
  email: v.nullish(v.string(), ''),
  student: v.nullish(v.boolean(), false),
  transportation: v.nullish(v.boolean(), false),
  city: v.nullish(v.string(), null),
  payment_status: paymentStatus,
  price: v.nullish(v.number(), 0),
  created_at: v.nullish(v.string(), null),
  ...paymentDetails,
});
export type PersonalRegistration = v.InferOutput<typeof personalRegistrationSchema>;

export const familyRegistrationSchema = v.object({
  id: v.number(),
  parent_name: v.nullish(v.string(), ''),
  phone: v.nullish(v.string(), ''),
  email: v.nullish(v.string(), ''),
  num_adults: v.nullish(v.number(), 0),
  num_children_above_3: v.nullish(v.number(), 0),
  num_children_below_3: v.nullish(v.number(), 0),
  use_transport: v.nullish(v.boolean(), false),
  city: v.nullish(v.string(), null),
  payment_status: paymentStatus,
  price: v.nullish(v.number(), 0),
  created_at: v.nullish(v.string(), null),
  ...paymentDetails,
});
export type FamilyRegistration = v.InferOutput<typeof familyRegistrationSchema>;

export const pageInfoSchema = paginationSchema;
export type PageInfo = v.InferOutput<typeof pageInfoSchema>;

/**
 * Over all of an event's registrations, not one page: people by kind (a personal booking is one
 * adult, or one student), seats on the bus by city, bookings paid and pending, and income in PLN.
 */
export const registrationSummarySchema = v.object({
  people: v.object({
    adults: v.number(),
    children_above_3: v.number(),
    children_below_3: v.number(),
    students: v.number(),
  }),
  transport_by_city: v.array(v.object({ city: v.string(), seats: v.number() })),
  payment: v.object({ paid: v.number(), pending: v.number() }),
  income: v.object({ expected: v.number(), paid: v.number() }),
});
export type RegistrationSummary = v.InferOutput<typeof registrationSummarySchema>;

const emptyPage = { total: 0, page: 1, per_page: DEFAULT_PER_PAGE, total_pages: 0 };

/**
 * A paid booking of a cancelled event: money the centre must give back (`refundDue`), with how it was
 * paid, so staff know how to return it.
 */
export const refundDueSchema = v.object({
  id: v.number(),
  type: v.picklist(['personal', 'family']),
  name: v.nullish(v.string(), ''),
  email: v.nullish(v.string(), ''),
  phone: v.nullish(v.string(), ''),
  price: v.nullish(v.number(), 0),
  paid_via: v.nullish(v.string(), null),
  paid_at: v.nullish(v.string(), null),
});
export type RefundDue = v.InferOutput<typeof refundDueSchema>;

/**
 * GET /events/{event_id}/registrations: the two paged lists (the same page of each) and the summary;
 * the event's status, and for a cancelled event every booking whose money is still to be given back
 * (all of them, not a page: the list is the staff's work to finish).
 */
export const registrationsSchema = v.object({
  event: v.optional(
    v.object({
      id: v.number(),
      event_name: v.string(),
      status: v.optional(v.picklist(EVENT_STATUSES), 'active'),
    }),
  ),
  refunds_due: v.optional(v.array(refundDueSchema), []),
  personal_registrations: v.optional(v.array(personalRegistrationSchema), []),
  family_registrations: v.optional(v.array(familyRegistrationSchema), []),
  pagination: v.optional(
    v.object({
      personal: v.optional(pageInfoSchema, emptyPage),
      family: v.optional(pageInfoSchema, emptyPage),
    }),
    { personal: emptyPage, family: emptyPage },
  ),
  summary: v.optional(registrationSummarySchema),
});
export type Registrations = v.InferOutput<typeof registrationsSchema>;

/** POST /events/{id}/registrations: the booking form's body. */
export const registrationRequestSchema = bookingSchema;

/** The recorded booking and its price, computed by the server. */
export const registrationAnswerSchema = v.object({
  registration: v.object({
    id: v.number(),
    type: v.picklist(['personal', 'family']),
    price: v.number(),
    payment_status: v.picklist(PAYMENT_STATUSES),
  }),
  price: v.number(),
  currency: v.string(),
  /** The booking page's token: paying online and reading the booking back (this server; others may omit it). */
  receipt_token: v.nullish(v.string(), null),
});
export type RegistrationAnswer = v.InferOutput<typeof registrationAnswerSchema>;

/**
 * The details of POST /events/{id}/registrations's 409s, shared by this server and the public site,
 * which shows each in the visitor's language.
 */
export const REGISTRATION_REFUSAL = {
  canceled: 'This event has been canceled',
  deadlinePassed: 'Registration for this event has closed',
} as const;

/**
 * Why staff cannot mark a booking paid at the door (409): its online payment went through, or is
 * being processed. The dashboard words each in the user's language.
 */
export const MARK_PAID_REFUSAL = {
  paidOnline: 'This booking was just paid online: nothing is to be taken at the door',
  paymentProcessing:
    'An online payment for this booking is being processed: wait a few minutes for its outcome before taking money at the door',
} as const;

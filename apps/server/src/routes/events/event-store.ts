import type { EventDetail, EventListItem, PublicEvent } from '@minbar/api/schemas/events';
import type { EventPayload, EventStatus } from '@minbar/domain/events/event-form';
import type { EventPrices } from '@minbar/domain/events/pricing';
import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events } from '../../db/schema-events';

export type EventRow = typeof events.$inferSelect;

export const EVENT_DETAIL = {
  notFound: 'Event not found',
} as const;

const SUFFIX: Record<FatwaLanguage, 'En' | 'Ar' | 'Pl'> = { en: 'En', ar: 'Ar', pl: 'Pl' };

/** A text in the asked language, English when that one is blank. */
const pick = (row: EventRow, field: 'eventName' | 'address' | 'about', language: FatwaLanguage) =>
  row[`${field}${SUFFIX[language]}`] || row[`${field}En`];

/**
 * The events the public list shows on `day` (the mosque's date), soonest first: active ones whose
 * booking deadline has not passed. The events page's first card (its first paint, written by the
 * server) is the first of them.
 */
export function readUpcomingEvents(db: Database, day: string, limit?: number): Promise<EventRow[]> {
  const query = db
    .select()
    .from(events)
    .where(and(eq(events.status, 'active'), gte(events.registrationDeadline, day)))
    .orderBy(asc(events.date), asc(events.time), asc(events.id));
  return limit === undefined ? query : query.limit(limit);
}

export function pricesOf(row: EventRow): EventPrices {
  return {
    price_adult_no_transport: row.priceAdultNoTransport,
    price_adult_with_transport: row.priceAdultWithTransport,
    price_child_above_3_no_transport: row.priceChildAbove3NoTransport,
    price_child_above_3_with_transport: row.priceChildAbove3WithTransport,
    price_child_below_3_no_transport: row.priceChildBelow3NoTransport,
    price_child_below_3_with_transport: row.priceChildBelow3WithTransport,
    discount_percentage_children_above_3_same_family: row.discountPercentageChildrenAbove3SameFamily,
  };
}

export function toEventListItem(
  row: EventRow,
  language: FatwaLanguage,
  registrations: number,
): EventListItem {
  return {
    id: row.id,
    event_name: pick(row, 'eventName', language),
    address: pick(row, 'address', language),
    date: row.date,
    time: row.time,
    registration_deadline: row.registrationDeadline,
    photo: row.photo,
    status: row.status as EventStatus,
    registrations_count: registrations,
  };
}

/** One event for staff: the list fields, about, prices, and the nine texts for the edit form. */
export function toEventDetail(row: EventRow, language: FatwaLanguage, registrations: number): EventDetail {
  return {
    ...toEventListItem(row, language, registrations),
    about: pick(row, 'about', language),
    ...pricesOf(row),
    event_name_en: row.eventNameEn,
    event_name_ar: row.eventNameAr,
    event_name_pl: row.eventNamePl,
    address_en: row.addressEn,
    address_ar: row.addressAr,
    address_pl: row.addressPl,
    about_en: row.aboutEn,
    about_ar: row.aboutAr,
    about_pl: row.aboutPl,
  };
}

export function toPublicEvent(row: EventRow, language: FatwaLanguage): PublicEvent {
  return {
    id: row.id,
    event_name: pick(row, 'eventName', language),
    address: pick(row, 'address', language),
    about: pick(row, 'about', language),
    date: row.date,
    time: row.time,
    registration_deadline: row.registrationDeadline,
    photo: row.photo,
    ...pricesOf(row),
  };
}

/** The columns of a saved event form; the status only when the form sends one. */
export function eventColumns(payload: EventPayload) {
  return {
    eventNameEn: payload.event_name_en,
    eventNameAr: payload.event_name_ar,
    eventNamePl: payload.event_name_pl,
    addressEn: payload.address_en,
    addressAr: payload.address_ar,
    addressPl: payload.address_pl,
    aboutEn: payload.about_en,
    aboutAr: payload.about_ar,
    aboutPl: payload.about_pl,
    date: payload.date,
    time: payload.time,
    registrationDeadline: payload.registration_deadline,
    priceAdultNoTransport: payload.price_adult_no_transport,
    priceAdultWithTransport: payload.price_adult_with_transport,
    priceChildAbove3NoTransport: payload.price_child_above_3_no_transport,
    priceChildAbove3WithTransport: payload.price_child_above_3_with_transport,
    priceChildBelow3NoTransport: payload.price_child_below_3_no_transport,
    priceChildBelow3WithTransport: payload.price_child_below_3_with_transport,
    discountPercentageChildrenAbove3SameFamily: payload.discount_percentage_children_above_3_same_family,
    ...(payload.status ? { status: payload.status } : {}),
  };
}

export function pageInfo(total: number, page: number, perPage: number) {
  return { total, page, per_page: perPage, total_pages: Math.ceil(total / perPage) };
}

import { pageQuerySchema } from '@minbar/api/schemas/common';
import {
  type FamilyRegistration,
  type PersonalRegistration,
  REGISTRATION_REFUSAL,
  type RegistrationSummary,
  registrationRequestSchema,
} from '@minbar/api/schemas/events';
import { type Booking, isBookingOpen } from '@minbar/domain/events/booking';
import { bookingPrice } from '@minbar/domain/events/pricing';
import { idParamSchema, idTextSchema } from '@minbar/domain/input/numbers';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { eventRegistrations, events } from '../../db/schema-events';
import type { AppDeps } from '../../deps';
import { type AppEnv, clientAddress, requestLanguage, requireUser } from '../../http/context';
import { Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { countAttempt } from '../accounts/limits';
import { EVENT_DETAIL, pageInfo, pricesOf, toPublicEvent } from './event-store';

type RegistrationRow = typeof eventRegistrations.$inferSelect;

/** The currency every event is priced in. */
export const EVENT_CURRENCY = 'PLN';

const eventIdParamSchema = v.object({ event_id: idTextSchema });

function toPersonal(row: RegistrationRow): PersonalRegistration {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    student: row.student,
    transportation: row.transport,
    city: row.city || null,
    payment_status: row.paymentStatus as PersonalRegistration['payment_status'],
    price: row.price,
    created_at: row.createdAt.toISOString(),
  };
}

function toFamily(row: RegistrationRow): FamilyRegistration {
  return {
    id: row.id,
    parent_name: row.name,
    phone: row.phone,
    email: row.email,
    num_adults: row.numAdults,
    num_children_above_3: row.numChildrenAbove3,
    num_children_below_3: row.numChildrenBelow3,
    use_transport: row.transport,
    city: row.city || null,
    payment_status: row.paymentStatus as FamilyRegistration['payment_status'],
    price: row.price,
    created_at: row.createdAt.toISOString(),
  };
}

/** The columns of a booking: both kinds share the table; a personal booking is one adult. */
function bookingColumns(booking: Booking) {
  return booking.type === 'personal'
    ? {
        type: booking.type,
        name: booking.name,
        phone: booking.phone,
        email: booking.email,
        student: booking.student,
        transport: booking.transportation,
        numAdults: 1,
        numChildrenAbove3: 0,
        numChildrenBelow3: 0,
        city: booking.city || null,
      }
    : {
        type: booking.type,
        name: booking.parent_name,
        phone: booking.phone,
        email: booking.email,
        student: false,
        transport: booking.use_transport,
        numAdults: booking.num_adults,
        numChildrenAbove3: booking.num_children_above_3,
        numChildrenBelow3: booking.num_children_below_3,
        city: booking.city || null,
      };
}

const r = eventRegistrations;
const isPersonal = sql`${r.type} = 'personal'`;
const isPaid = sql`${r.paymentStatus} = 'paid'`;
/** The people a booking brings: one for a personal booking, the family's adults and children. */
const seats = sql`case when ${isPersonal} then 1 else ${r.numAdults} + ${r.numChildrenAbove3} + ${r.numChildrenBelow3} end`;

/**
 * The day's figures over every booking of the event, whatever the page: a personal booking is one
 * adult, or one student; bus seats by city (cities told apart without regard to case); bookings
 * paid and pending; and the income expected and already paid.
 */
async function summaryOf(db: Database, eventId: number): Promise<RegistrationSummary> {
  const ofEvent = eq(r.eventId, eventId);
  const [totals] = await db
    .select({
      adults:
        sql`coalesce(sum(case when ${isPersonal} then (case when ${r.student} then 0 else 1 end) else ${r.numAdults} end), 0)`.mapWith(
          Number,
        ),
      students: sql`count(*) filter (where ${isPersonal} and ${r.student})`.mapWith(Number),
      childrenAbove3: sql`coalesce(sum(${r.numChildrenAbove3}), 0)`.mapWith(Number),
      childrenBelow3: sql`coalesce(sum(${r.numChildrenBelow3}), 0)`.mapWith(Number),
      paid: sql`count(*) filter (where ${isPaid})`.mapWith(Number),
      pending: sql`count(*) filter (where not ${isPaid})`.mapWith(Number),
      expected: sql`coalesce(sum(${r.price}), 0)`.mapWith(Number),
      income: sql`coalesce(sum(${r.price}) filter (where ${isPaid}), 0)`.mapWith(Number),
    })
    .from(r)
    .where(ofEvent);
  const cityKey = sql`lower(${r.city})`;
  const cities = await db
    .select({ city: sql<string>`min(${r.city})`, seats: sql`sum(${seats})`.mapWith(Number) })
    .from(r)
    .where(and(ofEvent, eq(r.transport, true), sql`coalesce(${r.city}, '') <> ''`))
    .groupBy(cityKey)
    .orderBy(desc(sql`sum(${seats})`), asc(sql`min(${r.city})`));
  return {
    people: {
      adults: totals?.adults ?? 0,
      children_above_3: totals?.childrenAbove3 ?? 0,
      children_below_3: totals?.childrenBelow3 ?? 0,
      students: totals?.students ?? 0,
    },
    transport_by_city: cities,
    payment: { paid: totals?.paid ?? 0, pending: totals?.pending ?? 0 },
    income: { expected: totals?.expected ?? 0, paid: totals?.income ?? 0 },
  };
}

/**
 * Bookings: the staff's two paged lists with the day's summary (admin and imam), and the two
 * public calls that make bookings real: the events still taking them, and a booking whose price is
 * the server's, computed from the event's prices by the domain rule.
 */
export function eventRegistrationRoutes(deps: AppDeps) {
  const staff = requireUser(deps, ['admin', 'imam']);
  const today = () => mosqueToday(deps.now(), deps.timeZone ?? DEFAULT_TIME_ZONE);

  async function pageOfType(eventId: number, type: 'personal' | 'family', page: number, perPage: number) {
    const where = and(eq(r.eventId, eventId), eq(r.type, type));
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(r)
        .where(where)
        .orderBy(desc(r.createdAt), desc(r.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      deps.db.select({ value: count() }).from(r).where(where),
    ]);
    return { rows, info: pageInfo(total?.value ?? 0, page, perPage) };
  }

  return new Hono<AppEnv>()
    .get(
      '/events/:event_id/registrations',
      staff,
      validate('param', eventIdParamSchema),
      validate('query', pageQuerySchema),
      async (c) => {
        const { event_id: eventId } = c.req.valid('param');
        const { page, per_page } = c.req.valid('query');
        const language = requestLanguage(c);
        const [event] = await deps.db
          .select({ id: events.id, en: events.eventNameEn, ar: events.eventNameAr, pl: events.eventNamePl })
          .from(events)
          .where(eq(events.id, eventId));
        if (!event) throw new Problem(404, EVENT_DETAIL.notFound);
        const [personal, family, summary] = await Promise.all([
          pageOfType(eventId, 'personal', page, per_page),
          pageOfType(eventId, 'family', page, per_page),
          summaryOf(deps.db, eventId),
        ]);
        return c.json({
          event: { id: event.id, event_name: event[language] || event.en },
          personal_registrations: personal.rows.map(toPersonal),
          family_registrations: family.rows.map(toFamily),
          pagination: { personal: personal.info, family: family.info },
          summary,
        });
      },
    )
    .get('/public/events', async (c) => {
      const rows = await deps.db
        .select()
        .from(events)
        .where(and(eq(events.status, 'active'), gte(events.registrationDeadline, today())))
        .orderBy(asc(events.date), asc(events.time), asc(events.id));
      const language = requestLanguage(c);
      return c.json({ events: rows.map((row) => toPublicEvent(row, language)) });
    })
    .post(
      '/events/:id/registrations',
      validate('param', idParamSchema),
      validate('json', registrationRequestSchema),
      async (c) => {
        await countAttempt([[deps.limits.bookingPerAddress, clientAddress(c, deps.trustProxy)]]);
        const booking = c.req.valid('json');
        const { id } = c.req.valid('param');
        const row = await deps.db.transaction(async (tx) => {
          // Shared lock: a booking never lands on an event that is being canceled or re-priced.
          const [event] = await tx.select().from(events).where(eq(events.id, id)).for('share');
          if (!event) throw new Problem(404, EVENT_DETAIL.notFound);
          const window = isBookingOpen(
            { registration_deadline: event.registrationDeadline, status: event.status },
            today(),
          );
          if (window === 'canceled') throw new Problem(409, REGISTRATION_REFUSAL.canceled);
          if (window === 'deadline_passed') throw new Problem(409, REGISTRATION_REFUSAL.deadlinePassed);
          const [inserted] = await tx
            .insert(r)
            .values({
              eventId: id,
              ...bookingColumns(booking),
              price: bookingPrice(booking, pricesOf(event)),
              paymentStatus: 'pending',
              language: requestLanguage(c),
              createdAt: deps.now(),
            })
            .returning();
          return inserted!;
        });
        return c.json(
          {
            registration: {
              id: row.id,
              type: row.type as 'personal' | 'family',
              price: row.price,
              payment_status: 'pending' as const,
            },
            price: row.price,
            currency: EVENT_CURRENCY,
          },
          201,
        );
      },
    );
}

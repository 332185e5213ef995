import { pageQuerySchema } from '@minbar/api/schemas/common';
import {
  type FamilyRegistration,
  MARK_PAID_REFUSAL,
  type PersonalRegistration,
  REGISTRATION_REFUSAL,
  type RefundDue,
  type RegistrationAnswer,
  type RegistrationSummary,
  registrationRequestSchema,
} from '@minbar/api/schemas/events';
import { ADMIN_ROLES, STAFF_ROLES } from '@minbar/domain/access/roles';
import { idempotencyKeySchema } from '@minbar/domain/donations/payment';
import { type Booking, isBookingOpen } from '@minbar/domain/events/booking';
import {
  bookingRefundSchema,
  initialPaymentStatus,
  markPaidSchema,
  nextBookingPayment,
} from '@minbar/domain/events/booking-payment';
import type { EventStatus } from '@minbar/domain/events/event-form';
import { refundDue } from '@minbar/domain/events/event-news';
import { bookingPrice } from '@minbar/domain/events/pricing';
import { idParamSchema, idTextSchema } from '@minbar/domain/input/numbers';
import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { bookingExtraPayments, eventRegistrations, events } from '../../db/schema-events';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, clientAddress, requestLanguage, requireUser } from '../../http/context';
import { countAttempt } from '../../http/limits';
import { Problem } from '../../http/problems';
import { jsonAnswer, publicReadsOf } from '../../http/public-cache';
import { validate } from '../../http/validation';
import { type Acting, asStaff } from '../../services/audit';
import { markPaidStep } from '../../services/booking-attempts';
import { tellBookingMoney } from '../../services/booking-news';
import {
  applyBookingPayment,
  currentAttempt,
  refundExtraPayment,
  unrefundedExtras,
} from '../../services/booking-settlement';
import { IDEMPOTENCY_TTL_MS, keyStillAnswers, requestFingerprint } from '../../services/idempotency';
import { newPageToken } from '../../services/page-tokens';
import { PaymentOutcomeUnknown, RefundRefused } from '../../services/payments';
import { sendBookingConfirmation } from './booking-mail';
import { EVENT_DETAIL, pageInfo, pricesOf, readUpcomingEvents, toPublicEvent } from './event-store';

type RegistrationRow = typeof eventRegistrations.$inferSelect;

const eventIdParamSchema = v.object({ event_id: idTextSchema });

type ExtraPayment = typeof bookingExtraPayments.$inferSelect;

/**
 * How and when staff took the money, and why it was given back; and any payment the provider took
 * beyond the booking's own (services/booking-settlement.ts), with whether it is given back yet.
 */
function paymentDetails(row: RegistrationRow, extras: ExtraPayment[] = []) {
  return {
    paid_via: row.paidVia,
    paid_at: row.paidAt?.toISOString() ?? null,
    refund_reason: row.refundReason,
    extra_payments: extras
      .filter((extra) => extra.registrationId === row.id)
      .map((extra) => ({ id: extra.id, amount: extra.amount, refunded: extra.refundedAt !== null })),
  };
}

function toPersonal(row: RegistrationRow, extras: ExtraPayment[] = []): PersonalRegistration {
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
    ...paymentDetails(row, extras),
  };
}

function toFamily(row: RegistrationRow, extras: ExtraPayment[] = []): FamilyRegistration {
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
    ...paymentDetails(row, extras),
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
const isUnpaid = sql`${r.paymentStatus} = 'pending'`;
/** What a booking is still expected to bring: not a free one, nor one whose money was given back. */
const isCollectable = sql`${r.paymentStatus} in ('pending', 'paid')`;
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
      pending: sql`count(*) filter (where ${isUnpaid})`.mapWith(Number),
      expected: sql`coalesce(sum(${r.price}) filter (where ${isCollectable}), 0)`.mapWith(Number),
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
 * The money a cancelled event still holds: each paid booking, oldest first, with how it was paid
 * (`refundDue`). An active event holds none to give back.
 */
async function refundsDueOf(db: Database, eventId: number, eventStatus: string): Promise<RefundDue[]> {
  // Whether this event's paid bookings are refunds to make (the rule's question, asked of the event).
  if (!refundDue(eventStatus, 'paid')) return [];
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.eventId, eventId), isPaid))
    .orderBy(asc(r.createdAt), asc(r.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type as RefundDue['type'],
    name: row.name,
    email: row.email,
    phone: row.phone,
    price: row.price,
    paid_via: row.paidVia,
    paid_at: row.paidAt?.toISOString() ?? null,
  }));
}

/**
 * Bookings: the staff's two paged lists with the day's summary (admin and imam), and the two
 * public calls that make bookings real: the events still taking them, and a booking whose price is
 * the server's, computed from the event's prices by the domain rule.
 */
export function eventRegistrationRoutes(deps: AppDeps) {
  const staff = requireUser(deps, STAFF_ROLES);
  // Giving money back is the admin's, as for gifts.
  const admin = requireUser(deps, ADMIN_ROLES);
  const today = () => mosqueToday(deps.now(), deps.timeZone ?? DEFAULT_TIME_ZONE);
  const reads = publicReadsOf(deps);

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

  return (
    new Hono<AppEnv>()
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
            .select({
              id: events.id,
              en: events.eventNameEn,
              ar: events.eventNameAr,
              pl: events.eventNamePl,
              status: events.status,
            })
            .from(events)
            .where(eq(events.id, eventId));
          if (!event) throw new Problem(404, EVENT_DETAIL.notFound);
          const [personal, family, summary, refundsDue] = await Promise.all([
            pageOfType(eventId, 'personal', page, per_page),
            pageOfType(eventId, 'family', page, per_page),
            summaryOf(deps.db, eventId),
            refundsDueOf(deps.db, eventId, event.status),
          ]);
          const ids = [...personal.rows, ...family.rows].map((row) => row.id);
          const extras =
            ids.length === 0
              ? []
              : await deps.db
                  .select()
                  .from(bookingExtraPayments)
                  .where(inArray(bookingExtraPayments.registrationId, ids))
                  .orderBy(bookingExtraPayments.id);
          return c.json({
            event: {
              id: event.id,
              event_name: event[language] || event.en,
              status: event.status as EventStatus,
            },
            refunds_due: refundsDue,
            personal_registrations: personal.rows.map((row) => toPersonal(row, extras)),
            family_registrations: family.rows.map((row) => toFamily(row, extras)),
            pagination: { personal: personal.info, family: family.info },
            summary,
          });
        },
      )
      // Both public reads hang on the mosque's date (a deadline passes at midnight): it is in their key.
      .get('/public/events', (c) => {
        const day = today();
        return reads.answer(c, {
          area: 'events',
          byLanguage: true,
          extraKey: day,
          build: async () => {
            const rows = await readUpcomingEvents(deps.db, day);
            const language = requestLanguage(c);
            return jsonAnswer({ events: rows.map((row) => toPublicEvent(row, language)) });
          },
        });
      })
      // A link to one event (the booking page): whether it still takes bookings, so a closed one says
      // why and names the event. Canceled events stay off the list, but a link to one is answered.
      .get('/public/events/:id', validate('param', idParamSchema), (c) => {
        const day = today();
        return reads.answer(c, {
          area: 'events',
          byLanguage: true,
          extraKey: day,
          build: async () => {
            const { id } = c.req.valid('param');
            const [row] = await deps.db.select().from(events).where(eq(events.id, id));
            if (!row) throw new Problem(404, EVENT_DETAIL.notFound);
            const booking = isBookingOpen(
              { registration_deadline: row.registrationDeadline, status: row.status },
              day,
            );
            return jsonAnswer({ event: toPublicEvent(row, requestLanguage(c)), booking });
          },
        });
      })
      .post(
        '/events/:id/registrations',
        validate('param', idParamSchema),
        validate('json', registrationRequestSchema),
        async (c) => {
          const booking = c.req.valid('json');
          const { id } = c.req.valid('param');
          const key = idempotencyKeyOf(c.req.header('idempotency-key'));
          const fingerprint = key ? requestFingerprint({ event_id: id, ...booking }) : null;
          // The booking form's attempt sent again (a lost answer, a double click): the same booking,
          // answered as the first time (201), with nothing counted, booked or sent again.
          const replay = (known: RegistrationRow) => {
            if (known.idempotencyFingerprint !== fingerprint)
              throw new Problem(409, REGISTRATION_DETAIL.keyReused);
            return c.json(registrationAnswer(known), 201);
          };
          if (key) {
            const [known] = await deps.db.select().from(r).where(eq(r.idempotencyKey, key));
            if (known && keyStillAnswers(known.createdAt, deps.now())) return replay(known);
          }
          await countAttempt([[deps.limits.bookingPerAddress, clientAddress(c, deps.trustProxy)]]);
          const outcome = await deps.db.transaction(async (tx) => {
            // Shared lock: a booking never lands on an event that is being canceled or re-priced.
            const [event] = await tx.select().from(events).where(eq(events.id, id)).for('share');
            if (!event) throw new Problem(404, EVENT_DETAIL.notFound);
            const window = isBookingOpen(
              { registration_deadline: event.registrationDeadline, status: event.status },
              today(),
            );
            if (window === 'canceled') throw new Problem(409, REGISTRATION_REFUSAL.canceled);
            if (window === 'deadline_passed') throw new Problem(409, REGISTRATION_REFUSAL.deadlinePassed);
            if (key) {
              // A key older than a day is forgotten before it is used again (the purge may not have run yet).
              await tx
                .update(r)
                .set({ idempotencyKey: null, idempotencyFingerprint: null })
                .where(
                  and(
                    eq(r.idempotencyKey, key),
                    lt(r.createdAt, new Date(deps.now().getTime() - IDEMPOTENCY_TTL_MS)),
                  ),
                );
            }
            const price = bookingPrice(booking, pricesOf(event));
            // The key and what it asked for are stored with the booking, in its insert: a booking
            // without its key, or a key without its booking, never exists.
            const [inserted] = await tx
              .insert(r)
              .values({
                eventId: id,
                ...bookingColumns(booking),
                price,
                paymentStatus: initialPaymentStatus(price),
                idempotencyKey: key,
                idempotencyFingerprint: fingerprint,
                viewToken: newPageToken(),
                language: requestLanguage(c),
                createdAt: deps.now(),
              })
              .onConflictDoNothing({ target: r.idempotencyKey })
              .returning();
            if (inserted) return { row: inserted, event, replayed: false };
            // The same key raced in at the same moment (the unique key let one insert through): the
            // booking it made is the answer.
            const [known] = await tx
              .select()
              .from(r)
              .where(eq(r.idempotencyKey, key ?? ''));
            return { row: known!, event, replayed: true };
          });
          if (outcome.replayed) return replay(outcome.row);
          const row = outcome.row;
          await sendBookingConfirmation(deps, outcome.event, row);
          return c.json(registrationAnswer(row), 201);
        },
      )
      .post(
        '/events/:event_id/registrations/:id/mark-paid',
        staff,
        validate('param', registrationParamSchema),
        validate('json', markPaidSchema),
        async (c) => {
          const { event_id: eventId, id } = c.req.valid('param');
          await settleOnlineAttemptBeforeMarking(deps, eventId, id);
          const row = await moveBookingPayment(
            deps,
            eventId,
            id,
            'mark-paid',
            {
              paidVia: c.req.valid('json').via,
              paidBy: c.get('user').id,
              paidAt: deps.now(),
            },
            actingOf(c, deps),
          );
          await tellBookingMoney(deps, row, 'booking_paid');
          return c.json(row.type === 'personal' ? toPersonal(row) : toFamily(row));
        },
      )
      .post(
        '/events/:event_id/registrations/:id/refund',
        admin,
        validate('param', registrationParamSchema),
        validate('json', bookingRefundSchema),
        async (c) => {
          const { event_id: eventId, id } = c.req.valid('param');
          const [booking] = await deps.db
            .select()
            .from(r)
            .where(and(eq(r.id, id), eq(r.eventId, eventId)));
          // Paid online: the provider gives the money back first (the key makes a retry the same refund);
          // no answer leaves the booking paid (503) and pressing again is safe.
          if (
            booking?.paymentStatus === 'paid' &&
            booking.paidVia === 'online' &&
            booking.providerReference
          ) {
            try {
              await deps.payments.refundPayment(
                booking.providerReference,
                null,
                `booking-refund-${booking.id}`,
              );
            } catch (error) {
              if (error instanceof PaymentOutcomeUnknown)
                throw new Problem(503, REGISTRATION_DETAIL.refundUnknown);
              // Given back already (from the provider's dashboard): the money is back, the booking follows.
              if (!(error instanceof RefundRefused)) throw error;
            }
          }
          // Every other payment it holds goes back too: the booking keeps no one's money.
          if (booking?.paymentStatus === 'paid')
            for (const extra of await unrefundedExtras(deps, booking.id))
              if (!(await refundExtraPayment(deps, extra)))
                throw new Problem(503, REGISTRATION_DETAIL.refundUnknown);
          const row = await moveBookingPayment(
            deps,
            eventId,
            id,
            'refund',
            {
              refundReason: c.req.valid('json').reason,
            },
            actingOf(c, deps),
          );
          await tellBookingMoney(deps, row, 'booking_refunded');
          return c.json(row.type === 'personal' ? toPersonal(row) : toFamily(row));
        },
      )
  );
}

export const REGISTRATION_DETAIL = {
  notFound: 'Registration not found',
  keyReused: 'This Idempotency-Key was used for a different booking: make a new key for a new booking',
  keyInvalid: 'Send an Idempotency-Key of 16 to 100 letters, digits, - or _',
  notUnpaid: 'Only an unpaid booking can be marked paid',
  notPaid: 'Only a paid booking can be refunded',
  paidOnline: MARK_PAID_REFUSAL.paidOnline,
  paymentProcessing: MARK_PAID_REFUSAL.paymentProcessing,
  attemptUnknown:
    'The payment service did not answer, so whether an online payment for this booking is under way is not known. Try again in a moment.',
  refundUnknown:
    'The payment service did not answer, so whether the refund went through is not known yet. Try again: the same refund is never made twice.',
} as const;

const registrationParamSchema = v.object({ event_id: idTextSchema, id: idTextSchema });

/** The booking form's key (the Idempotency-Key header), when it sent one that reads as a key. */
function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  const parsed = v.safeParse(idempotencyKeySchema, header);
  if (!parsed.success) throw new Problem(422, REGISTRATION_DETAIL.keyInvalid);
  return parsed.output;
}

function registrationAnswer(row: RegistrationRow) {
  return {
    registration: {
      id: row.id,
      type: row.type as 'personal' | 'family',
      price: row.price,
      payment_status: row.paymentStatus as RegistrationAnswer['registration']['payment_status'],
    },
    price: row.price,
    currency: CENTRE_CURRENCY,
    receipt_token: row.viewToken,
  };
}

/**
 * Before staff mark a booking paid, its online attempt (if any) is settled with the provider
 * (services/booking-attempts.ts): paid online refuses the mark; one awaiting the booker is canceled
 * at the provider so it can never succeed after the cash; one being processed is waited for.
 */
async function settleOnlineAttemptBeforeMarking(deps: AppDeps, eventId: number, id: number) {
  const [booking] = await deps.db
    .select()
    .from(r)
    .where(and(eq(r.id, id), eq(r.eventId, eventId)));
  if (booking?.paymentStatus !== 'pending' || !booking.paymentKey) return;
  try {
    const attempt = await currentAttempt(deps, booking);
    if (attempt.payment) await applyBookingPayment(deps, booking.id, attempt.payment);
    const step = markPaidStep(attempt.state);
    if (step === 'refuse_paid_online') throw new Problem(409, REGISTRATION_DETAIL.paidOnline);
    if (step === 'wait') throw new Problem(409, REGISTRATION_DETAIL.paymentProcessing);
    if (step === 'cancel_then_mark' && attempt.payment) {
      const after = await deps.payments.cancelPayment(attempt.payment.id);
      await applyBookingPayment(deps, booking.id, after);
      if (after.status === 'succeeded') throw new Problem(409, REGISTRATION_DETAIL.paidOnline);
      if (after.status === 'processing') throw new Problem(409, REGISTRATION_DETAIL.paymentProcessing);
    }
  } catch (error) {
    if (error instanceof PaymentOutcomeUnknown) throw new Problem(503, REGISTRATION_DETAIL.attemptUnknown);
    throw error;
  }
}

/**
 * A staff move of a booking's payment, in one transaction holding its row, from the states the rule
 * allows only (a second click or a second staff member is refused with 409, nothing changes).
 */
async function moveBookingPayment(
  deps: AppDeps,
  eventId: number,
  id: number,
  action: 'mark-paid' | 'refund',
  changes: Partial<RegistrationRow>,
  acting: Acting,
): Promise<RegistrationRow> {
  return asStaff(
    deps.db,
    { ...acting, action: action === 'mark-paid' ? 'mark_paid' : 'refund' },
    async (tx) => {
      const [row] = await tx
        .select()
        .from(r)
        .where(and(eq(r.id, id), eq(r.eventId, eventId)))
        .for('update');
      if (!row) throw new Problem(404, REGISTRATION_DETAIL.notFound);
      const next = nextBookingPayment(row.paymentStatus, action);
      if (!next.ok)
        throw new Problem(
          409,
          action === 'mark-paid' ? REGISTRATION_DETAIL.notUnpaid : REGISTRATION_DETAIL.notPaid,
        );
      const [updated] = await tx
        .update(r)
        .set({ ...changes, paymentStatus: next.status })
        .where(eq(r.id, id))
        .returning();
      return updated!;
    },
  );
}

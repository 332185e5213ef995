import type { EventUpdateAnswer } from '@minbar/api/schemas/events';
import { STAFF_ROLES } from '@minbar/domain/access/roles';
import { eventDateIssues, eventIssueType } from '@minbar/domain/events/event-form';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { asc, count, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { eventRegistrations, events } from '../../db/schema-events';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requestLanguage, requireUser } from '../../http/context';
import { answerRefused, photoStore, Refused } from '../../http/photo-form';
import { Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { asStaff } from '../../services/audit';
import { queueMails } from '../../services/mail';
import { calendarEntryMoved, registrantsNews, worthTelling } from './booking-mail';
import { type EventBody, readEventBody } from './event-body';
import { EVENT_DETAIL, type EventRow, eventColumns, toEventDetail, toEventListItem } from './event-store';

/** Written out in full: drizzle leaves columns of a one-table select unqualified, which a subquery would misread. */
const registrationsCount =
  sql<number>`(select count(*) from "event_registrations" where "event_registrations"."event_id" = "events"."id")`.mapWith(
    Number,
  );

/** The rules about the mosque's today, as the 422 of the form's fields. */
function refuseDatesInPast(body: EventBody, today: string, previous?: EventRow) {
  const issues = eventDateIssues(
    body.payload,
    today,
    previous && { date: previous.date, registration_deadline: previous.registrationDeadline },
  );
  const items = Object.entries(issues).map(([field, issue]) => ({
    loc: ['body', field],
    msg: issue === 'date_in_past' ? 'The date cannot be in the past' : 'The deadline cannot be in the past',
    type: eventIssueType(issue),
  }));
  if (items.length > 0) throw new Refused(items);
}

/** What an edit tells the registrants: a cancellation, a change worth telling (worthTelling), or nothing. */
function newsOf(before: EventRow, after: EventRow): 'cancelled' | 'changed' | null {
  if (after.status === 'canceled') return before.status === 'canceled' ? null : 'cancelled';
  return worthTelling(before, after) ? 'changed' : null;
}

/**
 * The staff's events (admin and imam, docs/decisions/0004): the calendar's list and one event in the
 * request's language, and the multipart saves with their photo. A photo is stored only once the
 * form has passed, and removed again when the save fails; a replaced or deleted event's photo goes.
 */
export function eventRoutes(deps: AppDeps) {
  const staff = requireUser(deps, STAFF_ROLES);
  const today = () => mosqueToday(deps.now(), deps.timeZone ?? DEFAULT_TIME_ZONE);

  const photos = photoStore(deps);

  async function readBody(c: Context, photoRequired: boolean, previous?: EventRow) {
    const body = await readEventBody(c, photoRequired);
    refuseDatesInPast(body, today(), previous);
    return body;
  }

  return new Hono<AppEnv>()
    .get('/events/', staff, async (c) => {
      const rows = await deps.db
        .select({ event: events, registrations: registrationsCount })
        .from(events)
        .orderBy(asc(events.date), asc(events.time), asc(events.id));
      const language = requestLanguage(c);
      return c.json({ events: rows.map((row) => toEventListItem(row.event, language, row.registrations)) });
    })
    .get('/events/:id', staff, validate('param', idParamSchema), async (c) => {
      const [row] = await deps.db
        .select({ event: events, registrations: registrationsCount })
        .from(events)
        .where(eq(events.id, c.req.valid('param').id));
      if (!row) throw new Problem(404, EVENT_DETAIL.notFound);
      return c.json({ event: toEventDetail(row.event, requestLanguage(c), row.registrations) });
    })
    .post('/events/', staff, async (c) => {
      try {
        const body = await readBody(c, true);
        const photo = await photos.store(body.photo);
        const row = await photos.saving(photo, async () => {
          const [inserted] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
            tx
              .insert(events)
              .values({ ...eventColumns(body.payload), photo, createdAt: deps.now(), updatedAt: deps.now() })
              .returning(),
          );
          return inserted!;
        });
        return c.json({ event: toEventDetail(row, requestLanguage(c), 0) }, 201);
      } catch (error) {
        return answerRefused(c, error);
      }
    })
    .patch('/events/:id', staff, validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const [existing] = await deps.db.select().from(events).where(eq(events.id, id));
      if (!existing) throw new Problem(404, EVENT_DETAIL.notFound);
      try {
        const body = await readBody(c, false, existing);
        const photo = await photos.store(body.photo);
        const { row, replaced, told, mails } = await photos.saving(photo, () =>
          asStaff(deps.db, actingOf(c, deps), async (tx) => {
            // Locked, so two saves at once cannot both believe they replace the same old photo.
            const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update');
            if (!current) throw new Problem(404, EVENT_DETAIL.notFound);
            const columns = eventColumns(body.payload);
            const next = { ...current, ...columns };
            // Cancelled, or put back on: the file sent or downloaded next must win over the one held.
            const statusChanged = next.status !== current.status;
            const [updated] = await tx
              .update(events)
              .set({
                ...columns,
                photo: photo ?? current.photo,
                // The calendar file sent next is a newer version of the entry registrants hold.
                calendarSequence:
                  statusChanged || calendarEntryMoved(current, next)
                    ? current.calendarSequence + 1
                    : current.calendarSequence,
                updatedAt: deps.now(),
              })
              .where(eq(events.id, id))
              .returning();
            const [registrations] = await tx
              .select({ value: count() })
              .from(eventRegistrations)
              .where(eq(eventRegistrations.eventId, id));
            // Registrants hear of a cancellation, or of a new date, time, place or price, once: their
            // mails are queued in this transaction, so they exist exactly when the change does, and
            // the outbox sends them after the answer. The answer says how many were told.
            const change = newsOf(current, updated!);
            const mails = change
              ? await queueMails(deps, tx, await registrantsNews(deps, tx, current, updated!, change))
              : [];
            return {
              row: { ...updated!, registrations: registrations?.value ?? 0 },
              replaced: photo ? current.photo : null,
              told: change && {
                kind: change === 'cancelled' ? ('event_cancelled' as const) : ('event_changed' as const),
                count: mails.length,
              },
              mails,
            };
          }),
        );
        deps.outbox.queued(mails);
        if (replaced) await deps.uploads.remove(replaced);
        const answer: EventUpdateAnswer = {
          event: toEventDetail(row, requestLanguage(c), row.registrations),
          told,
        };
        return c.json(answer);
      } catch (error) {
        return answerRefused(c, error);
      }
    })
    .delete('/events/:id', staff, validate('param', idParamSchema), async (c) => {
      // The event's bookings go with it (ON DELETE CASCADE), in the same statement.
      const [deleted] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
        tx
          .delete(events)
          .where(eq(events.id, c.req.valid('param').id))
          .returning({ photo: events.photo }),
      );
      if (!deleted) throw new Problem(404, EVENT_DETAIL.notFound);
      if (deleted.photo) await deps.uploads.remove(deleted.photo);
      return c.body(null, 204);
    });
}

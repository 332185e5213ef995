import { bookingCalendarQuerySchema } from '@minbar/api/schemas/booking-page';
import { DEFAULT_TIME_ZONE } from '@minbar/domain/prayer/calendar';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { validate } from '../../http/validation';
import { mailLanguageOf } from '../../services/mail';
import { eventCalendarFile } from './booking-mail';
import { bookingOf, bookingParamSchema, eventOf } from './booking-view';

/**
 * The booking page's "Add to calendar": the event's calendar file as the booking's mails attach it
 * (eventCalendarFile: the same UID, and the SEQUENCE the event has now, so a calendar holding an older
 * version takes this one in its place), authorised by the booking page's token. Written in the page's
 * language, or the booking's own when the link names none. Never cached: a moved or cancelled event
 * must reach the next download.
 */
export function bookingCalendarRoute(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/events/:event_id/registrations/:id/calendar.ics',
    validate('param', bookingParamSchema),
    validate('query', bookingCalendarQuerySchema),
    async (c) => {
      const { event_id: eventId, id } = c.req.valid('param');
      const query = c.req.valid('query');
      const booking = await bookingOf(deps, eventId, id, query.token);
      const event = await eventOf(deps, eventId);
      const file = eventCalendarFile(
        event,
        query.language ?? mailLanguageOf(booking.language),
        deps.timeZone ?? DEFAULT_TIME_ZONE,
        deps.now(),
      );
      return c.body(file.content, 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Cache-Control': 'no-store',
      });
    },
  );
}

import { isBookingOpen } from '@minbar/domain/events/booking';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { useParams } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { Loadable } from '../../../lib/loadable';
import { BookingClosed } from '../components/booking-closed';
import { BookingScreen } from '../components/booking-screen';
import { eventKeys, useEventStatus, useEvents, useUpcomingEvents } from '../data/events-queries';
import { useEventsMessages } from '../events-intl';
import '../events.css';

/**
 * /events/{id}/book: a page of its own rather than a dialog over the list, so a link to it can be
 * shared or reopened (a link to a closed event says why), a reload keeps it, Back returns to the
 * list, and a phone shows the whole form and its price without a dialog's scroll inside a scroll.
 */
export default function BookingRoute() {
  const t = useEventsMessages();
  const site = useAppMessages();
  const { cache, locale } = useEvents();
  const { id } = useParams<{ id: string }>();
  const eventId = Number(id);
  if (!Number.isInteger(eventId) || eventId <= 0) return <BookingClosed reason="not_found" />;
  return (
    <Loadable
      loadingText={t('booking.loading')}
      failureText={t('events.failed')}
      retryText={site('common.retry')}
      onRetry={() => {
        cache.forget(eventKeys.upcoming(locale));
        cache.forget(eventKeys.status(eventId, locale));
      }}
    >
      <BookingForEvent eventId={eventId} />
    </Loadable>
  );
}

function BookingForEvent({ eventId }: { eventId: number }) {
  const { api, locale, today } = useEvents();
  // The list the events page read (a direct link reads it now): the server lists only the events
  // still open, in the visitor's language.
  const listed = useUpcomingEvents().find((each) => each.id === eventId);
  const centreToday = today ? today() : mosqueToday(new Date(), DEFAULT_TIME_ZONE);
  if (!listed) return <UnlistedEvent eventId={eventId} />;
  // A page left open past midnight: the list read earlier still holds an event whose deadline passed.
  const window = isBookingOpen(
    { registration_deadline: listed.registration_deadline, status: 'active' },
    centreToday,
  );
  if (window !== 'open') return <BookingClosed reason={window} event={listed} />;
  return <BookingScreen event={listed} book={(booking, key) => api.book(eventId, booking, locale, key)} />;
}

/**
 * An event the list does not hold: the server says whether it is past its deadline, canceled or not
 * there at all, so the page can name it and say which; one opened since the list was read is booked.
 */
function UnlistedEvent({ eventId }: { eventId: number }) {
  const { api, locale } = useEvents();
  const status = useEventStatus(eventId);
  if (!status) return <BookingClosed reason="not_found" />;
  if (status.booking !== 'open') return <BookingClosed reason={status.booking} event={status.event} />;
  return (
    <BookingScreen event={status.event} book={(booking, key) => api.book(eventId, booking, locale, key)} />
  );
}

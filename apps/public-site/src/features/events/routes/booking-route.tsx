import { isBookingOpen } from '@minbar/domain/events/booking';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { useParams } from 'wouter';
import { useAppMessages } from '../../../app/app-intl';
import { Loadable } from '../../../lib/loadable';
import { BookingClosed, type ClosedReason } from '../components/booking-closed';
import { BookingScreen } from '../components/booking-screen';
import type { PublicEvent } from '../data/events-api';
import { eventKeys, useEvents, useUpcomingEvents } from '../data/events-queries';
import { useEventsMessages } from '../events-intl';
import { useBookingState } from '../navigation';
import '../events.css';

/**
 * /events/{id}/book: a page of its own rather than a dialog over the list, so a link to it can be
 * shared or reopened (a direct link to a closed event says so), a reload keeps it, Back returns to
 * the list, and a phone shows the whole form and its price without a dialog's scroll inside a scroll.
 */
export default function BookingRoute() {
  const t = useEventsMessages();
  const site = useAppMessages();
  const { cache, locale } = useEvents();
  const { id } = useParams<{ id: string }>();
  const eventId = Number(id);
  if (!Number.isInteger(eventId) || eventId <= 0) return <BookingClosed reason="unknown" />;
  return (
    <Loadable
      loadingText={t('booking.loading')}
      failureText={t('events.failed')}
      retryText={site('common.retry')}
      onRetry={() => cache.forget(eventKeys.upcoming(locale))}
    >
      <BookingForEvent eventId={eventId} />
    </Loadable>
  );
}

/** Whether an event still takes bookings on the centre's today. */
function closedReason(event: PublicEvent, today: string): ClosedReason | null {
  const state = isBookingOpen(
    { registration_deadline: event.registration_deadline, status: 'active' },
    today,
  );
  return state === 'open' ? null : state;
}

function BookingForEvent({ eventId }: { eventId: number }) {
  const { api, locale, today } = useEvents();
  // The list the events page read (a direct link reads it now): the server lists only the events
  // still open, in the visitor's language.
  const listed = useUpcomingEvents().find((each) => each.id === eventId);
  const handedOver = useBookingState();
  const centreToday = today ? today() : mosqueToday(new Date(), DEFAULT_TIME_ZONE);

  if (!listed) {
    // No longer listed: the event the list handed over (a page left open, then reloaded) says why.
    const known = handedOver?.event.id === eventId ? handedOver.event : null;
    const reason = known ? closedReason(known, centreToday) : null;
    return <BookingClosed reason={reason ?? 'unknown'} event={reason ? known : null} />;
  }
  const reason = closedReason(listed, centreToday);
  if (reason) return <BookingClosed reason={reason} event={listed} />;
  return <BookingScreen event={listed} book={(booking, key) => api.book(eventId, booking, locale, key)} />;
}

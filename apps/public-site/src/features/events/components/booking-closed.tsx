import { Link } from 'wouter';
import { useWallClockFormat } from '../../../lib/wall-clock-format';
import type { PublicEvent } from '../data/events-api';
import { useEventsMessages } from '../events-intl';
import { eventPaths } from '../navigation';
import '../events.css';

export type ClosedReason = 'deadline_passed' | 'canceled' | 'unknown';

/**
 * A booking page whose event no longer takes bookings: its deadline has passed, it was canceled, or
 * (a link to an event no longer listed) one of the two. The way to the events still open follows.
 */
export function BookingClosed({ reason, event }: { reason: ClosedReason; event?: PublicEvent | null }) {
  const t = useEventsMessages();
  const format = useWallClockFormat();
  const text =
    event && reason === 'deadline_passed'
      ? t('booking.closed.deadline', {
          name: event.event_name,
          deadline: format.day(event.registration_deadline),
        })
      : event && reason === 'canceled'
        ? t('booking.closed.canceled', { name: event.event_name })
        : t('booking.closed.unknown');
  return (
    <section className="booking-message" aria-labelledby="booking-closed">
      <h1 id="booking-closed">{t('booking.closedTitle')}</h1>
      <p>{text}</p>
      <Link href={eventPaths.events} className="booking-message__link">
        {t('booking.closedLink')}
      </Link>
    </section>
  );
}

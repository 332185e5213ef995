import { isolateText } from '@minbar/ui/user-text/user-text';
import { Link } from 'wouter';
import { useWallClockFormat } from '../../../lib/wall-clock-format';
import type { PublicEvent } from '../data/events-api';
import { useEventsMessages } from '../events-intl';
import { eventPaths } from '../navigation';
import '../events.css';

export type ClosedReason = 'deadline_passed' | 'canceled' | 'not_found';

/** The page's heading, what happened and what to do next, for each way an event can be closed. */
const TEXT = {
  deadline_passed: {
    title: 'booking.closed.deadlineTitle',
    text: 'booking.closed.deadline',
    next: 'booking.closed.deadlineNext',
  },
  canceled: {
    title: 'booking.closed.canceledTitle',
    text: 'booking.closed.canceled',
    next: 'booking.closed.canceledNext',
  },
  not_found: {
    title: 'booking.closed.notFoundTitle',
    text: 'booking.closed.notFound',
    next: 'booking.closed.notFoundNext',
  },
} as const;

/**
 * A booking page whose event takes no bookings, each reason in its own words: past its registration
 * deadline or canceled (naming the event, its day and the deadline), or no such event (a link mistyped
 * or to an event removed). Each says what to do next and leads to the events still open.
 */
export function BookingClosed({ reason, event }: { reason: ClosedReason; event?: PublicEvent | null }) {
  const t = useEventsMessages();
  const format = useWallClockFormat();
  // Without the event there is nothing to name: the page says it cannot find it.
  const shown = event ? reason : 'not_found';
  const text = TEXT[shown];
  const values = event
    ? {
        // The visitor's language around a name typed in another keeps its own order.
        name: isolateText(event.event_name),
        when: format.when(event.date, event.time),
        deadline: format.day(event.registration_deadline),
      }
    : undefined;
  return (
    <section className="booking-message" aria-labelledby="booking-closed" data-reason={shown}>
      <h1 id="booking-closed">{t(text.title)}</h1>
      <p>{t(text.text, values)}</p>
      <p>{t(text.next)}</p>
      <Link href={eventPaths.events} className="booking-message__link">
        {t('booking.closedLink')}
      </Link>
    </section>
  );
}

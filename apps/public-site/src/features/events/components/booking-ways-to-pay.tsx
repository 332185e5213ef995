import { groupBankAccount } from '@minbar/domain/mosque/bank-account';
import { Link } from 'wouter';
import { useBookingFactsMessages } from '../booking-page/booking-page-intl';
import type { BookingStatus } from '../data/events-api';
import { useEventsMessages } from '../events-intl';
import { eventPaths } from '../navigation';
import './booking-details.css';

/**
 * How a booking still to pay can be paid, one consistent offer: online now (the main way, while the
 * server takes online payments for it), then the alternatives the mosque accepts: a transfer to its
 * account (when it has given one) with the booking's number as the title, or cash at the door.
 */
export function BookingWaysToPay({ booking, token }: { booking: BookingStatus; token: string }) {
  const t = useBookingFactsMessages();
  const events = useEventsMessages();
  return (
    <section className="booking-ways" aria-labelledby="booking-ways-title">
      <h2 id="booking-ways-title">{t('bookingFacts.waysTitle')}</h2>
      <Link
        href={eventPaths.payBooking(booking.event_id, booking.id, token)}
        className="booking-ways__online"
      >
        {events('bookingPage.payOnline')}
      </Link>
      <p>{t('bookingFacts.waysOther')}</p>
      <ul>
        {booking.bank_account ? (
          <li>
            {t('bookingFacts.wayTransfer', {
              // Isolated left to right, so an Arabic sentence never reorders its groups.
              account: `\u2066${groupBankAccount(booking.bank_account)}\u2069`,
              id: booking.id,
            })}
          </li>
        ) : null}
        <li>{t('bookingFacts.wayDoor')}</li>
      </ul>
    </section>
  );
}

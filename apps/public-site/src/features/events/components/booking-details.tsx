import { useMoney } from '../../../lib/money';
import { useWallClockFormat } from '../../../lib/wall-clock-format';
import { type BookingFactsMessageId, useBookingFactsMessages } from '../booking-page/booking-page-intl';
import type { BookingStatus } from '../data/events-api';
import { type EventsMessageId, useEventsMessages } from '../events-intl';
import type { BookingPaymentState } from './booking-payment-state';
import './booking-details.css';

const PAID_VIA: Record<string, EventsMessageId> = {
  online: 'bookingPage.via.online',
  cash: 'bookingPage.via.cash',
  transfer: 'bookingPage.via.transfer',
};

/** How a booking was paid, in words ('' when the server does not say). */
export function usePaidVia(booking: BookingStatus): string {
  const t = useEventsMessages();
  const via = booking.paid_via && PAID_VIA[booking.paid_via];
  return via ? t(via) : '';
}

/**
 * The booking as a list of facts: the event, its day, time and place (the current ones, in the
 * reader's language), who is coming, the booking's number, its price and where its payment stands.
 * A server that leaves out a fact leaves out its line.
 */
export function BookingDetails({ booking, state }: { booking: BookingStatus; state: BookingPaymentState }) {
  const t = useBookingFactsMessages();
  const money = useMoney();
  const format = useWallClockFormat();
  const via = usePaidVia(booking);
  const rows: [BookingFactsMessageId, string][] = [
    ['bookingFacts.event', booking.event_name],
    ['bookingFacts.date', booking.event_date ? format.when(booking.event_date, null) : ''],
    ['bookingFacts.time', booking.event_time ? format.time(booking.event_time) : ''],
    ['bookingFacts.place', booking.event_place],
    [
      'bookingFacts.party',
      booking.party
        ? t('bookingFacts.partyValue', {
            adults: booking.party.adults,
            above: booking.party.children_above_3,
            below: booking.party.children_below_3,
          })
        : '',
    ],
    ['bookingFacts.number', String(booking.id)],
    ['bookingFacts.price', money(booking.price, booking.currency)],
    ['bookingFacts.payment', t('bookingFacts.paymentState', { state, via })],
  ];
  return (
    <section className="booking-details" aria-labelledby="booking-details-title">
      <h2 id="booking-details-title">{t('bookingFacts.detailsTitle')}</h2>
      <dl>
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

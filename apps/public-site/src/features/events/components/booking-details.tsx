import { useMoney } from '../../../lib/money';
import { useWallClockFormat } from '../../../lib/wall-clock-format';
import type { BookingStatus } from '../data/events-api';
import { type EventsMessageId, useEventsMessages } from '../events-intl';
import type { BookingPaymentState } from './booking-status-screen';

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
  const t = useEventsMessages();
  const money = useMoney();
  const format = useWallClockFormat();
  const via = usePaidVia(booking);
  const rows: [EventsMessageId, string][] = [
    ['bookingPage.event', booking.event_name],
    ['bookingPage.date', booking.event_date ? format.when(booking.event_date, null) : ''],
    ['bookingPage.time', booking.event_time ? format.time(booking.event_time) : ''],
    ['bookingPage.place', booking.event_place],
    [
      'bookingPage.party',
      booking.party
        ? t('bookingPage.partyValue', {
            adults: booking.party.adults,
            above: booking.party.children_above_3,
            below: booking.party.children_below_3,
          })
        : '',
    ],
    ['bookingPage.number', String(booking.id)],
    ['bookingPage.price', money(booking.price, booking.currency)],
    ['bookingPage.payment', t('bookingPage.paymentState', { state, via })],
  ];
  return (
    <section className="booking-details" aria-labelledby="booking-details-title">
      <h2 id="booking-details-title">{t('bookingPage.detailsTitle')}</h2>
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

import { Spinner } from '@minbar/ui/spinner/spinner';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useMoney } from '../../../lib/money';
import type { BookingStatus } from '../data/events-api';
import { type EventsMessageId, useEventsMessages } from '../events-intl';
import { eventPaths } from '../navigation';
import '../events.css';

/** How a booking's page reads its payment. */
export type BookingPaymentState = 'paid' | 'waiting' | 'unpaid' | 'refunded' | 'free';

export function bookingPaymentState(booking: BookingStatus): BookingPaymentState {
  if (booking.payment_status === 'paid') return 'paid';
  if (booking.payment_status === 'refunded') return 'refunded';
  if (booking.payment_status === 'free') return 'free';
  // Paid online and not settled yet (BLIK, a bank's confirmation): the bank has it.
  return booking.method && !booking.payment_failure ? 'waiting' : 'unpaid';
}

const TITLE: Record<BookingPaymentState, EventsMessageId> = {
  paid: 'bookingPage.paidTitle',
  waiting: 'bookingPage.waitingTitle',
  unpaid: 'bookingPage.unpaidTitle',
  refunded: 'bookingPage.refundedTitle',
  free: 'bookingPage.freeTitle',
};

const TEXT: Record<BookingPaymentState, EventsMessageId> = {
  paid: 'bookingPage.paidText',
  waiting: 'bookingPage.waitingText',
  unpaid: 'bookingPage.unpaidText',
  refunded: 'bookingPage.refundedText',
  free: 'bookingPage.freeText',
};

const PAID_VIA: Record<string, EventsMessageId> = {
  online: 'bookingPage.via.online',
  cash: 'bookingPage.via.cash',
  transfer: 'bookingPage.via.transfer',
};

export interface BookingStatusScreenProps {
  booking: BookingStatus;
  /** The page's token, for the way to pay online. */
  token: string;
  /** The page stopped following a payment the bank has not answered. */
  gaveUpWaiting?: boolean;
}

/** A booking's own page: whether it is paid (and how), waits on the bank, or is still to pay. */
export function BookingStatusScreen({ booking, token, gaveUpWaiting = false }: BookingStatusScreenProps) {
  const t = useEventsMessages();
  const money = useMoney();
  const state = bookingPaymentState(booking);
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the state is the trigger, not a value read.
  useEffect(() => heading.current?.focus(), [state]);
  const via = booking.paid_via && PAID_VIA[booking.paid_via];
  const values = {
    name: booking.event_name,
    price: money(booking.price, booking.currency),
    via: via ? t(via) : '',
    email: booking.email,
  };
  return (
    <section
      className={`booking-message${state === 'paid' || state === 'free' ? ' booking-message--success' : ''}`}
      aria-labelledby="booking-page-title"
    >
      <h1 id="booking-page-title" ref={heading} tabIndex={-1}>
        {t(TITLE[state])}
      </h1>
      <p>{t(TEXT[state], values)}</p>
      {state === 'unpaid' && booking.payment_failure ? (
        <p className="booking-message__failure">
          {t('bookingPage.lastRefused', { reason: booking.payment_failure })}
        </p>
      ) : null}
      {state === 'waiting' ? (
        <p className="booking-message__waiting" role="status">
          {gaveUpWaiting ? null : <Spinner />}
          <span>{t(gaveUpWaiting ? 'bookingPage.stillWaiting' : 'bookingPage.updating')}</span>
        </p>
      ) : null}
      <p>{t('booking.confirmedNumber', { id: booking.id })}</p>
      <div className="booking-message__links">
        {state === 'unpaid' ? (
          <Link
            href={eventPaths.payBooking(booking.event_id, booking.id, token)}
            className="booking-message__link"
          >
            {t('bookingPage.payOnline')}
          </Link>
        ) : null}
        <Link href={eventPaths.events} className="booking-message__link">
          {t('booking.backToEvents')}
        </Link>
      </div>
    </section>
  );
}

/** A booking page's address that names no booking. */
export function BookingNotFound() {
  const t = useEventsMessages();
  return (
    <section className="booking-message" aria-labelledby="booking-missing">
      <h1 id="booking-missing">{t('bookingPage.notFoundTitle')}</h1>
      <p>{t('bookingPage.notFoundText')}</p>
      <Link href={eventPaths.events} className="booking-message__link">
        {t('booking.backToEvents')}
      </Link>
    </section>
  );
}

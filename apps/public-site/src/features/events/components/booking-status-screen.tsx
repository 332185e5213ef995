import { moneyOnCancellation } from '@minbar/domain/events/event-news';
import { Spinner } from '@minbar/ui/spinner/spinner';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { useMoney } from '../../../lib/money';
import { refusalText } from '../../../lib/payment/provider-refusals';
import { useBookingFactsMessages } from '../booking-page/booking-page-intl';
import type { BookingStatus } from '../data/events-api';
import { useEvents } from '../data/events-queries';
import { type EventsMessageId, useEventsMessages } from '../events-intl';
import { eventPaths } from '../navigation';
import { BookingDetails, usePaidVia } from './booking-details';
import { type BookingPaymentState, bookingPaymentState } from './booking-payment-state';
import { BookingWaysToPay } from './booking-ways-to-pay';
import '../events.css';

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

export interface BookingStatusScreenProps {
  booking: BookingStatus;
  /** The page's token, for the way to pay online and the calendar file. */
  token: string;
  /** The page stopped following a payment the bank has not answered. */
  gaveUpWaiting?: boolean;
}

/**
 * A booking's own page: where it stands (paid and how, waiting on the bank, to pay, given back, or its
 * event cancelled and what happens to the money), the booking itself, the ways to pay while it can
 * be paid online, and its event for the reader's calendar.
 */
export function BookingStatusScreen({ booking, token, gaveUpWaiting = false }: BookingStatusScreenProps) {
  const t = useEventsMessages();
  const facts = useBookingFactsMessages();
  const site = useAppMessages();
  const money = useMoney();
  const { api, locale } = useEvents();
  const payment = bookingPaymentState(booking);
  // A cancelled event leads the page, before anything about its payment.
  const canceled = booking.event_status === 'canceled';
  const state = canceled ? 'canceled' : payment;
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the state is the trigger, not a value read.
  useEffect(() => heading.current?.focus(), [state]);
  const over = booking.online_payment_bar === 'event_over';
  const via = usePaidVia(booking);
  const values = {
    name: booking.event_name,
    price: money(booking.price, booking.currency),
    via,
    email: booking.email,
    money: moneyOnCancellation(booking.payment_status, booking.paid_via),
  };
  // Paying is offered only while the server takes an online payment for the booking (the same rule
  // refuses one); an older server that does not say is taken at its word that it is to pay.
  const payable = state === 'unpaid' && booking.online_payment_bar === null;
  return (
    <section
      className={`booking-message${state === 'paid' || state === 'free' ? ' booking-message--success' : ''}`}
      aria-labelledby="booking-page-title"
    >
      <h1 id="booking-page-title" ref={heading} tabIndex={-1}>
        {state === 'canceled' ? facts('bookingFacts.canceledTitle') : t(TITLE[state])}
      </h1>
      <p>
        {state === 'canceled'
          ? facts('bookingFacts.canceledText', values)
          : state === 'unpaid' && over
            ? facts('bookingFacts.overText', values)
            : t(TEXT[state], values)}
      </p>
      {booking.event_moved && !canceled ? (
        <p className="booking-message__notice">{facts('bookingFacts.moved')}</p>
      ) : null}
      {state === 'unpaid' && booking.payment_failure ? (
        <p className="booking-message__failure">
          {t('bookingPage.lastRefused', { reason: refusalText(site, booking.payment_failure) })}
        </p>
      ) : null}
      {state === 'waiting' ? (
        <p className="booking-message__waiting" role="status">
          {gaveUpWaiting ? null : <Spinner />}
          <span>{t(gaveUpWaiting ? 'bookingPage.stillWaiting' : 'bookingPage.updating')}</span>
        </p>
      ) : null}
      <BookingDetails booking={booking} state={payment} />
      {payable ? <BookingWaysToPay booking={booking} token={token} /> : null}
      <div className="booking-message__links">
        {/* The file marks a cancelled event cancelled in a calendar that holds it. */}
        <a
          href={api.bookingCalendarUrl(booking.event_id, booking.id, token, locale)}
          download={`event-${booking.event_id}.ics`}
          className="booking-message__link"
        >
          {facts(canceled ? 'bookingFacts.markCancelled' : 'bookingFacts.addToCalendar')}
        </a>
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

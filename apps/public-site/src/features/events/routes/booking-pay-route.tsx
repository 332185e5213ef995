import { use } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { Loadable } from '../../../lib/loadable';
import { BookingPaymentScreen } from '../components/booking-payment-screen';
import { BookingNotFound } from '../components/booking-status-screen';
import { useEvents } from '../data/events-queries';
import { useEventsMessages } from '../events-intl';
import { eventPaths } from '../navigation';
import { useBookingAddress } from './booking-page-route';
import '../events.css';

/** /events/:eventId/bookings/:id/pay?token=: paying a booking online. */
export default function BookingPayRoute({ params }: { params: { eventId: string; id: string } }) {
  const t = useEventsMessages();
  const site = useAppMessages();
  const { cache, locale } = useEvents();
  const address = useBookingAddress(params);
  if (!address) return <BookingNotFound />;
  const key = `booking-pay:${locale}:${address.eventId}:${address.id}:${address.token}`;
  return (
    <Loadable
      loadingText={t('bookingPage.loading')}
      failureText={t('bookingPage.loadFailed')}
      retryText={site('common.retry')}
      onRetry={() => cache.forget(key)}
    >
      <PayWithBooking {...address} cacheKey={key} />
    </Loadable>
  );
}

function PayWithBooking({
  eventId,
  id,
  token,
  cacheKey,
}: {
  eventId: number;
  id: number;
  token: string;
  cacheKey: string;
}) {
  const { api, cache, locale } = useEvents();
  const [, navigate] = useLocation();
  const booking = use(cache.read(cacheKey, () => api.bookingStatus(eventId, id, token, locale)));
  const config = use(cache.read(`payment-config:${locale}`, () => api.paymentConfig(locale)));
  if (!booking) return <BookingNotFound />;
  // Paid, refunded or free: nothing to pay, the booking's page says why.
  if (booking.payment_status !== 'pending')
    return <Redirect to={eventPaths.booking(eventId, id, token)} replace />;
  return (
    <BookingPaymentScreen
      booking={booking}
      token={token}
      config={config}
      pay={(payment) => api.payBooking(eventId, id, { ...payment, token }, locale)}
      leave={(step) => {
        if (step.kind === 'thanks') navigate(step.path, { replace: true });
        else window.location.replace(step.url);
      }}
    />
  );
}

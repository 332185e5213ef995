import { use } from 'react';
import { useSearch } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { Loadable } from '../../../lib/loadable';
import { useSettling } from '../../../lib/use-settling';
import { bookingPaymentState } from '../components/booking-payment-state';
import { BookingNotFound, BookingStatusScreen } from '../components/booking-status-screen';
import { useEvents } from '../data/events-queries';
import { useEventsMessages } from '../events-intl';
import '../events.css';

/** The booking's address: its event, its id and the token its answer gave. */
export function useBookingAddress(params: { eventId: string; id: string }) {
  const token = new URLSearchParams(useSearch()).get('token');
  const eventId = Number(params.eventId);
  const id = Number(params.id);
  const known = Number.isInteger(eventId) && eventId > 0 && Number.isInteger(id) && id > 0 && token;
  return known ? { eventId, id, token } : null;
}

/** /events/:eventId/bookings/:id?token=: a booking's own page, the same after a reload or Back. */
export default function BookingPageRoute({ params }: { params: { eventId: string; id: string } }) {
  const t = useEventsMessages();
  const site = useAppMessages();
  const { cache, locale } = useEvents();
  const address = useBookingAddress(params);
  if (!address) return <BookingNotFound />;
  const key = `booking:${locale}:${address.eventId}:${address.id}:${address.token}`;
  return (
    <Loadable
      loadingText={t('bookingPage.loading')}
      failureText={t('bookingPage.loadFailed')}
      retryText={site('common.retry')}
      onRetry={() => cache.forget(key)}
    >
      <BookingWithStatus {...address} cacheKey={key} />
    </Loadable>
  );
}

function BookingWithStatus({
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
  const first = use(cache.read(cacheKey, () => api.bookingStatus(eventId, id, token, locale)));
  const { value: booking, gaveUp } = useSettling(
    first,
    () => api.bookingStatus(eventId, id, token, locale),
    (current) => bookingPaymentState(current) === 'waiting',
  );
  if (!booking) return <BookingNotFound />;
  return <BookingStatusScreen booking={booking} token={token} gaveUpWaiting={gaveUp} />;
}

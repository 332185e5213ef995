import type { BookingStatus } from '../data/events-api';

// A module of its own: both the status screen and the details it renders read it, and neither may
// import the other (no import cycle, types included).
/** How a booking's page reads its payment. */
export type BookingPaymentState = 'paid' | 'waiting' | 'unpaid' | 'refunded' | 'free';

export function bookingPaymentState(booking: BookingStatus): BookingPaymentState {
  if (booking.payment_status === 'paid') return 'paid';
  if (booking.payment_status === 'refunded') return 'refunded';
  if (booking.payment_status === 'free') return 'free';
  // Paid online and not settled yet (BLIK, a bank's confirmation): the bank has it.
  return booking.method && !booking.payment_failure ? 'waiting' : 'unpaid';
}

export const eventPaths = {
  events: '/events',
  book: (id: number) => `/events/${id}/book`,
  /** A booking's own page (its payment's state), by the token its answer gave. */
  booking: (eventId: number, id: number, token: string) =>
    `/events/${eventId}/bookings/${id}?token=${encodeURIComponent(token)}`,
  /** Paying a booking online. */
  payBooking: (eventId: number, id: number, token: string) =>
    `/events/${eventId}/bookings/${id}/pay?token=${encodeURIComponent(token)}`,
};

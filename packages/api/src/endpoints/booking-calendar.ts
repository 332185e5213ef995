/**
 * The address, under the API's base, of a booking's calendar file: the event as the booking's mails
 * attach it (the same UID and SEQUENCE), authorised by the booking page's token and written in
 * `language`. A module of its own, free of schemas, so a page can link to it without loading them.
 */
export function bookingCalendarPath(
  eventId: number,
  id: number,
  token: string,
  language: 'en' | 'ar' | 'pl',
): string {
  const query = new URLSearchParams({ token, language });
  return `/events/${encodeURIComponent(String(eventId))}/registrations/${encodeURIComponent(String(id))}/calendar.ics?${query}`;
}

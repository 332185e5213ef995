import { preloadPhoto } from '../../lib/preload-photo';

/** How wide an event's card draws its photo (the `sizes` its srcset is chosen by). */
export const EVENT_PHOTO_SIZES = '(min-width: 64rem) 30rem, (min-width: 40rem) 50vw, 100vw';

/**
 * Asks for the first event's photo as soon as the events' answer is in: the list shows the events in
 * the server's order, and the first card's photo is the events page's largest paint. An event without
 * a photo shows its date instead, so nothing is asked for.
 */
export function preloadFirstEventPhoto(events: unknown): void {
  const first = Array.isArray(events)
    ? (events[0] as { id?: unknown; photo?: unknown } | undefined)
    : undefined;
  if (typeof first?.id === 'number' && typeof first.photo === 'string' && first.photo !== '')
    preloadPhoto(first.photo, EVENT_PHOTO_SIZES);
}

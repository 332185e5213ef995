/** How wide an event's card draws its photo (the `sizes` its srcset is chosen by). */
export const EVENT_PHOTO_SIZES = '(min-width: 64rem) 30rem, (min-width: 40rem) 50vw, 100vw';

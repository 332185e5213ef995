import { photoSources } from '@minbar/domain/input/photo-ref';

/**
 * Asks for an uploaded photo as soon as the answer that names it is in, before its page has rendered:
 * a page whose largest paint is that photo would otherwise ask for it only once React has drawn the
 * <picture>. The very sources and sizes the page's <picture> offers (UploadedImage) make the browser
 * reuse this download.
 */
export function preloadPhoto(image: string, sizes: string): void {
  const sources = photoSources(image);
  const srcSet = sources.webpSrcSet || sources.jpegSrcSet;
  preloadImage((link) => {
    if (!srcSet) {
      link.href = sources.src;
      return;
    }
    if (sources.webpSrcSet) link.type = 'image/webp';
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  });
}

/** A preload of an image, its address set by `describe`. */
export function preloadImage(describe: (link: HTMLLinkElement) => void): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  // Ahead of the page's scripts: the picture, not the code, is what the visitor waits to see.
  link.setAttribute('fetchpriority', 'high');
  describe(link);
  document.head.appendChild(link);
}

/**
 * Asks for the first event's photo as soon as the events' answer is in: the list shows the events in
 * the server's order, and the first card's photo is the events page's largest paint. An event without
 * a photo shows its date instead, so nothing is asked for. `sizes` is the card's (the events feature's
 * EVENT_PHOTO_SIZES, passed in by the app: this folder never imports a feature).
 */
export function preloadFirstEventPhoto(events: unknown, sizes: string): void {
  const first = Array.isArray(events)
    ? (events[0] as { id?: unknown; photo?: unknown } | undefined)
    : undefined;
  if (typeof first?.id === 'number' && typeof first.photo === 'string' && first.photo !== '')
    preloadPhoto(first.photo, sizes);
}

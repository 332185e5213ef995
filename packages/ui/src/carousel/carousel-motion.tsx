import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';
import { AUTOPLAY_DELAY_MS } from './carousel-rules';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselMotionProps {
  /** The carousel's viewport, already drawn with its first slides in place. */
  viewport: HTMLElement;
  direction: 'ltr' | 'rtl';
  /** Receives Embla's API once it runs on the viewport (undefined again when it stops). */
  onApi: (api: CarouselApi | undefined) => void;
}

/**
 * Embla on a viewport the carousel has already drawn: loaded only when a slide must move (the first
 * automatic move, a press of previous or next, the pointer or focus reaching the carousel), so the
 * page's first view does not wait for the library. Draws nothing itself.
 */
export function CarouselMotion({ viewport, direction, onApi }: CarouselMotionProps) {
  const [emblaRef, emblaApi] = useEmblaCarousel(
    { loop: true, align: 'start', slidesToScroll: 'auto', direction, duration: 30 },
    // The plugin only times the moves; when they run is the carousel's state (hover, focus, pause).
    [
      Autoplay({
        delay: AUTOPLAY_DELAY_MS,
        playOnInit: false,
        stopOnInteraction: false,
        stopOnFocusIn: false,
        stopOnMouseEnter: false,
      }),
    ],
  );
  useEffect(() => {
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [emblaRef, viewport]);
  useEffect(() => {
    onApi(emblaApi);
    return () => onApi(undefined);
  }, [emblaApi, onApi]);
  return null;
}

import {
  type ComponentType,
  type FocusEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useDirection, useUiMessage } from '../provider/ui-provider';
import type { CarouselApi, CarouselMotionProps } from './carousel-motion';
import {
  AUTOPLAY_DELAY_MS,
  type AutoplayConditions,
  isAutoplaying,
  STATIC_ROW_MAX_ITEMS,
} from './carousel-rules';
import { useReducedMotion } from './use-reduced-motion';
import './carousel.css';

export interface CarouselSlideState {
  index: number;
  /** In the still row of three or fewer items: the item the rotating highlight is on. */
  highlighted: boolean;
}

export interface CarouselProps<T> {
  /** The carousel's accessible name. */
  label: string;
  /** What the slides show, in order. */
  items: readonly T[];
  /** A stable key for each item. */
  getKey: (item: T) => string | number;
  /** Draws one slide; receives whether it is the current one. */
  renderItem: (item: T, state: CarouselSlideState) => ReactNode;
  /** Overrides the system's reduced-motion setting (stories and tests). */
  reducedMotion?: boolean;
}

/**
 * Embla's code, asked for once per page: the first carousel that has to move loads it, the others
 * find it loaded.
 */
let motionModule: Promise<ComponentType<CarouselMotionProps>> | undefined;
function loadMotion(): Promise<ComponentType<CarouselMotionProps>> {
  motionModule ??= import('./carousel-motion').then(
    (module) => module.CarouselMotion,
    (error: unknown) => {
      // A failed download is asked for again at the next move rather than never.
      motionModule = undefined;
      throw error;
    },
  );
  return motionModule;
}

/**
 * A carousel after the WAI-ARIA carousel pattern, on Embla: a labelled region, slides named "n of m",
 * previous and next buttons and a pause/play button first in the tab order. Three slides a view on a
 * desktop, two below 1024 px and one below 600 px (CSS); the slides move every 3 s, except while the
 * pointer is over it or focus is in it, after the visitor paused it, or when the system asks for
 * reduced motion. Three items or fewer stand still in a row whose highlight moves instead. The first
 * slides are drawn without Embla, which loads when a slide must move: the first automatic move, a
 * press of previous or next, or the pointer or focus reaching the carousel (a drag may follow).
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const systemReducedMotion = useReducedMotion();
  const reducedMotion = props.reducedMotion ?? systemReducedMotion;
  return props.items.length <= STATIC_ROW_MAX_ITEMS ? (
    <StaticRow {...props} reducedMotion={reducedMotion} />
  ) : (
    <SlidingCarousel {...props} reducedMotion={reducedMotion} />
  );
}

/** The hover, focus and pause state every variant shares, and the handlers that feed it. */
function useAutoplayConditions(reducedMotion: boolean) {
  const [conditions, setConditions] = useState<Omit<AutoplayConditions, 'reducedMotion'>>({
    pausedByUser: false,
    hovered: false,
    focusWithin: false,
  });
  const update = (change: Partial<AutoplayConditions>) =>
    setConditions((current) => ({ ...current, ...change }));
  return {
    playing: isAutoplaying({ ...conditions, reducedMotion }),
    pausedByUser: conditions.pausedByUser,
    togglePause: () => update({ pausedByUser: !conditions.pausedByUser }),
    regionHandlers: {
      onMouseEnter: () => update({ hovered: true }),
      onMouseLeave: () => update({ hovered: false }),
      onFocus: () => update({ focusWithin: true }),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) update({ focusWithin: false });
      },
    },
  };
}

function PauseButton({
  pausedByUser,
  reducedMotion,
  onToggle,
}: {
  pausedByUser: boolean;
  reducedMotion: boolean;
  onToggle: () => void;
}) {
  const t = useUiMessage();
  // Under reduced motion nothing moves, so there is nothing to pause.
  if (reducedMotion) return null;
  return (
    <button
      type="button"
      data-slot="carousel-rotation"
      className="ui-carousel__button"
      onClick={onToggle}
      aria-label={pausedByUser ? t('ui.carousel.play') : t('ui.carousel.pause')}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {pausedByUser ? (
          <path d="M8 5v14l11-7z" fill="currentColor" />
        ) : (
          <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}

function SlidingCarousel<T>({ label, items, getKey, renderItem, reducedMotion }: Required<CarouselProps<T>>) {
  const t = useUiMessage();
  const direction = useDirection();
  const slidesId = useId();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [Motion, setMotion] = useState<ComponentType<CarouselMotionProps>>();
  const [emblaApi, setEmblaApi] = useState<CarouselApi>();
  // A move asked for before Embla ran: the first automatic one, or a press of previous or next.
  const pendingMove = useRef<'automatic' | 'previous' | 'next'>(undefined);
  const { playing, pausedByUser, togglePause, regionHandlers } = useAutoplayConditions(reducedMotion);
  // The automatic move is made only if the slides are still playing when Embla has arrived.
  const playingNow = useRef(playing);
  playingNow.current = playing;

  const startMotion = useCallback(() => {
    loadMotion().then(
      (component) => setMotion(() => component),
      // Without Embla the first slides stay as drawn; the next move asks again.
      () => {},
    );
  }, []);

  // Until Embla runs, the first automatic move is this timer's; Embla's plugin times the later ones.
  useEffect(() => {
    if (!playing || Motion) return;
    const timer = window.setTimeout(() => {
      pendingMove.current = 'automatic';
      startMotion();
    }, AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, Motion, startMotion]);

  useEffect(() => {
    if (!emblaApi) return;
    const move = pendingMove.current;
    pendingMove.current = undefined;
    if (move === 'next' || (move === 'automatic' && playingNow.current)) emblaApi.scrollNext();
    else if (move === 'previous') emblaApi.scrollPrev();
  }, [emblaApi]);

  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!emblaApi || !autoplay) return;
    // The plugin starts only with two snaps or more (laid-out slides); after a drag it restarts on
    // its own, so the state is applied again then.
    const sync = () => {
      if (playing && emblaApi.scrollSnapList().length > 1) autoplay.play();
      else autoplay.stop();
    };
    sync();
    emblaApi.on('reInit', sync).on('pointerUp', sync);
    return () => {
      emblaApi.off('reInit', sync).off('pointerUp', sync);
    };
  }, [emblaApi, playing]);

  const move = (to: 'previous' | 'next') => {
    if (emblaApi) {
      if (to === 'next') emblaApi.scrollNext();
      else emblaApi.scrollPrev();
      return;
    }
    pendingMove.current = to;
    startMotion();
  };
  // The pointer or focus reaching the carousel: a drag or a press may follow, so Embla is fetched now.
  const region = {
    onMouseEnter: () => {
      startMotion();
      regionHandlers.onMouseEnter();
    },
    onFocus: () => {
      startMotion();
      regionHandlers.onFocus();
    },
    onPointerDown: startMotion,
    onMouseLeave: regionHandlers.onMouseLeave,
    onBlur: regionHandlers.onBlur,
  };

  return (
    <section
      data-slot="carousel"
      className="ui-carousel"
      aria-roledescription={t('ui.carousel.carousel')}
      aria-label={label}
      data-autoplay={playing ? 'playing' : 'paused'}
      {...region}
    >
      <div className="ui-carousel__controls">
        <PauseButton pausedByUser={pausedByUser} reducedMotion={reducedMotion} onToggle={togglePause} />
        <button
          type="button"
          data-slot="carousel-previous"
          className="ui-carousel__button ui-carousel__button--directional"
          aria-controls={slidesId}
          aria-label={t('ui.carousel.previous')}
          onClick={() => move('previous')}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <button
          type="button"
          data-slot="carousel-next"
          className="ui-carousel__button ui-carousel__button--directional"
          aria-controls={slidesId}
          aria-label={t('ui.carousel.next')}
          onClick={() => move('next')}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <div className="ui-carousel__viewport" ref={setViewport}>
        <div
          id={slidesId}
          className="ui-carousel__slides"
          // Moving slides are not announced; a visitor's own move is.
          aria-live={playing ? 'off' : 'polite'}
        >
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern names each slide as a group with its position.
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription={t('ui.carousel.slide')}
              aria-label={t('ui.carousel.slideOf', { index: index + 1, total: items.length })}
              data-slot="carousel-slide"
              className="ui-carousel__slide"
            >
              {renderItem(item, { index, highlighted: false })}
            </div>
          ))}
        </div>
      </div>
      {Motion && viewport ? <Motion viewport={viewport} direction={direction} onApi={setEmblaApi} /> : null}
    </section>
  );
}

function StaticRow<T>({ label, items, getKey, renderItem, reducedMotion }: Required<CarouselProps<T>>) {
  const { playing, pausedByUser, togglePause, regionHandlers } = useAutoplayConditions(reducedMotion);
  const [highlighted, setHighlighted] = useState(0);
  const rotates = items.length > 1;

  useEffect(() => {
    if (!playing || !rotates) return;
    const timer = window.setInterval(
      () => setHighlighted((current) => (current + 1) % items.length),
      AUTOPLAY_DELAY_MS,
    );
    return () => window.clearInterval(timer);
  }, [playing, rotates, items.length]);

  return (
    <section
      data-slot="carousel"
      data-variant="static"
      className="ui-carousel"
      aria-label={label}
      data-autoplay={playing && rotates ? 'playing' : 'paused'}
      {...regionHandlers}
    >
      {rotates ? (
        <div className="ui-carousel__controls">
          <PauseButton pausedByUser={pausedByUser} reducedMotion={reducedMotion} onToggle={togglePause} />
        </div>
      ) : null}
      <ul className="ui-carousel__row">
        {items.map((item, index) => {
          const isHighlighted = rotates && !reducedMotion && index === highlighted;
          return (
            <li
              key={getKey(item)}
              data-slot="carousel-slide"
              data-highlighted={isHighlighted || undefined}
              className="ui-carousel__row-item"
            >
              {renderItem(item, { index, highlighted: isHighlighted })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

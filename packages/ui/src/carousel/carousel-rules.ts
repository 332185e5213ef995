/** How many slides one view shows at a width: three on a desktop, two below 1024 px, one below 600 px. */
export function slidesPerView(width: number): 1 | 2 | 3 {
  if (width < 600) return 1;
  if (width < 1024) return 2;
  return 3;
}

/** With this many items or fewer, the carousel is a still row whose highlight moves instead. */
export const STATIC_ROW_MAX_ITEMS = 3;

/** The pause between two automatic moves, and how long a move takes. */
export const AUTOPLAY_DELAY_MS = 3000;

export interface AutoplayConditions {
  /** The visitor pressed the pause button. */
  pausedByUser: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is on one of its controls or slides. */
  focusWithin: boolean;
  /** The system asks for reduced motion. */
  reducedMotion: boolean;
}

/**
 * Whether the slides move on their own: never while the visitor reads (pointer over it, focus in it),
 * never after they paused it, and never when motion is to be kept to a minimum.
 */
export function isAutoplaying(conditions: AutoplayConditions): boolean {
  return !(
    conditions.pausedByUser ||
    conditions.hovered ||
    conditions.focusWithin ||
    conditions.reducedMotion
  );
}

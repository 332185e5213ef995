/**
 * How long each of the strip's events and campaigns stays on the hall's screen. One at a time, each
 * gets the strip's whole width: a long name reads in full, in letters large enough for the back of
 * the hall, where three side by side were cut short.
 */
export const STRIP_ITEM_MS = 10_000;

/**
 * Which of `count` items the strip shows at `now`: each in turn for STRIP_ITEM_MS, counted from the
 * epoch, so two screens in one hall show the same item and a repaint never skips one.
 */
export function stripIndexAt(now: number, count: number): number {
  if (count <= 0) return 0;
  return Math.floor(now / STRIP_ITEM_MS) % count;
}

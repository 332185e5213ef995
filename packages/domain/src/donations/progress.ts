/** Above this share of the target the progress icon changes once ... */
export const PROGRESS_MEDIUM_ABOVE = 50;
/** ... and above this share once more. */
export const PROGRESS_HIGH_ABOVE = 80;

/**
 * The narrowest a bar's fill is drawn, in percent of the bar, once anything was given: a few hundred
 * złoty towards tens of thousands is under 1 %, which as a true width is a pixel or none at all, and a
 * donor who has just given reads an empty bar as "my gift did not count".
 */
export const MIN_VISIBLE_BAR_PERCENT = 2;

export type ProgressLevel = 'low' | 'medium' | 'high';

/** The share of the target given so far, 0 without a target or any gift (bad figures count as none). */
function shareOf(current: number, target: number): number {
  if (!Number.isFinite(current) || !Number.isFinite(target) || target <= 0 || current <= 0) return 0;
  return current / target;
}

/*
 * Binary fractions put 29 of 100 at 28.999999999999996 %; rounding down must not take a whole percent
 * away for that, so a hair below a whole number counts as the whole number.
 */
const FLOAT_SLACK = 1e-9;

/**
 * How far a campaign is towards its target, the one figure every screen shows (the public pages, the
 * hall display, the dashboard), in whole percent from 0 to 100.
 *
 * It is rounded down, so 100 % is shown only once the target is reached (99.6 % is not "done"), but it
 * is never 0 once anything was given: 531.50 of 60 000 is 1 %, not a 0 % that says the gift was lost.
 * More than the target reads as 100 % (with a full bar); by how much the target was passed is read
 * from the amounts shown beside it. A category without a target (0) shows 0.
 */
export function progressPercent(current: number, target: number): number {
  const share = shareOf(current, target);
  if (share === 0) return 0;
  return Math.min(100, Math.max(1, Math.floor(share * 100 + FLOAT_SLACK)));
}

/**
 * How much of the bar is filled, in percent of its width: the true share (to a hundredth) up to a full
 * bar past the target, but at least a visible sliver (MIN_VISIBLE_BAR_PERCENT) once anything was given.
 */
export function progressBarPercent(current: number, target: number): number {
  const share = shareOf(current, target);
  if (share === 0) return 0;
  return Math.min(100, Math.max(MIN_VISIBLE_BAR_PERCENT, Math.round(share * 10_000) / 100));
}

/** The icon of a progress: 'medium' above 50 %, 'high' above 80 %. */
export function progressLevel(percent: number): ProgressLevel {
  if (percent > PROGRESS_HIGH_ABOVE) return 'high';
  if (percent > PROGRESS_MEDIUM_ABOVE) return 'medium';
  return 'low';
}

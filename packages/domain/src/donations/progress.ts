/** Above this share of the target the progress icon changes once ... */
export const PROGRESS_MEDIUM_ABOVE = 50;
/** ... and above this share once more. */
export const PROGRESS_HIGH_ABOVE = 80;

export type ProgressLevel = 'low' | 'medium' | 'high';

/**
 * How far a campaign is towards its target, in whole percent from 0 to 100: more than the target
 * still shows 100, and a category without a target (0) shows 0.
 */
export function progressPercent(current: number, target: number): number {
  if (!Number.isFinite(current) || !Number.isFinite(target) || target <= 0 || current <= 0) return 0;
  return Math.min(100, Math.floor((current / target) * 100));
}

/** The icon of a progress: 'medium' above 50 %, 'high' above 80 %. */
export function progressLevel(percent: number): ProgressLevel {
  if (percent > PROGRESS_HIGH_ABOVE) return 'high';
  if (percent > PROGRESS_MEDIUM_ABOVE) return 'medium';
  return 'low';
}

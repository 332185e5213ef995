/**
 * A countdown as a screen says it in words and units ('in 1 h 4 min', 'za 19 min'), never as a clock
 * reading: '19:18' beside the clock '4:53' reads as a time of day.
 *
 * Whole minutes are counted up, as a timer counts them: from 18 min 1 s to 19 min 0 s it says 19 min,
 * the minute still running, so it never reads "18 min" while more than 18 are left. Only the last
 * minute counts its seconds, when people are already standing up.
 */
export type CountdownParts =
  | { unit: 'seconds'; seconds: number }
  | { unit: 'minutes'; hours: number; minutes: number };

/** `seconds` left split into what a countdown says: hours and minutes, or seconds in the last minute. */
export function countdownParts(seconds: number): CountdownParts {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < 60) return { unit: 'seconds', seconds: whole };
  const minutes = Math.ceil(whole / 60);
  return { unit: 'minutes', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

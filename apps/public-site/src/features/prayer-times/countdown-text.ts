import { countdownParts } from '@minbar/domain/prayer/countdown';
import type { PrayerText } from './prayer-messages';

/**
 * The time left to the next athan or iqama in words and units of the language ('1 h 4 min',
 * '19 min', '45 s', 'ساعة و4 دقائق'): a clock-like '1:04:00' beside the day's times reads as one.
 */
export function countdownText(t: PrayerText, seconds: number): string {
  const parts = countdownParts(seconds);
  if (parts.unit === 'seconds') return t('prayer.countdown.seconds', { seconds: parts.seconds });
  if (parts.hours === 0) return t('prayer.countdown.minutes', { minutes: parts.minutes });
  if (parts.minutes === 0) return t('prayer.countdown.hours', { hours: parts.hours });
  return t('prayer.countdown.hoursMinutes', { hours: parts.hours, minutes: parts.minutes });
}

import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import { type Locale, useUiLocale } from '@minbar/ui/provider/ui-provider';
import './saved-note.css';

/**
 * How long ago something was saved, in the language's own words ("3 hours ago", "قبل 3 ساعات",
 * "3 godziny temu"): the largest whole unit, from now through minutes and hours to days.
 */
export function savedAgeText(savedAt: number, now: number, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(latinDigitsLocale(locale), { numeric: 'auto' });
  const seconds = Math.max(0, Math.round((now - savedAt) / 1000));
  if (seconds < 60) return format.format(0, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}

/**
 * "Saved on this device 3 hours ago": shown above what a page shows when the network did not answer
 * and the service worker gave the device's copy (src/lib/saved-answers.ts); nothing otherwise.
 */
export function SavedNote({
  savedAt,
  now = Date.now(),
  message,
}: {
  savedAt: number | null;
  now?: number;
  /** The page's own words around the age ("Saved on this device {age}"), from its messages. */
  message: (age: string) => string;
}) {
  const locale = useUiLocale();
  if (savedAt === null) return null;
  return (
    <p className="saved-note" role="note">
      {message(savedAgeText(savedAt, now, locale))}
    </p>
  );
}

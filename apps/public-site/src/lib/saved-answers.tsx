import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import { type Locale, useUiLocale } from '@minbar/ui/provider/ui-provider';
import { SAVED_AT_HEADER } from './saved-at-header';

/*
 * How a page learns that an answer came from the device rather than the server. The service worker
 * (src/service-worker/sw.ts) stamps every API answer it keeps with the moment it kept it; the answer
 * the network gives the page carries no stamp, so a stamp means "from the device, saved then". One
 * rule, read here and written there.
 */

export { SAVED_AT_HEADER };

/** When the answer was saved on the device, or null when it came from the server just now. */
export function savedAtOf(response: Response): number | null {
  const stamp = response.headers.get(SAVED_AT_HEADER);
  if (stamp === null) return null;
  const time = Number(stamp);
  return Number.isFinite(time) && time > 0 ? time : null;
}

/** The last answer's saved time for each API path (without its query), as the page's calls met them. */
const lastSaved = new Map<string, number | null>();

const pathOf = (url: string) => new URL(url, 'http://site.invalid').pathname;

/** Notes an answer the page's calls received, so the screen that shows it can say how old it is. */
export function noteAnswer(url: string, response: Response): void {
  lastSaved.set(pathOf(url), savedAtOf(response));
}

/** `fetch` (the page's own by default) that notes each answer as it arrives. */
export function notingAnswers(
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  return (input, init) =>
    fetchImpl(input, init).then((response) => {
      noteAnswer(input instanceof Request ? input.url : String(input), response);
      return response;
    });
}

/**
 * The oldest saved time among the latest answers of these paths, or null when all came from the
 * server: a screen built from several answers is as old as its oldest part.
 */
export function savedAtFor(...paths: string[]): number | null {
  let oldest: number | null = null;
  for (const path of paths) {
    const saved = lastSaved.get(path) ?? null;
    if (saved !== null && (oldest === null || saved < oldest)) oldest = saved;
  }
  return oldest;
}

/** Forgets every answer noted (tests). */
export function forgetAnswers(): void {
  lastSaved.clear();
}

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

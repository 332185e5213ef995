/*
 * How a page learns that an answer came from the device rather than the server. The service worker
 * (src/service-worker/sw.ts) stamps every API answer it keeps with the moment it kept it; the answer
 * the network gives the page carries no stamp, so a stamp means "from the device, saved then". One
 * rule, read here and written there.
 */

/** The header the service worker adds to the copies it keeps: milliseconds since the epoch. */
export const SAVED_AT_HEADER = 'X-Minbar-Saved-At';

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

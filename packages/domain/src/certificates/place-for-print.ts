/**
 * What a certificate prints as the place of a marriage: a place's name that people read on paper.
 * A map link or a pair of coordinates means nothing there, so either a name is found, or staff are
 * asked for one (`reason` says why none could be read from what the request stores).
 */
export type PlaceForPrint =
  | { kind: 'name'; name: string }
  | { kind: 'needs_name'; reason: 'missing' | 'link' | 'coordinates' };

const URL_IN_TEXT = /\bhttps?:\/\/\S+/gi;
/** What is left of coordinates once their numbers are gone: degrees, minutes, hemispheres, separators. */
const COORDINATE_MARKS = /[\s.,;:°'"′″+\-NSEWnsew]/g;

/**
 * True for a position written as numbers, decimal ('52.2297, 21.0122') or in degrees
 * (52°13'47.2"N 21°00'42.5"E): at least two numbers and nothing but coordinate marks around them.
 */
export function isCoordinates(text: string): boolean {
  const numbers = text.match(/\d+(?:\.\d+)?/g) ?? [];
  return numbers.length >= 2 && text.replace(/\d/g, '').replace(COORDINATE_MARKS, '') === '';
}

/** Tidies what is left around a removed link: separators at either end and doubled spaces. */
function tidy(text: string): string {
  const trimmed = text
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, '');
  // A name written in brackets after its link: "(Meczet Ochota)".
  return /^\(.*\)$/.test(trimmed) ? trimmed.slice(1, -1).trim() : trimmed;
}

/** The place a Google Maps link names in its path (/maps/place/Meczet+Ochota/@52.2,21.0), if any. */
function placeNamedByMapLink(link: string): string | null {
  try {
    const url = new URL(link);
    const match = /\/maps\/place\/([^/@]+)/.exec(url.pathname);
    if (!match?.[1]) return null;
    const name = tidy(decodeURIComponent(match[1].replace(/\+/g, ' ')));
    return name && !isCoordinates(name) ? name : null;
  } catch {
    return null;
  }
}

/** A name as it may print: not empty, not a link, not coordinates. */
function printableName(text: string | null | undefined): string | null {
  const name = tidy((text ?? '').replace(URL_IN_TEXT, ' '));
  return name && !isCoordinates(name) ? name : null;
}

/**
 * The place of a marriage as its certificate prints it. A name staff typed for the paper wins; else
 * the stored place when it is a name; else the name a map link carries in its path, or a name
 * written beside a link ("Meczet Ochota, https://maps.app.goo.gl/..."). A bare link or bare
 * coordinates never print: staff are asked for a name instead.
 */
export function placeForPrint(location: string | null, enteredName: string | null = null): PlaceForPrint {
  const entered = printableName(enteredName);
  if (entered) return { kind: 'name', name: entered };
  const stored = (location ?? '').trim();
  if (!stored) return { kind: 'needs_name', reason: 'missing' };
  const besideLinks = printableName(stored);
  if (besideLinks) return { kind: 'name', name: besideLinks };
  const link = stored.match(URL_IN_TEXT)?.[0];
  if (link) {
    const named = placeNamedByMapLink(link);
    return named ? { kind: 'name', name: named } : { kind: 'needs_name', reason: 'link' };
  }
  return { kind: 'needs_name', reason: isCoordinates(stored) ? 'coordinates' : 'link' };
}

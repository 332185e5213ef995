/*
 * What the service worker keeps for a visit without network, in a module of its own so a test can
 * check the list against the addresses the pages really read.
 */

/** The page's banner posts this to the waiting version when the visitor chooses to reload. */
export const SW_MESSAGE_ACTIVATE = 'minbar:activate';

/**
 * The public reads kept on the device: the settings and the centre's identity (every page), the
 * cities and prayer times, the events and activities, and the categories the home and the hall's
 * display name. Never a booking, a payment or anything signed in.
 */
const KEPT_READS = [
  /^\/api\/settings$/,
  /^\/api\/public\/(?:mosque|cities|prayer-times|events|activities)$/,
  /^\/api\/(?:main|customized)_categories\/$/,
];

export function isKeptRead(pathname: string): boolean {
  return KEPT_READS.some((pattern) => pattern.test(pathname));
}

import { randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * A page token: the random part of a public page's address that shows one record to whoever holds
 * the address (a gift's thank-you page, a booking's page), and to no one else. 18 random bytes, in
 * the URL-safe alphabet the contract's token schemas accept.
 */

export function newPageToken(): string {
  return randomBytes(18).toString('base64url');
}

/** Whether `given` is the record's token, compared in constant time; a record without one matches nothing. */
export function pageTokenMatches(expected: string | null, given: string): boolean {
  if (!expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

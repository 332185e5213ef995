import { createHash } from 'node:crypto';
import { and, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { eventRegistrations } from '../db/schema-events';

/**
 * How long a request's Idempotency-Key answers for: long enough for a phone to retry after a lost
 * answer (a reload, a network switch, the next morning), short enough that keys do not pile up.
 * After it, the key is forgotten and the same key makes a new booking.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * What a request asked for, as one hash: the same key must come with the same request to be answered
 * as a retry, and is refused with anything else. `request` is the validated body (without the key
 * itself) with whatever in the address it applies to; its fields are sorted, so the order they came
 * in does not matter. Bookings and gifts both use it.
 */
export function requestFingerprint(request: Record<string, unknown>): string {
  const ordered = Object.fromEntries(Object.entries(request).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}

/** Whether a key first used at `usedAt` still answers at `now`. */
export function keyStillAnswers(usedAt: Date, now: Date): boolean {
  return now.getTime() - usedAt.getTime() < IDEMPOTENCY_TTL_MS;
}

/**
 * Forgets the booking keys older than the time a key answers for, as the rate-limit counters are
 * purged: the booking stays, only its key and fingerprint go. Returns how many were forgotten.
 */
export async function purgeExpiredKeys(db: Database, now: Date): Promise<number> {
  const r = eventRegistrations;
  const gone = await db
    .update(r)
    .set({ idempotencyKey: null, idempotencyFingerprint: null })
    .where(and(isNotNull(r.idempotencyKey), lt(r.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS))))
    .returning({ id: r.id });
  return gone.length;
}

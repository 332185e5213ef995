import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oneTimeCodes } from '../db/schema';
import type { AppDeps } from '../deps';

export type CodePurpose = 'verify' | 'reset';

export const CODE_TTL_MS = 15 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

function hashCode(deps: AppDeps, userId: number, purpose: CodePurpose, code: string): Buffer {
  // Six digits are easy to brute-force offline, so the hash is keyed with the server secret.
  return createHmac('sha256', deps.jwtSecret).update(`${userId}:${purpose}:${code}`).digest();
}

/** A new random code replaces any earlier unused one of the same purpose (docs/decisions/0006). */
export async function issueCode(deps: AppDeps, userId: number, purpose: CodePurpose): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = deps.now();
  await deps.db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)),
    );
  await deps.db.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: hashCode(deps, userId, purpose, code).toString('hex'),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  return code;
}

/**
 * Checks the latest unused code of the purpose, with a 15-minute expiry and at most five guesses per
 * code: the guess is claimed atomically (one UPDATE with `attempts < 5` in its WHERE) before the
 * comparison, so simultaneous guesses cannot share one slot. The right code gives its slot back.
 * Returns the code's id, to consume it (consumeCode) together with what it authorises.
 */
export async function checkCode(
  deps: AppDeps,
  userId: number,
  purpose: CodePurpose,
  code: string,
): Promise<number | null> {
  const now = deps.now();
  const [row] = await deps.db
    .select()
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  const claimed = await deps.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, row.id),
        isNull(oneTimeCodes.usedAt),
        lt(oneTimeCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  if (claimed.length === 0) return null;
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = hashCode(deps, userId, purpose, code);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  await deps.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} - 1` })
    .where(eq(oneTimeCodes.id, row.id));
  return row.id;
}

/** Uses the code up; false when a concurrent request got there first. `db` may be a transaction. */
export async function consumeCode(db: Database, codeId: number, now: Date): Promise<boolean> {
  const consumed = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return consumed.length === 1;
}

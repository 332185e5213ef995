import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { oneTimeCodes } from '../db/schema';
import type { AppDeps } from '../deps';

export type CodePurpose = 'verify' | 'reset';

export const CODE_TTL_MS = 15 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

function hashCode(deps: AppDeps, userId: number, purpose: CodePurpose, code: string): Buffer {
  // Six digits are easy to brute-force offline, so the hash is keyed with the server secret.
  return createHmac('sha256', deps.jwtSecret).update(`${userId}:${purpose}:${code}`).digest();
}

/** A new random code replaces any earlier unused one of the same purpose (DECISIONS 9, 13). */
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
 * Checks the latest code: single use (consume), 15-minute expiry, at most five wrong guesses.
 * A wrong guess is counted on the code itself, so a code dies after five tries whatever the address.
 */
export async function checkCode(
  deps: AppDeps,
  userId: number,
  purpose: CodePurpose,
  code: string,
  options: { consume: boolean },
): Promise<boolean> {
  const [row] = await deps.db
    .select()
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  const now = deps.now();
  if (!row || row.expiresAt.getTime() <= now.getTime() || row.attempts >= MAX_CODE_ATTEMPTS) return false;
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = hashCode(deps, userId, purpose, code);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    await deps.db
      .update(oneTimeCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(oneTimeCodes.id, row.id));
    return false;
  }
  if (!options.consume) return true;
  const consumed = await deps.db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return consumed.length === 1;
}

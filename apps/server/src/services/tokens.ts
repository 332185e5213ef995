import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { sign, verify } from 'hono/jwt';
import type { Database } from '../db/client';
import { refreshTokens } from '../db/schema';
import type { AppDeps } from '../deps';
import { rolesOf } from './users';

/** What a sign-in or a refresh yields. The refresh token goes to a cookie, never into the body. */
export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
}

export interface AccessClaims {
  userId: number;
  roles: string[];
  /** The refresh-token family the token was issued for: the session it lives and dies with. */
  sessionId: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Refresh tokens are stored hashed: a leaked table cannot be replayed. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function signAccessToken(
  deps: AppDeps,
  userId: number,
  roles: readonly string[],
  sessionId: string,
): Promise<string> {
  const issuedAt = Math.floor(deps.now().getTime() / 1000);
  return sign(
    {
      sub: String(userId),
      roles: [...roles],
      sid: sessionId,
      typ: 'access',
      iat: issuedAt,
      exp: issuedAt + deps.accessTokenTtlSeconds,
      // Unique per token: two tokens issued in the same second (sign-in, then an early refresh) must
      // still differ, or a refresh could hand back the very token it replaces.
      jti: randomUUID(),
    },
    deps.jwtSecret,
    'HS256',
  );
}

/** A token whose signature was checked: what it says, and until when (seconds). */
interface VerifiedToken {
  secret: string;
  claims: AccessClaims;
  expiresAt: number;
}

/**
 * Tokens already verified, per app (a token is sent with every call of its quarter hour): the same
 * bytes under the same key have the same signature, so only the expiry is checked again. Bounded; the
 * oldest go first.
 */
const verifiedTokens = new WeakMap<object, Map<string, VerifiedToken>>();
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * Checks the signature with hono/jwt, but the time claims against the injected clock (hono would use
 * the wall clock, which tests cannot move).
 */
export async function readAccessToken(deps: AppDeps, token: string): Promise<AccessClaims | null> {
  let known = verifiedTokens.get(deps);
  if (!known) {
    known = new Map();
    verifiedTokens.set(deps, known);
  }
  const nowSeconds = Math.floor(deps.now().getTime() / 1000);
  const cached = known.get(token);
  if (cached && cached.secret === deps.jwtSecret) return cached.expiresAt > nowSeconds ? cached.claims : null;
  try {
    const payload = await verify(token, deps.jwtSecret, { alg: 'HS256', exp: false, iat: false, nbf: false });
    if (payload.typ !== 'access' || typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return null;
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    const roles = Array.isArray(payload.roles)
      ? payload.roles.filter((role) => typeof role === 'string')
      : [];
    const claims = { userId, roles, sessionId: payload.sid };
    known.set(token, { secret: deps.jwtSecret, claims, expiresAt: payload.exp });
    for (const oldest of known.keys()) {
      if (known.size <= MAX_VERIFIED_TOKENS) break;
      known.delete(oldest);
    }
    return claims;
  } catch {
    return null;
  }
}

async function insertRefreshToken(deps: AppDeps, userId: number, familyId: string) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await deps.db
    .insert(refreshTokens)
    .values({
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(deps.now().getTime() + deps.refreshTokenTtlDays * DAY_MS),
    })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('insert into refresh_tokens returned no row');
  return { token, id: row.id };
}

/** A sign-in starts a new session: a new refresh-token family. */
export async function startSession(deps: AppDeps, userId: number): Promise<IssuedSession> {
  const roles = await rolesOf(deps.db, userId);
  const familyId = randomUUID();
  const refresh = await insertRefreshToken(deps, userId, familyId);
  return { accessToken: await signAccessToken(deps, userId, roles, familyId), refreshToken: refresh.token };
}

export async function revokeSession(deps: AppDeps, familyId: string): Promise<void> {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of an account; `db` may be a transaction, so it commits with what caused it. */
export async function revokeAllSessions(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** The session a refresh token belongs to, whatever its state (for sign-out). */
export async function sessionOfRefreshToken(deps: AppDeps, presented: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  return row?.familyId ?? null;
}

/**
 * Rotation (docs/decisions/0005): every use replaces the token. Presenting one that was already replaced
 * means it was copied, so the whole family is revoked and the legitimate holder must sign in again.
 */
export async function rotateRefreshToken(deps: AppDeps, presented: string): Promise<IssuedSession | null> {
  const [row] = await deps.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (!row) return null;
  if (row.revokedAt || row.replacedById !== null) {
    await revokeSession(deps, row.familyId);
    return null;
  }
  if (row.expiresAt.getTime() <= deps.now().getTime()) return null;
  const next = await insertRefreshToken(deps, row.userId, row.familyId);
  // The guard on replaced_by_id makes two concurrent uses of one token lose together: only one update wins.
  const claimed = await deps.db
    .update(refreshTokens)
    .set({ replacedById: next.id })
    .where(
      and(eq(refreshTokens.id, row.id), isNull(refreshTokens.replacedById), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeSession(deps, row.familyId);
    return null;
  }
  const roles = await rolesOf(deps.db, row.userId);
  return {
    accessToken: await signAccessToken(deps, row.userId, roles, row.familyId),
    refreshToken: next.token,
  };
}

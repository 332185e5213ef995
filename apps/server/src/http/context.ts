import { getConnInfo } from '@hono/node-server/conninfo';
import type { Role } from '@minbar/domain/access/roles';
import { type FatwaLanguage, pickLanguage } from '@minbar/domain/fatwa/language';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { RequestIdVariables } from 'hono/request-id';
import type { AppDeps } from '../deps';
import { type AccessClaims, readAccessToken } from '../services/tokens';
import { DETAIL, Problem } from './problems';
import { sessionCacheOf } from './session-cache';

export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  phone: string | null;
  roles: Role[];
}

export type AppEnv = { Variables: RequestIdVariables & { user: CurrentUser } };

/** The language the person uses in the app (en, ar or pl), for texts the server writes to them. */
export function requestLanguage(c: Context): FatwaLanguage {
  return pickLanguage(c.req.header('accept-language'));
}

/**
 * The socket's address; X-Forwarded-For only behind a trusted proxy, since any client can write that
 * header and would otherwise dodge the per-address limits.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

/** The claims of the request's Bearer token, when it carries a well-signed, unexpired one. */
export async function readBearerClaims(deps: AppDeps, c: Context): Promise<AccessClaims | null> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ? readAccessToken(deps, match[1]) : null;
}

/**
 * 401 without a valid token of a live session, 403 when the account lacks every one of `roles`
 * (docs/decisions/0004). Roles are the database's, not the token's, so a role removed by an admin takes
 * effect at once: the session check is cached in memory only under the version every write to the
 * accounts moves (http/session-cache.ts, docs/decisions/0047).
 */
export function requireUser(deps: AppDeps, roles?: readonly Role[]) {
  const sessions = sessionCacheOf(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    const claims = await readBearerClaims(deps, c);
    const user = claims ? await sessions.lookup(claims.userId, claims.sessionId) : undefined;
    if (!user?.verifiedAt || !user.sessionActive)
      throw new Problem(401, DETAIL.unauthenticated, { 'WWW-Authenticate': 'Bearer' });
    if (roles && !roles.some((role) => user.roles.includes(role))) throw new Problem(403, DETAIL.forbidden);
    c.set('user', {
      id: user.id,
      username: user.username,
      email: user.email,
      phone: user.phone,
      roles: user.roles,
    });
    await next();
  });
}

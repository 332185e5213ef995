import { getConnInfo } from '@hono/node-server/conninfo';
import type { Role } from '@minbar/domain/access/roles';
import { type FatwaLanguage, pickLanguage } from '@minbar/domain/fatwa/language';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { RequestIdVariables } from 'hono/request-id';
import type { AppDeps } from '../deps';
import { readAccessToken } from '../services/tokens';
import { findUserById, rolesOf } from '../services/users';
import { DETAIL, Problem } from './problems';

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

/**
 * 401 without a valid token, 403 when the account lacks every one of `roles` (ENDPOINTS.md). Roles are
 * read from the database, not the token, so a role removed by an admin takes effect at once.
 */
export function requireUser(deps: AppDeps, roles?: readonly Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match?.[1] ? await readAccessToken(deps, match[1]) : null;
    const user = claims ? await findUserById(deps.db, claims.userId) : undefined;
    if (!user?.verifiedAt) throw new Problem(401, DETAIL.unauthenticated, { 'WWW-Authenticate': 'Bearer' });
    const userRoles = await rolesOf(deps.db, user.id);
    if (roles && !roles.some((role) => userRoles.includes(role))) throw new Problem(403, DETAIL.forbidden);
    c.set('user', {
      id: user.id,
      username: user.username,
      email: user.email,
      phone: user.phone,
      roles: userRoles,
    });
    await next();
  });
}

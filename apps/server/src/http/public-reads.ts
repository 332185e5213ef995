import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../deps';
import { type AppEnv, clientAddress, readBearerClaims } from './context';
import { tooManyAttempts } from './problems';

/**
 * The one limit on anonymous reads: every GET (and HEAD) of the API that carries no valid access
 * token is taken from its address's bucket in memory (docs/decisions/0033-public-read-limits.md),
 * before routing reaches a handler and so before any database work; past it, 429 with Retry-After.
 * Anonymous is decided by the request, not by a list of routes, so a public read added later is
 * limited without anyone remembering to; a forged token does not dodge it, since the token's
 * signature and expiry are checked (no database either), and staff who are signed in are not counted.
 */
export function publicReadLimit(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    // A load balancer's probes come from one address every few seconds and cost nothing to answer.
    const probe = c.req.path === '/api/health' || c.req.path === '/api/ready';
    if ((method === 'GET' || method === 'HEAD') && !probe && !(await readBearerClaims(deps, c))) {
      const verdict = deps.limits.publicReads.hit(clientAddress(c, deps.trustProxy));
      if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds);
    }
    await next();
  });
}

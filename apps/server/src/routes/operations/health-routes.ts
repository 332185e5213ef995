import type { ApiIndexAnswer, HealthAnswer, ReadyAnswer } from '@minbar/api/schemas/operations';
import serverPackage from '@minbar/server/package.json' with { type: 'json' };
import { type Context, Hono } from 'hono';
import { readiness } from '../../db/readiness';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';

/**
 * `GET /api`: what answers at the API's address, for whoever opens it by hand. The version is the
 * server package's (its package.json, bundled into dist). The server serves no API documentation, so
 * the answer says where in the repository the settings, the deployment and the contract are.
 */
export function apiIndex(c: Context<AppEnv>) {
  return c.json({
    name: 'Minbar API',
    version: serverPackage.version,
    health: '/api/health',
    ready: '/api/ready',
    docs: 'docs/configuration.md (settings) and docs/deploy.md (running it) in the Minbar repository; the API contract is packages/api/src/schemas',
  } satisfies ApiIndexAnswer);
}

/**
 * Health and readiness for whatever runs the server (systemd, a load balancer; docs/deploy.md).
 * Health never touches the database, so a process that lives is never restarted for a database that
 * went away; readiness asks it, so traffic goes only to an instance that can answer.
 */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', apiIndex)
    .get('/health', (c) => c.json({ status: 'ok' } satisfies HealthAnswer))
    .get('/ready', async (c) => {
      const state = deps.stopping?.()
        ? ({ ready: false, reason: 'stopping' } as const)
        : await readiness(deps.db);
      if (state.ready) return c.json({ status: 'ready' } satisfies ReadyAnswer);
      c.header('Retry-After', '5');
      return c.json({ status: 'unavailable', reason: state.reason } satisfies ReadyAnswer, 503);
    });
}

import type { HealthAnswer, ReadyAnswer } from '@minbar/api/schemas/operations';
import { Hono } from 'hono';
import { readiness } from '../../db/readiness';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';

/**
 * Health and readiness for whatever runs the server (systemd, a load balancer; docs/deploy.md).
 * Health never touches the database, so a process that lives is never restarted for a database that
 * went away; readiness asks it, so traffic goes only to an instance that can answer.
 */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
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

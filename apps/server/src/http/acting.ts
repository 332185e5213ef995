import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import type { Acting } from '../services/audit';
import type { AppEnv } from './context';

/**
 * One id per request for the audit trail: a route that writes in several transactions (a refund
 * records the provider's answer, then who refunded and why) is still one action, one entry. Ours,
 * not the request id a client may send, so two requests never share it.
 */
const actionIds = new WeakMap<Context<AppEnv>, string>();

function actionIdOf(c: Context<AppEnv>): string {
  let id = actionIds.get(c);
  if (id === undefined) {
    id = randomUUID();
    actionIds.set(c, id);
  }
  return id;
}

/** The signed-in staff member acting in this request, for the audit trail (services/audit.ts). */
export function actingOf(c: Context<AppEnv>, deps: Pick<AppDeps, 'now'>, action?: string): Acting {
  const user = c.get('user');
  return { actor: { id: user.id, username: user.username }, at: deps.now(), action, actionId: actionIdOf(c) };
}

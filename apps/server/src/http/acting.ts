import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import type { Acting } from '../services/audit';
import type { AppEnv } from './context';

/** The signed-in staff member acting in this request, for the audit trail (services/audit.ts). */
export function actingOf(c: Context<AppEnv>, deps: Pick<AppDeps, 'now'>, action?: string): Acting {
  const user = c.get('user');
  return { actor: { id: user.id, username: user.username }, at: deps.now(), action };
}

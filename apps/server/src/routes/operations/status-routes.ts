import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { type AppEnv, requireUser } from '../../http/context';
import { mailStatusOf, paymentsStatus } from '../../services/mosque-status';

/**
 * What an administrator checks on the Mosque settings page (docs/decisions/0004: administrators
 * only): whether payments and mail are set up and working. Configuration is told as yes or no and
 * by provider; keys, secrets and the mail server's address never leave the server.
 */
export function statusRoutes(deps: AppDeps) {
  const adminOnly = requireUser(deps, ADMIN_ROLES);
  return new Hono<AppEnv>()
    .get('/admin/status/payments', adminOnly, async (c) =>
      c.json(await paymentsStatus(deps.db, deps.payments, deps.paymentWebhookSecret)),
    )
    .get('/admin/status/mail', adminOnly, async (c) => c.json(await mailStatusOf(deps.db, deps.outbox)));
}

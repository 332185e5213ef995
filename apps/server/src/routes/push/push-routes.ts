import type { PushSubscriberCounts, StoredPushSubscription } from '@minbar/api/schemas/push';
import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import { LANGUAGES } from '@minbar/domain/input/languages';
import {
  isPushEndpoint,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  REMINDER_ISSUE,
} from '@minbar/domain/prayer/reminders';
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { pushSubscriptions } from '../../db/schema-push';
import type { AppDeps } from '../../deps';
import { type AppEnv, clientAddress, requireUser } from '../../http/context';
import { countAttempt } from '../../http/limits';
import { Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { canonicalCity } from '../../services/prayer-store';

export const PUSH_DETAIL = {
  off: 'Reminders are not available',
  unknown: 'No reminders are kept for this device',
} as const;

/** What the server keeps for a device, as the reminders page shows it. */
function stored(row: typeof pushSubscriptions.$inferSelect): StoredPushSubscription {
  return {
    endpoint: row.endpoint,
    locale: row.locale as StoredPushSubscription['locale'],
    city: row.city,
    choices: row.choices,
  };
}

/**
 * Prayer reminders by Web Push (docs/decisions/0054-prayer-reminders.md). Anonymous: a device is its
 * push address, which only that browser knows, so saving or removing by the address needs no account.
 * Only admins see how many devices subscribe, per language, and nothing about any of them.
 */
export function pushRoutes(deps: AppDeps) {
  const admin = requireUser(deps, ADMIN_ROLES);
  function delivery() {
    if (!deps.push) throw new Problem(404, PUSH_DETAIL.off);
    return deps.push;
  }

  return (
    new Hono<AppEnv>()
      .get('/public/push/key', (c) => c.json({ public_key: delivery().delivery.publicKey }))
      .put('/public/push/subscription', validate('json', pushSubscriptionSchema), async (c) => {
        const push = delivery();
        await countAttempt([[deps.limits.pushPerAddress, clientAddress(c, deps.trustProxy)]]);
        const body = c.req.valid('json');
        // Only the push services browsers use are reached over https; plain http only beside a test.
        if (!isPushEndpoint(body.endpoint, push.allowLocalEndpoints ?? false))
          throw new Problem(422, REMINDER_ISSUE.endpointInvalid);
        const values = {
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          locale: body.locale,
          city: canonicalCity(body.city),
          choices: body.choices,
        };
        const [row] = await deps.db
          .insert(pushSubscriptions)
          .values({ ...values, createdAt: deps.now(), updatedAt: deps.now() })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { ...values, updatedAt: deps.now() },
          })
          .returning();
        if (!row) throw new Error('push subscription upsert returned no row');
        return c.json(stored(row));
      })
      // The address is the device's secret: it comes in a body, as a URL's query ends up in logs.
      .post('/public/push/subscription/find', validate('json', pushUnsubscribeSchema), async (c) => {
        delivery();
        await countAttempt([[deps.limits.pushPerAddress, clientAddress(c, deps.trustProxy)]]);
        const [row] = await deps.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, c.req.valid('json').endpoint));
        if (!row) throw new Problem(404, PUSH_DETAIL.unknown);
        return c.json(stored(row));
      })
      .post('/public/push/unsubscribe', validate('json', pushUnsubscribeSchema), async (c) => {
        await countAttempt([[deps.limits.pushPerAddress, clientAddress(c, deps.trustProxy)]]);
        await deps.db
          .delete(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, c.req.valid('json').endpoint));
        return c.body(null, 204);
      })
      .get('/push/subscribers', admin, async (c) => {
        const rows = await deps.db
          .select({ locale: pushSubscriptions.locale, devices: count() })
          .from(pushSubscriptions)
          .groupBy(pushSubscriptions.locale);
        const answer: PushSubscriberCounts = { total: 0, by_language: { en: 0, ar: 0, pl: 0 } };
        for (const language of LANGUAGES) {
          const devices = rows.find((row) => row.locale === language)?.devices ?? 0;
          answer.by_language[language] = devices;
          answer.total += devices;
        }
        return c.json(answer);
      })
  );
}

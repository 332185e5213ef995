import { LANGUAGES } from '@minbar/domain/input/languages';
import { reminderChoicesSchema } from '@minbar/domain/prayer/reminders';
import * as v from 'valibot';

export {
  type PushSubscriptionSave,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  type ReminderChoices,
  reminderChoicesSchema,
} from '@minbar/domain/prayer/reminders';

/*
 * Prayer reminders by Web Push (no account): the server's public VAPID key, a device's subscription
 * with its choices saved or replaced by its push address, removed by the same address, and, for
 * admins, how many devices subscribe in each language (nothing else about them).
 */

/** GET /public/push/key: the key the browser subscribes with (applicationServerKey, base64url). */
export const pushKeySchema = v.object({ public_key: v.string() });
export type PushKey = v.InferOutput<typeof pushKeySchema>;

/**
 * PUT /public/push/subscription and POST /public/push/subscription/find answer what is stored: the
 * address, language, city and choices.
 */
export const storedPushSubscriptionSchema = v.object({
  endpoint: v.string(),
  locale: v.picklist(LANGUAGES),
  city: v.string(),
  choices: reminderChoicesSchema,
});
export type StoredPushSubscription = v.InferOutput<typeof storedPushSubscriptionSchema>;

/** GET /push/subscribers (admin): devices per language and in all. */
export const pushSubscriberCountsSchema = v.object({
  total: v.number(),
  by_language: v.object({ en: v.number(), ar: v.number(), pl: v.number() }),
});
export type PushSubscriberCounts = v.InferOutput<typeof pushSubscriberCountsSchema>;

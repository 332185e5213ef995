import * as v from 'valibot';
import type { ApiClient } from '../client';
import {
  type PushKey,
  type PushSubscriberCounts,
  type PushSubscriptionSave,
  pushKeySchema,
  pushSubscriberCountsSchema,
  type StoredPushSubscription,
  storedPushSubscriptionSchema,
} from '../schemas/push';

/** GET /public/push/key (anyone): the server's VAPID public key. */
export function getPushKey(client: ApiClient): Promise<PushKey> {
  return client.request(pushKeySchema, '/public/push/key', { auth: false });
}

/**
 * PUT /public/push/subscription (anyone): saves a device's subscription and choices, or replaces the
 * choices of the one with the same push address. 422 for choices out of range or a foreign address.
 */
export function savePushSubscription(
  client: ApiClient,
  body: PushSubscriptionSave,
): Promise<StoredPushSubscription> {
  return client.request(storedPushSubscriptionSchema, '/public/push/subscription', {
    method: 'PUT',
    auth: false,
    body,
  });
}

/**
 * POST /public/push/subscription/find (anyone): what the server keeps for the device with this push
 * address. The address is the device's only credential, so it travels in the body, never in a URL
 * that logs and caches keep. 404 (an `http` ApiError) when the server knows no such device.
 */
export function findPushSubscription(client: ApiClient, endpoint: string): Promise<StoredPushSubscription> {
  return client.request(storedPushSubscriptionSchema, '/public/push/subscription/find', {
    method: 'POST',
    auth: false,
    body: { endpoint },
  });
}

/** POST /public/push/unsubscribe (anyone): forgets the device with this push address; 204 either way. */
export async function deletePushSubscription(client: ApiClient, endpoint: string): Promise<void> {
  await client.request(v.unknown(), '/public/push/unsubscribe', {
    method: 'POST',
    auth: false,
    body: { endpoint },
  });
}

/** GET /push/subscribers (admin): how many devices subscribe, per language. */
export function getPushSubscriberCounts(client: ApiClient): Promise<PushSubscriberCounts> {
  return client.request(pushSubscriberCountsSchema, '/push/subscribers');
}

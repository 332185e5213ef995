import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/client';
import { pushSubscriptions } from '../db/schema-push';
import type { Log } from '../services/log';
import type { PushPayload } from './texts';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

/** An hour: a reminder not delivered by then is of no use, so the push service may drop it. */
const TIME_TO_LIVE_SECONDS = 60 * 60;

/**
 * Sends one push: web-push signs (VAPID) and encrypts (aes128gcm) the payload, and the request goes
 * out through fetch, which also reaches a push service on plain http beside the server in tests
 * (web-push's own sender speaks https only). A push service answering 404 or 410 says the device's
 * subscription is gone: its row is deleted, with what was sent to it.
 */
export function createPushDelivery(options: {
  db: Database;
  vapid: VapidKeys;
  fetch?: typeof fetch;
  log?: Log;
}) {
  const send = options.fetch ?? fetch;
  return {
    publicKey: options.vapid.publicKey,
    async deliver(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: options.vapid,
          TTL: TIME_TO_LIVE_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'high',
        },
      );
      let status: number;
      try {
        const response = await send(request.endpoint, {
          method: 'POST',
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
        await response.body?.cancel();
      } catch (error) {
        options.log?.('push failed', { level: 'warn', error: String(error) });
        return 'failed';
      }
      if (status === 404 || status === 410) {
        await options.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
        return 'gone';
      }
      if (status < 200 || status >= 300) {
        options.log?.('push refused', { level: 'warn', status });
        return 'failed';
      }
      return 'sent';
    },
  };
}

export type PushDelivery = ReturnType<typeof createPushDelivery>;

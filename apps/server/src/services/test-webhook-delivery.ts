import { loadStripe } from './payments';
import type { TestEvent, TestPaymentProvider } from './test-payment-provider';

/** Where Stripe delivers its events; the test provider delivers its own to the same endpoint. */
export const WEBHOOK_PATH = '/api/payments/stripe/webhook';

export interface TestWebhookDelivery {
  /** Resolves once every event reported so far has been delivered (tests wait on it). */
  idle(): Promise<void>;
  stop(): void;
}

/**
 * Delivers the test provider's events as Stripe does: after the request that caused them, as a POST
 * of the event's JSON signed with the webhook secret (Stripe's own signing, through the SDK), to the
 * app's webhook endpoint, which verifies and applies it as it would Stripe's. An event the endpoint
 * does not accept is delivered again, a few times, as Stripe retries.
 */
export function deliverTestWebhooks(
  provider: TestPaymentProvider,
  secret: string,
  post: (request: Request) => Response | Promise<Response>,
  log: (line: string) => void,
  retryDelayMs = 1000,
  /** The clock the endpoint checks a signature's time against: the server's (tests move it). */
  now: () => Date = () => new Date(),
): TestWebhookDelivery {
  const inFlight = new Set<Promise<void>>();

  async function deliver(event: TestEvent) {
    const payload = JSON.stringify(event);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      // Stripe's events leave after the request that caused them has answered.
      await new Promise((resolve) => setTimeout(resolve, attempt === 1 ? 0 : retryDelayMs));
      const signature = (await loadStripe()).webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: Math.floor(now().getTime() / 1000),
      });
      const answer = await Promise.resolve(
        post(
          new Request(`http://localhost${WEBHOOK_PATH}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body: payload,
          }),
        ),
      ).catch((error: unknown) => new Response(String(error), { status: 599 }));
      if (answer.ok) return;
      log(`test webhook ${event.id} (${event.type}) answered ${answer.status}, attempt ${attempt}`);
    }
  }

  const stop = provider.onEvent((event) => {
    const delivery = deliver(event).finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  });

  return {
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    stop,
  };
}

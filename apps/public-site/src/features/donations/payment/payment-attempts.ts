/**
 * One idempotency key per payment attempt. The server records an attempt under its key and answers
 * a repeat of the same key with the first outcome, charging once; the same key with other details is
 * refused. So:
 * - a lost answer (no answer at all) leaves the attempt open: pressing Pay again with the same
 *   details sends the same key, and a payment that did go through is not charged twice;
 * - a definitive answer (declined, refused) closes it: the next press is a new attempt with a new key,
 *   or a declined card would be declined forever and another card refused as a reused key;
 * - changed details (another card, another name) are another attempt.
 * A press while one is in flight is the same request, not another (double click).
 */
export interface PaymentAttempts<P, R> {
  submit(details: P, send: (details: P, idempotencyKey: string) => Promise<R>): Promise<R>;
}

/** What became of a request: 'lost' when no answer came back, so the outcome is unknown. */
export type AttemptEnd = 'answered' | 'lost';

export function createPaymentAttempts<P, R>(
  newKey: () => string,
  classify: (error: unknown) => AttemptEnd,
): PaymentAttempts<P, R> {
  let open: { key: string; digest: string } | null = null;
  let inFlight: Promise<R> | null = null;

  return {
    submit(details, send) {
      if (inFlight) return inFlight;
      const digest = JSON.stringify(details);
      if (!open || open.digest !== digest) open = { key: newKey(), digest };
      const attempt = open;
      inFlight = send(details, attempt.key).then(
        (result) => {
          open = null;
          return result;
        },
        (error: unknown) => {
          if (classify(error) === 'answered') open = null;
          throw error;
        },
      );
      inFlight.then(
        () => {
          inFlight = null;
        },
        () => {
          inFlight = null;
        },
      );
      return inFlight;
    },
  };
}

/** A key the server accepts (letters, digits, '-'; 16 to 100 characters). */
export function randomIdempotencyKey(): string {
  return crypto.randomUUID();
}

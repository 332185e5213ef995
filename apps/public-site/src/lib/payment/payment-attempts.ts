/**
 * One idempotency key per payment attempt. The server records an attempt under its key and answers
 * a repeat of the same key with the first outcome, charging once; the same key with other details is
 * refused. So:
 * - a lost answer (no answer at all) leaves the attempt open: pressing Pay again with the same
 *   details sends the same key, and a payment that did go through is not charged twice;
 * - a definitive answer (declined, refused) closes it: the next press is a new attempt with a new key,
 *   or a declined card would be declined forever and another card refused as a reused key;
 * - changed details (another card, another name) after a lost answer first settle the open attempt:
 *   its request goes again, unchanged, under its key. If it had gone through, that is the outcome
 *   (the donor is thanked, the new card is never charged); if it is answered with a refusal, the new
 *   details go as a new attempt; if no answer comes again, the outcome is still unknown.
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
  let open: { key: string; digest: string; details: P } | null = null;
  let inFlight: Promise<R> | null = null;

  const attempt = (details: P, send: (details: P, key: string) => Promise<R>): Promise<R> => {
    const digest = JSON.stringify(details);
    if (!open || open.digest !== digest) open = { key: newKey(), digest, details };
    return send(details, open.key).then(
      (result) => {
        open = null;
        return result;
      },
      (error: unknown) => {
        if (classify(error) === 'answered') open = null;
        throw error;
      },
    );
  };

  return {
    submit(details, send) {
      if (inFlight) return inFlight;
      const unsettled = open && open.digest !== JSON.stringify(details) ? open : null;
      inFlight = unsettled
        ? send(unsettled.details, unsettled.key).then(
            (result) => {
              open = null;
              return result;
            },
            (error: unknown) => {
              if (classify(error) === 'lost') throw error;
              open = null;
              return attempt(details, send);
            },
          )
        : attempt(details, send);
      const settled = () => {
        inFlight = null;
      };
      inFlight.then(settled, settled);
      return inFlight;
    },
  };
}

/** A key the server accepts (letters, digits, '-'; 16 to 100 characters). */
export function randomIdempotencyKey(): string {
  return crypto.randomUUID();
}

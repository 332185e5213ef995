import { isApiError, isNetworkFailure } from '@minbar/api/errors';
import type { DonationHistoryItem } from '@minbar/api/schemas/donations';
import type { QueryClient } from '@tanstack/react-query';
import { donationsQueryKey } from './queries/donation-keys';

/*
 * A refund keeps its idempotency key until it has a definite answer. The key is kept in the browser
 * with what was asked (the amount and the reason: the provider answers a key only for the same
 * request) before the request is sent, so closing the dialog, reloading the page or coming back the
 * next morning asks for the same refund again, which the provider makes once. Each rule is tested in
 * refund-attempts.test.ts.
 *
 * - An answer (the refund made, or refused for a reason that holds: 4xx) is definite: the key goes.
 * - No answer (503, the network, a server fault) is not: the key stays, and the dialog says the refund
 *   is being checked. The webhook or the payment sweep brings the gift up to date; a gift whose
 *   refunded amount grew since the refund was sent settles it, and the key goes.
 */

/** A refund sent and not yet answered: its key and what it asked for. */
export interface RefundAttempt {
  giftId: number;
  key: string;
  /** A part, or undefined for all that was left. */
  amount: number | undefined;
  reason: string;
  /** The gift's refunded amount when it was sent: more than this later means it went through. */
  refundedBefore: number;
}

type AttemptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storageKey = (giftId: number) => `minbar.refund.${giftId}`;

function isAttempt(value: unknown, giftId: number): value is RefundAttempt {
  if (typeof value !== 'object' || value === null) return false;
  const attempt = value as Partial<RefundAttempt>;
  return (
    attempt.giftId === giftId &&
    typeof attempt.key === 'string' &&
    typeof attempt.reason === 'string' &&
    typeof attempt.refundedBefore === 'number' &&
    (attempt.amount === undefined || typeof attempt.amount === 'number')
  );
}

/** The refund attempts kept in the browser (localStorage by default; null keeps none). */
export function refundAttempts(
  storage: AttemptStorage | null = typeof localStorage === 'undefined' ? null : localStorage,
) {
  return {
    read(giftId: number): RefundAttempt | null {
      try {
        const value: unknown = JSON.parse(storage?.getItem(storageKey(giftId)) ?? 'null');
        return isAttempt(value, giftId) ? value : null;
      } catch {
        return null;
      }
    },
    save(attempt: RefundAttempt) {
      storage?.setItem(storageKey(attempt.giftId), JSON.stringify(attempt));
    },
    clear(giftId: number) {
      storage?.removeItem(storageKey(giftId));
    },
  };
}

/** Whether a failed refund request's answer is definite (the key goes) or missing (the key stays). */
export function refundAnswerIsDefinite(error: unknown): boolean {
  if (isNetworkFailure(error)) return false;
  if (!isApiError(error) || error.kind !== 'http' || error.status === null) return false;
  return error.status < 500;
}

/** Whether the gift as the server now tells it shows the attempt went through (the webhook, the sweep). */
export function refundArrived(attempt: RefundAttempt, gift: { refunded_amount: number }): boolean {
  return gift.refunded_amount > attempt.refundedBefore;
}

/**
 * The gift as the history last read it: the dialog was opened with the row as it was then, and a
 * refund settled by the webhook or the sweep shows only in a later read.
 */
export function latestGift(queryClient: QueryClient, gift: DonationHistoryItem): DonationHistoryItem {
  let latest = gift;
  for (const [, data] of queryClient.getQueriesData<{ items?: unknown }>({ queryKey: donationsQueryKey })) {
    if (!Array.isArray(data?.items)) continue;
    for (const item of data.items as Array<Partial<DonationHistoryItem>>)
      if (
        item.id === gift.id &&
        typeof item.refunded_amount === 'number' &&
        item.refunded_amount > latest.refunded_amount
      )
        latest = item as DonationHistoryItem;
  }
  return latest;
}

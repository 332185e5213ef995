import { ApiError } from '@minbar/api/errors';
import type { DonationHistoryItem } from '@minbar/api/schemas/donations';
import { describe, expect, it } from 'vitest';
import {
  latestGift,
  type RefundAttempt,
  refundAnswerIsDefinite,
  refundArrived,
  refundAttempts,
} from './refund-attempts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
    removeItem: (name: string) => void items.delete(name),
  };
}

const ATTEMPT: RefundAttempt = {
  giftId: 7,
  key: 'refund-0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0',
  amount: 25.5,
  reason: 'Given twice by mistake',
  refundedBefore: 0,
};

describe('a refund attempt kept in the browser', () => {
  it('is read back with its key after the dialog closes or the page reloads, until cleared', () => {
    const storage = memoryStorage();
    refundAttempts(storage).save(ATTEMPT);
    expect(refundAttempts(storage).read(7)).toEqual(ATTEMPT);
    expect(refundAttempts(storage).read(8)).toBeNull();
    refundAttempts(storage).clear(7);
    expect(refundAttempts(storage).read(7)).toBeNull();
  });

  it('ignores what it cannot read as an attempt of that gift', () => {
    const storage = memoryStorage();
    storage.setItem('minbar.refund.7', '{not json');
    expect(refundAttempts(storage).read(7)).toBeNull();
    storage.setItem('minbar.refund.7', JSON.stringify({ ...ATTEMPT, giftId: 8 }));
    expect(refundAttempts(storage).read(7)).toBeNull();
    expect(refundAttempts(null).read(7)).toBeNull();
  });
});

describe('whether a refund answer is definite', () => {
  it.each<[string, unknown, boolean]>([
    ['refused as not refundable', new ApiError({ kind: 'http', status: 409 }), true],
    ['refused as too large', new ApiError({ kind: 'http', status: 422 }), true],
    ['the provider did not answer', new ApiError({ kind: 'http', status: 503 }), false],
    ['a server fault', new ApiError({ kind: 'http', status: 500 }), false],
    ['no answer at all', new ApiError({ kind: 'network' }), false],
    ['an answer in another shape', new ApiError({ kind: 'contract', status: 200 }), false],
    ['something else thrown', new Error('boom'), false],
  ])('%s: %s', (_case, error, definite) => {
    expect(refundAnswerIsDefinite(error)).toBe(definite);
  });
});

describe('a refund that arrived meanwhile', () => {
  it.each<[number, boolean]>([
    [0, false],
    [25.5, true],
    [10, true],
  ])('refunded %s after 0 before: %s', (refunded, arrived) => {
    expect(refundArrived(ATTEMPT, { refunded_amount: refunded })).toBe(arrived);
  });
});

describe('the gift as the history last read it', () => {
  it('is the newest read that shows more given back, else the row the dialog opened with', async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    const { donationsQueryKey } = await import('./queries/donation-keys');
    const queryClient = new QueryClient();
    const opened = { id: 7, refunded_amount: 0 } as DonationHistoryItem;
    expect(latestGift(queryClient, opened)).toBe(opened);
    queryClient.setQueryData([...donationsQueryKey, 'categories'], { items: [{ id: 7, name: 'Zakat' }] });
    queryClient.setQueryData([...donationsQueryKey, 'history', 1], {
      items: [
        { id: 7, refunded_amount: 25.5 },
        { id: 8, refunded_amount: 40 },
      ],
    });
    expect(latestGift(queryClient, opened)).toMatchObject({ id: 7, refunded_amount: 25.5 });
  });
});

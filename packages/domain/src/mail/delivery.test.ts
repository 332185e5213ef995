import { describe, expect, it } from 'vitest';
import { canSendAgain, MAX_DELIVERY_ATTEMPTS, mailStatus } from './delivery';

describe('where a sent mail stands', () => {
  it.each([
    { deliveredAt: '2026-11-26T10:00:00Z', attempts: 0, status: 'sent', again: false },
    // Refused before and taken at last: it arrived.
    { deliveredAt: '2026-11-26T10:00:00Z', attempts: 3, status: 'sent', again: false },
    { deliveredAt: null, attempts: 0, status: 'pending', again: false },
    { deliveredAt: null, attempts: MAX_DELIVERY_ATTEMPTS - 1, status: 'pending', again: false },
    { deliveredAt: null, attempts: MAX_DELIVERY_ATTEMPTS, status: 'failed', again: true },
    { deliveredAt: null, attempts: MAX_DELIVERY_ATTEMPTS + 2, status: 'failed', again: true },
  ] as const)(
    'delivered $deliveredAt after $attempts refusals: $status',
    ({ deliveredAt, attempts, status, again }) => {
      expect(mailStatus({ deliveredAt, attempts })).toBe(status);
      expect(canSendAgain({ deliveredAt, attempts })).toBe(again);
    },
  );
});

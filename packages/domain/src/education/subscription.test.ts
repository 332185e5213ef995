import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  canConfirmSuspension,
  isBlankReason,
  periodEndAfter,
  subscriberCount,
  subscribersPackageId,
  subscriptionStatus,
  suspensionReasonSchema,
} from './subscription';

describe('the suspension reason', () => {
  it.each([
    ['Unpaid since March', 'Unpaid since March'],
    ['  Moved away ', 'Moved away'],
  ])('%j is kept as %j', (reason, kept) => {
    expect(v.parse(suspensionReasonSchema, reason)).toBe(kept);
  });

  it.each([[''], ['   '], ['\n\t'], [null], ['x'.repeat(501)]])('%j is refused', (reason) => {
    expect(v.safeParse(suspensionReasonSchema, reason).success).toBe(false);
  });

  it.each([
    ['', false, false],
    ['  ', false, false],
    ['Unpaid', false, true],
    ['Unpaid', true, false],
  ])('confirm with %j while running=%s: %s', (reason, running, enabled) => {
    expect(canConfirmSuspension(reason, running)).toBe(enabled);
    expect(isBlankReason(reason)).toBe(reason.trim() === '');
  });
});

describe('subscribersPackageId', () => {
  it.each([
    ['7', 7],
    ['12', 12],
    [' 3 ', 3],
    [undefined, null],
    [null, null],
    ['', null],
    ['undefined', null],
    ['abc', null],
    ['7abc', null],
    ['1.5', null],
    ['-2', null],
    ['0', null],
    ['99999999999', null],
  ])('%j → %s', (param, id) => {
    expect(subscribersPackageId(param)).toBe(id);
  });
});

describe('subscriberCount', () => {
  it.each([
    [{ total_items: 14 }, [1, 2], 14],
    [{ total: 9 }, [1, 2], 9],
    [{ total: 0 }, [], 0],
    [null, [1, 2, 3], 3],
    [{}, [1], 1],
    [undefined, undefined, 0],
  ])('%j with %j → %i', (pagination, list, count) => {
    expect(subscriberCount(pagination, list)).toBe(count);
  });
});

describe('periodEndAfter', () => {
  it.each([
    ['2026-03-01', '2026-04-01'],
    ['2026-01-31', '2026-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-12-15', '2027-01-15'],
    ['2026-05-31', '2026-06-30'],
  ])('%s → %s', (start, end) => {
    expect(periodEndAfter(start)).toBe(end);
  });
});

it('names the status as the subscribers table does', () => {
  expect(subscriptionStatus({ is_active: true })).toBe('active');
  expect(subscriptionStatus({ is_active: false })).toBe('notActivated');
});

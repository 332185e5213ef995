import type { DonationCategory, DonationHistoryItem } from '@minbar/api/schemas/donations';
import { describe, expect, it } from 'vitest';
import { groupByTab, pageOf, totalsByMonth } from './donations-model';

const category = (id: number, is_available: boolean, is_system_defined: boolean): DonationCategory => ({
  id,
  name: `c${id}`,
  title: '',
  description: '',
  image: null,
  payment_type: 'One Time',
  default_value: 1,
  target_amount: 10,
  current_amount: 0,
  is_available,
  is_system_defined,
  is_zakat: false,
});

const gift = (id: number, date: string, amount: number): DonationHistoryItem => ({
  id,
  donor_name: null,
  is_anonymous: true,
  dedication: null,
  category_name: null,
  date,
  amount,
  currency: 'PLN',
  status: 'succeeded',
  refunded_amount: 0,
  method: 'card',
  frequency: 'one-time',
  needs_attention: false,
});

describe('groupByTab', () => {
  it('puts every category not activated under Not activated, and splits the rest by kind', () => {
    const groups = groupByTab([
      category(1, true, true),
      category(2, false, true),
      category(3, true, false),
      category(4, false, false),
    ]);
    expect(groups.main.map((each) => each.id)).toEqual([1]);
    expect(groups.customized.map((each) => each.id)).toEqual([3]);
    expect(groups.inactive.map((each) => each.id)).toEqual([2, 4]);
  });
});

describe('pageOf', () => {
  it('cuts pages of ten', () => {
    const rows = Array.from({ length: 23 }, (_, index) => index);
    expect(pageOf(rows, 3)).toEqual([20, 21, 22]);
    expect(pageOf(rows, 1)).toHaveLength(10);
  });
});

describe('totalsByMonth', () => {
  it('sums the gifts of each UTC month, oldest first, with months without gifts as 0', () => {
    expect(
      totalsByMonth([
        gift(1, '2026-03-31T23:30:00Z', 25),
        gift(2, '2026-01-02T10:00:00Z', 15.1),
        gift(3, '2026-01-20T10:00:00Z', 0.2),
        gift(4, '2026-03-01T00:00:00Z', 50),
      ]),
    ).toEqual([
      { month: '2026-01', total: 15.3, count: 2 },
      { month: '2026-02', total: 0, count: 0 },
      { month: '2026-03', total: 75, count: 2 },
    ]);
  });

  it('counts each gift less what was given back of it, a wholly refunded one as nothing', () => {
    expect(
      totalsByMonth([
        { ...gift(1, '2026-03-02T10:00:00Z', 100), refunded_amount: 40 },
        { ...gift(2, '2026-03-03T10:00:00Z', 25), status: 'refunded', refunded_amount: 25 },
        gift(3, '2026-03-04T10:00:00Z', 10),
      ]),
    ).toEqual([{ month: '2026-03', total: 70, count: 3 }]);
  });

  it('crosses a year and returns nothing for no gifts', () => {
    expect(
      totalsByMonth([gift(1, '2025-12-05T00:00:00Z', 10), gift(2, '2026-01-05T00:00:00Z', 20)]).map(
        (m) => m.month,
      ),
    ).toEqual(['2025-12', '2026-01']);
    expect(totalsByMonth([])).toEqual([]);
  });
});

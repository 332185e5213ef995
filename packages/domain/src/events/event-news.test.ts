import { describe, expect, it } from 'vitest';
import { bookingPriceNews, moneyOnCancellation, refundDue, scheduleChanges } from './event-news';
import type { EventPrices } from './pricing';

const PRICES: EventPrices = {
  price_adult_no_transport: 50,
  price_adult_with_transport: 70,
  price_child_above_3_no_transport: 30,
  price_child_above_3_with_transport: 50,
  price_child_below_3_no_transport: 0,
  price_child_below_3_with_transport: 20,
  discount_percentage_children_above_3_same_family: 0,
};

const person = { type: 'personal', transportation: false } as const;
const family = {
  type: 'family',
  num_adults: 2,
  num_children_above_3: 1,
  num_children_below_3: 0,
  use_transport: false,
} as const;

describe('scheduleChanges', () => {
  const before = { date: '2026-03-20', time: '18:30', place: 'Main hall' };

  it('names each fact that changed with its value before, and leaves the others out', () => {
    expect(scheduleChanges(before, { ...before, time: '19:00', place: 'Garden' })).toEqual({
      time: '18:30',
      place: 'Main hall',
    });
  });

  it('is empty when nothing the reader plans around changed', () => {
    expect(scheduleChanges(before, { ...before })).toEqual({});
  });
});

describe('bookingPriceNews', () => {
  it('tells a paid booking the prices for a booking like it, and that it keeps its own', () => {
    const raised = { ...PRICES, price_adult_no_transport: 60 };
    expect(bookingPriceNews({ booking: person, price: 50, paymentStatus: 'paid' }, PRICES, raised)).toEqual({
      was: 50,
      now: 60,
      booked: 50,
      standing: 'paid',
    });
  });

  it('tells an unpaid booking it still costs what it was booked for, and one booked free that it stays free', () => {
    const lowered = { ...PRICES, price_child_above_3_no_transport: 10 };
    expect(
      bookingPriceNews({ booking: family, price: 130, paymentStatus: 'pending' }, PRICES, lowered),
    ).toMatchObject({ was: 130, now: 110, booked: 130, standing: 'to_pay' });
    expect(
      bookingPriceNews({ booking: person, price: 0, paymentStatus: 'free' }, PRICES, {
        ...PRICES,
        price_adult_no_transport: 20,
      }),
    ).toMatchObject({ standing: 'free', booked: 0 });
  });

  it('says nothing when only another kind of booking costs differently, or the money was given back', () => {
    const childOnly = { ...PRICES, price_child_below_3_with_transport: 25 };
    expect(bookingPriceNews({ booking: person, price: 50, paymentStatus: 'paid' }, PRICES, childOnly)).toBe(
      null,
    );
    const raised = { ...PRICES, price_adult_no_transport: 60 };
    expect(bookingPriceNews({ booking: person, price: 50, paymentStatus: 'refunded' }, PRICES, raised)).toBe(
      null,
    );
  });

  it('follows the family discount, counted in grosze', () => {
    const discounted = { ...PRICES, discount_percentage_children_above_3_same_family: 10 };
    expect(
      bookingPriceNews({ booking: family, price: 130, paymentStatus: 'pending' }, PRICES, discounted),
    ).toMatchObject({ was: 130, now: 127 });
  });
});

describe('moneyOnCancellation', () => {
  it.each([
    ['pending', null, 'nothing_paid'],
    ['free', null, 'free'],
    ['paid', 'online', 'refund_online'],
    ['paid', 'cash', 'refund_cash'],
    ['paid', 'transfer', 'refund_transfer'],
    ['paid', null, 'refund_other'],
    ['refunded', 'online', 'refunded'],
  ] as const)('a booking %s (via %s) is told %s', (status, via, money) => {
    expect(moneyOnCancellation(status, via)).toBe(money);
  });
});

describe('refundDue', () => {
  it('is a paid booking of a cancelled event only', () => {
    expect(refundDue('canceled', 'paid')).toBe(true);
    expect(refundDue('active', 'paid')).toBe(false);
    expect(refundDue('canceled', 'refunded')).toBe(false);
    expect(refundDue('canceled', 'pending')).toBe(false);
  });
});

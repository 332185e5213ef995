import { describe, expect, it } from 'vitest';
import {
  bookingPrice,
  type EventPrices,
  familyBookingPrice,
  personalBookingPrice,
  transportPriceInversions,
} from './pricing';

/** Example prices: 50, 70, 30, 50, 0, 20, and no discount. */
const PRICES: EventPrices = {
  price_adult_no_transport: 50,
  price_adult_with_transport: 70,
  price_child_above_3_no_transport: 30,
  price_child_above_3_with_transport: 50,
  price_child_below_3_no_transport: 0,
  price_child_below_3_with_transport: 20,
  discount_percentage_children_above_3_same_family: 0,
};

const family = (adults: number, above3: number, below3: number, transport: boolean) => ({
  num_adults: adults,
  num_children_above_3: above3,
  num_children_below_3: below3,
  use_transport: transport,
});

describe('familyBookingPrice', () => {
  it.each([
    [family(1, 0, 0, false), 0, 50],
    [family(1, 0, 0, true), 0, 70],
    [family(2, 2, 1, false), 0, 2 * 50 + 2 * 30 + 0],
    [family(2, 2, 1, true), 0, 2 * 70 + 2 * 50 + 20],
    [family(2, 2, 1, false), 10, 2 * 50 + 54 + 0],
    [family(2, 2, 1, true), 10, 2 * 70 + 90 + 20],
    [family(1, 3, 2, true), 100, 70 + 0 + 40],
    [family(1, 1, 0, false), 33.33, 50 + 20],
    [family(0, 0, 3, true), 50, 60],
  ])('%j with a %d%% discount costs %d PLN', (booking, discount, price) => {
    expect(
      familyBookingPrice(booking, { ...PRICES, discount_percentage_children_above_3_same_family: discount }),
    ).toBe(price);
  });

  it('discounts the children above 3 only, never the adults or the youngest', () => {
    const prices = { ...PRICES, discount_percentage_children_above_3_same_family: 50 };
    expect(familyBookingPrice(family(3, 0, 2, true), prices)).toBe(3 * 70 + 2 * 20);
    expect(familyBookingPrice(family(0, 2, 0, true), prices)).toBe(50);
  });

  it('adds in grosze, so decimal prices add up exactly', () => {
    const prices = { ...PRICES, price_adult_no_transport: 0.1, price_child_above_3_no_transport: 0.2 };
    expect(familyBookingPrice(family(1, 1, 0, false), prices)).toBe(0.3);
    const discounted = { ...prices, price_child_above_3_no_transport: 12.5 };
    expect(
      familyBookingPrice(family(0, 1, 0, false), {
        ...discounted,
        discount_percentage_children_above_3_same_family: 15,
      }),
    ).toBe(10.63);
  });
});

describe('personalBookingPrice and bookingPrice', () => {
  it.each([
    [false, 50],
    [true, 70],
  ])('a personal booking with transport %s costs one adult: %d PLN', (transportation, price) => {
    expect(personalBookingPrice({ transportation }, PRICES)).toBe(price);
    expect(bookingPrice({ type: 'personal', transportation }, PRICES)).toBe(price);
  });

  it.each([
    [false, 50],
    [true, 70],
  ])(
    'a student with transport %s pays the adult price (%d PLN): students have no price of their own',
    (transportation, price) => {
      // A personal booking as the form sends it, the student flag included.
      const student = { type: 'personal' as const, transportation, student: true };
      const notStudent = { ...student, student: false };
      expect(bookingPrice(student, PRICES)).toBe(price);
      expect(bookingPrice(student, PRICES)).toBe(bookingPrice(notStudent, PRICES));
    },
  );

  it('prices a family booking by its headcount', () => {
    expect(bookingPrice({ type: 'family', ...family(2, 1, 1, true) }, PRICES)).toBe(140 + 50 + 20);
  });

  it('is free when every price is 0', () => {
    const free = Object.fromEntries(Object.keys(PRICES).map((key) => [key, 0])) as unknown as EventPrices;
    expect(bookingPrice({ type: 'family', ...family(4, 4, 4, true) }, free)).toBe(0);
  });
});

describe('transportPriceInversions', () => {
  const prices = (change: Partial<EventPrices>) => ({ ...PRICES, ...change });
  it.each<[string, Partial<EventPrices>, string[]]>([
    ['transport dearer for every age', {}, []],
    ['transport at the same price (offered free)', { price_adult_with_transport: 50 }, []],
    [
      'every price 0',
      {
        price_adult_no_transport: 0,
        price_adult_with_transport: 0,
        price_child_above_3_no_transport: 0,
        price_child_above_3_with_transport: 0,
        price_child_below_3_no_transport: 0,
        price_child_below_3_with_transport: 0,
      },
      [],
    ],
    ['an adult cheaper with transport', { price_adult_with_transport: 40 }, ['adult']],
    ['a child over 3 cheaper by one grosz', { price_child_above_3_with_transport: 29.99 }, ['child_above_3']],
    [
      'a child under 3 with transport at 0, 5 without',
      { price_child_below_3_no_transport: 5, price_child_below_3_with_transport: 0 },
      ['child_below_3'],
    ],
    // Ages are never compared with each other: an adult's with-transport price below a child's is fine.
    [
      'an adult with transport below a child without',
      {
        price_adult_with_transport: 55,
        price_child_above_3_no_transport: 60,
        price_child_above_3_with_transport: 60,
      },
      [],
    ],
    [
      'two ages swapped',
      { price_adult_with_transport: 30, price_child_above_3_with_transport: 10 },
      ['adult', 'child_above_3'],
    ],
  ])('%s: %j', (_, change, ages) => {
    expect(transportPriceInversions(prices(change)).map((each) => each.age)).toEqual(ages);
  });

  it('names both prices of the pair it flags', () => {
    expect(transportPriceInversions(prices({ price_adult_with_transport: 40 }))).toEqual([
      { age: 'adult', withoutTransport: 50, withTransport: 40 },
    ]);
  });
});

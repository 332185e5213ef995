/** The six prices of an event (PLN) and the discount on a family's children above 3 (percent). */
export interface EventPrices {
  price_adult_no_transport: number;
  price_adult_with_transport: number;
  price_child_above_3_no_transport: number;
  price_child_above_3_with_transport: number;
  price_child_below_3_no_transport: number;
  price_child_below_3_with_transport: number;
  discount_percentage_children_above_3_same_family: number;
}

export interface FamilyHeadcount {
  num_adults: number;
  num_children_above_3: number;
  num_children_below_3: number;
  use_transport: boolean;
}

export interface PersonalChoice {
  transportation: boolean;
}

/** Money is added in whole grosze, so 0.1 + 0.2 never becomes 0.30000000000000004. */
const grosze = (pln: number) => Math.round(pln * 100);
const zloty = (minor: number) => minor / 100;

/**
 * A family's booking: each adult, each child above 3 and each child below 3 at the event's price for
 * their age, with or without transport. The family discount lowers the children-above-3 part only,
 * rounded to the nearest grosz.
 */
export function familyBookingPrice(family: FamilyHeadcount, prices: EventPrices): number {
  const transport = family.use_transport;
  const adult = grosze(transport ? prices.price_adult_with_transport : prices.price_adult_no_transport);
  const above3 = grosze(
    transport ? prices.price_child_above_3_with_transport : prices.price_child_above_3_no_transport,
  );
  const below3 = grosze(
    transport ? prices.price_child_below_3_with_transport : prices.price_child_below_3_no_transport,
  );
  const discount = Math.min(100, Math.max(0, prices.discount_percentage_children_above_3_same_family));
  const childrenAbove3 = family.num_children_above_3 * above3;
  const discounted = Math.round((childrenAbove3 * (10_000 - Math.round(discount * 100))) / 10_000);
  return zloty(family.num_adults * adult + discounted + family.num_children_below_3 * below3);
}

/** A personal booking is one adult, with or without transport. */
export function personalBookingPrice(person: PersonalChoice, prices: EventPrices): number {
  return zloty(
    grosze(person.transportation ? prices.price_adult_with_transport : prices.price_adult_no_transport),
  );
}

export type PricedBooking = ({ type: 'personal' } & PersonalChoice) | ({ type: 'family' } & FamilyHeadcount);

/** The price of either kind of booking, the one rule the public form and the server share. */
export function bookingPrice(booking: PricedBooking, prices: EventPrices): number {
  return booking.type === 'family'
    ? familyBookingPrice(booking, prices)
    : personalBookingPrice(booking, prices);
}

/** The ages an event is priced for, each with a price without and with transport. */
export const TRANSPORT_PRICE_PAIRS = [
  { age: 'adult', without: 'price_adult_no_transport', with: 'price_adult_with_transport' },
  {
    age: 'child_above_3',
    without: 'price_child_above_3_no_transport',
    with: 'price_child_above_3_with_transport',
  },
  {
    age: 'child_below_3',
    without: 'price_child_below_3_no_transport',
    with: 'price_child_below_3_with_transport',
  },
] as const satisfies readonly { age: string; without: keyof EventPrices; with: keyof EventPrices }[];

export type PricedAge = (typeof TRANSPORT_PRICE_PAIRS)[number]['age'];

export interface TransportPriceInversion {
  age: PricedAge;
  withoutTransport: number;
  withTransport: number;
}

/**
 * The ages whose price with transport is below their price without it (the same age, never across
 * ages): usually two prices typed in each other's box, so the form asks before saving. Equal prices
 * are fine (transport offered free); so is a lower price asked for on purpose, once confirmed.
 */
export function transportPriceInversions(
  prices: Pick<EventPrices, (typeof TRANSPORT_PRICE_PAIRS)[number]['without' | 'with']>,
): TransportPriceInversion[] {
  return TRANSPORT_PRICE_PAIRS.filter((pair) => grosze(prices[pair.with]) < grosze(prices[pair.without])).map(
    (pair) => ({ age: pair.age, withoutTransport: prices[pair.without], withTransport: prices[pair.with] }),
  );
}

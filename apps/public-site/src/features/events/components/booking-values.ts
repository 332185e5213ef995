import { type BookingInput, type BookingIssue, checkBooking } from '@minbar/domain/events/booking';
import { bookingPrice, type EventPrices } from '@minbar/domain/events/pricing';
import type { EventsMessageId } from '../events-intl';

/**
 * The booking form as the visitor fills it in: one set of values for both kinds, so switching between
 * "just me" and "my family" keeps the phone, email and city typed; counts as typed.
 */
export interface BookingValues {
  type: 'personal' | 'family';
  /** The visitor's name, or the parent's for a family. */
  name: string;
  phone: string;
  email: string;
  student: boolean;
  transport: boolean;
  city: string;
  adults: string;
  childrenAbove3: string;
  childrenBelow3: string;
}

export const EMPTY_BOOKING: BookingValues = {
  type: 'personal',
  name: '',
  phone: '',
  email: '',
  student: false,
  transport: false,
  city: '',
  adults: '1',
  childrenAbove3: '0',
  childrenBelow3: '0',
};

/** A count as typed: a whole number, or NaN (which the booking rules refuse). */
function count(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The booking the server receives (its JSON body), from what the form holds. */
export function toBooking(values: BookingValues): BookingInput {
  const city = values.transport ? values.city.trim() : '';
  if (values.type === 'personal') {
    return {
      type: 'personal',
      name: values.name.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      student: values.student,
      transportation: values.transport,
      city,
    };
  }
  return {
    type: 'family',
    parent_name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    num_adults: count(values.adults),
    num_children_above_3: count(values.childrenAbove3),
    num_children_below_3: count(values.childrenBelow3),
    use_transport: values.transport,
    city,
  };
}

export interface PriceLine {
  label: EventsMessageId;
  count: number;
  unit: number;
  amount: number;
}

export interface PriceBreakdown {
  lines: PriceLine[];
  /** What the family discount takes off (0 when none applies). */
  discount: number;
  total: number;
}

const grosze = (amount: number) => Math.round(amount * 100);

/**
 * The price as the form stands, by the domain's rule (the same the server charges), with a line per
 * kind of ticket. A count not yet valid counts as none, so the price follows what can be booked.
 */
export function priceBreakdown(values: BookingValues, prices: EventPrices): PriceBreakdown {
  const valid = (text: string) => {
    const value = count(text);
    return Number.isFinite(value) ? value : 0;
  };
  const booking = toBooking(values);
  const priced: BookingInput =
    booking.type === 'personal'
      ? booking
      : {
          ...booking,
          num_adults: valid(values.adults),
          num_children_above_3: valid(values.childrenAbove3),
          num_children_below_3: valid(values.childrenBelow3),
        };
  const transport = values.transport;
  const line = (label: EventsMessageId, n: number, unit: number): PriceLine => ({
    label,
    count: n,
    unit,
    amount: (grosze(unit) * n) / 100,
  });
  const lines =
    priced.type === 'personal'
      ? [
          transport
            ? line('events.price.adultTransport', 1, prices.price_adult_with_transport)
            : line('events.price.adult', 1, prices.price_adult_no_transport),
        ]
      : [
          transport
            ? line('events.price.adultTransport', priced.num_adults, prices.price_adult_with_transport)
            : line('events.price.adult', priced.num_adults, prices.price_adult_no_transport),
          transport
            ? line(
                'events.price.childAbove3Transport',
                priced.num_children_above_3,
                prices.price_child_above_3_with_transport,
              )
            : line(
                'events.price.childAbove3',
                priced.num_children_above_3,
                prices.price_child_above_3_no_transport,
              ),
          transport
            ? line(
                'events.price.childBelow3Transport',
                priced.num_children_below_3,
                prices.price_child_below_3_with_transport,
              )
            : line(
                'events.price.childBelow3',
                priced.num_children_below_3,
                prices.price_child_below_3_no_transport,
              ),
        ].filter((each) => each.count > 0);
  const total = bookingPrice(priced as Parameters<typeof bookingPrice>[0], prices);
  // The discount is whatever the rule takes off the full price of the tickets: never re-derived here.
  const full = lines.reduce((sum, each) => sum + grosze(each.amount), 0);
  return { lines, discount: Math.max(0, full - grosze(total)) / 100, total };
}

/** The fields of the form that can hold an issue. */
export type BookingField =
  | 'name'
  | 'phone'
  | 'email'
  | 'city'
  | 'adults'
  | 'childrenAbove3'
  | 'childrenBelow3';

/** The booking's fields (personal or family) as the form names them. */
const FORM_FIELD: Record<string, BookingField> = {
  name: 'name',
  parent_name: 'name',
  phone: 'phone',
  email: 'email',
  city: 'city',
  num_adults: 'adults',
  num_children_above_3: 'childrenAbove3',
  num_children_below_3: 'childrenBelow3',
};

/** The first issue of each field, by the booking rules the server applies too (codes, not words). */
export function bookingIssues(values: BookingValues): Partial<Record<BookingField, BookingIssue>> {
  const issues: Partial<Record<BookingField, BookingIssue>> = {};
  for (const [field, issue] of Object.entries(checkBooking(toBooking(values)))) {
    const formField = FORM_FIELD[field];
    if (formField && issue && !issues[formField]) issues[formField] = issue;
  }
  return issues;
}

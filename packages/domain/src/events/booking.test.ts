import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_MAX_PER_COUNT,
  bookingHeadcount,
  bookingSchema,
  checkBooking,
  checkBookingField,
  emptyBooking,
  isBookingOpen,
} from './booking';

const PERSONAL = {
  type: 'personal',
  name: 'Amina Nowak',
  phone: '+48 600 100 200',
  email: 'Amina@Example.org',
  student: true,
  transportation: false,
  city: '',
} as const;

const FAMILY = {
  type: 'family',
  parent_name: 'Omar Kowalski',
  phone: '600100200',
  email: 'omar@example.org',
  num_adults: 2,
  num_children_above_3: 2,
  num_children_below_3: 1,
  use_transport: true,
  city: 'Łódź',
} as const;

describe('the booking form', () => {
  it('reads a personal and a family booking, trimming names and lower-casing the email', () => {
    expect(v.parse(bookingSchema, { ...PERSONAL, name: '  Amina Nowak ' })).toEqual({
      ...PERSONAL,
      email: 'amina@example.org',
    });
    expect(v.parse(bookingSchema, FAMILY)).toEqual(FAMILY);
  });

  it('fills the flags and the city a minimal booking leaves out', () => {
    expect(
      v.parse(bookingSchema, { type: 'personal', name: 'Ali', phone: '600100200', email: 'ali@example.org' }),
    ).toEqual({
      type: 'personal',
      name: 'Ali',
      phone: '600100200',
      email: 'ali@example.org',
      student: false,
      transportation: false,
      city: '',
    });
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ name: '  ' }, { name: 'field.required' }],
    [{ email: 'not-an-email' }, { email: 'email.invalid' }],
    [{ phone: '12' }, { phone: 'phone.invalid' }],
    [{ phone: undefined }, { phone: 'field.required' }],
    [{ transportation: true }, { city: 'booking.city_required' }],
    [{ transportation: true, city: '   ' }, { city: 'booking.city_required' }],
    [{ transportation: true, city: 'Kraków' }, {}],
    [{ student: 'yes' }, { student: 'booking.invalid_flag' }],
    [{ name: 'x'.repeat(101) }, { name: 'text.too_long' }],
  ])('a personal booking with %j has the issues %j', (change, issues) => {
    expect(checkBooking({ ...PERSONAL, ...change })).toEqual(issues);
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ num_adults: 0 }, { num_adults: 'booking.adults_at_least_one' }],
    [{ num_children_above_3: -1 }, { num_children_above_3: 'booking.count_invalid' }],
    [{ num_children_below_3: 1.5 }, { num_children_below_3: 'booking.count_invalid' }],
    [{ num_adults: '2' }, { num_adults: 'booking.count_invalid' }],
    [{ num_adults: BOOKING_MAX_PER_COUNT + 1 }, { num_adults: 'booking.too_many' }],
    [{ num_children_above_3: BOOKING_MAX_PER_COUNT }, {}],
    [{ city: '' }, { city: 'booking.city_required' }],
    [{ use_transport: false, city: '' }, {}],
    [{ parent_name: '' }, { parent_name: 'field.required' }],
  ])('a family booking with %j has the issues %j', (change, issues) => {
    expect(checkBooking({ ...FAMILY, ...change })).toEqual(issues);
  });

  it('refuses an unknown booking type, and names the field of one issue', () => {
    expect(checkBooking({ ...PERSONAL, type: 'group' })).toEqual({ type: 'booking.type_invalid' });
    expect(checkBooking(null)).toEqual({ type: 'booking.type_invalid' });
    expect(checkBookingField('email', { ...FAMILY, email: 'x', city: '' })).toBe('email.invalid');
    expect(checkBookingField('phone', { ...FAMILY, email: 'x' })).toBeNull();
  });

  it('starts an empty form with one adult and no transport; empty forms are not valid yet', () => {
    expect(emptyBooking('family')).toMatchObject({
      num_adults: 1,
      num_children_above_3: 0,
      use_transport: false,
    });
    expect(Object.keys(checkBooking(emptyBooking('personal'))).sort()).toEqual(['email', 'name', 'phone']);
    expect(Object.keys(checkBooking(emptyBooking('family'))).sort()).toEqual([
      'email',
      'parent_name',
      'phone',
    ]);
  });

  it('counts the people a booking brings', () => {
    expect(bookingHeadcount(v.parse(bookingSchema, PERSONAL))).toBe(1);
    expect(bookingHeadcount(v.parse(bookingSchema, FAMILY))).toBe(5);
  });
});

describe('isBookingOpen', () => {
  it.each([
    [{ registration_deadline: '2026-11-23', status: 'active' }, 'open'],
    [{ registration_deadline: '2026-12-01', status: 'active' }, 'open'],
    [{ registration_deadline: '2026-11-22', status: 'active' }, 'deadline_passed'],
    [{ registration_deadline: '2026-12-01', status: 'canceled' }, 'canceled'],
    [{ registration_deadline: '2026-11-01', status: 'canceled' }, 'canceled'],
    [{ registration_deadline: '2026-11-22T23:59:00', status: 'active' }, 'deadline_passed'],
  ])('%j on 2026-11-23 is %s', (event, window) => {
    expect(isBookingOpen(event, '2026-11-23')).toBe(window);
  });
});

import * as v from 'valibot';
import { emailSchema, phoneSchema } from '../access/credentials';
import { identifierText } from '../input/text';

export const BOOKING_TYPES = ['personal', 'family'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const BOOKING_NAME_MAX_LENGTH = 100;
export const BOOKING_CITY_MAX_LENGTH = 100;
/** The most people of one kind a single family booking holds; a larger group talks to the centre. */
export const BOOKING_MAX_PER_COUNT = 20;

/**
 * Issue codes of the booking form. Name, phone and email use the account rules' codes, so the apps
 * translate them once.
 */
export const BOOKING_ISSUE = {
  required: 'field.required',
  emailInvalid: 'email.invalid',
  phoneInvalid: 'phone.invalid',
  tooLong: 'text.too_long',
  invalidCharacter: 'text.invalid_character',
  invisibleCharacter: 'text.invisible_character',
  typeInvalid: 'booking.type_invalid',
  countInvalid: 'booking.count_invalid',
  adultsAtLeastOne: 'booking.adults_at_least_one',
  tooMany: 'booking.too_many',
  cityRequired: 'booking.city_required',
  invalidFlag: 'booking.invalid_flag',
} as const;
export type BookingIssue = (typeof BOOKING_ISSUE)[keyof typeof BOOKING_ISSUE];
export const BOOKING_ISSUES: readonly BookingIssue[] = Object.values(BOOKING_ISSUE);

const nameSchema = v.pipe(
  identifierText(BOOKING_NAME_MAX_LENGTH),
  v.trim(),
  v.nonEmpty(BOOKING_ISSUE.required),
);
const citySchema = v.optional(v.pipe(identifierText(BOOKING_CITY_MAX_LENGTH), v.trim()), '');
const flag = v.optional(v.boolean(BOOKING_ISSUE.invalidFlag), false);
const count = (min: number, minIssue: string) =>
  v.pipe(
    v.number(BOOKING_ISSUE.countInvalid),
    v.integer(BOOKING_ISSUE.countInvalid),
    v.minValue(min, minIssue),
    v.maxValue(BOOKING_MAX_PER_COUNT, BOOKING_ISSUE.tooMany),
  );

export const personalBookingSchema = v.pipe(
  v.object(
    {
      type: v.literal('personal', BOOKING_ISSUE.typeInvalid),
      name: nameSchema,
      phone: phoneSchema,
      email: emailSchema,
      student: flag,
      transportation: flag,
      city: citySchema,
    },
    BOOKING_ISSUE.required,
  ),
  // The city is where the bus picks people up: required when transport is chosen.
  v.forward(
    v.partialCheck(
      [['transportation'], ['city']],
      (input) => !input.transportation || input.city !== '',
      BOOKING_ISSUE.cityRequired,
    ),
    ['city'],
  ),
);

export const familyBookingSchema = v.pipe(
  v.object(
    {
      type: v.literal('family', BOOKING_ISSUE.typeInvalid),
      parent_name: nameSchema,
      phone: phoneSchema,
      email: emailSchema,
      num_adults: count(1, BOOKING_ISSUE.adultsAtLeastOne),
      num_children_above_3: count(0, BOOKING_ISSUE.countInvalid),
      num_children_below_3: count(0, BOOKING_ISSUE.countInvalid),
      use_transport: flag,
      city: citySchema,
    },
    BOOKING_ISSUE.required,
  ),
  v.forward(
    v.partialCheck(
      [['use_transport'], ['city']],
      (input) => !input.use_transport || input.city !== '',
      BOOKING_ISSUE.cityRequired,
    ),
    ['city'],
  ),
);

/** POST /events/{id}/registrations: a personal or a family booking, told apart by `type`. */
export const bookingSchema = v.variant(
  'type',
  [personalBookingSchema, familyBookingSchema],
  BOOKING_ISSUE.typeInvalid,
);
export type BookingInput = v.InferInput<typeof bookingSchema>;
export type Booking = v.InferOutput<typeof bookingSchema>;
export type PersonalBooking = v.InferOutput<typeof personalBookingSchema>;
export type FamilyBooking = v.InferOutput<typeof familyBookingSchema>;

export type PersonalBookingField = Exclude<keyof PersonalBooking, 'type'>;
export type FamilyBookingField = Exclude<keyof FamilyBooking, 'type'>;
export type BookingField = PersonalBookingField | FamilyBookingField;

/** A new booking form of either kind: one adult, no children, no transport. */
export function emptyBooking(type: 'personal'): PersonalBooking;
export function emptyBooking(type: 'family'): FamilyBooking;
export function emptyBooking(type: BookingType): Booking {
  return type === 'personal'
    ? { type, name: '', phone: '', email: '', student: false, transportation: false, city: '' }
    : {
        type,
        parent_name: '',
        phone: '',
        email: '',
        num_adults: 1,
        num_children_above_3: 0,
        num_children_below_3: 0,
        use_transport: false,
        city: '',
      };
}

/** The first issue of each field of a booking (the whole form's check on submit). */
export function checkBooking(booking: unknown): Partial<Record<BookingField | 'type', BookingIssue>> {
  const result = v.safeParse(bookingSchema, booking);
  if (result.success) return {};
  const issues: Partial<Record<string, BookingIssue>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? 'type';
    if (!(key in issues)) issues[key] = issue.message as BookingIssue;
  }
  return issues;
}

/** The issue of one field of a booking, or null: the message under the field once it is touched. */
export function checkBookingField(field: BookingField, booking: unknown): BookingIssue | null {
  return checkBooking(booking)[field] ?? null;
}

export type BookingWindow = 'open' | 'deadline_passed' | 'canceled';

/**
 * Whether an event takes bookings on the mosque's `today`: not when it is canceled, and not after
 * its registration deadline (the deadline day itself still takes them).
 */
export function isBookingOpen(
  event: { registration_deadline: string; status: string },
  today: string,
): BookingWindow {
  if (event.status === 'canceled') return 'canceled';
  if (event.registration_deadline.slice(0, 10) < today) return 'deadline_passed';
  return 'open';
}

/** People a booking brings: a personal booking is one person; a family its adults and children. */
export function bookingHeadcount(booking: Booking): number {
  return booking.type === 'personal'
    ? 1
    : booking.num_adults + booking.num_children_above_3 + booking.num_children_below_3;
}

import { vValidator } from '@hono/valibot-validator';
import { MAX_PAGE, MAX_PER_PAGE } from '@minbar/domain/access/pagination';
import { AUDIT_AREAS } from '@minbar/domain/audit/areas';
import { MIN_DONATION } from '@minbar/domain/donations/amount';
import { ZAKAT_CURRENCIES } from '@minbar/domain/donations/zakat';
import { CHILD_MAX_AGE } from '@minbar/domain/education/child';
import { PACKAGE_PRICE_MAX, PACKAGE_SUBJECTS_MAX } from '@minbar/domain/education/package';
import { BOOKING_MAX_PER_COUNT } from '@minbar/domain/events/booking';
import { EVENT_PRICE_MAX } from '@minbar/domain/events/event-form';
import { MAX_YEAR, MIN_YEAR } from '@minbar/domain/input/dates';
import { INT4_MAX } from '@minbar/domain/input/numbers';
import { MAIL_STATUSES } from '@minbar/domain/mail/delivery';
import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import { MAX_BULK_DAYS } from '@minbar/domain/prayer/bulk-entry';
import { POLISH_CITY_NAMES } from '@minbar/domain/prayer/cities';
import { PUBLIC_RANGE_MAX_DAYS } from '@minbar/domain/prayer/public-range';
import type { ValidationTargets } from 'hono';
import type * as v from 'valibot';

type Location = 'body' | 'query' | 'path';

const LOCATION_OF: Partial<Record<keyof ValidationTargets, Location>> = {
  json: 'body',
  query: 'query',
  param: 'path',
};

/** Short English texts for the domain's issue codes; clients translate the code, not this text. */
const MESSAGE_OF_CODE: Record<string, string> = {
  'field.required': 'Field required',
  'email.invalid': 'Enter a valid email address',
  'password.too_short': 'Password is too short',
  'password.too_long': 'Password is too long',
  'password.mismatch': 'Passwords do not match',
  'phone.invalid': 'Enter a valid phone number',
  'username.too_long': 'Username is too long',
  'code.invalid': 'The code has 6 digits',
  'fatwa.too_long': 'Text is too long',
  'fatwa.question_too_long': 'Question is too long',
  'fatwa.nothing_to_update': 'Change at least one field',
  'fatwa.invalid_flag': 'Must be true or false',
  'fatwa.translation_incomplete': 'Translate both the question and the answer, or neither',
  'date.invalid': 'Enter a date as yyyy-MM-dd',
  'search.too_long': 'Search is too long',
  'text.too_long': 'Text is too long',
  'text.invalid_character': 'Text must not contain a NUL character',
  'text.invisible_character': 'Must not contain invisible direction or formatting characters',
  'id.invalid': `Enter a whole number from 1 to ${INT4_MAX}`,
  'page.invalid': `Enter a page number from 1 to ${MAX_PAGE} (at most ${MAX_PER_PAGE} per page)`,
  'year.invalid': `Enter a year from ${MIN_YEAR} to ${MAX_YEAR}`,
  'prayer.date_invalid': `Enter a date as yyyy-MM-dd, from ${MIN_YEAR} to ${MAX_YEAR}`,
  'prayer.too_many_days': `Send at most ${MAX_BULK_DAYS} days at once`,
  'range.order': 'The end date must not be before the start date',
  'audit.area.invalid': `Choose one of ${AUDIT_AREAS.join(', ')}`,
  'mail.kind_invalid': 'Name a kind of mail in lower-case letters and _',
  'mail.status_invalid': `Choose one of ${MAIL_STATUSES.join(', ')}`,
  'lang.invalid': 'Choose en, ar or pl',
  'range.too_long': `Ask for at most ${PUBLIC_RANGE_MAX_DAYS} days at once`,
  'settings.city_unknown': `Choose one of ${POLISH_CITY_NAMES.join(', ')}`,
  'hijri.offset_invalid': 'Choose a whole number of days from -2 to 2',
  'settings.jumuah_time_invalid': 'Enter a time as HH:MM',
  'settings.jumuah_athan_required': "Enter Jumu'a's athan before its iqama",
  'settings.jumuah_iqama_before_athan': "Jumu'a's iqama comes after its athan",
  'donation.amount_invalid': 'Enter an amount of at least 0 with at most two decimals',
  'donation.amount_too_small': `The minimum donation is ${CENTRE_CURRENCY} ${MIN_DONATION}`,
  'donation.amount_too_large': 'The amount is too large',
  'donation.amount_at_least_one': 'Enter an amount of at least 1',
  'donation.payment_type_invalid': 'Choose Monthly or One Time',
  'donation.text_too_long': 'Text is too long',
  'donation.invalid_flag': 'Must be true or false',
  'donation.frequency_invalid': 'A gift is given one-time or monthly',
  'donation.monthly_needs_card': 'A monthly gift is paid by card: a BLIK code pays once only',
  'donation.currency_unsupported': `Gifts are taken in ${CENTRE_CURRENCY} only`,
  'donation.refund_reason_required': 'Say why the gift is refunded',
  'donation.refund_too_large': 'More than is left of the gift',
  'donation.refund_nothing_left': 'Nothing is left of the gift to refund',
  'donation.status_filter_invalid': 'Choose received, succeeded, refunded, disputed, pending or failed',
  'booking.paid_via_invalid': 'Choose cash or transfer',
  'booking.token_invalid': 'The address of this booking page is incomplete',
  'booking.refund_reason_required': 'Say why the money is given back',
  'donation.payment_method_invalid': 'Send the payment method as text of at most 255 characters',
  'donation.blik_code_invalid': 'Enter the six digits of the BLIK code',
  'donation.receipt_token_invalid': 'The address of this thank-you page is incomplete',
  'donation.idempotency_key_invalid': 'Send an idempotency key of 16 to 100 letters, digits, - or _',
  'zakat.currency_invalid': `Choose one of ${ZAKAT_CURRENCIES.join(', ')}`,
  'zakat.savings_invalid': 'Enter your total savings as a number of at least 0',
  'zakat.nisab_basis_invalid': 'Choose gold or silver',
  'zakat.nisab_price_invalid': 'Enter the price per gram as a number above 0 with at most two decimals',
  'zakat.nisab_date_invalid': 'Enter a date as yyyy-MM-dd',
  'zakat.rate_invalid': 'Enter the rate to złoty as a number above 0 with at most six decimals',
  'zakat.rate_date_invalid': 'Give the rate with the day it was read (yyyy-MM-dd), or leave both empty',
  'zakat.amount_invalid': 'Enter an amount of at least 0 with at most two decimals',
  'zakat.grams_invalid': 'Enter grams as a number of at least 0 with at most two decimals',
  'event.too_short': 'Text is too short',
  'event.too_long': 'Text is too long',
  'event.invalid_character': 'Text must not contain a NUL character',
  'event.date_invalid': 'Enter a date as yyyy-MM-dd',
  'event.date_in_past': 'The date cannot be in the past',
  'event.time_invalid': 'Enter a time as HH:MM',
  'event.deadline_in_past': 'The deadline cannot be in the past',
  'event.deadline_after_date': 'The deadline cannot be after the event date',
  'event.not_a_number': 'Enter a number',
  'event.price_negative': 'Price must be a positive number',
  'event.price_too_high': `Price cannot exceed ${EVENT_PRICE_MAX.toLocaleString('en')}`,
  'event.price_step': 'Enter the price in steps of 0.1',
  'event.discount_negative': 'Discount cannot be negative',
  'event.discount_too_high': 'Discount cannot exceed 100%',
  'event.status_invalid': 'Choose active or canceled',
  'booking.type_invalid': 'Choose a personal or a family booking',
  'booking.count_invalid': 'Enter a whole number of at least 0',
  'booking.adults_at_least_one': 'A family booking has at least one adult',
  'booking.too_many': `Book at most ${BOOKING_MAX_PER_COUNT} of each`,
  'booking.city_required': 'Enter the city to be picked up from',
  'booking.invalid_flag': 'Must be true or false',
  'subject.name_taken': 'A subject with this name already exists',
  'education.ids_invalid': 'Send 1 to 100 ids',
  'education.invalid_flag': 'Must be true or false',
  'package.price_invalid': `Enter a price from 0 to ${PACKAGE_PRICE_MAX.toLocaleString('en')} with at most two decimals`,
  'package.subjects_count_invalid': `Enter a whole number of subjects from 1 to ${PACKAGE_SUBJECTS_MAX}`,
  'subscription.reason_required': 'Enter the reason for the suspension',
  'child.birthdate_invalid': 'Enter a date as yyyy-MM-dd',
  'child.birthdate_in_future': 'The birthdate cannot be after today',
  'child.too_old': `The school takes children up to ${CHILD_MAX_AGE} years old`,
};

const ISSUE_CODE = /^[a-z_]+(\.[a-z_]+)+$/;

export interface ValidationItem {
  loc: Array<string | number>;
  msg: string;
  type: string;
}

/**
 * FastAPI's 422 shape (docs/decisions/0003). `type` is the domain issue code when the schema gave one
 * (`field.required`), else valibot's issue kind under `value_error.` so clients still get a code.
 */
export function validationItems(
  location: Location,
  issues: readonly v.BaseIssue<unknown>[],
): ValidationItem[] {
  return issues.map((issue) => {
    const path = (issue.path ?? [])
      .map((item) => item.key)
      .filter((key) => typeof key === 'string' || typeof key === 'number');
    const isCode = ISSUE_CODE.test(issue.message);
    return {
      loc: [location, ...(path as Array<string | number>)],
      msg: isCode ? (MESSAGE_OF_CODE[issue.message] ?? issue.message) : issue.message,
      type: isCode ? issue.message : `value_error.${issue.type}`,
    };
  });
}

/**
 * A rule a route checks after loading what it needs (a stored row, its language), answered in the same
 * 422 shape as the validator's: one item per field with the domain's issue code.
 */
export function ruleItems(
  location: Location,
  issues: ReadonlyArray<{ field: string; code: string }>,
): ValidationItem[] {
  return issues.map((issue) => ({
    loc: [location, issue.field],
    msg: MESSAGE_OF_CODE[issue.code] ?? issue.code,
    type: issue.code,
  }));
}

/** The valibot validator with the 422 answer every route shares. */
export function validate<Target extends 'json' | 'query' | 'param', Schema extends v.GenericSchema>(
  target: Target,
  schema: Schema,
) {
  return vValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json({ detail: validationItems(LOCATION_OF[target] ?? 'body', result.issues) }, 422);
    }
  });
}

import * as v from 'valibot';
import { isIsoDate } from '../input/dates';
import { hasNul } from '../input/text';

/** An event's texts are written in the product's three languages; the form has one tab for each. */
export const EVENT_LANGUAGES = ['en', 'ar', 'pl'] as const;
export type EventLanguage = (typeof EVENT_LANGUAGES)[number];

/** A name of 3 to 99 characters ("fewer than 100"), counted after trimming. */
export const EVENT_NAME_MIN_LENGTH = 3;
export const EVENT_NAME_MAX_LENGTH = 99;
export const EVENT_ADDRESS_MIN_LENGTH = 5;
/** Far more than any street address with directions, short enough for a list line. */
export const EVENT_ADDRESS_MAX_LENGTH = 200;
export const EVENT_ABOUT_MIN_LENGTH = 10;
export const EVENT_ABOUT_MAX_LENGTH = 500;
export const EVENT_PRICE_MAX = 10_000;
/** Prices are typed in steps of 0.1 PLN (10 grosze). */
export const EVENT_PRICE_STEP = 0.1;
export const EVENT_DISCOUNT_MAX = 100;

export const EVENT_STATUSES = ['active', 'canceled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Every issue code of the event form; the apps map each one to a message in their language. */
export const EVENT_ISSUES = [
  'required',
  'too_short',
  'too_long',
  'invalid_character',
  'date_invalid',
  'date_in_past',
  'time_invalid',
  'deadline_in_past',
  'deadline_after_date',
  'not_a_number',
  'price_negative',
  'price_too_high',
  'price_step',
  'discount_negative',
  'discount_too_high',
] as const;
export type EventIssue = (typeof EVENT_ISSUES)[number];

export const EVENT_PRICE_FIELDS = [
  'price_adult_no_transport',
  'price_adult_with_transport',
  'price_child_above_3_no_transport',
  'price_child_above_3_with_transport',
  'price_child_below_3_no_transport',
  'price_child_below_3_with_transport',
] as const;
export type EventPriceField = (typeof EVENT_PRICE_FIELDS)[number];
export const EVENT_DISCOUNT_FIELD = 'discount_percentage_children_above_3_same_family';

/** The three text fields of each language tab, in the order the tab shows them. */
export const EVENT_FIELDS_BY_LANGUAGE = {
  en: ['event_name_en', 'address_en', 'about_en'],
  ar: ['event_name_ar', 'address_ar', 'about_ar'],
  pl: ['event_name_pl', 'address_pl', 'about_pl'],
} as const satisfies Record<EventLanguage, readonly string[]>;
export type EventTextField = (typeof EVENT_FIELDS_BY_LANGUAGE)[EventLanguage][number];

/** The form's values, as typed: every field is a string, prices included (each must be typed). */
export interface EventFormValues {
  event_name_en: string;
  event_name_ar: string;
  event_name_pl: string;
  address_en: string;
  address_ar: string;
  address_pl: string;
  about_en: string;
  about_ar: string;
  about_pl: string;
  /** yyyy-MM-dd */
  date: string;
  /** HH:MM as the time input gives it; other spellings are normalised on submit. */
  time: string;
  /** yyyy-MM-dd (a date-time is cut to its date on submit). */
  registration_deadline: string;
  price_adult_no_transport: string;
  price_adult_with_transport: string;
  price_child_above_3_no_transport: string;
  price_child_above_3_with_transport: string;
  price_child_below_3_no_transport: string;
  price_child_below_3_with_transport: string;
  discount_percentage_children_above_3_same_family: string;
}
export type EventField = keyof EventFormValues;

export const EVENT_FIELDS: readonly EventField[] = [
  ...EVENT_FIELDS_BY_LANGUAGE.en,
  ...EVENT_FIELDS_BY_LANGUAGE.ar,
  ...EVENT_FIELDS_BY_LANGUAGE.pl,
  'date',
  'time',
  'registration_deadline',
  ...EVENT_PRICE_FIELDS,
  EVENT_DISCOUNT_FIELD,
];

/** What is sent as the `event` part of a create or update, and what the server stores. */
export interface EventPayload {
  event_name_en: string;
  event_name_ar: string;
  event_name_pl: string;
  address_en: string;
  address_ar: string;
  address_pl: string;
  about_en: string;
  about_ar: string;
  about_pl: string;
  date: string;
  time: string;
  registration_deadline: string;
  price_adult_no_transport: number;
  price_adult_with_transport: number;
  price_child_above_3_no_transport: number;
  price_child_above_3_with_transport: number;
  price_child_below_3_no_transport: number;
  price_child_below_3_with_transport: number;
  discount_percentage_children_above_3_same_family: number;
  status?: EventStatus;
}

/** A new event's form: empty texts and dates, blank prices (each to be typed) and a 0 discount. */
export function emptyEventForm(): EventFormValues {
  return {
    event_name_en: '',
    event_name_ar: '',
    event_name_pl: '',
    address_en: '',
    address_ar: '',
    address_pl: '',
    about_en: '',
    about_ar: '',
    about_pl: '',
    date: '',
    time: '',
    registration_deadline: '',
    price_adult_no_transport: '',
    price_adult_with_transport: '',
    price_child_above_3_no_transport: '',
    price_child_above_3_with_transport: '',
    price_child_below_3_no_transport: '',
    price_child_below_3_with_transport: '',
    discount_percentage_children_above_3_same_family: '0',
  };
}

const TEXT_LIMITS: Record<'event_name' | 'address' | 'about', { min: number; max: number }> = {
  event_name: { min: EVENT_NAME_MIN_LENGTH, max: EVENT_NAME_MAX_LENGTH },
  address: { min: EVENT_ADDRESS_MIN_LENGTH, max: EVENT_ADDRESS_MAX_LENGTH },
  about: { min: EVENT_ABOUT_MIN_LENGTH, max: EVENT_ABOUT_MAX_LENGTH },
};

function textLimitsOf(field: EventField) {
  if (field.startsWith('event_name_')) return TEXT_LIMITS.event_name;
  if (field.startsWith('address_')) return TEXT_LIMITS.address;
  if (field.startsWith('about_')) return TEXT_LIMITS.about;
  return null;
}

/**
 * A typed number: digits with an optional '.' or ',' decimal part and an optional leading minus.
 * Null for anything else, so '1e3', '0x10' and 'Infinity' are not numbers to a person.
 */
export function parseTypedNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** True when a value is a whole number of steps (0.1), within a rounding error. */
function isOnStep(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

/** The date part of a yyyy-MM-dd or yyyy-MM-ddTHH:mm... value; the text itself otherwise. */
export function datePartOf(text: string): string {
  const trimmed = text.trim();
  const match = /^([0-9]{4}-[0-9]{2}-[0-9]{2})(?:[T ][0-9:.]+(?:Z|[+-][0-9:]+)?)?$/.exec(trimmed);
  return match?.[1] ?? trimmed;
}

const TIME = /^([0-9]{1,2})(?:[:.]([0-9]{2}))?(?::([0-9]{2}))?\s*([AaPp])?\.?\s*(?:[Mm]\.?)?$/;

/**
 * An event's time as 'HH:MM' from the ways people and older servers write it: '19:30',
 * '19:30:00' (seconds dropped), '7:30 PM' or '7 pm' (12-hour), '19:30-21:00' or '19:30 – 21:00'
 * (a range keeps its start). Null when it is none of these or not a real time of day.
 */
export function normaliseEventTime(text: string): string | null {
  const start =
    text
      .trim()
      .split(/\s*[-–—]\s*|\s+to\s+/i)[0]
      ?.trim() ?? '';
  const match = TIME.exec(start);
  if (!match) return null;
  const [, hourText, minuteText, secondText, period] = match;
  if (!minuteText && !period) return null;
  let hour = Number(hourText);
  const minute = Number(minuteText ?? '0');
  if (minute > 59 || (secondText !== undefined && Number(secondText) > 59)) return null;
  if (period) {
    if (hour < 1 || hour > 12) return null;
    const pm = period.toLowerCase() === 'p';
    hour = (hour % 12) + (pm ? 12 : 0);
  } else if (hour > 23) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * The issue of one field, or null when it is fine. `today` is the mosque's date (yyyy-MM-dd): the
 * event and its deadline may not be before it. The deadline is also checked against the event's
 * date, so it is checked again whenever the date changes. Null `today` skips the rules about today
 * (an existing event's dates are only re-checked when they change).
 */
export function checkEventField(
  field: EventField,
  values: EventFormValues,
  today: string | null,
): EventIssue | null {
  const raw = values[field] ?? '';
  const text = raw.trim();
  const limits = textLimitsOf(field);
  if (limits) {
    if (text === '') return 'required';
    if (hasNul(text)) return 'invalid_character';
    if (text.length < limits.min) return 'too_short';
    if (text.length > limits.max) return 'too_long';
    return null;
  }
  switch (field) {
    case 'date': {
      if (text === '') return 'required';
      if (!isIsoDate(text)) return 'date_invalid';
      if (today !== null && text < today) return 'date_in_past';
      return null;
    }
    case 'time':
      if (text === '') return 'required';
      return normaliseEventTime(text) === null ? 'time_invalid' : null;
    case 'registration_deadline': {
      if (text === '') return 'required';
      const deadline = datePartOf(text);
      if (!isIsoDate(deadline)) return 'date_invalid';
      if (today !== null && deadline < today) return 'deadline_in_past';
      const date = values.date.trim();
      if (isIsoDate(date) && deadline > date) return 'deadline_after_date';
      return null;
    }
    case EVENT_DISCOUNT_FIELD: {
      if (text === '') return null;
      const value = parseTypedNumber(text);
      if (value === null) return 'not_a_number';
      if (value < 0) return 'discount_negative';
      if (value > EVENT_DISCOUNT_MAX) return 'discount_too_high';
      return null;
    }
    default: {
      // Every price is typed, 0 included: a blank one was saved as 0 and passed unnoticed.
      if (text === '') return 'required';
      const value = parseTypedNumber(text);
      if (value === null) return 'not_a_number';
      if (value < 0) return 'price_negative';
      if (value > EVENT_PRICE_MAX) return 'price_too_high';
      if (!isOnStep(value, EVENT_PRICE_STEP)) return 'price_step';
      return null;
    }
  }
}

/** Every field's issue: the full check on submit. Fields without an issue are absent. */
export function checkEventForm(
  values: EventFormValues,
  today: string | null,
): Partial<Record<EventField, EventIssue>> {
  const issues: Partial<Record<EventField, EventIssue>> = {};
  for (const field of EVENT_FIELDS) {
    const issue = checkEventField(field, values, today);
    if (issue) issues[field] = issue;
  }
  return issues;
}

/** The language tabs holding an issue, in tab order: the form marks them and opens the first. */
export function invalidEventTabs(issues: Partial<Record<EventField, unknown>>): EventLanguage[] {
  return EVENT_LANGUAGES.filter((language) =>
    EVENT_FIELDS_BY_LANGUAGE[language].some((field) => issues[field] !== undefined && issues[field] !== null),
  );
}

/** A typed price or discount as a number, kept to two decimals; a blank discount is 0. */
function amountOf(text: string): number {
  const value = parseTypedNumber(text);
  return value === null ? 0 : Math.round(value * 100) / 100;
}

/**
 * The form as it is sent: texts trimmed, time as HH:MM (the typed text when it cannot be read,
 * for the server to refuse), the deadline cut to its date, and prices and discount as numbers (the
 * check has already refused a blank price; a blank discount is sent as 0).
 */
export function toEventPayload(values: EventFormValues): EventPayload {
  return {
    event_name_en: values.event_name_en.trim(),
    event_name_ar: values.event_name_ar.trim(),
    event_name_pl: values.event_name_pl.trim(),
    address_en: values.address_en.trim(),
    address_ar: values.address_ar.trim(),
    address_pl: values.address_pl.trim(),
    about_en: values.about_en.trim(),
    about_ar: values.about_ar.trim(),
    about_pl: values.about_pl.trim(),
    date: values.date.trim(),
    time: normaliseEventTime(values.time) ?? values.time.trim(),
    registration_deadline: datePartOf(values.registration_deadline),
    price_adult_no_transport: amountOf(values.price_adult_no_transport),
    price_adult_with_transport: amountOf(values.price_adult_with_transport),
    price_child_above_3_no_transport: amountOf(values.price_child_above_3_no_transport),
    price_child_above_3_with_transport: amountOf(values.price_child_above_3_with_transport),
    price_child_below_3_no_transport: amountOf(values.price_child_below_3_no_transport),
    price_child_below_3_with_transport: amountOf(values.price_child_below_3_with_transport),
    discount_percentage_children_above_3_same_family: amountOf(
      values.discount_percentage_children_above_3_same_family,
    ),
  };
}

/** A stored or received event as the form's typed values (the edit dialog's starting point). */
export function eventFormValuesOf(event: Omit<EventPayload, 'status'>): EventFormValues {
  return {
    event_name_en: event.event_name_en,
    event_name_ar: event.event_name_ar,
    event_name_pl: event.event_name_pl,
    address_en: event.address_en,
    address_ar: event.address_ar,
    address_pl: event.address_pl,
    about_en: event.about_en,
    about_ar: event.about_ar,
    about_pl: event.about_pl,
    date: event.date,
    time: event.time,
    registration_deadline: event.registration_deadline || event.date,
    price_adult_no_transport: String(event.price_adult_no_transport ?? 0),
    price_adult_with_transport: String(event.price_adult_with_transport ?? 0),
    price_child_above_3_no_transport: String(event.price_child_above_3_no_transport ?? 0),
    price_child_above_3_with_transport: String(event.price_child_above_3_with_transport ?? 0),
    price_child_below_3_no_transport: String(event.price_child_below_3_no_transport ?? 0),
    price_child_below_3_with_transport: String(event.price_child_below_3_with_transport ?? 0),
    discount_percentage_children_above_3_same_family: String(
      event.discount_percentage_children_above_3_same_family ?? 0,
    ),
  };
}

/**
 * The code a schema issue carries to the server's 422 `type`: the shared 'field.required', the
 * others under 'event.' ('event.too_short'). `eventIssueOfType` reads it back.
 */
export function eventIssueType(issue: EventIssue): string {
  return issue === 'required' ? 'field.required' : `event.${issue}`;
}

/** The event form's issue named by a 422 item's `type`, or null when it is not one. */
export function eventIssueOfType(type: string): EventIssue | null {
  const code = type === 'field.required' ? 'required' : type.startsWith('event.') ? type.slice(6) : '';
  return (EVENT_ISSUES as readonly string[]).includes(code) ? (code as EventIssue) : null;
}

const text = v.string(eventIssueType('required'));
const amount = v.pipe(v.number(eventIssueType('not_a_number')), v.finite(eventIssueType('not_a_number')));

/**
 * The `event` part of a create or update: the same rules as the form, except those about today,
 * which the server applies with the mosque's date. Texts come out trimmed, the time as HH:MM, the
 * deadline as its date, and the amounts rounded to two decimals.
 */
export const eventPayloadSchema = v.pipe(
  v.object(
    {
      event_name_en: text,
      event_name_ar: text,
      event_name_pl: text,
      address_en: text,
      address_ar: text,
      address_pl: text,
      about_en: text,
      about_ar: text,
      about_pl: text,
      date: text,
      time: text,
      registration_deadline: text,
      price_adult_no_transport: amount,
      price_adult_with_transport: amount,
      price_child_above_3_no_transport: amount,
      price_child_above_3_with_transport: amount,
      price_child_below_3_no_transport: amount,
      price_child_below_3_with_transport: amount,
      discount_percentage_children_above_3_same_family: v.optional(amount, 0),
      status: v.optional(v.picklist(EVENT_STATUSES, 'event.status_invalid')),
    },
    eventIssueType('required'),
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const payload = dataset.value;
    const values = eventFormValuesOf(payload);
    for (const [field, issue] of Object.entries(checkEventForm(values, null))) {
      addIssue({
        message: eventIssueType(issue),
        path: [
          {
            type: 'object',
            origin: 'value',
            input: payload as Record<string, unknown>,
            key: field,
            value: payload[field as EventField],
          },
        ],
      });
    }
  }),
  v.transform((payload): EventPayload => {
    const normalised = toEventPayload(eventFormValuesOf(payload));
    return payload.status ? { ...normalised, status: payload.status } : normalised;
  }),
);
export type EventPayloadInput = v.InferInput<typeof eventPayloadSchema>;

/**
 * The rules about today for a saved event: on create both dates are checked; on update only a date
 * that changed, so an event already under way can still get a corrected text or be canceled.
 */
export function eventDateIssues(
  payload: Pick<EventPayload, 'date' | 'registration_deadline'>,
  today: string,
  previous?: Pick<EventPayload, 'date' | 'registration_deadline'>,
): Partial<Record<'date' | 'registration_deadline', EventIssue>> {
  const issues: Partial<Record<'date' | 'registration_deadline', EventIssue>> = {};
  if (payload.date !== previous?.date && payload.date < today) issues.date = 'date_in_past';
  if (
    payload.registration_deadline !== previous?.registration_deadline &&
    payload.registration_deadline < today
  )
    issues.registration_deadline = 'deadline_in_past';
  return issues;
}

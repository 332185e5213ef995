import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  checkEventField,
  checkEventForm,
  datePartOf,
  EVENT_FIELDS,
  type EventField,
  type EventFormValues,
  emptyEventForm,
  eventDateIssues,
  eventIssueOfType,
  eventIssueType,
  eventPayloadSchema,
  invalidEventTabs,
  normaliseEventTime,
  parseTypedNumber,
  toEventPayload,
} from './event-form';

const TODAY = '2026-11-23';

const VALID: EventFormValues = {
  event_name_en: 'Family picnic',
  event_name_ar: 'نزهة عائلية',
  event_name_pl: 'Piknik rodzinny',
  address_en: 'Pole Mokotowskie, Warsaw',
  address_ar: 'حقول موكوتوف، وارسو',
  address_pl: 'Pole Mokotowskie, Warszawa',
  about_en: 'Games for children and a shared lunch.',
  about_ar: 'ألعاب للأطفال وغداء مشترك للعائلات.',
  about_pl: 'Gry dla dzieci i wspólny obiad.',
  date: '2026-12-12',
  time: '11:00',
  registration_deadline: '2026-12-10',
  price_adult_no_transport: '50',
  price_adult_with_transport: '70',
  price_child_above_3_no_transport: '30',
  price_child_above_3_with_transport: '50',
  price_child_below_3_no_transport: '0',
  price_child_below_3_with_transport: '20',
  discount_percentage_children_above_3_same_family: '10',
};

const check = (field: EventField, change: Partial<EventFormValues>, today: string | null = TODAY) =>
  checkEventField(field, { ...VALID, ...change }, today);

describe('the event form, field by field', () => {
  it('accepts the valid form', () => {
    expect(checkEventForm(VALID, TODAY)).toEqual({});
  });

  it.each<[EventField, string, string | null]>([
    ['event_name_en', '', 'required'],
    ['event_name_en', '   ', 'required'],
    ['event_name_en', 'ab', 'too_short'],
    ['event_name_en', '  ab  ', 'too_short'],
    ['event_name_en', 'abc', null],
    ['event_name_ar', 'ن'.repeat(99), null],
    ['event_name_ar', 'ن'.repeat(100), 'too_long'],
    ['event_name_pl', 'Pi\u0000knik', 'invalid_character'],
    ['address_en', 'Home', 'too_short'],
    ['address_pl', 'Dom 1', null],
    ['address_ar', 'ش'.repeat(201), 'too_long'],
    ['about_en', 'Too short', 'too_short'],
    ['about_en', 'Long enough', null],
    ['about_pl', 'x'.repeat(500), null],
    ['about_pl', 'x'.repeat(501), 'too_long'],
  ])('%s %j -> %s', (field, value, issue) => {
    expect(check(field, { [field]: value })).toBe(issue);
  });

  it.each<[Partial<EventFormValues>, EventField, string | null]>([
    [{ date: '' }, 'date', 'required'],
    [{ date: '2026-02-30' }, 'date', 'date_invalid'],
    [{ date: '12/12/2026' }, 'date', 'date_invalid'],
    [{ date: '2026-11-22' }, 'date', 'date_in_past'],
    [{ date: TODAY, registration_deadline: TODAY }, 'date', null],
    [{ time: '' }, 'time', 'required'],
    [{ time: '25:00' }, 'time', 'time_invalid'],
    [{ time: '7:30 PM' }, 'time', null],
    [{ registration_deadline: '' }, 'registration_deadline', 'required'],
    [{ registration_deadline: '2026-11-22' }, 'registration_deadline', 'deadline_in_past'],
    [{ registration_deadline: '2026-12-13' }, 'registration_deadline', 'deadline_after_date'],
    [{ registration_deadline: '2026-12-12' }, 'registration_deadline', null],
    [{ registration_deadline: '2026-12-10T18:00' }, 'registration_deadline', null],
    [{ registration_deadline: 'soon' }, 'registration_deadline', 'date_invalid'],
  ])('%j: %s -> %s', (change, field, issue) => {
    expect(check(field, change)).toBe(issue);
  });

  it('re-checks the deadline against a changed event date', () => {
    const earlier = { ...VALID, date: '2026-12-05' };
    expect(checkEventField('registration_deadline', VALID, TODAY)).toBeNull();
    expect(checkEventField('registration_deadline', earlier, TODAY)).toBe('deadline_after_date');
  });

  it('skips the rules about today when no today is given', () => {
    expect(check('date', { date: '2020-01-01', registration_deadline: '2020-01-01' }, null)).toBeNull();
    expect(check('registration_deadline', { registration_deadline: '2020-01-01' }, null)).toBeNull();
  });

  it.each<[string, string | null]>([
    // Blank is not 0: every price is typed, 0 included.
    ['', 'required'],
    ['  ', 'required'],
    ['0', null],
    ['10000', null],
    ['10000.1', 'price_too_high'],
    ['-1', 'price_negative'],
    ['12.5', null],
    ['12,5', null],
    ['12.55', 'price_step'],
    ['0.3', null],
    ['abc', 'not_a_number'],
    ['1e3', 'not_a_number'],
  ])('a price of %j -> %s', (price, issue) => {
    expect(check('price_child_above_3_with_transport', { price_child_above_3_with_transport: price })).toBe(
      issue,
    );
  });

  it.each<[string, string | null]>([
    ['', null],
    ['0', null],
    ['100', null],
    ['12.5', null],
    ['100.5', 'discount_too_high'],
    ['-5', 'discount_negative'],
    ['ten', 'not_a_number'],
  ])('a discount of %j -> %s', (discount, issue) => {
    expect(
      check('discount_percentage_children_above_3_same_family', {
        discount_percentage_children_above_3_same_family: discount,
      }),
    ).toBe(issue);
  });

  it('finds every issue of an empty form, and the tabs holding one, in tab order', () => {
    const issues = checkEventForm(emptyEventForm(), TODAY);
    expect(Object.keys(issues).sort()).toEqual(
      // Every field but the discount (a blank discount is none): the prices are to be typed too.
      EVENT_FIELDS.filter((field) => !field.startsWith('discount')).sort(),
    );
    expect(invalidEventTabs(issues)).toEqual(['en', 'ar', 'pl']);
    expect(invalidEventTabs(checkEventForm({ ...VALID, about_pl: 'short' }, TODAY))).toEqual(['pl']);
    expect(invalidEventTabs(checkEventForm({ ...VALID, event_name_ar: '', date: '' }, TODAY))).toEqual([
      'ar',
    ]);
    expect(invalidEventTabs({ date: 'required' })).toEqual([]);
  });

  it('starts a new form with a 0 discount and blank prices', () => {
    expect(emptyEventForm()).toMatchObject({
      discount_percentage_children_above_3_same_family: '0',
      price_adult_no_transport: '',
    });
  });
});

describe('normaliseEventTime', () => {
  it.each<[string, string | null]>([
    ['19:30', '19:30'],
    ['9:05', '09:05'],
    ['19:30:00', '19:30'],
    ['19:30:59', '19:30'],
    ['7:30 PM', '19:30'],
    ['7:30pm', '19:30'],
    ['7:30 p.m.', '19:30'],
    ['12:00 AM', '00:00'],
    ['12:15 PM', '12:15'],
    ['7 pm', '19:00'],
    ['11 AM', '11:00'],
    ['19:30-21:00', '19:30'],
    ['19:30 – 21:00', '19:30'],
    ['7:30 PM - 9:00 PM', '19:30'],
    ['00:00', '00:00'],
    ['24:00', null],
    ['19:60', null],
    ['13:00 PM', null],
    ['19', null],
    ['evening', null],
    ['', null],
  ])('%j -> %j', (text, time) => {
    expect(normaliseEventTime(text)).toBe(time);
  });
});

describe('toEventPayload', () => {
  it('normalises the form as it is sent', () => {
    const payload = toEventPayload({
      ...VALID,
      event_name_en: '  Family picnic ',
      time: '7:30 PM',
      registration_deadline: '2026-12-10T18:00:00Z',
      price_adult_no_transport: '',
      price_adult_with_transport: 'abc',
      price_child_above_3_no_transport: '12,5',
      discount_percentage_children_above_3_same_family: '',
    });
    expect(payload).toMatchObject({
      event_name_en: 'Family picnic',
      time: '19:30',
      registration_deadline: '2026-12-10',
      price_adult_no_transport: 0,
      price_adult_with_transport: 0,
      price_child_above_3_no_transport: 12.5,
      price_child_below_3_with_transport: 20,
      discount_percentage_children_above_3_same_family: 0,
    });
    expect(payload).not.toHaveProperty('status');
  });

  it.each([
    ['2026-12-10', '2026-12-10'],
    ['2026-12-10T00:00:00', '2026-12-10'],
    ['2026-12-10 18:00', '2026-12-10'],
    ['2026-12-10T18:00:00.000+01:00', '2026-12-10'],
    [' 2026-12-10 ', '2026-12-10'],
  ])('cuts the deadline %j to %j', (text, date) => {
    expect(datePartOf(text)).toBe(date);
  });

  it.each([
    ['12', 12],
    ['-3.5', -3.5],
    ['.5', 0.5],
    ['Infinity', null],
    ['0x10', null],
    ['', null],
  ])('reads the typed number %j as %j', (text, value) => {
    expect(parseTypedNumber(text)).toBe(value);
  });
});

describe('eventPayloadSchema (the server check of the event part)', () => {
  const PAYLOAD = toEventPayload(VALID);
  const issuesOf = (input: unknown) => {
    const result = v.safeParse(eventPayloadSchema, input);
    if (result.success) return {};
    return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
  };

  it('accepts a valid payload, normalising its time and deadline and keeping a status', () => {
    const output = v.parse(eventPayloadSchema, {
      ...PAYLOAD,
      event_name_en: ' Family picnic ',
      time: '19:30:00',
      registration_deadline: '2026-12-10T10:00:00Z',
      status: 'canceled',
    });
    expect(output).toEqual({
      ...PAYLOAD,
      time: '19:30',
      registration_deadline: '2026-12-10',
      status: 'canceled',
    });
  });

  it('takes a missing discount as 0', () => {
    const { discount_percentage_children_above_3_same_family: _discount, ...rest } = PAYLOAD;
    expect(v.parse(eventPayloadSchema, rest).discount_percentage_children_above_3_same_family).toBe(0);
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ event_name_en: 'ab' }, { event_name_en: 'event.too_short' }],
    [{ about_ar: '' }, { about_ar: 'field.required' }],
    [{ about_ar: undefined }, { about_ar: 'field.required' }],
    [{ price_adult_no_transport: -1 }, { price_adult_no_transport: 'event.price_negative' }],
    [{ price_adult_no_transport: 10001 }, { price_adult_no_transport: 'event.price_too_high' }],
    [{ price_adult_no_transport: 1.25 }, { price_adult_no_transport: 'event.price_step' }],
    [{ price_adult_no_transport: '50' }, { price_adult_no_transport: 'event.not_a_number' }],
    [
      { discount_percentage_children_above_3_same_family: 101 },
      { discount_percentage_children_above_3_same_family: 'event.discount_too_high' },
    ],
    [{ registration_deadline: '2026-12-13' }, { registration_deadline: 'event.deadline_after_date' }],
    [{ time: 'soon' }, { time: 'event.time_invalid' }],
    [{ status: 'postponed' }, { status: 'event.status_invalid' }],
  ])('refuses %j with %j', (change, issues) => {
    expect(issuesOf({ ...PAYLOAD, ...change })).toEqual(issues);
  });

  it('does not hold the dates to today: the server does, with the mosque date', () => {
    expect(issuesOf({ ...PAYLOAD, date: '2020-01-01', registration_deadline: '2020-01-01' })).toEqual({});
  });

  it('maps issue codes to 422 types and back', () => {
    expect(eventIssueType('required')).toBe('field.required');
    expect(eventIssueType('price_step')).toBe('event.price_step');
    expect(eventIssueOfType('event.price_step')).toBe('price_step');
    expect(eventIssueOfType('field.required')).toBe('required');
    expect(eventIssueOfType('event.unknown')).toBeNull();
    expect(eventIssueOfType('upload.too_large')).toBeNull();
  });
});

describe('eventDateIssues (the server rules about today)', () => {
  it('holds both dates of a new event to today', () => {
    expect(eventDateIssues({ date: '2026-11-22', registration_deadline: '2026-11-20' }, TODAY)).toEqual({
      date: 'date_in_past',
      registration_deadline: 'deadline_in_past',
    });
    expect(eventDateIssues({ date: TODAY, registration_deadline: TODAY }, TODAY)).toEqual({});
  });

  it('lets an existing event keep its past dates, but not move to another past date', () => {
    const previous = { date: '2026-11-01', registration_deadline: '2026-10-30' };
    expect(eventDateIssues(previous, TODAY, previous)).toEqual({});
    expect(eventDateIssues({ ...previous, date: '2026-11-02' }, TODAY, previous)).toEqual({
      date: 'date_in_past',
    });
  });
});

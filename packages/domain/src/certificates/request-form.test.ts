import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  checkRequestField,
  checkRequestForm,
  emptyRequestForm,
  isLocationLink,
  normaliseIdNumber,
  normalisePhone,
  type RequestFormValues,
  requestDateIssues,
  requestFormValuesOf,
  requestIssueOfType,
  requestIssueType,
  requestPayloadSchema,
  toRequestPayload,
  witnessesOf,
} from './request-form';

const TODAY = '2026-11-24';

const MARRIAGE: RequestFormValues = {
  ...emptyRequestForm('marriage'),
  applicant_name: 'Yusuf Nowak',
  applicant_father_name: 'Ibrahim Nowak',
  applicant_id_number: 'abc 123-456',
  applicant_phone: '+48 600 100 200',
  spouse_name: 'Maryam Kowalska',
  spouse_father_name: 'Adam Kowalski',
  marriage_date: '2026-09-12',
  marriage_location: 'https://maps.example.org/?q=Wiertnicza+103',
};

const CONVERSION: RequestFormValues = {
  ...emptyRequestForm('conversion'),
  applicant_name: 'Anna Wiśniewska',
  applicant_father_name: 'Piotr Wiśniewski',
  applicant_id_number: '90010112345',
  applicant_phone: '600100200',
  previous_religion: 'Christianity',
  revert_date: '2026-05-01',
  shahada_witnesses: 'Omar Bakr, Tariq Jaber',
};

const CUSTOM: RequestFormValues = {
  ...emptyRequestForm('custom'),
  applicant_name: 'Leila Haddad',
  applicant_phone: '(22) 555-01-02',
  custom_request_description: 'A letter confirming my membership for the school.',
};

describe('normalisePhone', () => {
  it.each([
    ['+48 600 100 200', '+48600100200'],
    ['600-100-200', '600100200'],
    ['(22) 555.01.02', '225550102'],
    ['  +966 50 123 4567 ', '+966501234567'],
    ['1234567', '1234567'],
    ['123456', null],
    ['1234567890123456', null],
    ['600 100 2OO', null],
    ['+48+600100200', null],
    ['phone', null],
    ['', null],
  ])('%j → %j', (text, phone) => {
    expect(normalisePhone(text)).toBe(phone);
  });
});

describe('normaliseIdNumber', () => {
  it.each([
    ['abc 123456', 'ABC123456'],
    ['90010112345', '90010112345'],
    ['ab-12 34', 'AB1234'],
    ['A1234', 'A1234'],
    ['A123', null],
    ['A'.repeat(21), null],
    ['ABC/123456', null],
    ['ĄBC123456', null],
    ['', null],
  ])('%j → %j', (text, id) => {
    expect(normaliseIdNumber(text)).toBe(id);
  });
});

describe('witnessesOf', () => {
  it.each([
    ['Omar Bakr, Tariq Jaber', ['Omar Bakr', 'Tariq Jaber']],
    ['Omar Bakr\nTariq Jaber\n', ['Omar Bakr', 'Tariq Jaber']],
    ['عمر بكر، طارق جابر', ['عمر بكر', 'طارق جابر']],
    ['Omar; Tariq; Adam', ['Omar', 'Tariq', 'Adam']],
    ['Omar Bakr', ['Omar Bakr']],
    [' , ', []],
  ])('%j → %j', (text, names) => {
    expect(witnessesOf(text)).toEqual(names);
  });
});

describe('checkRequestForm', () => {
  it.each([
    ['a marriage', MARRIAGE],
    ['a conversion', CONVERSION],
    ['a custom request', CUSTOM],
  ])('finds nothing wrong with %s', (_, values) => {
    expect(checkRequestForm(values, TODAY)).toEqual({});
  });

  it.each([
    [
      'marriage',
      [
        'applicant_name',
        'applicant_father_name',
        'applicant_id_number',
        'applicant_phone',
        'spouse_name',
        'spouse_father_name',
        'marriage_date',
        'marriage_location',
      ],
    ],
    [
      'conversion',
      [
        'applicant_name',
        'applicant_father_name',
        'applicant_id_number',
        'applicant_phone',
        'previous_religion',
        'revert_date',
        'shahada_witnesses',
      ],
    ],
    ['custom', ['applicant_name', 'applicant_phone', 'custom_request_description']],
  ] as const)('asks a blank %s for exactly its own fields', (type, fields) => {
    const issues = checkRequestForm(emptyRequestForm(type), TODAY);
    expect(Object.keys(issues).sort()).toEqual([...fields].sort());
    expect(new Set(Object.values(issues))).toEqual(new Set(['required']));
  });

  it('refuses an unknown type', () => {
    expect(checkRequestForm({ ...CUSTOM, request_type: 'hajj' }, TODAY)).toEqual({
      request_type: 'type_invalid',
    });
  });
});

describe('checkRequestField', () => {
  it.each([
    ['applicant_name', MARRIAGE, 'Y', 'too_short'],
    ['applicant_name', MARRIAGE, 'x'.repeat(101), 'too_long'],
    ['applicant_name', MARRIAGE, 'Yusuf\u202eNowak', 'invalid_character'],
    ['applicant_phone', MARRIAGE, '12345', 'phone_invalid'],
    ['applicant_id_number', MARRIAGE, 'AB', 'id_number_invalid'],
    ['marriage_date', MARRIAGE, '2026-02-30', 'date_invalid'],
    ['marriage_date', MARRIAGE, '2026-11-25', 'date_in_future'],
    ['marriage_date', MARRIAGE, TODAY, null],
    ['marriage_location', MARRIAGE, 'Islamic Centre, Warsaw', null],
    ['marriage_location', MARRIAGE, 'javascript:alert(1)', 'location_invalid'],
    ['marriage_location', MARRIAGE, 'data:text/html,hi', 'location_invalid'],
    ['marriage_location', MARRIAGE, 'https://user@maps.example.org/', 'location_invalid'],
    ['revert_date', CONVERSION, '2030-01-01', 'date_in_future'],
    ['shahada_witnesses', CONVERSION, 'Omar Bakr', 'witnesses_too_few'],
    ['custom_request_description', CUSTOM, 'Too short', 'too_short'],
    ['custom_request_description', CUSTOM, 'x'.repeat(2001), 'too_long'],
    ['spouse_name', CUSTOM, '', null],
    ['admin_notes', CUSTOM, 'x'.repeat(2001), 'too_long'],
    ['admin_notes', CUSTOM, '', null],
    ['applicant_email', CUSTOM, '', null],
    ['applicant_email', MARRIAGE, 'leila@example.org', null],
    ['applicant_email', CONVERSION, 'leila@example', 'email_invalid'],
    ['applicant_email', CUSTOM, 'leila example.org', 'email_invalid'],
    ['applicant_email', CUSTOM, `${'a'.repeat(243)}@example.org`, 'email_invalid'],
    ['applicant_email', CUSTOM, `${'a'.repeat(242)}@example.org`, null],
    ['applicant_email', CUSTOM, 'leila\u202e@example.org', 'invalid_character'],
    ['preferred_language', CUSTOM, '', null],
    ['preferred_language', CUSTOM, 'ar', null],
    ['preferred_language', CUSTOM, 'de', 'language_invalid'],
  ] as const)('%s %j: %s', (field, values, value, issue) => {
    expect(checkRequestField(field, { ...values, [field]: value }, TODAY)).toBe(issue);
  });

  it('skips the rule about today when no day is given', () => {
    expect(checkRequestField('marriage_date', { ...MARRIAGE, marriage_date: '2099-01-01' }, null)).toBeNull();
  });
});

describe('isLocationLink', () => {
  it.each([
    ['https://maps.example.org/?q=x', true],
    ['http://maps.example.org', true],
    ['Islamic Centre, Warsaw', false],
    ['javascript:alert(1)', false],
    ['https://user@evil.example', false],
  ])('%j: %s', (text, link) => {
    expect(isLocationLink(text)).toBe(link);
  });
});

describe('toRequestPayload and requestPayloadSchema', () => {
  it('keeps only the type’s fields, normalising the phone and the id number', () => {
    expect(toRequestPayload({ ...MARRIAGE, custom_request_description: 'left from another type' })).toEqual({
      request_type: 'marriage',
      applicant_name: 'Yusuf Nowak',
      applicant_father_name: 'Ibrahim Nowak',
      applicant_id_number: 'ABC123456',
      applicant_phone: '+48600100200',
      spouse_name: 'Maryam Kowalska',
      spouse_father_name: 'Adam Kowalski',
      marriage_date: '2026-09-12',
      marriage_location: 'https://maps.example.org/?q=Wiertnicza+103',
      previous_religion: null,
      revert_date: null,
      shahada_witnesses: null,
      custom_request_description: null,
      applicant_email: null,
      preferred_language: null,
      admin_notes: null,
    });
  });

  it('keeps the applicant’s address lower-cased and the mail language for every type', () => {
    expect(
      toRequestPayload({
        ...CUSTOM,
        applicant_email: ' Leila.Haddad@Example.ORG ',
        preferred_language: 'ar',
      }),
    ).toMatchObject({ applicant_email: 'leila.haddad@example.org', preferred_language: 'ar' });
    expect(toRequestPayload({ ...CUSTOM, preferred_language: 'xx' }).preferred_language).toBeNull();
  });

  it('reads a stored request back as the form', () => {
    const stored = toRequestPayload(CONVERSION);
    expect(requestFormValuesOf(stored)).toEqual({
      ...CONVERSION,
      applicant_phone: '600100200',
    });
  });

  it('parses a valid body and names every refused field with its type', () => {
    expect(v.parse(requestPayloadSchema, CUSTOM)).toMatchObject({
      request_type: 'custom',
      applicant_phone: '225550102',
    });
    const result = v.safeParse(requestPayloadSchema, {
      ...CONVERSION,
      applicant_phone: 'x',
      shahada_witnesses: 'Omar',
      applicant_email: 'not an address',
    });
    expect(result.success).toBe(false);
    expect((result.issues ?? []).map((issue) => [issue.path?.[0]?.key, issue.message])).toEqual([
      ['applicant_phone', 'certificate.phone_invalid'],
      ['shahada_witnesses', 'certificate.witnesses_too_few'],
      ['applicant_email', 'certificate.email_invalid'],
    ]);
  });

  it('leaves the rules about today to the server', () => {
    expect(requestDateIssues({ marriage_date: '2026-11-25', revert_date: null }, TODAY)).toEqual({
      marriage_date: 'date_in_future',
    });
    expect(requestDateIssues({ marriage_date: TODAY, revert_date: '2026-01-01' }, TODAY)).toEqual({});
  });

  it.each([
    ['required', 'field.required'],
    ['phone_invalid', 'certificate.phone_invalid'],
  ] as const)('%s travels as %s and back', (issue, type) => {
    expect(requestIssueType(issue)).toBe(type);
    expect(requestIssueOfType(type)).toBe(issue);
    expect(requestIssueOfType('activity.too_short')).toBeNull();
  });
});

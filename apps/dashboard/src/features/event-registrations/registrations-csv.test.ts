import type { FamilyRegistration, PersonalRegistration } from '@minbar/api/schemas/events';
import Papa from 'papaparse';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';
import pl from './locales/pl.json';
import {
  type CsvWords,
  familyCsv,
  PERSONAL_CSV_FIELDS,
  personalCsv,
  registrationsCsvFileName,
} from './registrations-csv';

const MESSAGES = { en, ar, pl };

/** The export's words in a language, as the page's formatter gives them. */
function wordsIn(locale: 'en' | 'ar' | 'pl'): CsvWords {
  const intl = createIntl({ locale, messages: MESSAGES[locale] });
  return (id) => intl.formatMessage({ id });
}

const personal: PersonalRegistration = {
  id: 3,
  name: 'Amina Kowalska',
  phone: '+48 600 100 200',
  email: 'amina@example.org',
  student: true,
  transportation: false,
  city: null,
  payment_status: 'paid',
  price: 49.5,
  paid_via: 'cash',
  paid_at: '2026-11-22T10:00:00Z',
  refund_reason: null,
  extra_payments: [],
  created_at: '2026-11-20T14:05:00Z',
};

const family: FamilyRegistration = {
  id: 8,
  parent_name: 'يوسف, "أبو علي"',
  phone: '600100200',
  email: 'yusuf@example.org',
  num_adults: 2,
  num_children_above_3: 1,
  num_children_below_3: 0,
  use_transport: true,
  city: 'Kraków',
  payment_status: 'pending',
  price: 190,
  paid_via: null,
  paid_at: null,
  refund_reason: null,
  extra_payments: [],
  created_at: '2026-11-21T09:00:00Z',
};

function parse(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
}

describe('the registrations CSV', () => {
  it('names its columns and words its yes/no and statuses in the interface language (Polish)', () => {
    expect(parse(personalCsv([personal], wordsIn('pl')))).toEqual([
      [
        pl['registrations.csv.id'],
        pl['registrations.csv.name'],
        pl['registrations.csv.phone'],
        pl['registrations.csv.email'],
        pl['registrations.csv.student'],
        pl['registrations.csv.transportation'],
        pl['registrations.csv.city'],
        pl['registrations.csv.payment_status'],
        pl['registrations.csv.paid_via'],
        pl['registrations.csv.paid_at'],
        pl['registrations.csv.price'],
        pl['registrations.csv.created_at'],
      ],
      [
        '3',
        'Amina Kowalska',
        "'+48 600 100 200",
        'amina@example.org',
        pl['registrations.yes'],
        pl['registrations.no'],
        '',
        pl['registrations.payment.paid'],
        pl['registrations.csv.via.cash'],
        '2026-11-22T10:00:00Z',
        '49.5',
        '2026-11-20T14:05:00Z',
      ],
    ]);
    // Polish words, not the API's English names.
    expect(pl['registrations.csv.payment_status']).not.toBe('payment_status');
    expect(pl['registrations.payment.paid']).not.toBe(en['registrations.payment.paid']);
  });

  it('is worded in Arabic in an Arabic interface, numbers and times kept as the API gives them', () => {
    const rows = parse(familyCsv([family], wordsIn('ar')));
    expect(rows[0]?.[1]).toBe(ar['registrations.csv.parent_name']);
    expect(rows[0]?.[9]).toBe(ar['registrations.csv.payment_status']);
    expect(rows[1]?.[7]).toBe(ar['registrations.yes']);
    expect(rows[1]?.[9]).toBe(ar['registrations.payment.pending']);
    expect(rows[1]?.[12]).toBe('190');
    expect(rows[1]?.[13]).toBe('2026-11-21T09:00:00Z');
  });

  it('keeps a way of paying it has no word for as sent', () => {
    expect(parse(personalCsv([{ ...personal, paid_via: 'blik' }], wordsIn('pl')))[1]?.[8]).toBe('blik');
  });

  it('quotes commas and quotes in a family row, keeping Arabic text as typed', () => {
    const rows = parse(familyCsv([family], wordsIn('en')));
    expect(rows[0]).toEqual([
      'Booking no.',
      'Parent',
      'Phone',
      'Email',
      'Adults',
      'Children above 3',
      'Children below 3',
      'Transport',
      'Pick-up city',
      'Payment',
      'Paid by',
      'Paid on',
      'Price',
      'Booked on',
    ]);
    expect(rows[1]).toEqual([
      '8',
      'يوسف, "أبو علي"',
      '600100200',
      'yusuf@example.org',
      '2',
      '1',
      '0',
      'Yes',
      'Kraków',
      'Pending',
      '',
      '',
      '190',
      '2026-11-21T09:00:00Z',
    ]);
  });

  it.each<[field: 'name' | 'phone' | 'email' | 'city', typed: string]>([
    ['name', '=HYPERLINK("http://x")'],
    ['name', '=1-1'],
    ['name', '-2+3'],
    ['name', ' @SUM(A1)'],
    ['city', '@SUM(A1)'],
    ['city', '\r=1+1'],
    ['email', '+1@example.org'],
    ['phone', '+48 600 100 200'],
  ])('writes a %s typed as %j as text a spreadsheet will not run', (field, typed) => {
    const column = PERSONAL_CSV_FIELDS.indexOf(field);
    const rows = parse(personalCsv([{ ...personal, [field]: typed }], wordsIn('en')));
    expect(rows[1]?.[column]).toBe(`'${typed}`);
  });

  it('keeps the numbers it writes itself as numbers, a negative one too', () => {
    const rows = parse(familyCsv([{ ...family, price: -5, num_adults: 3 }], wordsIn('en')));
    expect(rows[1]?.[4]).toBe('3');
    expect(rows[1]?.[12]).toBe('-5');
  });

  it('is an empty table with its header when there are no bookings', () => {
    expect(parse(familyCsv([], wordsIn('ar')))).toHaveLength(1);
  });

  it('names the file after the event and the kind', () => {
    expect(registrationsCsvFileName(12, 'family')).toBe('registrations_12_family.csv');
  });
});

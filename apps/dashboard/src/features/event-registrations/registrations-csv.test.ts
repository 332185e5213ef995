import type { FamilyRegistration, PersonalRegistration } from '@minbar/api/schemas/events';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { familyCsv, personalCsv, registrationsCsvFileName } from './registrations-csv';

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
  created_at: '2026-11-21T09:00:00Z',
};

function parse(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
}

describe('the registrations CSV', () => {
  it('has the API field names as its header and the API values in its rows', () => {
    expect(parse(personalCsv([personal]))).toEqual([
      [
        'id',
        'name',
        'phone',
        'email',
        'student',
        'transportation',
        'city',
        'payment_status',
        'paid_via',
        'paid_at',
        'price',
        'created_at',
      ],
      [
        '3',
        'Amina Kowalska',
        '+48 600 100 200',
        'amina@example.org',
        'true',
        'false',
        '',
        'paid',
        'cash',
        '2026-11-22T10:00:00Z',
        '49.5',
        '2026-11-20T14:05:00Z',
      ],
    ]);
  });

  it('quotes commas and quotes in a family row, keeping Arabic text as typed', () => {
    const rows = parse(familyCsv([family]));
    expect(rows[0]).toEqual([
      'id',
      'parent_name',
      'phone',
      'email',
      'num_adults',
      'num_children_above_3',
      'num_children_below_3',
      'use_transport',
      'city',
      'payment_status',
      'paid_via',
      'paid_at',
      'price',
      'created_at',
    ]);
    expect(rows[1]).toEqual([
      '8',
      'يوسف, "أبو علي"',
      '600100200',
      'yusuf@example.org',
      '2',
      '1',
      '0',
      'true',
      'Kraków',
      'pending',
      '',
      '',
      '190',
      '2026-11-21T09:00:00Z',
    ]);
  });

  it('defuses a typed value a spreadsheet would run as a formula, but not a phone number', () => {
    const rows = parse(personalCsv([{ ...personal, name: '=HYPERLINK("http://x")', city: '@SUM(A1)' }]));
    expect(rows[1]?.[1]).toBe('\'=HYPERLINK("http://x")');
    expect(rows[1]?.[2]).toBe('+48 600 100 200');
    expect(rows[1]?.[6]).toBe("'@SUM(A1)");
  });

  it('is an empty table with its header when there are no bookings', () => {
    expect(parse(familyCsv([]))).toHaveLength(1);
  });

  it('names the file after the event and the kind', () => {
    expect(registrationsCsvFileName(12, 'family')).toBe('registrations_12_family.csv');
  });
});

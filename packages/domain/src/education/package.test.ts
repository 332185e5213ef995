import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyPackageForm, packageFormValuesOf, packageInputSchema } from './package';

const VALID = {
  name: 'Weekend full',
  description: 'Quran, Arabic and fiqh on Saturdays and Sundays.',
  price: 150,
  num_subjects_included: 3,
};

describe('packageInputSchema', () => {
  it.each([
    [VALID, { ...VALID, is_active: true }],
    [
      { ...VALID, price: '149.50', num_subjects_included: ' 4 ', is_active: false },
      { ...VALID, price: 149.5, num_subjects_included: 4, is_active: false },
    ],
    [
      { ...VALID, price: '99,99' },
      { ...VALID, price: 99.99, is_active: true },
    ],
    [
      { ...VALID, price: 0 },
      { ...VALID, price: 0, is_active: true },
    ],
    [
      { ...VALID, name: '  Weekend full ' },
      { ...VALID, is_active: true },
    ],
  ])('%j → %j', (input, output) => {
    expect(v.parse(packageInputSchema, input)).toEqual(output);
  });

  it.each([
    [{ ...VALID, name: '' }, 'name', 'field.required'],
    [{ ...VALID, description: '  ' }, 'description', 'field.required'],
    [{ ...VALID, price: '' }, 'price', 'field.required'],
    [{ ...VALID, price: 'ten' }, 'price', 'package.price_invalid'],
    [{ ...VALID, price: -1 }, 'price', 'package.price_invalid'],
    [{ ...VALID, price: 10.005 }, 'price', 'package.price_invalid'],
    [{ ...VALID, price: 100_001 }, 'price', 'package.price_invalid'],
    [{ ...VALID, price: null }, 'price', 'package.price_invalid'],
    [{ ...VALID, num_subjects_included: '' }, 'num_subjects_included', 'field.required'],
    [{ ...VALID, num_subjects_included: 2.5 }, 'num_subjects_included', 'package.subjects_count_invalid'],
    [{ ...VALID, num_subjects_included: 0 }, 'num_subjects_included', 'package.subjects_count_invalid'],
    [{ ...VALID, num_subjects_included: 'x' }, 'num_subjects_included', 'package.subjects_count_invalid'],
    [{ ...VALID, num_subjects_included: 51 }, 'num_subjects_included', 'package.subjects_count_invalid'],
    [{ ...VALID, is_active: 'yes' }, 'is_active', 'education.invalid_flag'],
  ])('%j: %s %s', (input, field, issue) => {
    const result = v.safeParse(packageInputSchema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.map((item) => [v.getDotPath(item), item.message])[0]).toEqual([field, issue]);
  });

  it('asks a blank form for every required field', () => {
    const result = v.safeParse(packageInputSchema, emptyPackageForm(), { abortPipeEarly: true });
    expect(result.issues?.map((item) => v.getDotPath(item))).toEqual([
      'name',
      'description',
      'price',
      'num_subjects_included',
    ]);
  });

  it('reads a stored package back as the form, 7 subjects when the server left them out', () => {
    const values = packageFormValuesOf({ ...VALID, num_subjects_included: null, is_active: false });
    expect(values).toEqual({ ...VALID, price: '150', num_subjects_included: '7', is_active: false });
    expect(v.parse(packageInputSchema, values).num_subjects_included).toBe(7);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldIssues } from '../access/credentials';
import { TEXT_ISSUE } from '../input/text';
import {
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_NAME_MAX_LENGTH,
  categoryCreateSchema,
  categoryUpdateSchema,
  clampCreateAmount,
  invalidCategoryTabs,
} from './category';
import { DONATION_ISSUE } from './money';

const CATEGORY = {
  name_en: 'New roof',
  name_ar: 'السقف الجديد',
  name_pl: 'Nowy dach',
  title_en: 'Keep the prayer hall dry',
  title_ar: 'لنحافظ على قاعة الصلاة',
  title_pl: 'Sucha sala modlitw',
  description_en: 'The roof of the prayer hall leaks.',
  description_ar: 'سقف قاعة الصلاة يسرب الماء.',
  description_pl: 'Dach sali modlitw przecieka.',
  payment_type: 'One Time',
  default_value: 50,
  target_amount: 40000,
  current_amount: 0,
};

function issuesOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldIssues(result.issues);
}

describe('the category form', () => {
  it('trims the texts and starts a new category as not activated and not zakat-aware', () => {
    const output = v.parse(categoryCreateSchema, { ...CATEGORY, name_en: '  New roof  ' });
    expect(output).toMatchObject({ name_en: 'New roof', is_available: false, is_zakat: false });
  });

  it('keeps a saved category available unless told otherwise, and takes the zakat flag', () => {
    expect(v.parse(categoryUpdateSchema, { ...CATEGORY, is_zakat: true })).toMatchObject({
      is_available: true,
      is_zakat: true,
    });
  });

  it.each<[change: Record<string, unknown>, issues: Record<string, string>]>([
    [{ default_value: 0 }, { default_value: DONATION_ISSUE.amountAtLeastOne }],
    [{ target_amount: 0.5 }, { target_amount: DONATION_ISSUE.amountAtLeastOne }],
    [{ current_amount: -1 }, { current_amount: DONATION_ISSUE.amountInvalid }],
    [{ default_value: '50' }, { default_value: DONATION_ISSUE.amountInvalid }],
    [{ payment_type: 'Weekly' }, { payment_type: DONATION_ISSUE.paymentTypeInvalid }],
    [{ name_ar: '   ' }, { name_ar: DONATION_ISSUE.required }],
    [{ description_pl: undefined }, { description_pl: DONATION_ISSUE.required }],
    [{ name_en: 'n'.repeat(CATEGORY_NAME_MAX_LENGTH + 1) }, { name_en: DONATION_ISSUE.textTooLong }],
    [
      { description_en: 'd'.repeat(CATEGORY_DESCRIPTION_MAX_LENGTH + 1) },
      { description_en: DONATION_ISSUE.textTooLong },
    ],
    [{ title_pl: 'a\u0000b' }, { title_pl: TEXT_ISSUE.invalidCharacter }],
    [{ is_available: 'yes' }, { is_available: DONATION_ISSUE.invalidFlag }],
  ])('create refuses %j with %j', (change, issues) => {
    expect(issuesOf(categoryCreateSchema, { ...CATEGORY, ...change })).toEqual(issues);
  });

  it.each<[change: Record<string, unknown>, issues: Record<string, string>]>([
    [{ default_value: 0, target_amount: 0, current_amount: 0 }, {}],
    [{ target_amount: -0.01 }, { target_amount: DONATION_ISSUE.amountInvalid }],
    [{ current_amount: 12.345 }, { current_amount: DONATION_ISSUE.amountInvalid }],
    [{ title_en: undefined }, {}],
  ])('update takes numbers from 0: %j -> %j', (change, issues) => {
    expect(issuesOf(categoryUpdateSchema, { ...CATEGORY, ...change })).toEqual(issues);
  });

  it.each<[number | null | undefined, number]>([
    [0, 1],
    [-5, 1],
    [Number.NaN, 1],
    [null, 1],
    [1, 1],
    [250.5, 250.5],
  ])('clamps %s to %d on create', (value, expected) => {
    expect(clampCreateAmount(value)).toBe(expected);
  });

  it('marks the tabs that hold an issue, in tab order', () => {
    const result = v.safeParse(categoryCreateSchema, { ...CATEGORY, title_pl: 'a\u0000', name_ar: '' });
    expect(invalidCategoryTabs(result.issues ?? [])).toEqual(['ar', 'pl']);
    expect(invalidCategoryTabs([])).toEqual([]);
  });
});

import type { DonationCategory } from '@minbar/api/schemas/donations';
import {
  categoryCreateSchema,
  categoryUpdateSchema,
  PAYMENT_TYPES,
  type PaymentType,
} from '@minbar/domain/donations/category';
import { DONATION_ISSUE, moneySchema } from '@minbar/domain/donations/money';
import * as v from 'valibot';
import { typedNumber } from '../../../lib/forms/typed-number';

export type CategoryFormMode = 'create' | 'edit';

/** The form's values as typed: every field is text (the amounts too, so a half-typed number stays). */
export interface CategoryFormValues extends Record<string, string> {
  name_en: string;
  title_en: string;
  description_en: string;
  name_ar: string;
  title_ar: string;
  description_ar: string;
  name_pl: string;
  title_pl: string;
  description_pl: string;
  payment_type: string;
  default_value: string;
  target_amount: string;
  current_amount: string;
  is_available: string;
}

/** What a valid form hands to the save: the body of POST /categories/ or PUT /categories/{id}. */
export interface CategoryFormOutput {
  name_en: string;
  title_en: string;
  description_en: string;
  name_ar: string;
  title_ar: string;
  description_ar: string;
  name_pl: string;
  title_pl: string;
  description_pl: string;
  payment_type: PaymentType;
  default_value: number;
  target_amount: number;
  current_amount: number;
  is_available: boolean;
}

/** The amounts a new category clamps to at least 1 when the field is left (its schema asks for 1). */
export const CLAMPED_ON_CREATE = ['default_value', 'target_amount'] as const;

/**
 * The category form's check: the texts with the domain's own rules, the payment type, and the typed
 * amounts turned into numbers and checked with the money rules of the mode (create asks for at least 1
 * as the default value and the target).
 */
export function categoryFormSchema(mode: CategoryFormMode) {
  const rules = mode === 'create' ? categoryCreateSchema.entries : categoryUpdateSchema.entries;
  return v.object(
    {
      name_en: rules.name_en,
      title_en: rules.title_en,
      description_en: rules.description_en,
      name_ar: rules.name_ar,
      title_ar: rules.title_ar,
      description_ar: rules.description_ar,
      name_pl: rules.name_pl,
      title_pl: rules.title_pl,
      description_pl: rules.description_pl,
      payment_type: rules.payment_type,
      default_value: typedNumber(rules.default_value, DONATION_ISSUE.required),
      target_amount: typedNumber(rules.target_amount, DONATION_ISSUE.required),
      current_amount: typedNumber(moneySchema(0), DONATION_ISSUE.required),
      is_available: v.pipe(
        v.string(),
        v.transform((value) => value === 'true'),
      ),
    },
    DONATION_ISSUE.required,
  ) as unknown as v.GenericSchema<CategoryFormValues, CategoryFormOutput>;
}

const amountText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The form's starting values: a blank new campaign, or the stored category's texts in every language. */
export function initialCategoryValues(category?: DonationCategory): CategoryFormValues {
  if (!category) {
    return {
      name_en: '',
      title_en: '',
      description_en: '',
      name_ar: '',
      title_ar: '',
      description_ar: '',
      name_pl: '',
      title_pl: '',
      description_pl: '',
      payment_type: 'One Time',
      default_value: '',
      target_amount: '',
      current_amount: '0',
      is_available: 'false',
    };
  }
  // A server that sends only the request's language leaves the others to fill in.
  return {
    name_en: category.name_en ?? category.name,
    title_en: category.title_en ?? category.title,
    description_en: category.description_en ?? category.description,
    name_ar: category.name_ar ?? '',
    title_ar: category.title_ar ?? '',
    description_ar: category.description_ar ?? '',
    name_pl: category.name_pl ?? '',
    title_pl: category.title_pl ?? '',
    description_pl: category.description_pl ?? '',
    payment_type: PAYMENT_TYPES.includes(category.payment_type as PaymentType)
      ? category.payment_type
      : 'One Time',
    default_value: amountText(category.default_value),
    target_amount: amountText(category.target_amount),
    current_amount: amountText(category.current_amount),
    is_available: category.is_available ? 'true' : 'false',
  };
}

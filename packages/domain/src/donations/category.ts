import * as v from 'valibot';
import { boundedText } from '../input/text';
import { DONATION_ISSUE, moneySchema } from './money';

/** The texts of a category are written in the product's three languages. */
export const CATEGORY_LANGUAGES = ['en', 'ar', 'pl'] as const;
export type CategoryLanguage = (typeof CATEGORY_LANGUAGES)[number];

/** How a donor gives to the category. */
export const PAYMENT_TYPES = ['Monthly', 'One Time'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const CATEGORY_NAME_MAX_LENGTH = 100;
export const CATEGORY_TITLE_MAX_LENGTH = 200;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 2000;

/** The nine text fields of a category, grouped by the language tab that holds them. */
export const CATEGORY_FIELDS_BY_LANGUAGE = {
  en: ['name_en', 'title_en', 'description_en'],
  ar: ['name_ar', 'title_ar', 'description_ar'],
  pl: ['name_pl', 'title_pl', 'description_pl'],
} as const satisfies Record<CategoryLanguage, readonly string[]>;
export type CategoryTextField = (typeof CATEGORY_FIELDS_BY_LANGUAGE)[CategoryLanguage][number];

const requiredText = (max: number) =>
  v.pipe(
    boundedText(max, { tooLong: DONATION_ISSUE.textTooLong }),
    v.trim(),
    v.nonEmpty(DONATION_ISSUE.required),
  );
/** The title is the card's short line; a category may go without one. */
const optionalText = (max: number) =>
  v.optional(v.pipe(boundedText(max, { tooLong: DONATION_ISSUE.textTooLong }), v.trim()), '');

const textEntries = {
  name_en: requiredText(CATEGORY_NAME_MAX_LENGTH),
  name_ar: requiredText(CATEGORY_NAME_MAX_LENGTH),
  name_pl: requiredText(CATEGORY_NAME_MAX_LENGTH),
  title_en: optionalText(CATEGORY_TITLE_MAX_LENGTH),
  title_ar: optionalText(CATEGORY_TITLE_MAX_LENGTH),
  title_pl: optionalText(CATEGORY_TITLE_MAX_LENGTH),
  description_en: requiredText(CATEGORY_DESCRIPTION_MAX_LENGTH),
  description_ar: requiredText(CATEGORY_DESCRIPTION_MAX_LENGTH),
  description_pl: requiredText(CATEGORY_DESCRIPTION_MAX_LENGTH),
};

const paymentTypeSchema = v.picklist(PAYMENT_TYPES, DONATION_ISSUE.paymentTypeInvalid);
const flag = (fallback: boolean) => v.optional(v.boolean(DONATION_ISSUE.invalidFlag), fallback);

/**
 * Saving an existing category: every text, the payment type and the three amounts, which may be 0
 * (a campaign with nothing collected yet, or one without a suggested amount). `is_zakat` marks the
 * category whose Donate offers the zakat calculator.
 */
export const categoryUpdateSchema = v.object(
  {
    ...textEntries,
    payment_type: paymentTypeSchema,
    default_value: moneySchema(0),
    target_amount: moneySchema(0),
    current_amount: moneySchema(0),
    is_available: flag(true),
    is_zakat: flag(false),
  },
  DONATION_ISSUE.required,
);
export type CategoryUpdateInput = v.InferInput<typeof categoryUpdateSchema>;
export type CategorySave = v.InferOutput<typeof categoryUpdateSchema>;

/**
 * Creating a category: the same fields, with the suggested amount and the target at least 1 (a new
 * campaign aims at something). What was collected may start at 0. A new category starts
 * 'Not activated' unless the form says otherwise.
 */
export const categoryCreateSchema = v.object(
  {
    ...categoryUpdateSchema.entries,
    default_value: moneySchema(1, DONATION_ISSUE.amountAtLeastOne),
    target_amount: moneySchema(1, DONATION_ISSUE.amountAtLeastOne),
    is_available: flag(false),
  },
  DONATION_ISSUE.required,
);
export type CategoryCreateInput = v.InferInput<typeof categoryCreateSchema>;

/** The create form clamps a typed number to at least 1 (and a blank or broken one to 1) as it is typed. */
export function clampCreateAmount(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? value : 1;
}

/** The language tabs holding at least one issue, in tab order: the form marks these tabs. */
export function invalidCategoryTabs(issues: readonly v.BaseIssue<unknown>[]): CategoryLanguage[] {
  const fields = new Set(issues.map((issue) => v.getDotPath(issue)));
  return CATEGORY_LANGUAGES.filter((language) =>
    CATEGORY_FIELDS_BY_LANGUAGE[language].some((field) => fields.has(field)),
  );
}

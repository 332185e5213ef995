import * as v from 'valibot';
import { hasAtMostTwoDecimals } from '../donations/money';
import { boundedText } from '../input/text';
import { EDUCATION_ISSUE } from './subject';

export const PACKAGE_NAME_MAX_LENGTH = 100;
export const PACKAGE_DESCRIPTION_MAX_LENGTH = 1000;
/** The highest monthly price a package may ask, far above any weekend school's fee. */
export const PACKAGE_PRICE_MAX = 100_000;
export const PACKAGE_SUBJECTS_MAX = 50;
/** What a package's card shows when a server leaves the number of subjects out. */
export const DEFAULT_SUBJECTS_INCLUDED = 7;

/** A number as the form's input holds it (text) or as a JSON body carries it. */
const numberLike = (issue: string) =>
  v.union(
    [
      v.number(issue),
      v.pipe(
        v.string(issue),
        v.trim(),
        v.regex(/^-?[0-9]+([.,][0-9]+)?$/, issue),
        v.transform((text) => Number(text.replace(',', '.'))),
      ),
    ],
    issue,
  );

const requiredText = (max: number) =>
  v.pipe(boundedText(max), v.trim(), v.nonEmpty(EDUCATION_ISSUE.required));

/**
 * The package form (add and edit), one rule for the form, the client and the server: a name and a
 * description, a price of 0 to 100,000 with at most two decimals, the number of subjects included
 * (a whole number from 1 to 50), and whether it is on offer (active unless the form says otherwise).
 * A blank price or number is 'required'; one that is not a number breaks its own rule.
 */
export const packageInputSchema = v.object(
  {
    name: requiredText(PACKAGE_NAME_MAX_LENGTH),
    description: requiredText(PACKAGE_DESCRIPTION_MAX_LENGTH),
    price: v.pipe(
      v.union([v.literal(''), numberLike(EDUCATION_ISSUE.priceInvalid)], EDUCATION_ISSUE.priceInvalid),
      v.check((value) => value !== '', EDUCATION_ISSUE.required),
      v.transform(Number),
      v.finite(EDUCATION_ISSUE.priceInvalid),
      v.minValue(0, EDUCATION_ISSUE.priceInvalid),
      v.maxValue(PACKAGE_PRICE_MAX, EDUCATION_ISSUE.priceInvalid),
      v.check(hasAtMostTwoDecimals, EDUCATION_ISSUE.priceInvalid),
    ),
    num_subjects_included: v.pipe(
      v.union(
        [v.literal(''), numberLike(EDUCATION_ISSUE.subjectsCountInvalid)],
        EDUCATION_ISSUE.subjectsCountInvalid,
      ),
      v.check((value) => value !== '', EDUCATION_ISSUE.required),
      v.transform(Number),
      v.integer(EDUCATION_ISSUE.subjectsCountInvalid),
      v.minValue(1, EDUCATION_ISSUE.subjectsCountInvalid),
      v.maxValue(PACKAGE_SUBJECTS_MAX, EDUCATION_ISSUE.subjectsCountInvalid),
    ),
    is_active: v.optional(v.boolean(EDUCATION_ISSUE.invalidFlag), true),
  },
  EDUCATION_ISSUE.required,
);
export type PackageInput = v.InferInput<typeof packageInputSchema>;
export type PackageSave = v.InferOutput<typeof packageInputSchema>;

/** The blank add form. */
export function emptyPackageForm(): PackageInput {
  return { name: '', description: '', price: '', num_subjects_included: '', is_active: true };
}

/** A stored package as the edit form's starting values (a missing number of subjects reads as 7). */
export function packageFormValuesOf(stored: {
  name: string;
  description: string | null;
  price: number;
  num_subjects_included: number | null;
  is_active: boolean;
}): PackageInput {
  return {
    name: stored.name,
    description: stored.description ?? '',
    price: String(stored.price),
    num_subjects_included: String(stored.num_subjects_included ?? DEFAULT_SUBJECTS_INCLUDED),
    is_active: stored.is_active,
  };
}

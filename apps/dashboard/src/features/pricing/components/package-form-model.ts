import type { Package } from '@minbar/api/schemas/education';
import {
  emptyPackageForm,
  type PackageInput,
  type PackageSave,
  packageFormValuesOf,
  packageInputSchema,
} from '@minbar/domain/education/package';
import * as v from 'valibot';
import { pricingIssueMessage } from '../error-messages';

export type PackageFormMode = 'create' | 'edit';

/** The form's values as typed: every field text, whether it is on offer 'true' or 'false'. */
export interface PackageDialogValues extends Record<string, string> {
  name: string;
  description: string;
  price: string;
  num_subjects_included: string;
  is_active: string;
}

/** The blank form (a new package is active) or the stored package's values; the key order is the focus order. */
export function initialPackageValues(stored?: Package): PackageDialogValues {
  const values: PackageInput = stored ? packageFormValuesOf(stored) : emptyPackageForm();
  return {
    name: values.name,
    description: values.description,
    price: String(values.price),
    num_subjects_included: String(values.num_subjects_included),
    is_active: String(values.is_active ?? true),
  };
}

const toInput = (values: PackageDialogValues): PackageInput => ({
  name: values.name,
  description: values.description,
  price: values.price,
  num_subjects_included: values.num_subjects_included,
  is_active: values.is_active !== 'false',
});

/**
 * The form's check: the domain's package rule (the one the server parses with), each issue on its
 * field as '<field>:<code>' so the message can quote the field's limit; a valid form becomes what
 * the server receives (trimmed texts, numbers).
 */
export function packageFormSchema() {
  const shape = Object.fromEntries(Object.keys(initialPackageValues()).map((name) => [name, v.string()]));
  return v.pipe(
    v.object(shape),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value as PackageDialogValues;
      const result = v.safeParse(packageInputSchema, toInput(values));
      if (result.success) return;
      const seen = new Set<string>();
      for (const issue of result.issues) {
        const key = String(issue.path?.[0]?.key ?? 'name');
        if (seen.has(key)) continue;
        seen.add(key);
        addIssue({
          message: `${key}:${issue.message}`,
          path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: values[key] }],
        });
      }
    }),
    v.transform((values): PackageSave => v.parse(packageInputSchema, toInput(values as PackageDialogValues))),
  ) as unknown as v.GenericSchema<PackageDialogValues, PackageSave>;
}

/** Words a '<field>:<code>' issue of the form. */
export function packageIssueMessage(key: string) {
  const [field, code] = key.includes(':') ? (key.split(':') as [string, string]) : ['', key];
  return pricingIssueMessage(code, field);
}

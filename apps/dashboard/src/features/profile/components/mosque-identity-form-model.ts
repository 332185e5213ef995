import type { MosqueIdentityUpdate } from '@minbar/api/schemas/mosque-identity';
import { type MosqueIdentity, mosqueIdentityInputSchema } from '@minbar/domain/mosque/identity';
import * as v from 'valibot';

/** What the form holds, as typed; the key order is the focus order of a refused save. */
export type MosqueIdentityFormValues = {
  name_pl: string;
  name_en: string;
  name_ar: string;
  short_name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
};
type MosqueIdentityField = keyof MosqueIdentityFormValues;

/** The form's starting values: the identity as stored ('' where none is set). */
export function initialMosqueIdentityValues(identity: MosqueIdentity): MosqueIdentityFormValues {
  return {
    name_pl: identity.name.pl,
    name_en: identity.name.en,
    name_ar: identity.name.ar,
    short_name: identity.short_name,
    address: identity.address,
    phone: identity.phone,
    email: identity.email,
    website: identity.website,
  };
}

/**
 * The request's paths as the form's field names: the names are flat in the form. A 422 names the
 * field by the last part of its path, so the server's 'en', 'ar' and 'pl' rename the same way.
 */
export const FIELD_OF_PATH: Record<string, MosqueIdentityField> = {
  'name.pl': 'name_pl',
  'name.en': 'name_en',
  'name.ar': 'name_ar',
  pl: 'name_pl',
  en: 'name_en',
  ar: 'name_ar',
  name: 'name_pl',
  short_name: 'short_name',
  address: 'address',
  phone: 'phone',
  email: 'email',
  website: 'website',
};

function requestOf(values: MosqueIdentityFormValues) {
  return {
    name: { en: values.name_en, ar: values.name_ar, pl: values.name_pl },
    short_name: values.short_name,
    address: values.address,
    phone: values.phone,
    email: values.email,
    website: values.website,
  };
}

/**
 * The form's schema: the values as typed in, the PUT /settings/identity payload out, checked by the
 * one rule the server applies (mosqueIdentityInputSchema), each issue on the field that caused it.
 */
export const mosqueIdentityFormSchema = v.pipe(
  v.object({
    name_pl: v.string(),
    name_en: v.string(),
    name_ar: v.string(),
    short_name: v.string(),
    address: v.string(),
    phone: v.string(),
    email: v.string(),
    website: v.string(),
  }) as unknown as v.GenericSchema<MosqueIdentityFormValues>,
  v.rawTransform(({ dataset, addIssue, NEVER }): MosqueIdentityUpdate => {
    const parsed = v.safeParse(mosqueIdentityInputSchema, requestOf(dataset.value));
    if (parsed.success) return parsed.output;
    for (const issue of parsed.issues) {
      const key: MosqueIdentityField = FIELD_OF_PATH[v.getDotPath(issue) ?? ''] ?? 'name_pl';
      addIssue({
        message: issue.message,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key] }],
      });
    }
    return NEVER;
  }),
);

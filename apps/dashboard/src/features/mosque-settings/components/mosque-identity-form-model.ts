import type { MosqueIdentityUpdate } from '@minbar/api/schemas/mosque-identity';
import { checkImageFile } from '@minbar/domain/input/image-file';
import {
  EMPTY_MOSQUE_IDENTITY,
  MOSQUE_REGISTRATION_MAX_COUNT,
  type MosqueIdentity,
  mosqueIdentityInputSchema,
} from '@minbar/domain/mosque/identity';
import * as v from 'valibot';

/** The rows of registration numbers the form offers: as many as the rule keeps. */
export const REGISTRATION_ROWS = Array.from({ length: MOSQUE_REGISTRATION_MAX_COUNT }, (_, row) => row);

type RegistrationField = `registration_${number}_${'label' | 'value'}`;

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
  logo: string;
  /** 'true' to take the stored logo away on save (when no new one is chosen). */
  remove_logo: string;
  bank_account: string;
  mail_language: string;
} & Record<RegistrationField, string>;
type MosqueIdentityField = keyof MosqueIdentityFormValues;

const registrationField = (row: number, part: 'label' | 'value') =>
  `registration_${row}_${part}` as RegistrationField;

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
    // The chosen file's name: the stored logo is shown beside the field, and stays unless replaced.
    logo: '',
    remove_logo: 'false',
    bank_account: identity.bank_account,
    mail_language: identity.mail_language,
    ...Object.fromEntries(
      REGISTRATION_ROWS.flatMap((row) => [
        [registrationField(row, 'label'), identity.registration_numbers[row]?.label ?? ''],
        [registrationField(row, 'value'), identity.registration_numbers[row]?.value ?? ''],
      ]),
    ),
  } as MosqueIdentityFormValues;
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
  logo: 'logo',
  remove_logo: 'remove_logo',
  bank_account: 'bank_account',
  mail_language: 'mail_language',
  ...Object.fromEntries(
    REGISTRATION_ROWS.flatMap((row) => [
      [`registration_numbers.${row}.label`, registrationField(row, 'label')],
      [`registration_numbers.${row}.value`, registrationField(row, 'value')],
    ]),
  ),
  registration_numbers: registrationField(0, 'label'),
};

function requestOf(values: MosqueIdentityFormValues) {
  return {
    name: { en: values.name_en, ar: values.name_ar, pl: values.name_pl },
    short_name: values.short_name,
    address: values.address,
    phone: values.phone,
    email: values.email,
    website: values.website,
    registration_numbers: REGISTRATION_ROWS.map((row) => ({
      label: values[registrationField(row, 'label')],
      value: values[registrationField(row, 'value')],
    })),
    bank_account: values.bank_account,
    mail_language: values.mail_language,
    remove_logo: values.remove_logo === 'true',
  };
}

/**
 * The form's schema: the values as typed in, the PUT /settings/identity payload out, checked by the
 * one rule the server applies (mosqueIdentityInputSchema), each issue on the field that caused it,
 * and a chosen logo (`logo()`, the file itself) by the one image rule of every upload.
 */
export function mosqueIdentityFormSchema(logo: () => { type: string; size: number } | null = () => null) {
  const fields = Object.keys(initialMosqueIdentityValues(EMPTY_MOSQUE_IDENTITY));
  return v.pipe(
    v.object(
      Object.fromEntries(fields.map((name) => [name, v.string()])),
    ) as unknown as v.GenericSchema<MosqueIdentityFormValues>,
    v.rawTransform(({ dataset, addIssue, NEVER }): MosqueIdentityUpdate => {
      const onField = (key: MosqueIdentityField, message: string) =>
        addIssue({
          message,
          path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key] }],
        });
      const parsed = v.safeParse(mosqueIdentityInputSchema, requestOf(dataset.value));
      const chosen = logo();
      const logoIssue = chosen ? checkImageFile(chosen) : null;
      if (logoIssue) onField('logo', `logo:${logoIssue}`);
      if (parsed.success && !logoIssue) return parsed.output;
      for (const issue of parsed.success ? [] : parsed.issues) {
        onField(FIELD_OF_PATH[v.getDotPath(issue) ?? ''] ?? 'name_pl', issue.message);
      }
      return NEVER;
    }),
  );
}
